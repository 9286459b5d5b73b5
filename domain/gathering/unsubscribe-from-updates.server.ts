import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaigns, updateSubscriptions } from '../../db/schema';
import { NotFoundError } from '../shared/errors';
import { UNSUBSCRIBE_LINK_NOT_FOUND } from './update-schemas';

/** The subscription a one-click link names, with the deceased's name for the question; 404 for an unknown token. */
export async function getSubscriptionByToken(
  db: Database,
  token: string,
): Promise<{ deceasedName: string; unsubscribed: boolean }> {
  const [found] = await db
    .select({ deceasedName: campaigns.deceasedName, unsubscribedAt: updateSubscriptions.unsubscribedAt })
    .from(updateSubscriptions)
    .innerJoin(campaigns, eq(campaigns.id, updateSubscriptions.campaignId))
    .where(eq(updateSubscriptions.unsubscribeToken, token))
    .limit(1);
  if (!found) throw new NotFoundError(UNSUBSCRIBE_LINK_NOT_FOUND);
  return { deceasedName: found.deceasedName, unsubscribed: found.unsubscribedAt !== null };
}

/**
 * Leaves the list the token names, with no sign-in (the button on /unsubscribe/{token}, or a mail client's RFC 8058
 * one-click POST). Leaving twice is leaving once: the first time is kept.
 */
export async function unsubscribeFromUpdates(db: Database, token: string): Promise<{ deceasedName: string }> {
  const { deceasedName } = await getSubscriptionByToken(db, token);
  await db
    .update(updateSubscriptions)
    .set({ unsubscribedAt: new Date() })
    .where(and(eq(updateSubscriptions.unsubscribeToken, token), isNull(updateSubscriptions.unsubscribedAt)));
  return { deceasedName };
}
