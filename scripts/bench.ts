import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

/**
 * `npm run bench` (after `npm run build`): the home page against the page of a campaign with 1,000
 * contributions, on the production build in a separate Node process with the embedded database, 50 connections.
 * Also weighs the JavaScript the campaign page loads before anyone opens the contribution dialog, and its photo.
 * Targets (issue 4): campaign ≥ 70% of the home page's requests per second, p99 ≤ 100 ms, ≤ 120 KB of script
 * (gzip), photo WebP ≤ 100 KB. Exits 1 when one is missed.
 */

const projectRoot = path.resolve(import.meta.dirname, '..');
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

interface ServerReady {
  port: number;
  campaignUrl: string;
}

/** The child: the real app on the production build, seeded with the demo and the benchmark campaign. */
async function serve() {
  const [
    { parseConfig },
    { openDatabase },
    { seedDemoData },
    { seedBenchmarkCampaign },
    { createApp },
    pino,
  ] = await Promise.all([
    import('../config/env.server'),
    import('../db/client.server'),
    import('../db/seed/demo'),
    import('../db/seed/benchmark'),
    import('../server/app'),
    import('pino'),
  ]);
  const { createServices } = await import('../server/services');
  const dataDir = process.env.DATA_DIR!;
  const config = parseConfig({
    ...process.env,
    NODE_ENV: 'production',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
  });
  const logger = pino.default({ level: 'silent' });
  const database = await openDatabase({ dataDir });
  await seedDemoData(database.db);
  const services = createServices(config, database, logger);
  const campaignUrl = await seedBenchmarkCampaign(database.db, { fileStore: services.fileStore });
  const build = await import(pathToFileURL(path.join(projectRoot, 'build/server/index.js')).href);
  const app = createApp({
    config,
    database,
    logger,
    services,
    build,
    clientDir: path.join(projectRoot, 'build/client'),
  });
  const server = app.listen(0, '127.0.0.1', () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    process.send?.({ port, campaignUrl } satisfies ServerReady);
  });
  process.on('disconnect', () => {
    server.close();
    void database.close().then(() => process.exit(0));
  });
}

async function load(url: string) {
  // A short warm-up so the first JIT and cache misses do not count.
  await autocannon({ url, connections: 10, duration: 2 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** Gzip bytes of every script the page loads on its own: module preloads and the entry import. */
async function scriptWeight(pageUrl: string) {
  const html = await (await fetch(pageUrl, { headers: { 'accept-language': 'en' } })).text();
  const scripts = new Set(
    [...html.matchAll(/<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]),
  );
  for (const match of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) scripts.add(match[1]);
  let bytes = 0;
  for (const script of scripts)
    bytes += gzipSync(readFileSync(path.join(projectRoot, 'build/client', script))).length;
  const photo = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
  return { bytes, files: scripts.size, photo };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pamoja-bench-'));
  const child = fork(import.meta.filename, [], {
    // NODE_ENV picks React's production build at import time, before any config is read.
    env: { ...process.env, NODE_ENV: 'production', BENCH_ROLE: 'server', DATA_DIR: dataDir },
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  try {
    const ready = await new Promise<ServerReady>((resolve, reject) => {
      child.once('message', (message) => resolve(message as ServerReady));
      child.once('exit', (code) =>
        reject(new Error(`the bench server stopped (exit ${code}); run npm run build first`)),
      );
    });
    const base = `http://127.0.0.1:${ready.port}`;
    const campaignPage = `${base}/campaign/${ready.campaignUrl}`;
    const home = await load(`${base}/`);
    const campaign = await load(campaignPage);
    const weight = await scriptWeight(campaignPage);
    const photoResponse = weight.photo ? await fetch(weight.photo.replace(/^https?:\/\/[^/]+/, base)) : null;
    const photoBytes = photoResponse ? (await photoResponse.arrayBuffer()).byteLength : 0;
    const ratio = campaign.requestsPerSecond / home.requestsPerSecond;

    const results = {
      date: new Date().toISOString(),
      connections: CONNECTIONS,
      durationSeconds: DURATION_SECONDS,
      home,
      campaign: { ...campaign, contributions: 1000 },
      campaignToHomeRatio: Math.round(ratio * 100) / 100,
      campaignScriptGzipBytes: weight.bytes,
      campaignScriptFiles: weight.files,
      photo: { bytes: photoBytes, contentType: photoResponse?.headers.get('content-type') ?? null },
    };
    writeFileSync(path.join(projectRoot, 'bench-results.json'), `${JSON.stringify(results, null, 2)}\n`);

    const checks = [
      [`campaign page req/s ≥ 70% of the home page's (${Math.round(ratio * 100)}%)`, ratio >= 0.7],
      [`campaign page p99 ≤ 100 ms (${campaign.p99Ms} ms)`, campaign.p99Ms <= 100],
      [`no errors (${home.errors + campaign.errors})`, home.errors + campaign.errors === 0],
      [
        `campaign page script ≤ 120 KB gzip (${(weight.bytes / 1000).toFixed(1)} KB)`,
        weight.bytes <= 120_000,
      ],
      [
        `photo is WebP ≤ 100 KB (${(photoBytes / 1024).toFixed(1)} KiB, ${results.photo.contentType})`,
        results.photo.contentType === 'image/webp' && photoBytes > 0 && photoBytes <= 100 * 1024,
      ],
    ] as const;
    process.stdout.write(
      `\nhome:     ${home.requestsPerSecond} req/s, p99 ${home.p99Ms} ms\ncampaign: ${campaign.requestsPerSecond} req/s, p99 ${campaign.p99Ms} ms (1,000 contributions)\n\n`,
    );
    for (const [label, passed] of checks) process.stdout.write(`${passed ? '✔' : '✖'} ${label}\n`);
    process.exitCode = checks.every(([, passed]) => passed) ? 0 : 1;
  } finally {
    child.disconnect();
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.env.BENCH_ROLE === 'server') await serve();
else await main();
