import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaigns } from '../../db/schema';
import { notDeleted } from './get-campaign.server';

export interface LatestCampaign {
  id: number;
  customUrl: string;
  deceasedName: string;
}

/** Where a returning organizer lands after signing in (spec part 1 §4). */
export async function getLatestOrganizerCampaign(
  db: Database,
  organizerId: number,
): Promise<LatestCampaign | null> {
  const [latest] = await db
    .select({ id: campaigns.id, customUrl: campaigns.customUrl, deceasedName: campaigns.deceasedName })
    .from(campaigns)
    .where(and(eq(campaigns.organizerId, organizerId), notDeleted))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .limit(1);
  return latest ?? null;
}
