import { timingSafeEqual } from 'node:crypto';
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Database } from '../db/client.server';
import { type AdminAccountResult, createAdminUser } from '../domain/accounts/create-admin-user.server';
import type { ReconciliationReport } from '../domain/contributions/index.server';
import { isDomainError } from '../domain/shared/errors';
import { createRandomToken } from '../domain/shared/tokens.server';

/**
 * The embedded database belongs to one process, so while the server runs, `npm run admin:create` and
 * `npm run payments:reconcile` ask the server to do the work instead of opening the data directory themselves.
 * The endpoint listens on 127.0.0.1 only, on ADMIN_ENDPOINT_PORT or else a free port picked at start
 * (`ADMIN_ENDPOINT_PORT=off`: not at all), and needs a random token; both are in a file only this user can read
 * (0600) in DATA_DIR.
 */
export const ADMIN_ENDPOINT_FILE = 'admin-endpoint.json';
const MAX_BODY_BYTES = 10_000;

interface EndpointFile {
  port: number;
  token: string;
  pid: number;
}

export async function startAdminEndpoint({
  dataDir,
  db,
  logger,
  reconcilePayments,
  port = 0,
}: {
  dataDir: string;
  db: Database;
  logger: Logger;
  /** One card-payment reconciliation pass; absent when there is nothing to reconcile (the sandbox). */
  reconcilePayments?: () => Promise<ReconciliationReport>;
  /** 0 (or left out): a free port. */
  port?: number;
}) {
  const token = createRandomToken();
  const expected = Buffer.from(`Bearer ${token}`);
  const server = createServer(async (req, res) => {
    const reply = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const given = Buffer.from(req.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return reply(401, { message: 'Unauthorized' });
    if (req.method === 'POST' && req.url === '/payments/reconcile') {
      if (!reconcilePayments)
        return reply(404, { message: 'Card payments use the sandbox: nothing to reconcile' });
      try {
        const report = await reconcilePayments();
        logger.info({ report }, 'card payments reconciled from the command line');
        return reply(200, report);
      } catch (error) {
        logger.error({ err: error }, 'reconciling card payments failed');
        return reply(500, { message: `Reconciling card payments failed: ${(error as Error).message}` });
      }
    }
    if (req.method !== 'POST' || req.url !== '/admin-users') return reply(404, { message: 'Not found' });
    try {
      const result = await createAdminUser(db, JSON.parse(await readBody(req)));
      logger.info(
        { action: result.action, userId: result.userId },
        'admin account created or promoted from the command line',
      );
      reply(200, result);
    } catch (error) {
      if (isDomainError(error) || error instanceof SyntaxError) {
        return reply(400, { message: (error as Error).message });
      }
      logger.error({ err: error }, 'admin endpoint failed');
      reply(500, { message: 'The server could not create the admin account' });
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const file = path.join(dataDir, ADMIN_ENDPOINT_FILE);
  const contents: EndpointFile = { port: (server.address() as AddressInfo).port, token, pid: process.pid };
  removeFile(file);
  writeFileSync(file, JSON.stringify(contents), { mode: 0o600, flag: 'wx' });
  return {
    close: async () => {
      removeFile(file);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The command line's side: asks the running server to do `route` with `input`. */
async function requestServer<Result>(dataDir: string, route: string, input: object): Promise<Result> {
  let endpoint: EndpointFile;
  try {
    endpoint = JSON.parse(readFileSync(path.join(dataDir, ADMIN_ENDPOINT_FILE), 'utf8'));
  } catch {
    throw new Error(
      'The data directory is in use by a running Pamoja server, but it does not accept admin requests; stop it and try again',
    );
  }
  const response = await fetch(`http://127.0.0.1:${endpoint.port}${route}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${endpoint.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  const body = (await response.json()) as Result & { message?: string };
  if (!response.ok) throw new Error(body.message ?? `The server answered ${response.status}`);
  return body;
}

export function requestAdminAccount(
  dataDir: string,
  input: { email: string; password: string },
): Promise<AdminAccountResult> {
  return requestServer(dataDir, '/admin-users', input);
}

export function requestPaymentReconciliation(dataDir: string): Promise<ReconciliationReport> {
  return requestServer(dataDir, '/payments/reconcile', {});
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > MAX_BODY_BYTES) req.destroy(new Error('Request is too large'));
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

function removeFile(file: string) {
  try {
    unlinkSync(file);
  } catch {
    // not there: nothing to remove
  }
}
