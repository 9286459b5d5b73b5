import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaignEvents } from '../../db/schema';
import type { CampaignActor } from '../campaigns/permissions';
import { InvalidInputError } from '../shared/errors';
import { type CampaignEvent, eventColumnsOf, requireEventOfCampaign } from './campaign-events.server';
import { type CampaignEventInput, PAST_START_MESSAGE } from './event-schemas';
import { requireFamilyCampaign } from './family-campaign.server';

/**
 * The family corrects a service. Its start may stay in the past (a typo fixed after the burial), but may not be
 * moved into the past. The RSVPs and their count stay with it.
 */
export async function updateCampaignEvent(
  db: Database,
  input: { campaignId: number; eventId: number; actor: CampaignActor; event: CampaignEventInput },
  dependencies: { campaignChanged(campaignId: number): void; now?: Date },
): Promise<CampaignEvent> {
  const { campaign } = await requireFamilyCampaign(db, input.campaignId, input.actor);
  const current = await requireEventOfCampaign(db, campaign.id, input.eventId);
  const columns = eventColumnsOf(input.event);
  const moved = columns.startsAt.getTime() !== current.startsAt.getTime();
  if (moved && columns.startsAt.getTime() < (dependencies.now ?? new Date()).getTime()) {
    throw new InvalidInputError(PAST_START_MESSAGE, { date: PAST_START_MESSAGE });
  }
  const [updated] = await db
    .update(campaignEvents)
    .set({ ...columns, updatedAt: new Date() })
    .where(eq(campaignEvents.id, current.id))
    .returning();
  dependencies.campaignChanged(campaign.id);
  return updated;
}
