import { readFileSync } from 'node:fs';
import { get } from 'node:http';

function residentMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1] ?? 0) / 1024;
}

/** One donor CSV download to its end: its time, bytes, and how far the server's RSS rose above where it began. */
export async function csvDownload(url: string, headers: Record<string, string>, pid: number) {
  const before = residentMegabytes(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMegabytes(pid));
  }, 10);
  const started = performance.now();
  const bytes = await new Promise<number>((resolve, reject) => {
    get(url, { headers }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
      let total = 0;
      response.on('data', (chunk: Buffer) => {
        total += chunk.length;
      });
      response.on('end', () => resolve(total));
    }).on('error', reject);
  });
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, residentMegabytes(pid));
  return {
    ms: Math.round(ms),
    megabytes: Number((bytes / 1e6).toFixed(1)),
    rssGrowthMb: Number((peak - before).toFixed(1)),
  };
}
