import type { AppLoadContext } from 'react-router';
import { campaignPageTag } from '../../domain/campaigns/campaign-page-tag';
import { getCampaign } from '../../domain/campaigns/get-campaign.server';
import { canSeeCampaign, NO_ACTOR } from '../../domain/campaigns/permissions';
import { parseRowId } from '../../domain/shared/row-id';

/**
 * The campaign a gift door (/give/{id}, /mobile-wallet/{id}) names, or null when the public cannot see it. A gift
 * door is the same for every visitor: anonymous ones share its rendering with the campaign's page, and a change to
 * the campaign renders both anew.
 */
export async function giftDoorCampaignOf(context: AppLoadContext, campaignId: string) {
  const id = parseRowId(campaignId);
  const campaign = id === null ? null : await getCampaign(context.db, { id });
  // A gift door, so the public's view: an archived campaign is not here, even for its organizer.
  if (!campaign || !canSeeCampaign(NO_ACTOR, campaign)) return null;
  context.sharePage({ tag: campaignPageTag(campaign.id) });
  return campaign;
}
