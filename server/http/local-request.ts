import type { IncomingHttpHeaders } from 'node:http';
import { isIP } from 'node:net';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (what a dual-stack socket reports). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ip = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIP(ip) === 4) return ip.startsWith('127.');
  return ip === '::1';
}

/** localhost, 127.0.0.1 or [::1], with or without a port: the names a browser on this machine uses. */
const LOCAL_HOST_HEADER = /^(?:localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?$/i;

/**
 * A request from this machine itself: the socket is loopback, no proxy forwarded it, and it names this machine in
 * its Host. A reverse proxy on the same host also connects over loopback, so a forwarding header means someone
 * else is behind it; a page of another site whose name an attacker points at 127.0.0.1 (DNS rebinding) reaches
 * the loopback socket too, but with its own name as Host. The socket is read, not `req.ip`, so TRUST_PROXY cannot
 * make a claimed address count.
 */
export function isLocalRequest(remoteAddress: string | undefined, headers: IncomingHttpHeaders): boolean {
  const forwarded = headers['x-forwarded-for'] ?? headers.forwarded ?? headers['x-real-ip'];
  return (
    isLoopbackAddress(remoteAddress) && forwarded === undefined && LOCAL_HOST_HEADER.test(headers.host ?? '')
  );
}
