import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaigns, updateSubscriptions } from '../../db/schema';
import { NotFoundError } from '../shared/errors';
import { type LimitedRequest, linkTokenAttempt } from '../shared/rate-limits';
import { UNSUBSCRIBE_LINK_NOT_FOUND } from './update-schemas';

/**
 * The subscription a one-click link names, with the deceased's name for the question; 404 for an unknown token,
 * which counts against the address's link-token limit.
 */
export function getSubscriptionByToken(
  db: Database,
  token: string,
  request: LimitedRequest,
): Promise<{ deceasedName: string; unsubscribed: boolean }> {
  return linkTokenAttempt(request, () => subscriptionOfToken(db, token));
}

async function subscriptionOfToken(db: Database, token: string) {
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
export async function unsubscribeFromUpdates(
  db: Database,
  token: string,
  request: LimitedRequest,
): Promise<{ deceasedName: string }> {
  const { deceasedName } = await getSubscriptionByToken(db, token, request);
  await db
    .update(updateSubscriptions)
    .set({ unsubscribedAt: new Date() })
    .where(and(eq(updateSubscriptions.unsubscribeToken, token), isNull(updateSubscriptions.unsubscribedAt)));
  return { deceasedName };
}
