import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { type contributions, updateSubscriptions } from '../../db/schema';
import { createRandomToken } from '../shared/tokens.server';

export type SubscriptionSource = 'gift' | 'guestbook';

/**
 * "Send me updates" (issue 16): one row per campaign and address, whatever the case of the address. Ticking the box
 * again after leaving the list joins it again; the unsubscribe token stays the same, so every old e-mail's link works.
 */
export async function subscribeToUpdates(
  db: Database,
  input: { campaignId: number; email: string; name: string; source: SubscriptionSource },
): Promise<void> {
  // Drizzle's conflict target takes columns only; the unique index is on lower(email).
  await db.execute(sql`
    insert into ${updateSubscriptions} (campaign_id, email, name, source, unsubscribe_token)
    values (${input.campaignId}, ${input.email}, ${input.name}, ${input.source}, ${createRandomToken()})
    on conflict (campaign_id, lower(email)) do update set unsubscribed_at = null`);
}

/** A gift whose giver ticked "Send me updates from the family", once it is recorded: in the gift's transaction. */
export async function subscribeGiverToUpdates(
  tx: Database,
  gift: Pick<
    typeof contributions.$inferSelect,
    'campaignId' | 'contributorEmail' | 'contributorName' | 'wantsUpdates'
  >,
): Promise<void> {
  if (!gift.wantsUpdates || !gift.contributorEmail) return;
  await subscribeToUpdates(tx, {
    campaignId: gift.campaignId,
    email: gift.contributorEmail,
    name: gift.contributorName,
    source: 'gift',
  });
}
