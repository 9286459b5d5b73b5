import { isIP } from 'node:net';

/** Express's `trust proxy` in the two forms Pamoja accepts: how many proxies stand in front, or their addresses. */
export type TrustProxy = false | number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export const TRUST_PROXY_FORMS =
  'set the number of proxies in front of the app (such as 1), or their addresses or CIDR ranges separated by commas (such as 10.0.0.0/8,127.0.0.1, or loopback), or false';

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY read (issue 31 item 3): the client address is then the one the last trusted proxy saw. `true`, which
 * in Express trusts every hop (so the leftmost X-Forwarded-For entry, written by the client itself), is refused:
 * a hop count or the proxies' addresses say how far to trust. Returns the setting, or why the value is refused.
 */
export function readTrustProxy(value: string): { setting: TrustProxy } | { refusal: string } {
  const trimmed = value.trim();
  if (trimmed === 'false') return { setting: false };
  if (trimmed === 'true') {
    return {
      refusal: `true would trust any address a client writes in X-Forwarded-For; ${TRUST_PROXY_FORMS}`,
    };
  }
  if (/^\d{1,2}$/.test(trimmed)) return { setting: Number(trimmed) };
  const entries = trimmed.split(',').map((entry) => entry.trim());
  if (entries.every((entry) => entry !== '' && isAddressOrRange(entry))) return { setting: entries };
  return { refusal: TRUST_PROXY_FORMS };
}
