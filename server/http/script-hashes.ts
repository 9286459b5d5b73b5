import { createHash } from 'node:crypto';

/** An inline script (no `src`): its opening tag's attributes and its text, exactly as the browser hashes it. */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * A page kept to be sent to many visitors (decision 023), made from the response that rendered it: the HTML
 * without that response's nonce, and that response's CSP with the nonce replaced by the SHA-256 of each inline
 * script the page holds (CSP3 hash sources: the browser runs an inline script whose text has one of the hashes).
 * The same bytes and the same policy for everyone, so both can be compressed and kept once. A script injected
 * into the page later has no listed hash and does not run; 'unsafe-inline' is never needed.
 */
export function withScriptHashes(html: string, policy: string, nonce: string) {
  const nonceSource = `'nonce-${nonce}'`;
  if (!policy.includes(nonceSource)) throw new Error('the policy allows no nonce to replace');
  const kept = html.replaceAll(` nonce="${nonce}"`, '');
  const hashes = new Set<string>();
  for (const [, attributes, text] of kept.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc=/.test(attributes as string)) continue;
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(text as string)
        .digest('base64')}'`,
    );
  }
  return { html: kept, policy: policy.replace(nonceSource, [...hashes].join(' ')) };
}
