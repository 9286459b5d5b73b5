import type { Database } from '../../db/client.server';
import type { CampaignActor } from '../../domain/campaigns/permissions';
import {
  type Campaign,
  requireVisibleCampaign,
} from '../../domain/campaigns/require-visible-campaign.server';
import { isDomainError } from '../../domain/shared/errors';
import { parseRowId } from '../../domain/shared/row-id';

/** The campaign a visitor's page names in its address (/sign-guestbook/{id}, …), or null when they cannot see it. */
export async function visibleCampaignOf(
  db: Database,
  campaignId: string,
  actor: CampaignActor,
): Promise<Campaign | null> {
  const id = parseRowId(campaignId);
  if (id === null) return null;
  try {
    return await requireVisibleCampaign(db, id, actor);
  } catch (error) {
    if (isDomainError(error, 'not_found')) return null;
    throw error;
  }
}
