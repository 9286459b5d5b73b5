import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pino, { type Logger } from 'pino';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll } from 'vitest';
import { parseConfig } from '../../config/env.server';
import type { DatabaseHandle } from '../../db/client.server';
import { createSession } from '../../domain/accounts/sessions.server';
import { createAdminSession } from '../../domain/admin/admin-sessions.server';
import { createApp } from '../../server/app';
import { ADMIN_SESSION_COOKIE, SESSION_COOKIE } from '../../server/http/session-cookie';
import { createServices } from '../../server/services';
import { createTestDatabase } from './test-database';

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

const buildDir = path.resolve(import.meta.dirname, '../../build');

/** The production UI build (`npm test` builds before Vitest runs). */
async function loadPagesBuild(): Promise<ServerBuild> {
  return import(pathToFileURL(path.join(buildDir, 'server/index.js')).href).catch(() => {
    throw new Error('No production build: run `npx react-router build` before tests that start the pages');
  });
}

/**
 * The real Express app on a free port: the API and middleware, and with `pages` the production UI build too.
 * `fetch`, `postJson` and `put` as an anonymous visitor, `signedInAs(user)` for a client carrying a live session.
 */
export async function startTestApp(
  database: DatabaseHandle,
  env: Record<string, string> = {},
  {
    logger = pino({ level: 'silent' }),
    clientDir,
    pages = false,
  }: { logger?: Logger; clientDir?: string; pages?: boolean } = {},
) {
  const config = parseConfig({ NODE_ENV: 'test', SESSION_SECRET: 'test-secret-'.padEnd(40, 'x'), ...env });
  const services = createServices(config, database, logger);
  const app = createApp({
    config,
    database,
    logger,
    services,
    clientDir: clientDir ?? (pages ? path.join(buildDir, 'client') : undefined),
    build: pages ? await loadPagesBuild() : undefined,
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    config,
    /** The app's own services: its caches, its limiters, its file store. */
    services,
    ...clientOf(baseUrl),
    /** A client signed in as `user` (a session made directly in the database), with the user and its Cookie header. */
    signedInAs: async <User extends { id: number }>(user: User) => {
      const cookie = `${SESSION_COOKIE}=${await createSession(database.db, user.id)}`;
      return { user, cookie, ...clientOf(baseUrl, { cookie }) };
    },
    /** A client with an admin session (the admin area's own cookie) for `user`, who must be an admin. */
    adminSignedInAs: async <User extends { id: number }>(user: User) => {
      const cookie = `${ADMIN_SESSION_COOKIE}=${await createAdminSession(database.db, user.id)}`;
      return { user, cookie, ...clientOf(baseUrl, { cookie }) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/**
 * A fresh database and the app serving its pages, for the test file that calls it: opened before its tests, closed
 * after them. Read `served.database` and `served.app` inside the tests.
 */
export function servePagesForThisFile(): { readonly database: DatabaseHandle; readonly app: TestApp } {
  let opened: { database: DatabaseHandle; app: TestApp } | undefined;
  beforeAll(async () => {
    const database = await createTestDatabase();
    opened = { database, app: await startTestApp(database, {}, { pages: true }) };
  });
  afterAll(async () => {
    await opened?.app.close();
    await opened?.database.close();
  });
  const open = () => {
    if (!opened) throw new Error('the pages app is open only inside the tests');
    return opened;
  };
  return {
    get database() {
      return open().database;
    },
    get app() {
      return open().app;
    },
  };
}

/** The `name=value` of the session cookie a response set, to send back as a Cookie header. */
export function sessionCookieOf(response: Response): string {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  if (!header) throw new Error('no session cookie was set');
  return header.split(';')[0] as string;
}

export type SignedInClient<User extends { id: number }> = TestClient & { user: User; cookie: string };
