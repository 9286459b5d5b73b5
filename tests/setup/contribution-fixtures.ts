import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { contributions, emailOutbox, updateSubscriptions } from '../../db/schema';
import { subscribeToUpdates } from '../../domain/gathering/update-subscriptions.server';
import { createCampaign, createUser } from '../../seed/factories';

/** An organizer with one campaign, for API tests (`app.signedInAs(organizer)` for their session). */
export async function createOrganizerWithCampaign(
  db: Database,
  campaign: Partial<Parameters<typeof createCampaign>[1]> = {},
) {
  const organizer = await createUser(db);
  const created = await createCampaign(db, {
    organizerId: organizer.id,
    organizerEmail: organizer.email,
    ...campaign,
  });
  return { organizer, campaign: created };
}

export async function contributionCount(db: Database, campaignId: number): Promise<number> {
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(contributions)
    .where(eq(contributions.campaignId, campaignId));
  return count;
}

export async function mailsTo(db: Database, address: string) {
  return db.select().from(emailOutbox).where(eq(emailOutbox.to, address));
}

/** A campaign with one giver subscribed to its updates: `read` gives the subscription as it is now. */
export async function campaignWithSubscribedGiver(db: Database) {
  const { campaign } = await createOrganizerWithCampaign(db);
  await subscribeToUpdates(db, {
    campaignId: campaign.id,
    email: `giver-${campaign.id}@example.com`,
    name: 'Giver',
    source: 'gift',
  });
  const [subscription] = await db
    .select()
    .from(updateSubscriptions)
    .where(eq(updateSubscriptions.campaignId, campaign.id));
  const read = async () =>
    (await db.select().from(updateSubscriptions).where(eq(updateSubscriptions.id, subscription.id)))[0];
  return { campaign, subscription, read };
}
