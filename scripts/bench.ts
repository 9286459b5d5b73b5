import { writeFileSync } from 'node:fs';
import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { ADMIN_BENCHMARK_SIZE, seedAdminBenchmarkData } from '../seed/admin-benchmark';
import { signInBenchmarkOrganizers } from './lib/benchmark-organizers';
import { csvDownload } from './lib/download-measure';
import { PHONE_BROWSER } from './lib/phone-browser';
import { buildUnlessSkipped, projectRoot, startSeededProductionApp } from './lib/production-app';

/**
 * `npm run bench`: the production build under autocannon (50 connections, 10 s per target), beside a bare
 * node:http server answering the same bytes in the same run, so the ratio says what the app costs over the wire
 * and the machine. Plus the JS and the HTML each measured route ships, in bytes as the server sends them (gzip, brotli). Results: stdout and bench-results.json.
 */
const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);

interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
}

async function load(url: string, headers: Record<string, string> = {}): Promise<LoadResult> {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_SECONDS });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
  };
}

/** The bare server sends the very bytes the app sent, encoded as the app encoded them for this client. */
async function startBareServer(
  body: Buffer,
  contentType: string,
  contentEncoding?: string,
): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, {
      'content-type': contentType,
      'content-length': body.length,
      ...(contentEncoding ? { 'content-encoding': contentEncoding } : {}),
    });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

/** JS a first visit downloads: module preloads and entry scripts named in the HTML (the stylesheet is in it: decision 018). */
function shippedAssetUrls(html: string): string[] {
  const assetUrls = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]*>/g)) {
    const href = /href="([^"]+)"/.exec(match[0])?.[1];
    if (href?.startsWith('/assets/')) assetUrls.add(href);
  }
  for (const match of html.matchAll(/<script[^>]+src="(\/assets\/[^"]+)"/g))
    assetUrls.add(match[1] as string);
  for (const match of html.matchAll(/import\("?(\/assets\/[^")]+)"?\)|from\s*"(\/assets\/[^"]+)"/g)) {
    assetUrls.add(match[1] ?? match[2]);
  }
  return [...assetUrls];
}

/** One response's bytes as sent, not decoded: what a bare server must send to be compared. */
function sentBytes(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}

/**
 * Changes arriving while a page is measured (issue 30 item 3): the organizer edits their campaign's tribute
 * `perSecond` times a second through the API, as a family's guestbook and gifts would change it. Returns the stop.
 */
