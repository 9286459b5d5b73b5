import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { emailOutbox } from '../../db/schema';
import type { EmailMessage, MailTransport } from '../../integrations/email/mailer';

export interface Mailer {
  /** Records the message in the outbox, then delivers it when a transport is configured. Never throws. */
  send(message: EmailMessage): Promise<{ outboxId: number; delivered: boolean }>;
}

interface MailerLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Every e-mail is kept in email_outbox (what /dev/mail shows). A delivery failure is recorded there and logged,
 * never thrown: a family signing up must not see an error because the mail server hiccuped.
 * Logs carry the recipient and subject only: bodies hold one-time links.
 */
export function createMailer(db: Database, transport: MailTransport | null, log: MailerLog): Mailer {
  return {
    async send(message) {
      const [row] = await db
        .insert(emailOutbox)
        .values({ to: message.to, subject: message.subject, text: message.text, html: message.html })
        .returning({ id: emailOutbox.id });
      if (!transport) {
        log.info(
          { outboxId: row.id, to: message.to, subject: message.subject },
          'e-mail kept in the outbox (no SMTP_URL; see /dev/mail)',
        );
        return { outboxId: row.id, delivered: false };
      }
      try {
        await transport.send(message);
        await db
          .update(emailOutbox)
          .set({ status: 'sent', sentAt: new Date() })
          .where(eq(emailOutbox.id, row.id));
        return { outboxId: row.id, delivered: true };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await db
          .update(emailOutbox)
          .set({ status: 'failed', error: reason })
          .where(eq(emailOutbox.id, row.id));
        log.error({ outboxId: row.id, to: message.to, reason }, 'e-mail delivery failed');
        return { outboxId: row.id, delivered: false };
      }
    },
  };
}
