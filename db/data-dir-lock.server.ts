import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/** Who holds the lock. On Linux also when the process started and in which boot, so a reused pid is told apart. */
interface LockOwner {
  pid: number;
  startTicks?: string;
  bootId?: string;
}

function readOptional(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** Field 22 of /proc/<pid>/stat, the start time in clock ticks since boot (the name before it may hold spaces). */
function processStartTicks(pid: number): string | undefined {
  const stat = readOptional(`/proc/${pid}/stat`);
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

const currentBootId = () => readOptional('/proc/sys/kernel/random/boot_id')?.trim();

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The owner named in a lock file: JSON, or the bare pid older versions wrote. */
function ownerOf(content: string): LockOwner | null {
  try {
    const owner = JSON.parse(content) as LockOwner;
    if (Number.isInteger(owner?.pid)) return owner;
  } catch {
    // not JSON: an older lock file
  }
  const pid = Number.parseInt(content, 10);
  return Number.isInteger(pid) ? { pid } : null;
}

/**
 * Still running: alive, in this boot, and started when the lock says. After a crash and a restart the pid in a
 * stale lock often belongs to some other process by now; checking only the pid blocked start-up for good.
 */
function isStillRunning(owner: LockOwner): boolean {
  if (owner.pid === process.pid || !isProcessAlive(owner.pid)) return false;
  if (owner.bootId && owner.bootId !== currentBootId()) return false;
  const startTicks = processStartTicks(owner.pid);
  return !(owner.startTicks && startTicks && owner.startTicks !== startTicks);
}

/**
 * PGlite does not lock its folder, and two processes writing one data directory corrupt it.
 * The lock file names its owner; a lock left by a process that no longer runs is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'pamoja.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx', 0o600);
      const owner: LockOwner = {
        pid: process.pid,
        startTicks: processStartTicks(process.pid),
        bootId: currentBootId(),
      };
      writeSync(fd, JSON.stringify(owner));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          unlinkSync(lockFile);
        } catch {
          // already gone: nothing to release
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = ownerOf(readFileSync(lockFile, 'utf8'));
      if (owner && isStillRunning(owner)) {
        throw new DataDirLockedError(
          `The data directory ${path.resolve(dataDir)} is in use by another Pamoja process (pid ${owner.pid}); stop it first or set DATA_DIR to another folder`,
        );
      }
      unlinkSync(lockFile);
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${path.resolve(dataDir)}`);
}
