import type { Server } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { configOrExit } from '../config/config-or-exit.server';
import { resolveSessionSecret } from '../config/session-secret.server';
import { openDatabase } from '../db/client.server';
import { demoBanner, seedDemoData } from '../seed/demo';
import { startAdminEndpoint } from './admin-endpoint';
import { createApp } from './app';
import { createAppServer } from './http/app-server';
import { createLogger } from './logger';
import { createServices } from './services';
import { anniversaryEmailsJob } from './services/anniversary-emails';
import { listenForCampaignChanges } from './services/campaign-changes';
import {
  checkStripeKeyPermissions,
  paymentReconcilerOf,
  paymentReconciliationJob,
} from './services/payment-reconciliation';
import { startPeriodicJobs } from './services/periodic-jobs';
import { reportEmailsJob } from './services/report-emails';
import { retentionJob } from './services/retention';
import { uploadSweepJob } from './upload-sweep';

const SHUTDOWN_GRACE_MS = 10_000;
const projectRoot = path.resolve(import.meta.dirname, '..');

function fail(message: string): never {
  process.stderr.write(`pamoja: ${message}\n`);
  process.exit(1);
}

/** Run under a pipe whose reader has gone (`npm start | head`), output is dropped: it must not end or hang the server. */
function ignoreClosedOutput() {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
    });
  }
}

async function main() {
  ignoreClosedOutput();
  const dev = process.argv.includes('--dev');
  const config = configOrExit();
  config.sessionSecret = resolveSessionSecret(config);

  const logger = createLogger(config.logLevel);

  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  ).catch((error: Error) => fail(error.message));

  let build: ServerBuild | (() => Promise<ServerBuild>);
  let devMiddleware: Parameters<typeof createApp>[0]['devMiddleware'];
  if (dev) {
    const vite = await import('vite');
    const viteServer = await vite.createServer({ server: { middlewareMode: true }, appType: 'custom' });
    devMiddleware = viteServer.middlewares;
    build = () => viteServer.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  } else {
    const buildFile = path.join(projectRoot, 'build/server/index.js');
    build = (await import(pathToFileURL(buildFile).href).catch(() =>
      fail('No production build found: run `npm run build` first (npm start does it for you)'),
    )) as ServerBuild;
  }

  const services = createServices(config, database, logger);
  if (database.kind === 'pglite' && !config.isProduction) {
    const demo = await seedDemoData(database.db, {
      password: config.demoPassword,
      baseUrl: config.baseUrl,
      fileStore: services.fileStore,
    });
    if (demo) {
      logger.info('seeded the demo campaign');
      process.stdout.write(`\n${demoBanner(demo, config.baseUrl)}\n\n`);
    }
  }
  const campaignChanges = listenForCampaignChanges(database, services, { logger });
  if (config.stripe) void checkStripeKeyPermissions(config.stripe, logger);
  const reconcilePayments =
    services.paymentProvider.name === 'stripe'
      ? paymentReconcilerOf(database.db, services, config.baseUrl)
      : undefined;
  // The embedded database is single-process: `npm run admin:create` and `payments:reconcile` reach it through this server.
  const adminEndpoint =
    database.kind === 'pglite' && config.adminEndpointPort !== 'off'
      ? await startAdminEndpoint({
          dataDir: config.dataDir,
          db: database.db,
          logger,
          reconcilePayments,
          port: config.adminEndpointPort,
        })
      : undefined;
  services.mailer.start();
  const app = createApp({
    config,
    database,
    logger,
    services,
    build,
    devMiddleware,
    clientDir: dev ? undefined : path.join(projectRoot, 'build/client'),
  });

  // Not app.listen: Express 5 calls its callback with the error too, so "running at" would print before EADDRINUSE.
  const server: Server = createAppServer(app);
  server.once('error', (error: NodeJS.ErrnoException) => {
    fail(
      error.code === 'EADDRINUSE'
        ? `Port ${config.port} is already in use; set PORT to another port`
        : error.message,
    );
  });
  server.listen(config.port, config.host, () => {
    logger.info(
      { port: config.port, database: database.kind, uploads: config.s3 ? 's3' : 'disk' },
      'listening',
    );
    process.stdout.write(`Pamoja is running at ${config.baseUrl}\n`);
  });

  // Each takes an advisory lock for its round, so several processes on one PostgreSQL never run one at once.
  const stopJobs = startPeriodicJobs(
    [
      uploadSweepJob(database.db, services.fileStore, logger),
      retentionJob(database.db, logger),
      reportEmailsJob(database.db, { baseUrl: config.baseUrl, mailer: services.mailer }, logger),
      anniversaryEmailsJob(
        database.db,
        { baseUrl: config.baseUrl, secret: config.sessionSecret, mailer: services.mailer },
        logger,
      ),
      ...(reconcilePayments ? [paymentReconciliationJob(reconcilePayments, logger)] : []),
    ],
    { pool: database.pool, logger },
  );
  let shuttingDown = false;
  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    stopJobs();
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const forceExit = setTimeout(() => {
      logger.warn('in-flight requests did not finish in time; closing anyway');
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    forceExit.unref();
    server.close(async () => {
      await services.mailer.stop();
      await campaignChanges.close();
      await adminEndpoint?.close().catch(() => {});
      await database.close().catch((error) => logger.error({ err: error }, 'closing the database failed'));
      logger.info('stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error) => fail(error instanceof Error ? error.message : String(error)));
