import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaignEvents } from '../../db/schema';
import type { CampaignActor } from '../campaigns/permissions';
import { type Campaign, requireVisibleCampaign } from '../campaigns/require-visible-campaign.server';
import { NotFoundError } from '../shared/errors';
import type { CampaignEvent } from './campaign-events.server';
import { EVENT_NOT_FOUND } from './event-schemas';

/** A service as anyone who may see its campaign sees it (the RSVP page, the calendar file); 404 otherwise. */
export async function getPublicEvent(
  db: Database,
  input: { eventId: number; actor: CampaignActor },
): Promise<{ event: CampaignEvent; campaign: Campaign }> {
  const [event] = await db.select().from(campaignEvents).where(eq(campaignEvents.id, input.eventId)).limit(1);
  if (!event) throw new NotFoundError(EVENT_NOT_FOUND);
  const campaign = await requireVisibleCampaign(db, event.campaignId, input.actor).catch(() => {
    throw new NotFoundError(EVENT_NOT_FOUND);
  });
  return { event, campaign };
}
