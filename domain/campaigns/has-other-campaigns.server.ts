import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaigns } from '../../db/schema';
import { notDeleted } from './get-campaign.server';

/** Whether the user organizes a campaign besides this one: the Other Campaigns menu shows only then. */
export async function hasOtherCampaigns(db: Database, userId: number, campaignId: number): Promise<boolean> {
  const [other] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.organizerId, userId), ne(campaigns.id, campaignId), notDeleted))
    .limit(1);
  return other !== undefined;
}
