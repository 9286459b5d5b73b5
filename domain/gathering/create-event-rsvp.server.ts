import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaignEvents, eventRsvps } from '../../db/schema';
import { campaignPathOf } from '../campaigns/campaign-rules';
import type { CampaignActor } from '../campaigns/permissions';
import { ConflictError } from '../shared/errors';
import { type Limiters, limiterFor } from '../shared/rate-limits';
import { refusalKey } from '../shared/refusal-words';
import type { RsvpInput } from './event-schemas';
import { getPublicEvent } from './get-public-event.server';

export const RSVP_CLOSED_MESSAGE = refusalKey('rsvp_error_closed');

/** "I will attend": anyone who can see the page, for a service that has not started yet. */
export async function createEventRsvp(
  db: Database,
  input: { eventId: number; actor: CampaignActor; rsvp: RsvpInput },
  dependencies: { limiters: Limiters; ipAddress: string; now?: Date },
): Promise<{ eventId: number; campaignId: number; campaignPath: string; partySize: number }> {
  const { event, campaign } = await getPublicEvent(db, input);
  const { rsvp } = input;
  if (event.startsAt.getTime() <= (dependencies.now ?? new Date()).getTime()) {
    throw new ConflictError(RSVP_CLOSED_MESSAGE);
  }
  await limiterFor(dependencies.limiters, 'rsvpPerIp').consume(dependencies.ipAddress);
  await db.transaction(async (tx) => {
    await tx.insert(eventRsvps).values({ eventId: event.id, ...rsvp });
    await tx
      .update(campaignEvents)
      .set({ attendingCount: sql`${campaignEvents.attendingCount} + ${rsvp.partySize}` })
      .where(eq(campaignEvents.id, event.id));
  });
  return {
    eventId: event.id,
    campaignId: event.campaignId,
    campaignPath: campaignPathOf(campaign),
    partySize: rsvp.partySize,
  };
}
