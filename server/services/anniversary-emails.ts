import type { Logger } from 'pino';
import type { Database } from '../../db/client.server';
import { sendDueAnniversaryEmails } from '../../domain/gathering/anniversary-emails.server';
import type { Mailer } from '../../domain/notifications/send-email.server';
import type { PeriodicJob } from './periodic-jobs';

/**
 * The families' first-anniversary e-mails two minutes after start, then daily. A due e-mail stays due for a week
 * and is claimed when queued, so a restart's extra round sends nothing twice.
 */
export function anniversaryEmailsJob(
  db: Database,
  { baseUrl, secret, mailer }: { baseUrl: string; secret: string; mailer: Pick<Mailer, 'deliverSoon'> },
  logger: Logger,
): PeriodicJob {
  return {
    name: 'anniversary-emails',
    firstAfterMs: 2 * 60_000,
    everyMs: 24 * 60 * 60_000,
    async run() {
      const queued = await sendDueAnniversaryEmails(db, { baseUrl, secret }, { mailer });
      if (queued > 0) logger.info({ queued }, 'first-anniversary e-mails queued');
    },
  };
}
