import type { Database } from '../../db/client.server';
import { campaignLookupOf } from './campaign-lookup';
import { getCampaign } from './get-campaign.server';
import { type CampaignActor, requireCampaignEditor, requireCampaignVisibleTo } from './permissions';
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
  const campaign = requireCampaignVisibleTo(actor, lookup ? await getCampaign(db, lookup) : null);
  requireCampaignEditor(actor, campaign);
  return toEditableCampaign(campaign);
}
