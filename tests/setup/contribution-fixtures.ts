import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { contributions, emailOutbox } from '../../db/schema';
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
