import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildUnlessSkipped, projectRoot, startSeededProductionApp } from './lib/production-app';

/**
 * `npm run soak`: the production server on loopback under a steady mixed load for SOAK_MINUTES (10), its resident
 * memory read every 10 s. Passes when nothing answered 5xx and the last half of the run grew by less than 5%
 * (memory that plateaus, not a leak). The mix aims at what could grow: many distinct shared renderings, sign-in
 * failures from ever new addresses (rate-limit keys), fresh renders for signed-in visitors, API reads, 404s.
 */
const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const CONCURRENCY = 16;
const SAMPLE_MS = 10_000;
const IDLE_MS = 30_000;

function residentMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1] ?? 0);
  return Math.round(kilobytes / 1024);
}

async function main() {
  buildUnlessSkipped();
  const { app, baseUrl, benchmarkUrl, stop } = await startSeededProductionApp({ TRUST_PROXY: '1' });
  const pid = app.pid as number;
  const campaign = (await (await fetch(`${baseUrl}/api/campaigns/url/${benchmarkUrl}`)).json()) as {
    campaign: { id: number };
  };
  const campaignId = campaign.campaign.id;
  const asset = /<link rel="modulepreload" href="(\/assets\/[^"]+)"/.exec(
    await (await fetch(baseUrl)).text(),
  )?.[1];

  let counter = 0;
  const counts = { requests: 0, serverErrors: 0, networkErrors: 0 };
  const requestFor = (n: number): [string, RequestInit] => {
    const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    switch (n % 10) {
      case 0:
      case 1:
        return [
          `/campaign/${benchmarkUrl}?ref=${n % 2000}`,
          { headers: { 'accept-language': `en-${n % 50}` } },
        ];
      case 2:
        return [`/campaign/${benchmarkUrl}`, { headers: { cookie: `pamoja_sid=${'n'.repeat(43)}` } }];
      case 3:
        return ['/', {}];
      case 4:
        return [`/api/campaigns/${campaignId}/tributes`, {}];
      case 5:
        return [
          '/api/auth/login',
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: baseUrl, 'x-forwarded-for': address },
            body: JSON.stringify({ email: `someone${n % 5000}@example.com`, password: 'not-the-password' }),
          },
        ];
      case 6:
        return [`/campaign/no-such-campaign-${n}`, {}];
      case 7:
        return [asset ?? '/healthz', {}];
      case 8:
        return [`/api/campaigns/${campaignId}`, {}];
      default:
        return ['/healthz', {}];
    }
  };

  let running = true;
  const worker = async () => {
    while (running) {
      const [route, init] = requestFor(counter++);
      try {
        const response = await fetch(`${baseUrl}${route}`, { ...init, redirect: 'manual' });
        await response.arrayBuffer();
        counts.requests += 1;
        if (response.status >= 500) counts.serverErrors += 1;
      } catch {
        counts.networkErrors += 1;
      }
    }
  };

  const samples: Array<{ seconds: number; rssMb: number; requests: number }> = [];
  const started = Date.now();
  const sample = () => {
    const entry = {
      seconds: Math.round((Date.now() - started) / 1000),
      rssMb: residentMegabytes(pid),
      requests: counts.requests,
    };
    samples.push(entry);
    process.stdout.write(
      `${String(entry.seconds).padStart(4)} s  RSS ${entry.rssMb} MB  ${entry.requests} requests\n`,
    );
  };

  let idleRssMb = 0;
  try {
    sample();
    const workers = Array.from({ length: CONCURRENCY }, worker);
    const sampler = setInterval(sample, SAMPLE_MS);
    await new Promise((resolve) => setTimeout(resolve, MINUTES * 60_000));
    running = false;
    await Promise.all(workers);
    clearInterval(sampler);
    sample();
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    idleRssMb = residentMegabytes(pid);
  } finally {
    await stop();
  }

  const halfway = samples.find((entry) => entry.seconds >= (MINUTES * 60) / 2) ?? samples[0];
  const last = samples.at(-1) ?? halfway;
  const peak = Math.max(...samples.map((entry) => entry.rssMb));
  const lateGrowth = (last.rssMb - halfway.rssMb) / halfway.rssMb;
  const report = {
    measuredAt: new Date().toISOString(),
    minutes: MINUTES,
    concurrency: CONCURRENCY,
    node: process.version,
    ...counts,
    requestsPerSecond: Math.round(counts.requests / (MINUTES * 60)),
    startRssMb: samples[0].rssMb,
    halfwayRssMb: halfway.rssMb,
    endRssMb: last.rssMb,
    peakRssMb: peak,
    idleRssMb,
    lateGrowthPercent: Number((lateGrowth * 100).toFixed(1)),
    samples,
  };
  writeFileSync(path.join(projectRoot, 'soak-results.json'), `${JSON.stringify(report, null, 2)}\n`);
  const checks = [
    [
      `no 5xx (${counts.serverErrors}) and no failed connection (${counts.networkErrors})`,
      counts.serverErrors + counts.networkErrors === 0,
    ],
    [
      `the last half grew < 5% (${report.lateGrowthPercent}%: ${halfway.rssMb} → ${last.rssMb} MB)`,
      lateGrowth < 0.05,
    ],
  ] as const;
  process.stdout.write(
    `start ${report.startRssMb} MB, peak ${peak} MB, end ${last.rssMb} MB, idle after 30 s ${idleRssMb} MB; ${report.requestsPerSecond} req/s\n`,
  );
  for (const [label, passed] of checks) process.stdout.write(`${passed ? '✔' : '✖'} ${label}\n`);
  process.exitCode = checks.every(([, passed]) => passed) ? 0 : 1;
}

await main();
