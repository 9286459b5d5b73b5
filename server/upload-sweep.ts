import type { Logger } from 'pino';
import type { Database } from '../db/client.server';
import { deleteStaleUploads } from '../domain/uploads/index.server';
import type { FileStore } from '../integrations/storage/file-store';
import type { PeriodicJob } from './services/periodic-jobs';

/** Hourly removal of uploads never attached within 24 hours, a minute after start first. */
export function uploadSweepJob(db: Database, fileStore: FileStore, logger: Logger): PeriodicJob {
  return {
    name: 'upload-sweep',
    firstAfterMs: 60_000,
    everyMs: 60 * 60_000,
    async run() {
      let removed = 0;
      for (
        let batch = await deleteStaleUploads(db, fileStore);
        batch > 0;
        batch = await deleteStaleUploads(db, fileStore)
      ) {
        removed += batch;
      }
      if (removed > 0) logger.info({ removed }, 'removed unattached uploads older than 24 hours');
    },
  };
}
