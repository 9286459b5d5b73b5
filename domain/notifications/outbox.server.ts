import { and, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { emailOutbox } from '../../db/schema';
import type { EmailMessage, MailTransport } from '../../integrations/email/mailer';
import { BASE_LOCALE, LOCALES, type Locale } from '../shared/locales';

/** After this many failed attempts (about four hours of back-off) a message is marked failed and left for a person. */
export const MAX_DELIVERY_ATTEMPTS = 8;
/** How long a worker holds a message it is sending; after that a crashed worker's message is due again. */
export const SENDING_LEASE_MS = 5 * 60_000;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/** 30 s after the first failure, doubling each time, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

/**
 * Puts a message in the outbox. Pass the transaction of the change that causes the e-mail (a payment recorded, an
 * account created): the message then exists exactly when the change does, so a crash can lose neither one alone.
 */
export async function queueEmail(db: Database, message: EmailMessage): Promise<number> {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      replyTo: message.replyTo,
      headers: message.headers,
      // Due by the application's clock, which deliverDueEmails compares with: the column's default (the
      // database's now(), in microseconds) could lie a fraction of a millisecond after a delivery's `now`.
      nextAttemptAt: new Date(),
    })
    .returning({ id: emailOutbox.id });
  return row.id;
}

/**
 * Marks where each recipient's own text goes in a message for queueEmailToEach: the `slot` column of its query (an
 * update's unsubscribe token). No text typed into Pamoja holds U+0000 (it is refused), so the mark is never typed.
 */
export const RECIPIENT_SLOT = '\u0000';

/** `value` as SQL text, each RECIPIENT_SLOT replaced by the recipient's `slot`. */
function perRecipient(value: string): SQL {
  return sql.join(
    value.split(RECIPIENT_SLOT).map((part) => sql`${part}::text`),
    sql` || recipients.slot || `,
  );
}

/**
 * The same message to every address `addresses` yields (a query selecting one column named `address`, and `slot`
 * when the message holds RECIPIENT_SLOT), queued in one statement however many there are (a family thanking or
 * updating 100,000 people), in the caller's transaction as for queueEmail. Returns how many were queued.
 */
export async function queueEmailToEach(
  db: Database,
  addresses: SQL,
  message: Omit<EmailMessage, 'to'>,
): Promise<number> {
  const headers = message.headers
    ? sql`jsonb_build_object(${sql.join(
        Object.entries(message.headers).map(([name, value]) => sql`${name}::text, ${perRecipient(value)}`),
        sql`, `,
      )})`
    : sql`null`;
  const result = (await db.execute(sql`
    insert into ${emailOutbox} ("to", "subject", "text", "html", "reply_to", "headers", "next_attempt_at")
    select recipients.address, ${message.subject}, ${perRecipient(message.text)},
      ${message.html === undefined ? null : perRecipient(message.html)}, ${message.replyTo ?? null}, ${headers},
      ${new Date().toISOString()}::timestamptz
    from (${addresses}) as recipients
    returning "id"`)) as unknown as { rows: unknown[] };
  return result.rows.length;
}

/**
 * queueEmailToEach in each reader's language: `addresses` also selects a `locale` column (a stored language; one
 * Pamoja does not speak reads English, as storedLocale reads it), and each language's readers get `messageIn` it,
 * one statement per language. Returns how many were queued.
 */
export async function queueEmailToEachInTheirLanguage(
  db: Database,
  addresses: SQL,
  messageIn: (locale: Locale) => Omit<EmailMessage, 'to'>,
): Promise<number> {
  let queued = 0;
  for (const locale of LOCALES) {
    const others = LOCALES.filter((other) => other !== BASE_LOCALE);
    const inLocale =
      locale === BASE_LOCALE
        ? sql`coalesce(readers.locale, '') not in (${sql.join(
            others.map((other) => sql`${other}`),
            sql`, `,
          )})`
        : sql`readers.locale = ${locale}`;
    queued += await queueEmailToEach(
      db,
      sql`select * from (${addresses}) as readers where ${inLocale}`,
      messageIn(locale),
    );
  }
  return queued;
}

interface DeliveryLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

const DUE_STATUSES = ['queued', 'sending', 'retrying'];

/**
 * Sends the messages that are due, oldest first, at most `batchSize`. Each is leased first (status sending, due
 * again when the lease ends) in one statement that skips rows another worker holds, so two processes never send
 * the same message at once; a worker that dies mid-send leaves its message to be sent again once the lease ends
 * (at least once: a crash after the SMTP server accepted it and before it was marked may send it twice).
 */
export async function deliverDueEmails(
  db: Database,
  transport: MailTransport,
  log: DeliveryLog,
  { now = new Date(), batchSize = 20 }: { now?: Date; batchSize?: number } = {},
): Promise<{ sent: number; failed: number }> {
  const leased = await db
    .update(emailOutbox)
    .set({
      status: 'sending',
      attempts: sql`${emailOutbox.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + SENDING_LEASE_MS),
    })
    .where(
      inArray(
        emailOutbox.id,
        db
          .select({ id: emailOutbox.id })
          .from(emailOutbox)
          .where(and(inArray(emailOutbox.status, DUE_STATUSES), lte(emailOutbox.nextAttemptAt, now)))
          .orderBy(emailOutbox.nextAttemptAt, emailOutbox.id)
          .limit(batchSize)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning();

  let sent = 0;
  let failed = 0;
  for (const row of leased.sort((a, b) => a.id - b.id)) {
    try {
      await transport.send({
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
        replyTo: row.replyTo ?? undefined,
        headers: row.headers ?? undefined,
      });
      await db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: new Date(), error: null })
        .where(eq(emailOutbox.id, row.id));
      sent += 1;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const givingUp = row.attempts >= MAX_DELIVERY_ATTEMPTS;
      await db
        .update(emailOutbox)
        .set({
          status: givingUp ? 'failed' : 'retrying',
          error: reason.slice(0, 1000),
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)),
        })
        .where(eq(emailOutbox.id, row.id));
      failed += 1;
      // Logs carry the recipient and subject only: bodies hold one-time links.
      log.error(
        { outboxId: row.id, to: row.to, attempts: row.attempts, reason, givingUp },
        givingUp ? 'e-mail delivery failed for good' : 'e-mail delivery failed; will retry',
      );
    }
  }
  if (sent > 0) log.info({ sent }, 'e-mails delivered');
  return { sent, failed };
}
