import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { emailOutbox } from '../../db/schema';

/** The newest e-mails first, for the development mail viewer. */
export async function listOutbox(db: Database, limit = 50) {
  return db
    .select({
      id: emailOutbox.id,
      to: emailOutbox.to,
      subject: emailOutbox.subject,
      text: emailOutbox.text,
      status: emailOutbox.status,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.id))
    .limit(limit);
}
