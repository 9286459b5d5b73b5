import type { AddressInfo } from 'node:net';
import pino, { type Logger } from 'pino';
import { parseConfig } from '../../config/env.server';
import type { DatabaseHandle } from '../../db/client.server';
import { createSession } from '../../domain/accounts/sessions.server';
import { createApp } from '../../server/app';
import { SESSION_COOKIE } from '../../server/http/session-cookie';

type Headers = Record<string, string>;

/** A client of the test app: plain fetch plus JSON writes, every request carrying `headers` (e.g. a cookie). */
function clientOf(baseUrl: string, headers: Headers = {}) {
  const sendJson =
    (method: string) =>
    (path: string, body: unknown, extra: Headers = {}) =>
      fetch(`${baseUrl}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...headers, ...extra },
        body: JSON.stringify(body),
      });
  return {
    fetch: (path: string, init: RequestInit = {}) =>
      fetch(`${baseUrl}${path}`, { ...init, headers: { ...headers, ...(init.headers as Headers) } }),
    postJson: sendJson('POST'),
    put: sendJson('PUT'),
  };
}

export type TestClient = ReturnType<typeof clientOf>;

/**
 * The real Express app (API and middleware, no UI build) on a free port, for API tests: `fetch`, `postJson`
 * and `put` as an anonymous visitor, `signedInAs(user)` for a client carrying a live session of that user.
 */
export async function startTestApp(
  database: DatabaseHandle,
  env: Record<string, string> = {},
  { logger = pino({ level: 'silent' }), clientDir }: { logger?: Logger; clientDir?: string } = {},
) {
  const config = parseConfig({ NODE_ENV: 'test', SESSION_SECRET: 'test-secret-'.padEnd(40, 'x'), ...env });
  const app = createApp({ config, database, logger, clientDir });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    config,
    ...clientOf(baseUrl),
    /** A client signed in as `user` (a session made directly in the database), with the user and its Cookie header. */
    signedInAs: async <User extends { id: number }>(user: User) => {
      const cookie = `${SESSION_COOKIE}=${await createSession(database.db, user.id)}`;
      return { user, cookie, ...clientOf(baseUrl, { cookie }) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/** The `name=value` of the session cookie a response set, to send back as a Cookie header. */
export function sessionCookieOf(response: Response): string {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  if (!header) throw new Error('no session cookie was set');
  return header.split(';')[0] as string;
}

export type SignedInClient<User extends { id: number }> = TestClient & { user: User; cookie: string };
