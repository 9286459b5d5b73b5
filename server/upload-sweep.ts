import type { Logger } from 'pino';
import type { Database } from '../db/client.server';
import { deleteStaleUploads } from '../domain/uploads/index.server';
import type { FileStore } from '../integrations/storage/file-store';

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const FIRST_SWEEP_DELAY_MS = 60 * 1000;

/** Hourly removal of uploads never attached within 24 hours. Returns a stop function for shutdown. */
export function startUploadSweep(db: Database, fileStore: FileStore, logger: Logger): () => void {
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      let removed = 0;
      for (
        let batch = await deleteStaleUploads(db, fileStore);
        batch > 0;
        batch = await deleteStaleUploads(db, fileStore)
      ) {
        removed += batch;
      }
      if (removed > 0) logger.info({ removed }, 'removed unattached uploads older than 24 hours');
    } catch (error) {
      logger.error({ err: error }, 'upload sweep failed');
    } finally {
      running = false;
    }
  };
  const first = setTimeout(sweep, FIRST_SWEEP_DELAY_MS);
  const interval = setInterval(sweep, SWEEP_INTERVAL_MS);
  first.unref();
  interval.unref();
  return () => {
    clearTimeout(first);
    clearInterval(interval);
  };
}
