/** Only paths on this site: "/dashboard" yes; "//evil.example", "https://…" and "/\\evil" no. */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) {
    return fallback;
  }
  return to;
}
