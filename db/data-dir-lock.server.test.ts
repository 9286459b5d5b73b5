import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock.server';

/** Another live process, standing in for whatever got the dead server's pid after a restart. */
let other: ChildProcess;
beforeAll(() => {
  other = spawn('sleep', ['60'], { stdio: 'ignore' });
});
afterAll(() => {
  other.kill();
});

function dataDirWithLock(content: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pamoja-lock-'));
  writeFileSync(path.join(dataDir, 'pamoja.lock'), content);
  return dataDir;
}

const startTicksOf = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
};

describe.runIf(existsSync('/proc/self/stat'))('the data directory lock (issue 17 item 9)', () => {
  it('when a stale lock names a pid that another process now has, then it is taken over', () => {
    const stale = JSON.stringify({ pid: other.pid, startTicks: '1', bootId: undefined });
    const release = lockDataDir(dataDirWithLock(stale));
    release();
  });

  it('when a lock was written in an earlier boot, then it is taken over', () => {
    const release = lockDataDir(
      dataDirWithLock(JSON.stringify({ pid: other.pid, bootId: 'an-earlier-boot' })),
    );
    release();
  });

  it('when the process named in the lock is the one that wrote it, then the folder is refused', () => {
    const live = JSON.stringify({ pid: other.pid, startTicks: startTicksOf(other.pid as number) });
    expect(() => lockDataDir(dataDirWithLock(live))).toThrow(
      `in use by another Pamoja process (pid ${other.pid})`,
    );
  });

  it('when an older lock holds only a live pid, then the folder is refused as before', () => {
    expect(() => lockDataDir(dataDirWithLock(String(other.pid)))).toThrow(/in use by another Pamoja process/);
  });

  it('when it locks, then the lock names this process, its start and this boot', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pamoja-lock-'));
    const release = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(path.join(dataDir, 'pamoja.lock'), 'utf8'))).toEqual({
      pid: process.pid,
      startTicks: startTicksOf(process.pid),
      bootId: readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim(),
    });
    release();
  });
});
