import { site } from '../../config/site';
import type { Database } from '../../db/client.server';
import { contactMessages } from '../../db/schema';
import { emailBodies } from '../notifications/email-template';
import { limiterFor } from '../shared/rate-limits';
import type { RequestDependencies } from '../shared/request-dependencies.server';
import type { ContactMessage } from './contact-message-schema';

/**
 * Stores a contact message (parsed with contactMessageSchema by the caller) in contact_messages and e-mails it to
 * the support address with the sender as Reply-To. Only well-formed messages reach here, so only they count
 * against the sender's allowance: a typo costs nothing. The message and its e-mail are stored in one transaction;
 * delivery (with retries) happens after.
 */
export async function sendContactMessage(
  db: Database,
  message: ContactMessage,
  { mailer, limiters, ipAddress }: Pick<RequestDependencies, 'mailer' | 'limiters' | 'ipAddress'>,
): Promise<{ id: number }> {
  // Five an hour from one address is plenty for a family and stops a script flooding support.
  await limiterFor(limiters, 'contactPerIp').consume(ipAddress || 'unknown');
  const row = await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(contactMessages)
      .values({ ...message, ipAddress: ipAddress.slice(0, 45) || null })
      .returning({ id: contactMessages.id });
    await mailer.send(
      {
        to: site.supportEmail,
        replyTo: message.email,
        subject: `[Contact #${stored.id}] [${message.priority}] ${oneLine(message.subject)}`,
        ...emailBodies(supportEmailLines(stored.id, message)),
      },
      { db: tx },
    );
    return stored;
  });
  mailer.deliverSoon();
  return { id: row.id };
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').slice(0, 150);
}

/** To Pamoja's own support team, in English, the language its team works in (decision 030): not a family's words. */
function supportEmailLines(id: number, message: ContactMessage): string[] {
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
  ];
}
