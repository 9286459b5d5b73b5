import type { Logger } from 'pino';
import type { Database } from '../../db/client.server';
import { deleteExpiredRecords } from '../../domain/privacy/index.server';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Applies the retention periods once a minute after start, then daily. Never keeps the process alive. */
export function scheduleRetention(db: Database, logger: Logger) {
  const run = () =>
    deleteExpiredRecords(db)
      .then((deleted) => logger.info({ deleted }, 'expired records deleted'))
      .catch((error) => logger.error({ err: error }, 'deleting expired records failed'));
  const first = setTimeout(run, 60_000);
  const daily = setInterval(run, DAY_MS);
  first.unref();
  daily.unref();
  return () => {
    clearTimeout(first);
    clearInterval(daily);
  };
}
