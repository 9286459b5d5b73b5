/** Query parameters that may carry a credential or a one-time token (a password, a key, a reset link's token…). */
const SENSITIVE_PARAMETER = /pass|secret|token|key|sig|auth|credential|code|state|recipient_access/i;
const RELATIVE_BASE = 'http://relative.invalid';
const NOT_A_URL = '[not a URL]';

/**
 * The one way a URL is shown in logs and messages: the password of its user part and every sensitive query
 * parameter become `[redacted]`. A path (`/reset-password?token=…`) stays a path; text that is no URL at all is
 * not shown, since it may be a mistyped one with its credentials.
 */
export function redactUrl(url: string): string {
  const isPath = url.startsWith('/');
  let parsed: URL;
  try {
    parsed = new URL(isPath ? `${RELATIVE_BASE}${url}` : url);
  } catch {
    return NOT_A_URL;
  }
  // "db.example:5432 password=…" parses, with "db.example:" as its scheme: a URL worth showing has a host.
  if (!parsed.host) return NOT_A_URL;
  if (parsed.password) parsed.password = '[redacted]';
  for (const name of new Set(parsed.searchParams.keys())) {
    if (SENSITIVE_PARAMETER.test(name)) parsed.searchParams.set(name, '[redacted]');
  }
  const shown = parsed.toString().replaceAll('%5Bredacted%5D', '[redacted]');
  return isPath ? shown.slice(RELATIVE_BASE.length) : shown;
}
