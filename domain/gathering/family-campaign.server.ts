import type { Database } from '../../db/client.server';
import { type CampaignActor, requireCampaignEditor } from '../campaigns/permissions';
import { type Campaign, requireVisibleCampaign } from '../campaigns/require-visible-campaign.server';

/**
 * The campaign whose gathering (services, guestbook, updates, thank-yous, WhatsApp status) the actor manages:
 * its organizer or a recipient session, nobody else (issue 16), not even an admin. 404 as for an unknown campaign
 * when the actor may not see it, 401 for a visitor, 403 for anyone else.
 */
export async function requireFamilyCampaign(
  db: Database,
  campaignId: number,
  actor: CampaignActor,
): Promise<{ campaign: Campaign; role: 'organizer' | 'recipient' }> {
  const campaign = await requireVisibleCampaign(db, campaignId, actor);
  return { campaign, role: requireCampaignEditor(actor, campaign) };
}
