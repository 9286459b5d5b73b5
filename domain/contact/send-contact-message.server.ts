import { site } from '../../config/site';
import type { Database } from '../../db/client.server';
import { contactMessages } from '../../db/schema';
import type { Mailer } from '../notifications/send-email.server';
import { parseInput } from '../shared/validation';
import { type ContactMessage, contactMessageSchema } from './contact-message-schema';

/** Counts attempts per key; throws RateLimitedError when the allowance is spent. */
export interface AttemptLimiter {
  consume(key: string): Promise<void>;
}

/** Five messages an hour from one address is plenty for a family and stops a script flooding support. */
export const CONTACT_RATE_LIMIT = { points: 5, durationSeconds: 60 * 60 } as const;

export interface SendContactMessageDependencies {
  mailer: Mailer;
  /** The per-IP limiter for contact messages (CONTACT_RATE_LIMIT). */
  limiter: AttemptLimiter;
}

export interface ContactSender {
  ipAddress: string;
}

/**
 * Validates a contact message, stores it in contact_messages and e-mails it to the support address with the
 * sender as Reply-To. Only well-formed messages count against the sender's allowance: a typo costs nothing.
 * The mailer never throws (a failed delivery stays in the outbox), so a stored message is never reported lost.
 */
export async function sendContactMessage(
  db: Database,
  { mailer, limiter }: SendContactMessageDependencies,
  input: unknown,
  sender: ContactSender,
): Promise<{ id: number }> {
  const message = parseInput(contactMessageSchema, input);
  await limiter.consume(sender.ipAddress || 'unknown');
  const [row] = await db
    .insert(contactMessages)
    .values({ ...message, ipAddress: sender.ipAddress.slice(0, 45) || null })
    .returning({ id: contactMessages.id });
  await mailer.send({
    to: site.supportEmail,
    replyTo: message.email,
    subject: `[Contact #${row.id}] [${message.priority}] ${oneLine(message.subject)}`,
    text: supportEmailText(row.id, message),
  });
  return { id: row.id };
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').slice(0, 150);
}

function supportEmailText(id: number, message: ContactMessage): string {
  return [
    `New contact message #${id} from the ${site.name} help center.`,
    '',
    `From: ${oneLine(message.name)} <${message.email}>`,
    `Priority: ${message.priority}`,
    `Subject: ${oneLine(message.subject)}`,
    '',
    message.message,
    '',
    'Reply to this e-mail to answer the sender. We promise a reply within 24 hours.',
  ].join('\n');
}
