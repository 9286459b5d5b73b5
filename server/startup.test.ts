import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../scripts/lib/production-app';

function startServer(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { PATH: process.env.PATH, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'pamoja-start-')), ...env },
    encoding: 'utf8',
    // A fresh embedded database is migrated before the port is tried: on a loaded machine that takes most of a minute.
    timeout: 90_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr.trim() };
}

describe('server start', { timeout: 120_000 }, () => {
  it('when PORT is not a number, then it stops with one line naming PORT', () => {
    const { status, stderr } = startServer({ PORT: 'abc' });
    expect(status).toBe(1);
    expect(stderr).toBe(
      'pamoja: Invalid environment variable PORT (got "abc"): must be a whole number from 1 to 65535',
    );
  });

  it('when `npm start` has a bad PORT, then it says so before spending a minute on the production build', () => {
    const result = spawnSync('npm', ['start', '--silent'], {
      env: { PATH: process.env.PATH, PORT: '70000' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain(
      'pamoja: Invalid environment variable PORT (got "70000"): must be a whole number from 1 to 65535',
    );
    expect(result.stdout).not.toMatch(/vite|building/i);
  });

  it('when the port is taken, then it says so in one line and never claims to be running', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = blocker.address() as AddressInfo;
      const { status, stdout, stderr } = startServer({ PORT: String(port), LOG_LEVEL: 'silent' });
      expect(status).toBe(1);
      expect(stderr).toBe(`pamoja: Port ${port} is already in use; set PORT to another port`);
      expect(stdout).not.toContain('running at');
    } finally {
      blocker.close();
    }
  });

  it('when the database is down, then it stops with one line and no stack trace', () => {
    const { status, stderr } = startServer({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nothing?password=hunter2',
    });
    expect(status).toBe(1);
    expect(stderr.split('\n')).toHaveLength(1);
    expect(stderr).toMatch(
      /^pamoja: Cannot connect to the database at postgres:\/\/postgres@127\.0\.0\.1:1\/nothing/,
    );
    expect(stderr).not.toContain('hunter2');
  });

  it('when production has no Stripe keys, then it refuses the sandbox in one line naming CARD_PAYMENTS=off (issue 31 item 1)', () => {
    const { status, stderr } = startServer({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) });
    expect(status).toBe(1);
    expect(stderr).toBe(
      'pamoja: Missing Stripe keys: in production card payments need STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY (the sandbox takes no real money); set CARD_PAYMENTS=off to offer only mobile wallet gifts',
    );
  });

  it('when production has no Stripe keys and CARD_PAYMENTS=off, then it starts and answers that cards are off', async () => {
    const port = await freePort();
    const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      env: {
        PATH: process.env.PATH,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'pamoja-start-')),
        NODE_ENV: 'production',
        SESSION_SECRET: 'x'.repeat(40),
        CARD_PAYMENTS: 'off',
        PORT: String(port),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      // A fresh embedded database is migrated first: on a loaded machine that takes most of a minute.
      await new Promise<void>((resolve, reject) => {
        server.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('running at')) resolve();
        });
        server.once('exit', (code) => reject(new Error(`the server exited (${code}) during start`)));
      });
      const config = await (await fetch(`http://127.0.0.1:${port}/api/stripe/config`)).json();
      expect(config).toMatchObject({ provider: 'sandbox', cardPayments: 'off' });
    } finally {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
    }
  });
});
