import type { Database } from '../../db/client.server';
import { ForbiddenError, NotFoundError } from '../shared/errors';
import { getCampaign } from './get-campaign.server';
import { type EditableCampaign, toEditableCampaign } from './public-campaign';

export const CAMPAIGN_NOT_FOUND = 'Campaign not found';
export const EDIT_ACCESS_DENIED = "You don't have permission to edit this campaign";

/** Only the organizer (user id equals organizerId) may edit a campaign (spec part 1 §6). */
export async function getCampaignForEdit(
  db: Database,
  { customUrl, userId }: { customUrl: string; userId: number | null },
): Promise<EditableCampaign> {
  const campaign = await getCampaign(db, { customUrl });
  if (!campaign || campaign.isArchived) throw new NotFoundError(CAMPAIGN_NOT_FOUND);
  if (userId === null || campaign.organizerId !== userId) throw new ForbiddenError(EDIT_ACCESS_DENIED);
  return toEditableCampaign(campaign);
}
