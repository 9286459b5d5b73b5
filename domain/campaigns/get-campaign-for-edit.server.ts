import type { Database } from '../../db/client.server';
import { NotFoundError } from '../shared/errors';
import { campaignLookupOf } from './campaign-lookup';
import { CAMPAIGN_NOT_FOUND, isVisibleCampaign } from './campaign-rules';
import { getCampaign } from './get-campaign.server';
import { requireCampaignEditor } from './permissions';
import { type EditableCampaign, toEditableCampaign } from './public-campaign';

/**
 * Only the organizer (user id equals organizerId) may edit a campaign (spec part 1 §6). `address` is the segment of
 * /edit-campaign/{address}: the custom URL, or the id of a campaign without one.
 */
export async function getCampaignForEdit(
  db: Database,
  { address, userId }: { address: string; userId: number | null },
): Promise<EditableCampaign> {
  const lookup = campaignLookupOf(address);
  const campaign = lookup && (await getCampaign(db, lookup));
  if (!campaign || !isVisibleCampaign(campaign)) throw new NotFoundError(CAMPAIGN_NOT_FOUND);
  requireCampaignEditor(userId, campaign);
  return toEditableCampaign(campaign);
}
