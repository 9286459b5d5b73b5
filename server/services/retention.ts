import type { Logger } from 'pino';
import type { Database } from '../../db/client.server';
import { deleteExpiredRecords } from '../../domain/privacy/index.server';
import type { PeriodicJob } from './periodic-jobs';

/** Applies the retention periods a minute after start, then daily. */
export function retentionJob(db: Database, logger: Logger): PeriodicJob {
  return {
    name: 'retention',
    firstAfterMs: 60_000,
    everyMs: 24 * 60 * 60_000,
    async run() {
      logger.info({ deleted: await deleteExpiredRecords(db) }, 'expired records deleted');
    },
  };
}
