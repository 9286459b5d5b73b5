import type { Database } from '../../db/client.server';
import { NotFoundError } from '../shared/errors';
import { campaignLookupOf } from './campaign-lookup';
import { CAMPAIGN_NOT_FOUND, isVisibleCampaign } from './campaign-rules';
import { getCampaign } from './get-campaign.server';
import { type CampaignActor, requireCampaignEditor } from './permissions';
import { type EditableCampaign, toEditableCampaign } from './public-campaign';

/**
 * The organizer and the recipient may edit a campaign (spec part 1 §6, part 2 §6). `address` is the segment of
 * /edit-campaign/{address}: the custom URL, or the id of a campaign without one.
 */
export async function getCampaignForEdit(
  db: Database,
  { address, actor }: { address: string; actor: CampaignActor },
): Promise<EditableCampaign> {
  const lookup = campaignLookupOf(address);
  const campaign = lookup && (await getCampaign(db, lookup));
  if (!campaign || !isVisibleCampaign(campaign)) throw new NotFoundError(CAMPAIGN_NOT_FOUND);
  requireCampaignEditor(actor, campaign);
  return toEditableCampaign(campaign);
}