function changesArriving(baseUrl: string, change: Changes) {
  let count = 0;
  const timer = setInterval(() => {
    count += 1;
    fetch(`${baseUrl}/api/campaigns/${change.campaignId}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: change.cookie },
      body: JSON.stringify({ tribute: `Remembered by everyone who knew her (${count}).` }),
      // A change refused fails the run (an unhandled rejection): the row would measure nothing.
    }).then(async (response) => {
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`a change answered ${response.status}`);
    });
  }, 1000 / change.perSecond);
  return () => {
    clearInterval(timer);
    return count;
  };
}

interface Changes {
  campaignId: number;
  cookie: string;
  perSecond: number;
}

/**
 * The campaign page's script for an anonymous visitor, as brotli browsers (every phone's) receive it: the reader's
 * few functions without React (decision 036; issue 30 asked ≤ 90 KB, when the page carried React's 92.8 KB).
 */
const CAMPAIGN_SCRIPT_BROTLI_BUDGET = 5_000;

/**
 * The giving page's script, where React and the card wizard's opener load (decision 036): what the campaign page
 * weighed before it (107.3 kB before languages, plus the 5 KB issue 32 allows them; decision 025).
 */
const GIVING_PAGE_SCRIPT_BROTLI_BUDGET = 107_338 + 5_000;

/** A file this small is sent as it is: compressed it would grow (scripts/lib/precompress-plugin.ts). */
const SENT_UNCOMPRESSED_BELOW_BYTES = 256;

/** Bytes on the wire for one response, as a browser accepting only `encoding` receives them. */
function wireBytes(url: string, encoding: 'gzip' | 'br'): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      const sentAs = response.headers['content-encoding'];
      const tiny = Number(response.headers['content-length']) < SENT_UNCOMPRESSED_BELOW_BYTES;
      if (response.statusCode !== 200 || (sentAs !== encoding && !(sentAs === undefined && tiny))) {
        response.resume();
        reject(new Error(`${url} was not sent as ${encoding}`));
        return;
      }
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () => resolve(bytes));
    }).on('error', reject);
  });
}

/**
 * What the page weighs as the running server sends it, to gzip and to brotli browsers: its scripts, and the HTML
 * itself gzipped (with the stylesheet in it).
 */
async function shippedAssets(baseUrl: string, html: string) {
  const totals = { jsGzipBytes: 0, jsBrotliBytes: 0, htmlGzipBytes: gzipSync(html).length };
  for (const url of shippedAssetUrls(html)) {
    const [gzipBytes, brotliBytes] = await Promise.all([
      wireBytes(`${baseUrl}${url}`, 'gzip'),
      wireBytes(`${baseUrl}${url}`, 'br'),
    ]);
    totals.jsGzipBytes += gzipBytes;
    totals.jsBrotliBytes += brotliBytes;
  }
  return totals;
}

async function main() {
  buildUnlessSkipped();
  const {
    app,
    baseUrl,
    demo,
    benchmarkUrl,
    extra: organizer,
    stop,
  } = await startSeededProductionApp({}, signInBenchmarkOrganizers);
  const organizerCookie = { ...PHONE_BROWSER, cookie: `pamoja_sid=${organizer.session}` };

  // A session cookie (here one that names no session, as cheap as a real one) makes every view a fresh render:
  // what signed-in organizers get, and what anonymous visitors would cost without the shared renderings.
  const rendered = { ...PHONE_BROWSER, cookie: `pamoja_sid=${'n'.repeat(43)}` };
  const ownChanges = { campaignId: organizer.campaignId, cookie: `pamoja_sid=${organizer.session}` };
  const otherChanges = {
    campaignId: organizer.otherCampaignId,
    cookie: `pamoja_sid=${organizer.otherSession}`,
  };
  const targets: {
    name: string;
    route: string;
    headers?: Record<string, string>;
    changes?: Changes;
  }[] = [
    { name: 'home', route: '/' },
    { name: 'campaign (1,000 contributions)', route: `/campaign/${benchmarkUrl}` },
    // Issue 30: as a phone asks (compressed), quiet and then with changes arriving, in the same run.
    { name: QUIET, route: `/campaign/${benchmarkUrl}`, headers: PHONE_BROWSER },
    {
      name: OWN_CHANGES,
      route: `/campaign/${benchmarkUrl}`,
      headers: PHONE_BROWSER,
      changes: { ...ownChanges, perSecond: 5 },
    },
    {
      name: OTHER_CHANGES,
      route: `/campaign/${benchmarkUrl}`,
      headers: PHONE_BROWSER,
      changes: { ...otherChanges, perSecond: 2 },
    },
    ...(demo ? [{ name: 'campaign (demo)', route: demo.campaignPath }] : []),
    { name: GIVING_PAGE, route: `/give/${organizer.campaignId}`, headers: PHONE_BROWSER },
    { name: 'home, rendered per view', route: '/', headers: rendered },
    { name: 'campaign (1,000), rendered per view', route: `/campaign/${benchmarkUrl}`, headers: rendered },
    {
      name: 'campaign (1,000), its organizer signed in',
      route: `/campaign/${benchmarkUrl}`,
      headers: organizerCookie,
    },
    { name: 'API read of the campaign', route: `/api/campaigns/${organizer.campaignId}` },
    {
      name: 'organizer list, page 1',
      route: `/api/contributions/${organizer.campaignId}`,
      headers: organizerCookie,
    },
  ];
  const results = [];
  let photo = { bytes: 0, contentType: null as string | null };
  let donorCsv = { ms: 0, megabytes: 0, rssGrowthMb: 0 };
  try {
    for (const target of targets) {
      const url = `${baseUrl}${target.route}`;
      const response = await fetch(url, { headers: { ...target.headers, 'accept-encoding': 'identity' } });
      if (!response.ok) throw new Error(`${target.route} answered ${response.status}`);
      const body = Buffer.from(await response.arrayBuffer());
      const sent = await sentBytes(url, target.headers ?? {});
      await load(url, target.headers); // warm-up: JIT and caches, not measured
      const stopChanges = target.changes ? changesArriving(baseUrl, target.changes) : null;
      const appLoad = await load(url, target.headers);
      const changes = stopChanges?.() ?? 0;
      const bare = await startBareServer(
        sent.body,
        String(sent.headers['content-type'] ?? 'text/html'),
        sent.headers['content-encoding'],
      );
      const bareLoad = await load(bare.url);
      bare.server.close();
      results.push({
        target: target.name,
        route: target.route,
        htmlBytes: body.length,
        sentBytes: sent.body.length,
        changes,
        requestsPerSecond: appLoad.requestsPerSecond,
        p50Ms: appLoad.p50Ms,
        p99Ms: appLoad.p99Ms,
        non2xx: appLoad.non2xx,
        bareRequestsPerSecond: bareLoad.requestsPerSecond,
        ratio: Number((appLoad.requestsPerSecond / bareLoad.requestsPerSecond).toFixed(3)),
        ...(await shippedAssets(baseUrl, body.toString('utf8'))),
      });
    }
    photo = await photoWeight(baseUrl, `${baseUrl}${targets[1].route}`);
    donorCsv = await csvDownload(
      `${baseUrl}/api/campaigns/${organizer.campaignId}/donors.csv`,
      organizerCookie,
      app.pid as number,
    );
  } finally {
    await stop();
  }

  const adminLists = await measureAdminLists();

  const home = results[0];
  const campaign = results[1];
  const report = {
    adminDataSet: ADMIN_BENCHMARK_SIZE,
    adminLists,
    donorCsv,
    measuredAt: new Date().toISOString(),
    connections: CONNECTIONS,
    durationSeconds: DURATION_SECONDS,
    node: process.version,
    photo,
    results: results.map((result) => ({
      ...result,
      ofHomeRequestsPerSecond: Number((result.requestsPerSecond / home.requestsPerSecond).toFixed(3)),
    })),
  };
  writeFileSync(path.join(projectRoot, 'bench-results.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.table(
    report.results.map((result) => ({
      target: result.target,
      'req/s': result.requestsPerSecond,
      'p50 ms': result.p50Ms,
      'p99 ms': result.p99Ms,
      'bare req/s': result.bareRequestsPerSecond,
      'app/bare': result.ratio,
      'of home': result.ofHomeRequestsPerSecond,
      'JS gzip kB': (result.jsGzipBytes / 1000).toFixed(1),
      'JS br kB': (result.jsBrotliBytes / 1000).toFixed(1),
      'HTML gzip kB': (result.htmlGzipBytes / 1000).toFixed(1),
      'sent kB': (result.sentBytes / 1000).toFixed(1),
      changes: result.changes,
      non2xx: result.non2xx,
    })),
  );
  console.table(
    adminLists.map((list) => ({
      'admin list page': list.target,
      'p50 ms': list.p50Ms,
      'p95 ms': list.p95Ms,
    })),
  );
  const ofHome = campaign.requestsPerSecond / home.requestsPerSecond;
  const renderedPerView =
    results[targets.findIndex((target) => target.headers === rendered && target.route !== '/')];
  const signedIn = results[targets.findIndex((target) => target.headers === organizerCookie)];
  const signedInOfRendered = signedIn.requestsPerSecond / renderedPerView.requestsPerSecond;
  const byName = (name: string) =>
    report.results.find((result) => result.target === name) as (typeof report.results)[number];
  const quiet = byName(QUIET);
  const ofQuiet = (name: string) => byName(name).requestsPerSecond / quiet.requestsPerSecond;
  process.stdout.write(
    `donor CSV (1,000 rows): ${donorCsv.ms} ms, ${donorCsv.megabytes} MB, server RSS +${donorCsv.rssGrowthMb} MB\n`,
  );
  // The targets of issue 4 for the page families share most: a campaign with 1,000 contributions.
  const checks = [
    [`campaign page req/s ≥ 70% of the home page's (${Math.round(ofHome * 100)}%)`, ofHome >= 0.7],
    [`campaign page p99 ≤ 100 ms (${campaign.p99Ms} ms)`, campaign.p99Ms <= 100],
    // A real session (its lookup, the organizer's panel) against a cookie naming none: what signing in adds.
    [
      `signed-in organizer's page req/s ≥ 75% of a fresh render's (${Math.round(signedInOfRendered * 100)}%)`,
      signedInOfRendered >= 0.75,
    ],
    // Issue 30 item 3: a change to one campaign costs one render, not every visitor's.
    [
      `campaign page with its own changes 5/s keeps ≥ 50% of its quiet req/s (${Math.round(ofQuiet(OWN_CHANGES) * 100)}%)`,
      ofQuiet(OWN_CHANGES) >= 0.5,
    ],
    [
      `campaign page with other campaigns' changes 2/s keeps ≥ 80% of its quiet req/s (${Math.round(ofQuiet(OTHER_CHANGES) * 100)}%)`,
      ofQuiet(OTHER_CHANGES) >= 0.8,
    ],
    [`donor CSV server RSS growth ≤ 30 MB (${donorCsv.rssGrowthMb} MB)`, donorCsv.rssGrowthMb <= 30],
    [
      `campaign page script ≤ ${(CAMPAIGN_SCRIPT_BROTLI_BUDGET / 1000).toFixed(1)} KB brotli (${(campaign.jsBrotliBytes / 1000).toFixed(1)} KB)`,
      campaign.jsBrotliBytes <= CAMPAIGN_SCRIPT_BROTLI_BUDGET,
    ],
    [
      `giving page script ≤ ${(GIVING_PAGE_SCRIPT_BROTLI_BUDGET / 1000).toFixed(1)} KB brotli (${(byName(GIVING_PAGE).jsBrotliBytes / 1000).toFixed(1)} KB)`,
      byName(GIVING_PAGE).jsBrotliBytes <= GIVING_PAGE_SCRIPT_BROTLI_BUDGET,
    ],
    [
      `campaign photo is WebP ≤ 100 KB (${(photo.bytes / 1024).toFixed(1)} KiB, ${photo.contentType})`,
      photo.contentType === 'image/webp' && photo.bytes > 0 && photo.bytes <= 100 * 1024,
    ],
    ...adminLists
      .filter((list) => list.isList)
      .map(
        (list) =>
          [
            `admin ${list.target} p95 ≤ 100 ms (${list.p95Ms} ms)`,
            list.p95Ms <= ADMIN_LIST_P95_BUDGET_MS,
          ] as const,
      ),
  ] as const;
  for (const [label, passed] of checks) process.stdout.write(`${passed ? '✔' : '✖'} ${label}\n`);
  process.exitCode = checks.every(([, passed]) => passed) ? 0 : 1;
}

const QUIET = 'campaign (1,000), as a phone';
const OWN_CHANGES = 'campaign (1,000), as a phone, its own changes 5/s';
const OTHER_CHANGES = "campaign (1,000), as a phone, another campaign's changes 2/s";
const GIVING_PAGE = 'giving page, as a phone';

/** Issue 14: every admin list page answers within this at the 95th percentile over the large data set. */
const ADMIN_LIST_P95_BUDGET_MS = 100;
const ADMIN_SAMPLES = Number(process.env.BENCH_ADMIN_SAMPLES ?? 60);

/**
 * Each admin list page, one request at a time as an admin works, over the admin benchmark's data set
 * (seed/admin-benchmark.ts): the first page, a search, a deep page and a filter of every list.
 */
async function measureAdminLists() {
  const { baseUrl, extra: adminToken, stop } = await startSeededProductionApp({}, seedAdminBenchmarkData);
  const headers = { cookie: `pamoja_admin=${adminToken}` };
  const panel = '/admin/pamoja-control-panel';
  const targets = [
    ['overview', `${panel}?tab=overview`],
    ['campaigns', `${panel}?tab=campaigns`],
    ['campaigns, search', `${panel}?tab=campaigns&q=Person%201234`],
    ['campaigns, page 40', `${panel}?tab=campaigns&page=40`],
    ['contributions', `${panel}?tab=contributions`],
    ['contributions, search', `${panel}?tab=contributions&q=giver1234`],
    ['contributions, page 40', `${panel}?tab=contributions&page=40`],
    ['users', `${panel}?tab=users`],
    ['users, search', `${panel}?tab=users&q=member1234`],
    ['payouts', `${panel}?tab=payouts`],
    ['analytics', `${panel}?tab=analytics`],
    ['page views', `${panel}?tab=views`],
    ['audit log', `${panel}?tab=audit`],
    ['audit log, by action', `${panel}?tab=audit&action=payout.request`],
    ['API campaigns', '/api/admin/campaigns'],
    ['API contributions', '/api/admin/contributions'],
    ['API stats', '/api/admin/stats'],
  ] as const;
  const measured = [];
  try {
    for (const [target, route] of targets) {
      const timings: number[] = [];
      for (let sample = -5; sample < ADMIN_SAMPLES; sample++) {
        const started = performance.now();
        const response = await fetch(`${baseUrl}${route}`, { headers });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${route} answered ${response.status}`);
        if (sample >= 0) timings.push(performance.now() - started);
      }
      timings.sort((a, b) => a - b);
      const at = (quantile: number) => Number(timings[Math.ceil(quantile * timings.length) - 1].toFixed(1));
      // Overview, Analytics and the stats total the whole history: reported, and kept totals (issue 15) bound them.
      const isList = !['overview', 'analytics', 'API stats'].includes(target);
      measured.push({ target, route, isList, p50Ms: at(0.5), p95Ms: at(0.95) });
    }
  } finally {
    await stop();
  }
  return measured;
}

/**
 * The campaign's photo at full size (the page shows its 320 px thumbnail, `…-thumb.webp`, beside the same
 * upload). The link preview is a drawn share card, measured by the share-image tests, not here.
 */
async function photoWeight(baseUrl: string, pageUrl: string) {
  const html = await (await fetch(pageUrl)).text();
  const upload = /<img[^>]+src="(\/uploads\/[^"]+?)(?:-thumb)?\.webp"/.exec(html)?.[1];
  if (!upload) return { bytes: 0, contentType: null };
  const response = await fetch(`${baseUrl}${upload}.webp`);
  return {
    bytes: (await response.arrayBuffer()).byteLength,
    contentType: response.headers.get('content-type'),
  };
}

await main();
