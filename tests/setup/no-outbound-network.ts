import dns from 'node:dns';
import net from 'node:net';
import { afterEach } from 'vitest';

/**
 * Tests talk only to local fakes (fake Stripe, mail capture, OIDC mock, PostgreSQL on 127.0.0.1). A call to
 * anywhere else would make a test slow, flaky offline and possibly costly (a real payment provider), so it is
 * refused at the socket and fails the test that made it, even if the code under test swallowed the error.
 */
const LOCAL_HOST = /^(localhost|127(\.\d{1,3}){3}|::1|::ffff:127(\.\d{1,3}){3}|\[::1\])$/i;

const refused: string[] = [];

/** The calls refused since the last check, cleared: for a test that proves the guard itself. */
export function takeRefusedNetworkCalls(): string[] {
  return refused.splice(0);
}

function refuse(what: string): Error {
  refused.push(what);
  return Object.assign(new Error(`Unexpected outbound network call in a test: ${what}`), {
    code: 'ENETUNREACH',
  });
}

/** Where `socket.connect(...)` is going: options, (port, host) or (path) for a local IPC socket. */
function destinationOf(args: unknown[]): { host: string; port?: unknown } | null {
  const [first, second] = Array.isArray(args[0]) ? (args[0] as unknown[]) : args;
  if (typeof first === 'object' && first !== null) {
    const options = first as { host?: string; port?: unknown; path?: string };
    if (options.path !== undefined) return null;
    return { host: options.host ?? 'localhost', port: options.port };
  }
  if (typeof first === 'string' && !/^\d+$/.test(first)) return null;
  return { host: typeof second === 'string' ? second : 'localhost', port: first };
}

const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function guardedConnect(this: net.Socket, ...args: unknown[]) {
  const destination = destinationOf(args);
  if (destination && !LOCAL_HOST.test(destination.host)) {
    const error = refuse(`connect to ${destination.host}:${String(destination.port)}`);
    process.nextTick(() => this.destroy(error));
    return this;
  }
  return (connect as (...rest: unknown[]) => net.Socket).apply(this, args);
} as typeof connect;

const lookup = dns.lookup;
dns.lookup = function guardedLookup(hostname: string, ...rest: unknown[]) {
  if (!LOCAL_HOST.test(hostname)) {
    const error = refuse(`DNS lookup of ${hostname}`);
    const callback = rest.at(-1) as (error: Error) => void;
    process.nextTick(() => callback(error));
    return;
  }
  return (lookup as (...all: unknown[]) => unknown)(hostname, ...rest);
} as typeof lookup;

const lookupPromise = dns.promises.lookup;
dns.promises.lookup = (async (hostname: string, ...rest: unknown[]) => {
  if (!LOCAL_HOST.test(hostname)) throw refuse(`DNS lookup of ${hostname}`);
  return (lookupPromise as (...all: unknown[]) => unknown)(hostname, ...rest);
}) as typeof lookupPromise;

const realFetch = globalThis.fetch;
globalThis.fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (!LOCAL_HOST.test(url.hostname)) throw refuse(`fetch ${url.origin}`);
  return realFetch(input, init);
};

afterEach(() => {
  const calls = takeRefusedNetworkCalls();
  if (calls.length > 0) throw new Error(`Unexpected outbound network calls:\n${calls.join('\n')}`);
});
