import type { Database } from '../../db/client.server';
import type { CampaignActor } from '../campaigns/permissions';
import { countActiveSubscribers, listUpdatesOfCampaign, type UpdatesPage } from './campaign-updates.server';
import { requireFamilyCampaign } from './family-campaign.server';

export const FAMILY_UPDATES_PAGE_SIZE = 20;

/** The family's view of its updates (newest first, a page at a time) and how many people the next one reaches. */
export async function listFamilyUpdates(
  db: Database,
  input: { campaignId: number; actor: CampaignActor; before?: number | null },
): Promise<UpdatesPage & { subscriberCount: number }> {
  const { campaign } = await requireFamilyCampaign(db, input.campaignId, input.actor);
  const page = await listUpdatesOfCampaign(db, campaign.id, {
    limit: FAMILY_UPDATES_PAGE_SIZE,
    before: input.before,
  });
  return { ...page, subscriberCount: await countActiveSubscribers(db, campaign.id) };
}
