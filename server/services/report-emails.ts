import type { Logger } from 'pino';
import type { Database } from '../../db/client.server';
import { sendWaitingReportEmails } from '../../domain/gathering/message-report-emails.server';
import type { Mailer } from '../../domain/notifications/send-email.server';
import type { PeriodicJob } from './periodic-jobs';

/**
 * Every 5 minutes, the organizers' e-mails of message reports that waited for the hour to end
 * (domain/gathering/message-report-emails.server.ts): a report waits at most an hour and 5 minutes.
 */
export function reportEmailsJob(
  db: Database,
  { baseUrl, mailer }: { baseUrl: string; mailer: Pick<Mailer, 'send' | 'deliverSoon'> },
  logger: Logger,
): PeriodicJob {
  return {
    name: 'report-emails',
    firstAfterMs: 60_000,
    everyMs: 5 * 60_000,
    async run() {
      const queued = await sendWaitingReportEmails(db, { baseUrl, mailer });
      if (queued === 0) return;
      mailer.deliverSoon();
      logger.info({ queued }, 'message-report e-mails queued');
    },
  };
}
