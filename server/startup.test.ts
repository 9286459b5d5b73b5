import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

function startServer(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { PATH: process.env.PATH, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'pamoja-start-')), ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
  return { status: result.status, stderr: result.stderr.trim() };
}

describe('server start', () => {
  it('when PORT is not a number, then it stops with one line naming PORT', () => {
    const { status, stderr } = startServer({ PORT: 'abc' });
    expect(status).toBe(1);
    expect(stderr).toBe('pamoja: Invalid environment variable PORT (got "abc"): must be a number');
  });

  it('when the database is down, then it stops with one line and no stack trace', () => {
    const { status, stderr } = startServer({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nothing' });
    expect(status).toBe(1);
    expect(stderr.split('\n')).toHaveLength(1);
    expect(stderr).toMatch(
      /^pamoja: Cannot connect to the database at postgres:\/\/postgres@127\.0\.0\.1:1\/nothing/,
    );
  });
});
