import type { AddressInfo } from 'node:net';
import pino, { type Logger } from 'pino';
import { parseConfig } from '../../config/env.server';
import type { DatabaseHandle } from '../../db/client.server';
import { createApp } from '../../server/app';

/** The real Express app (API and middleware, no UI build) on a free port, for API tests. */
export async function startTestApp(
  database: DatabaseHandle,
  env: Record<string, string> = {},
  { logger = pino({ level: 'silent' }) }: { logger?: Logger } = {},
) {
  const config = parseConfig({ NODE_ENV: 'test', SESSION_SECRET: 'test-secret-'.padEnd(40, 'x'), ...env });
  const app = createApp({ config, database, logger });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    config,
    fetch: (path: string, init?: RequestInit) => fetch(`${baseUrl}${path}`, init),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
