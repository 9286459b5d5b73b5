import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/client.server';
import { createTestDatabase } from '../../tests/setup/test-database';
import { type PeriodicJob, runJobRound } from './periodic-jobs';

const logger = pino({ level: 'silent' });

/** A job whose round waits for `finish()`: a round still running while another process tries. */
function heldJob(name: string) {
  let finish = () => {};
  let rounds = 0;
  let started = () => {};
  const job: PeriodicJob = {
    name,
    firstAfterMs: 0,
    everyMs: 1000,
    run: () => {
      rounds++;
      started();
      return new Promise<void>((resolve) => {
        finish = resolve;
      });
    },
  };
  return {
    job,
    /** Resolves when the next round has begun. */
    begins: () =>
      new Promise<void>((resolve) => {
        started = resolve;
      }),
    finish: () => finish(),
    rounds: () => rounds,
  };
}

describe.runIf(process.env.TEST_DATABASE_ENGINE === 'postgres')('a periodic job on PostgreSQL', () => {
  let first: DatabaseHandle & { url?: string };
  let second: DatabaseHandle;
  beforeAll(async () => {
    first = await createTestDatabase();
    second = await openDatabase({ databaseUrl: first.url as string });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('when one process is running a round, then another process skips it, another job still runs, and the next round runs', async () => {
    const sweep = heldJob('test-sweep');
    const begun = sweep.begins();
    const running = runJobRound(sweep.job, { pool: first.pool, logger });
    await begun;

    expect(await runJobRound(sweep.job, { pool: second.pool, logger })).toBe('skipped');
    const other = heldJob('test-other');
    const otherBegun = other.begins();
    const otherRound = runJobRound(other.job, { pool: second.pool, logger });
    await otherBegun;
    other.finish();
    expect(await otherRound).toBe('done');

    sweep.finish();
    expect(await running).toBe('done');
    expect(sweep.rounds()).toBe(1);
    const againBegun = sweep.begins();
    const again = runJobRound(sweep.job, { pool: second.pool, logger });
    await againBegun;
    sweep.finish();
    expect(await again).toBe('done');
    expect(sweep.rounds()).toBe(2);
  });

  it('when the connection holding the lock is cut mid-round, then the round fails, the process lives on and the lock is free', async () => {
    const sweep = heldJob('test-cut');
    const begun = sweep.begins();
    const running = runJobRound(sweep.job, { pool: first.pool, logger });
    await begun;
    const { rowCount } = await second.pool!.query(
      `select pg_terminate_backend(pid) from pg_locks
       where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`,
    );
    expect(rowCount).toBe(1);
    sweep.finish();
    expect(await running).toBe('failed');
    const again = heldJob('test-cut');
    const againBegun = again.begins();
    const next = runJobRound(again.job, { pool: second.pool, logger });
    await againBegun;
    again.finish();
    expect(await next).toBe('done');
  });

  it('when a round fails, then it is logged, and its lock is free for the next round', async () => {
    const failing: PeriodicJob = {
      name: 'test-failing',
      firstAfterMs: 0,
      everyMs: 1000,
      run: () => Promise.reject(new Error('the disk is full')),
    };
    expect(await runJobRound(failing, { pool: first.pool, logger })).toBe('failed');
    expect(await runJobRound({ ...failing, run: async () => {} }, { pool: second.pool, logger })).toBe(
      'done',
    );
  });
});
