import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaigns } from '../../db/schema';
import type { CampaignLookup } from './campaign-lookup';

export type CampaignRow = typeof campaigns.$inferSelect;

export function campaignLookupCondition(lookup: CampaignLookup) {
  return 'id' in lookup
    ? eq(campaigns.id, lookup.id)
    : sql`lower(${campaigns.customUrl}) = ${lookup.customUrl.toLowerCase()}`;
}

export async function getCampaign(db: Database, lookup: CampaignLookup): Promise<CampaignRow | null> {
  const [campaign] = await db.select().from(campaigns).where(campaignLookupCondition(lookup)).limit(1);
  return campaign ?? null;
}
