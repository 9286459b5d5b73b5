import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaignEvents } from '../../db/schema';
import { InvalidInputError, NotFoundError } from '../shared/errors';
import { refusalKey } from '../shared/refusal-words';
import {
  type CampaignEventInput,
  END_BEFORE_START_MESSAGE,
  EVENT_NOT_FOUND,
  zonedLocalToUtc,
} from './event-schemas';

export type CampaignEvent = typeof campaignEvents.$inferSelect;

/** The services of one campaign, soonest first (its index), at most the page's 20. */
export function listEventsOfCampaign(db: Database, campaignId: number): Promise<CampaignEvent[]> {
  return db
    .select()
    .from(campaignEvents)
    .where(eq(campaignEvents.campaignId, campaignId))
    .orderBy(asc(campaignEvents.startsAt), asc(campaignEvents.id))
    .limit(20);
}

/** One service of one campaign, or 404 (an id from another campaign is as unknown as a made-up one). */
export async function requireEventOfCampaign(
  db: Database,
  campaignId: number,
  eventId: number,
): Promise<CampaignEvent> {
  const [event] = await db
    .select()
    .from(campaignEvents)
    .where(and(eq(campaignEvents.id, eventId), eq(campaignEvents.campaignId, campaignId)))
    .limit(1);
  if (!event) throw new NotFoundError(EVENT_NOT_FOUND);
  return event;
}

/** The stored instants of a service from what the family typed on the place's clocks. */
export function eventTimesOf(input: CampaignEventInput): { startsAt: Date; endsAt: Date | null } {
  const startsAt = zonedLocalToUtc(input.date, input.startTime, input.timeZone);
  if (!startsAt) {
    const message = refusalKey('event_error_clock_gap');
    throw new InvalidInputError(message, { startTime: message });
  }
  const endsAt = input.endTime ? zonedLocalToUtc(input.date, input.endTime, input.timeZone) : null;
  if (input.endTime && (!endsAt || endsAt <= startsAt)) {
    throw new InvalidInputError(END_BEFORE_START_MESSAGE, { endTime: END_BEFORE_START_MESSAGE });
  }
  return { startsAt, endsAt };
}

export function eventColumnsOf(input: CampaignEventInput) {
  return {
    kind: input.kind,
    title: input.title,
    ...eventTimesOf(input),
    timeZone: input.timeZone,
    venueName: input.venueName,
    venueAddress: input.venueAddress,
    livestreamUrl: input.livestreamUrl,
    notes: input.notes,
  };
}
