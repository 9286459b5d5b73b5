import type { Database } from '../../db/client.server';
import type { EmailMessage, MailTransport } from '../../integrations/email/mailer';
import { deliverDueEmails, queueEmail } from './outbox.server';

export interface Mailer {
  /**
   * Puts the message in the outbox and has it delivered soon. An e-mail that belongs to a change passes that
   * change's transaction as `db`; its caller then calls `deliverSoon()` once the transaction has committed.
   */
  send(message: EmailMessage, options?: { db?: Database }): Promise<{ outboxId: number }>;
  /** Delivers what is due now, in the background (after a transaction that queued mail has committed). */
  deliverSoon(): void;
  /** Also delivers every `pollMs`: retries after their back-off, and mail a crashed process left behind. */
  start(): void;
  /** Stops polling and waits for a delivery in progress. */
  stop(): Promise<void>;
}

interface MailerLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

const BATCH_SIZE = 20;

/**
 * E-mail through the transactional outbox (domain/notifications/outbox.server.ts). Sending never throws at the
 * caller and never waits for SMTP: a family signing up must not see an error, or wait, because the mail server
 * hiccuped. Without a transport (no SMTP_URL) messages stay queued, readable at /dev/mail.
 */
export function createMailer(
  db: Database,
  transport: MailTransport | null,
  log: MailerLog,
  { pollMs = 30_000 }: { pollMs?: number } = {},
): Mailer {
  let delivering: Promise<void> | null = null;
  let wokenWhileDelivering = false;
  let timer: NodeJS.Timeout | undefined;

  async function deliverUntilNothingIsDue(mail: MailTransport) {
    do {
      wokenWhileDelivering = false;
      let batch: { sent: number; failed: number };
      do {
        batch = await deliverDueEmails(db, mail, log, { batchSize: BATCH_SIZE });
      } while (batch.sent + batch.failed === BATCH_SIZE);
    } while (wokenWhileDelivering);
  }

  function deliverSoon() {
    if (!transport) return;
    if (delivering) {
      wokenWhileDelivering = true;
      return;
    }
    delivering = deliverUntilNothingIsDue(transport)
      .catch((error) => log.error({ err: error }, 'e-mail delivery run failed; the next run retries'))
      .finally(() => {
        delivering = null;
      });
  }

  return {
    async send(message, options = {}) {
      const outboxId = await queueEmail(options.db ?? db, message);
      if (!transport) {
        log.info(
          { outboxId, to: message.to, subject: message.subject },
          'e-mail kept in the outbox (no SMTP_URL; see /dev/mail)',
        );
      } else if (!options.db) {
        deliverSoon();
      }
      return { outboxId };
    },
    deliverSoon,
    start() {
      if (!transport || timer) return;
      deliverSoon();
      timer = setInterval(deliverSoon, pollMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await delivering;
    },
  };
}
