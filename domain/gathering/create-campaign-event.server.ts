import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaignEvents, campaigns } from '../../db/schema';
import type { CampaignActor } from '../campaigns/permissions';
import { ConflictError, InvalidInputError } from '../shared/errors';
import { refusalKey } from '../shared/refusal-words';
import { type CampaignEvent, eventColumnsOf } from './campaign-events.server';
import { type CampaignEventInput, EVENT_LIMITS, PAST_START_MESSAGE } from './event-schemas';
import { requireFamilyCampaign } from './family-campaign.server';

export const TOO_MANY_EVENTS_MESSAGE = refusalKey('event_error_too_many', {
  max: EVENT_LIMITS.eventsPerCampaign,
});

/** The family adds a service (vigil, funeral, burial, memorial…) to the campaign page. */
export async function createCampaignEvent(
  db: Database,
  input: { campaignId: number; actor: CampaignActor; event: CampaignEventInput },
  dependencies: { campaignChanged(campaignId: number): void; now?: Date },
): Promise<CampaignEvent> {
  const { campaign } = await requireFamilyCampaign(db, input.campaignId, input.actor);
  const columns = eventColumnsOf(input.event);
  if (columns.startsAt.getTime() < (dependencies.now ?? new Date()).getTime()) {
    throw new InvalidInputError(PAST_START_MESSAGE, { date: PAST_START_MESSAGE });
  }
  const created = await db.transaction(async (tx) => {
    // The campaign's row is the lock: two tabs adding the 20th service at once cannot both succeed.
    await tx.execute(sql`select id from ${campaigns} where id = ${campaign.id} for update`);
    const [{ total }] = await tx
      .select({ total: count() })
      .from(campaignEvents)
      .where(eq(campaignEvents.campaignId, campaign.id));
    if (total >= EVENT_LIMITS.eventsPerCampaign) throw new ConflictError(TOO_MANY_EVENTS_MESSAGE);
    const [row] = await tx
      .insert(campaignEvents)
      .values({ campaignId: campaign.id, ...columns })
      .returning();
    return row;
  });
  dependencies.campaignChanged(campaign.id);
  return created;
}
