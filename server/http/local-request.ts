import type { IncomingHttpHeaders } from 'node:http';
import { isIP } from 'node:net';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (what a dual-stack socket reports). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ip = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIP(ip) === 4) return ip.startsWith('127.');
  return ip === '::1';
}

/**
 * A request from this machine itself: the socket is loopback and no proxy forwarded it. A reverse proxy on the same
 * host also connects over loopback, so a forwarding header means someone else is behind it. The socket is read, not
 * `req.ip`, so TRUST_PROXY cannot make a claimed address count.
 */
export function isLocalRequest(remoteAddress: string | undefined, headers: IncomingHttpHeaders): boolean {
  const forwarded = headers['x-forwarded-for'] ?? headers.forwarded ?? headers['x-real-ip'];
  return isLoopbackAddress(remoteAddress) && forwarded === undefined;
}
