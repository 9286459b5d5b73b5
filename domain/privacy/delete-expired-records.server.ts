import { eq, inArray, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import {
  campaignViews,
  contactMessages,
  emailOutbox,
  recipientAccess,
  recipientSessions,
} from '../../db/schema';

/** Retention periods promised on the privacy and GDPR pages (domain/content/legal-texts.ts). */
export const RETENTION = {
  pageViewMonths: 12,
  contactMessageYears: 2,
} as const;

const monthsBefore = (now: Date, months: number) => {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
};

/**
 * Deletes what the policies say we no longer keep: page-view records after 12 months, contact messages (and
 * the e-mail copies in the outbox, which hold the same words) after 2 years, and recipient sessions once their
 * code was revoked or expired (they open nothing any more).
 */
export async function deleteExpiredRecords(db: Database, now = new Date()) {
  const pageViewCutoff = monthsBefore(now, RETENTION.pageViewMonths);
  const messageCutoff = monthsBefore(now, RETENTION.contactMessageYears * 12);
  const views = await db
    .delete(campaignViews)
    .where(lt(campaignViews.createdAt, pageViewCutoff))
    .returning({ id: campaignViews.id });
  const messages = await db
    .delete(contactMessages)
    .where(lt(contactMessages.createdAt, messageCutoff))
    .returning({ id: contactMessages.id });
  const emails = await db
    .delete(emailOutbox)
    .where(lt(emailOutbox.createdAt, messageCutoff))
    .returning({ id: emailOutbox.id });
  const endedAccess = db
    .select({ id: recipientAccess.id })
    .from(recipientAccess)
    .where(or(eq(recipientAccess.isActive, false), lt(recipientAccess.expiresAt, now)));
  const sessions = await db
    .delete(recipientSessions)
    .where(inArray(recipientSessions.recipientAccessId, endedAccess))
    .returning({ tokenHash: recipientSessions.tokenHash });
  return {
    pageViews: views.length,
    contactMessages: messages.length,
    emails: emails.length,
    recipientSessions: sessions.length,
  };
}
