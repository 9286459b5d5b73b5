import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaigns } from '../../db/schema';
import type { CampaignLookup } from './campaign-lookup';

export type CampaignRow = typeof campaigns.$inferSelect;

/** Every read of campaigns for the public, the family and their lists: a deleted campaign is gone (decision 012). */
export const notDeleted = isNull(campaigns.deletedAt);

export function campaignLookupCondition(lookup: CampaignLookup) {
  const named =
    'id' in lookup
      ? eq(campaigns.id, lookup.id)
      : sql`lower(${campaigns.customUrl}) = ${lookup.customUrl.toLowerCase()}`;
  return and(named, notDeleted);
}

export async function getCampaign(db: Database, lookup: CampaignLookup): Promise<CampaignRow | null> {
  const [campaign] = await db.select().from(campaigns).where(campaignLookupCondition(lookup)).limit(1);
  return campaign ?? null;
}
