import type { Database } from '../../db/client.server';
import { getCampaign } from '../../domain/campaigns/get-campaign.server';
import { canSeeCampaign, NO_ACTOR } from '../../domain/campaigns/permissions';
import { parseRowId } from '../../domain/shared/row-id';

/** The campaign a gift door (/give/{id}, /mobile-wallet/{id}) names, or null when the public cannot see it. */
export async function giftDoorCampaignOf(db: Database, campaignId: string) {
  const id = parseRowId(campaignId);
  const campaign = id === null ? null : await getCampaign(db, { id });
  // A gift door, so the public's view: an archived campaign is not here, even for its organizer.
  return campaign && canSeeCampaign(NO_ACTOR, campaign) ? campaign : null;
}
