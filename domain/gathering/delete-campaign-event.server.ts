import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaignEvents } from '../../db/schema';
import type { CampaignActor } from '../campaigns/permissions';
import { requireEventOfCampaign } from './campaign-events.server';
import { requireFamilyCampaign } from './family-campaign.server';

/** The family removes a service; its RSVPs go with it (the foreign key cascades). */
export async function deleteCampaignEvent(
  db: Database,
  input: { campaignId: number; eventId: number; actor: CampaignActor },
  dependencies: { campaignChanged(campaignId: number): void },
): Promise<void> {
  const { campaign } = await requireFamilyCampaign(db, input.campaignId, input.actor);
  const event = await requireEventOfCampaign(db, campaign.id, input.eventId);
  await db.delete(campaignEvents).where(eq(campaignEvents.id, event.id));
  dependencies.campaignChanged(campaign.id);
}
