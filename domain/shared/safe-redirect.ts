/** A throwaway origin to resolve against: whatever resolves elsewhere leaves the site. */
const SITE = 'http://pamoja.invalid';
/**
 * Browsers drop tabs and newlines from URLs and read a backslash as a slash, so "/\t/evil.example" or
 * "/\\evil.example" become "//evil.example" (another site). Refused outright, before the parser sees them.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's job.
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f-\u009f\\]/;

/**
 * The one open-redirect guard, for every redirect that takes a destination from the request: only a path on this
 * site survives, returned as the URL parser normalised and percent-encoded it (so it is always a valid Location
 * header: no CR, LF or non-Latin-1 character reaches it). Anything else gives the fallback.
 */
export function safeRedirect(to: unknown, fallback = '/'): string {
  if (typeof to !== 'string' || !to.startsWith('/') || CONTROL_OR_BACKSLASH.test(to)) return fallback;
  let url: URL;
  try {
    url = new URL(to, SITE);
  } catch {
    return fallback;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  // "/..//evil.example" normalises to "//evil.example": protocol-relative, so another site.
  if (url.origin !== SITE || path.startsWith('//')) return fallback;
  return path;
}
