import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../scripts/lib/production-app';

const built = existsSync('build/server/index.js');
let server: ChildProcess | undefined;
afterEach(() => server?.kill('SIGKILL'));

async function startProductionServer(dataDir: string, port: number, { closeOutput = false } = {}) {
  server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  if (closeOutput) server.stdout?.destroy();
  // A fresh embedded database is migrated and seeded first: on a loaded machine that takes most of a minute.
  for (const deadline = Date.now() + 90_000; Date.now() < deadline; ) {
    const healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not start: ${output}`);
}

describe.runIf(built)('graceful shutdown (needs `npm run build`)', { timeout: 120_000 }, () => {
  it('when SIGTERM arrives during a request, then the request completes, the database closes and the process exits 0', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pamoja-shutdown-'));
    const port = await freePort();
    const { output } = await startProductionServer(dataDir, port);
    expect(existsSync(path.join(dataDir, 'pamoja.lock'))).toBe(true);

    const response = await fetch(`http://127.0.0.1:${port}/campaign/rip-amara-okafor`);
    const exited = new Promise<number | null>((resolve) => server?.once('exit', (code) => resolve(code)));
    server?.kill('SIGTERM');
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(html).toContain('Amara Okafor');
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
    expect(await exited).toBe(0);
    expect(output()).toContain('"msg":"stopped"');
    expect(existsSync(path.join(dataDir, 'pamoja.lock'))).toBe(false);
  });

  it('when its output pipe has closed (`npm start | head`), then it keeps serving and SIGTERM still ends it', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pamoja-shutdown-'));
    const port = await freePort();
    await startProductionServer(dataDir, port, { closeOutput: true });
    expect((await fetch(`http://127.0.0.1:${port}/campaign/rip-amara-okafor`)).status).toBe(200);

    const exited = new Promise<number | null>((resolve) => server?.once('exit', (code) => resolve(code)));
    server?.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'pamoja.lock'))).toBe(false);
  });
});

/** GET `url` through `agent`: the status, and whether it went on a connection an earlier request had opened. */
function getThrough(agent: Agent, url: string): Promise<{ status: number; reusedSocket: boolean }> {
  return new Promise((resolve, reject) => {
    const request = get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, reusedSocket: request.reusedSocket }),
      );
    });
    request.on('error', reject);
  });
}

describe.runIf(built)('connections kept alive (needs `npm run build`)', { timeout: 120_000 }, () => {
  it("when a connection has been idle past Node's 5 s default, then a request on it is still answered, and SIGTERM still ends the process", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pamoja-keepalive-'));
    const port = await freePort();
    await startProductionServer(dataDir, port);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const url = `http://127.0.0.1:${port}/healthz`;
    expect((await getThrough(agent, url)).status).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(await getThrough(agent, url)).toEqual({ status: 200, reusedSocket: true });

    const exited = new Promise<number | null>((resolve) => server?.once('exit', (code) => resolve(code)));
    server?.kill('SIGTERM');
    expect(await exited).toBe(0);
    agent.destroy();
  });
});
