import type pg from 'pg';
import type { Logger } from 'pino';

export interface PeriodicJob {
  /** Names the job in logs and its advisory lock. */
  name: string;
  firstAfterMs: number;
  everyMs: number;
  /** One round of the work. A failure is logged and the next round retries, so a round must be safe to repeat. */
  run(): Promise<void>;
}

interface JobOptions {
  /** PostgreSQL's pool, shared by every process; absent on PGlite, which only one process opens. */
  pool: pg.Pool | undefined;
  logger: Logger;
}

/** The first key of every job's advisory lock, its name's hash the second: apart from the migrations' lock. */
const JOB_LOCK_SPACE = 7_266_527;

export type RoundOutcome = 'done' | 'failed' | 'skipped';

/**
 * One round of `job`, in one process at a time: on PostgreSQL it holds a session advisory lock on a connection of
 * its own for the whole round (the work runs its own transactions), and a process that finds it taken skips the
 * round. A process that dies mid-round drops its connection, and with it the lock.
 */
export async function runJobRound(job: PeriodicJob, { pool, logger }: JobOptions): Promise<RoundOutcome> {
  const work = () =>
    job.run().then(
      (): RoundOutcome => 'done',
      (error): RoundOutcome => {
        logger.error({ err: error, job: job.name }, 'a periodic job failed; the next round retries');
        return 'failed';
      },
    );
  if (!pool) return work();
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (error) {
    logger.error({ err: error, job: job.name }, 'a periodic job could not reach the database');
    return 'failed';
  }
  let broken: Error | undefined;
  // The connection sits idle while the work runs: losing it then is an 'error' event, which unheard ends the process.
  const lost = (error: Error) => {
    broken = error;
  };
  client.on('error', lost);
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock($1, hashtext($2)) as locked',
      [JOB_LOCK_SPACE, job.name],
    );
    if (!rows[0]?.locked) {
      logger.debug({ job: job.name }, 'another process is running this job; skipping the round');
      return 'skipped';
    }
    const outcome = await work();
    await client.query('select pg_advisory_unlock($1, hashtext($2))', [JOB_LOCK_SPACE, job.name]);
    return outcome;
  } catch (error) {
    // Destroying the connection is what releases a lock it may still hold.
    broken = error as Error;
    logger.error({ err: error, job: job.name }, 'a periodic job lost its database connection');
    return 'failed';
  } finally {
    client.off('error', lost);
    client.release(broken);
  }
}

/** Runs each job `firstAfterMs` after start, then every `everyMs`, never two rounds of one job at once here and, through the lock, anywhere. Never keeps the process alive; returns the stop for shutdown. */
export function startPeriodicJobs(jobs: PeriodicJob[], options: JobOptions): () => void {
  const timers = jobs.flatMap((job) => {
    let running = false;
    const round = async () => {
      if (running) return;
      running = true;
      try {
        await runJobRound(job, options);
      } finally {
        running = false;
      }
    };
    const first = setTimeout(round, job.firstAfterMs);
    const repeat = setInterval(round, job.everyMs);
    first.unref();
    repeat.unref();
    return [first, repeat];
  });
  return () => {
    for (const timer of timers) clearTimeout(timer);
  };
}
