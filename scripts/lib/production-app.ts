import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Database, openDatabase } from '../../db/client.server';
import { createLocalFileStore, uploadsDirectoryOf } from '../../integrations/storage/local-file-store.server';
import { seedBenchmarkCampaign } from '../../seed/benchmark';
import { seedDemoData } from '../../seed/demo';

export const projectRoot = path.resolve(import.meta.dirname, '../..');

/** The production build, unless the command was given --no-build; exits when the build fails. */
export function buildUnlessSkipped() {
  if (process.argv.includes('--no-build')) return;
  const build = spawnSync('npx', ['react-router', 'build'], { cwd: projectRoot, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function waitForHealth(baseUrl: string, app: ChildProcess) {
  for (let attempt = 0; attempt < 120; attempt++) {
    if (app.exitCode !== null) throw new Error('the app exited during start');
    const healthy = await fetch(`${baseUrl}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the app did not become healthy');
}

/**
 * The production server on loopback, in its own process, over a fresh embedded database holding the demo campaign
 * and the benchmark campaign (1,000 contributions, a photo). `stop()` ends it and removes its data.
 */
export async function startSeededProductionApp<Extra = undefined>(
  env: Record<string, string> = {},
  /** More data for one measurement (the admin lists' large set), seeded before the server starts. */
  seedMore?: (db: Database) => Promise<Extra>,
  /** Node's own options for the server (the soak's `--expose-gc`). */
  nodeOptions: string[] = [],
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pamoja-measure-'));
  const seeding = await openDatabase({ dataDir });
  const fileStore = createLocalFileStore(uploadsDirectoryOf(dataDir));
  const demo = await seedDemoData(seeding.db, { fileStore });
  const benchmarkUrl = await seedBenchmarkCampaign(seeding.db, { fileStore });
  const extra = seedMore ? await seedMore(seeding.db) : undefined;
  await seeding.close();

  const { app, baseUrl, stop } = await startProductionServer(
    dataDir,
    { DATABASE_URL: '', ...env },
    nodeOptions,
  );
  return { app, baseUrl, demo, benchmarkUrl, extra: extra as Extra, stop };
}

/**
 * The production server on loopback in its own process, over `dataDir` (uploads, and the embedded database unless
 * `env` names a DATABASE_URL), once healthy. `stop()` ends it and removes `dataDir`.
 */
export async function startProductionServer(
  dataDir: string,
  env: Record<string, string> = {},
  nodeOptions: string[] = [],
) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const app = spawn(process.execPath, ['--import', 'tsx', ...nodeOptions, 'server/index.ts'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: baseUrl,
      LOG_LEVEL: 'warn',
      // Production refuses the sandbox's play money: these runs give by mobile wallet only.
      CARD_PAYMENTS: 'off',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (app.exitCode === null) {
      app.kill('SIGTERM');
      await new Promise((resolve) => app.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, app);
  } catch (error) {
    await stop();
    throw error;
  }
  return { app, baseUrl, stop };
}
