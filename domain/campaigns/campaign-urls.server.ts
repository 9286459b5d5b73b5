import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaigns, campaignUrls } from '../../db/schema';
import { ConflictError } from '../shared/errors';
import { CUSTOM_URL_MESSAGES } from './custom-url';

export const customUrlTaken = () =>
  new ConflictError(CUSTOM_URL_MESSAGES.taken, { customUrl: CUSTOM_URL_MESSAGES.taken });

/**
 * Records `customUrl` as one of the campaign's addresses, for good. Refuses (the "taken" message) an address
 * another campaign has or once had; the campaign's own former address is simply its own again. Call inside the
 * transaction that changes the campaign, so the address and the change commit together.
 */
export async function claimCampaignUrl(db: Database, campaignId: number, customUrl: string): Promise<void> {
  const added = await db
    .insert(campaignUrls)
    .values({ customUrl, campaignId })
    .onConflictDoNothing()
    .returning({ campaignId: campaignUrls.campaignId });
  if (added.length > 0) return;
  const [holder] = await db
    .select({ campaignId: campaignUrls.campaignId })
    .from(campaignUrls)
    .where(sql`lower(${campaignUrls.customUrl}) = ${customUrl.toLowerCase()}`)
    .limit(1);
  if (holder?.campaignId !== campaignId) throw customUrlTaken();
}

/** The current custom URL of the campaign that once answered to `formerUrl`; null when none did or it still does. */
export async function getCurrentCampaignUrl(db: Database, formerUrl: string): Promise<string | null> {
  const [moved] = await db
    .select({ customUrl: campaigns.customUrl })
    .from(campaignUrls)
    .innerJoin(campaigns, eq(campaigns.id, campaignUrls.campaignId))
    .where(
      and(
        sql`lower(${campaignUrls.customUrl}) = ${formerUrl.toLowerCase()}`,
        ne(sql`lower(${campaigns.customUrl})`, formerUrl.toLowerCase()),
      ),
    )
    .limit(1);
  return moved?.customUrl ?? null;
}
