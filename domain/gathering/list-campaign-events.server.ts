import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { eventRsvps } from '../../db/schema';
import { m } from '../../paraglide/messages';
import type { CampaignActor } from '../campaigns/permissions';
import { safeFileBase } from '../shared/csv';
import { exactTimeOf, keysetBatches, pastPosition } from '../shared/keyset.server';
import { type Locale, messagesIn } from '../shared/locales';
import { type CampaignEvent, listEventsOfCampaign, requireEventOfCampaign } from './campaign-events.server';
import { RSVP_PREVIEW } from './events';
import { requireFamilyCampaign } from './family-campaign.server';

export type EventRsvp = typeof eventRsvps.$inferSelect;

/** The columns of a service's replies CSV, named as the family's page names them, in the downloader's language. */
export function rsvpCsvColumnsIn(locale: Locale): string[] {
  const say = messagesIn(locale);
  return [
    say(m.family_events_col_name),
    say(m.family_events_col_people),
    say(m.family_events_col_contact),
    say(m.family_events_col_replied),
  ];
}

export interface LatestRsvps {
  /** The newest RSVP_PREVIEW replies, newest first. */
  rsvps: EventRsvp[];
  /** More replies than shown: the CSV has them all. */
  moreRsvps: boolean;
}

/** One service's newest replies, through its (event, created_at) index: the same cost for 10 replies or 10,000. */
async function latestRsvpsOf(db: Database, eventId: number): Promise<LatestRsvps> {
  const rows = await db
    .select()
    .from(eventRsvps)
    .where(eq(eventRsvps.eventId, eventId))
    .orderBy(desc(eventRsvps.createdAt), desc(eventRsvps.id))
    .limit(RSVP_PREVIEW + 1);
  return { rsvps: rows.slice(0, RSVP_PREVIEW), moreRsvps: rows.length > RSVP_PREVIEW };
}

/** The family's view: every service (at most 20) with its newest replies. */
export async function listCampaignEvents(
  db: Database,
  input: { campaignId: number; actor: CampaignActor },
): Promise<{
  campaign: Awaited<ReturnType<typeof requireFamilyCampaign>>['campaign'];
  events: (CampaignEvent & LatestRsvps)[];
}> {
  const { campaign } = await requireFamilyCampaign(db, input.campaignId, input.actor);
  const events = await listEventsOfCampaign(db, campaign.id);
  const latest = await Promise.all(events.map((event) => latestRsvpsOf(db, event.id)));
  return { campaign, events: events.map((event, index) => ({ ...event, ...latest[index] })) };
}

/** One service's newest replies, for the family only. */
export async function listEventRsvps(
  db: Database,
  input: { campaignId: number; eventId: number; actor: CampaignActor },
): Promise<{ event: CampaignEvent } & LatestRsvps> {
  const { campaign } = await requireFamilyCampaign(db, input.campaignId, input.actor);
  const event = await requireEventOfCampaign(db, campaign.id, input.eventId);
  return { event, ...(await latestRsvpsOf(db, event.id)) };
}

/**
 * Every reply to one service as CSV rows, oldest first, a batch at a time (keyset on its (event, created_at)
 * index), for the caterer's list. Access is checked before the first row is read.
 */
export async function exportEventRsvpsCsv(
  db: Database,
  input: { campaignId: number; eventId: number; actor: CampaignActor },
) {
  const { campaign } = await requireFamilyCampaign(db, input.campaignId, input.actor);
  const event = await requireEventOfCampaign(db, campaign.id, input.eventId);
  const batches = keysetBatches(
    (after, limit) =>
      db
        .select({
          id: eventRsvps.id,
          name: eventRsvps.name,
          partySize: eventRsvps.partySize,
          contact: eventRsvps.contact,
          createdAt: eventRsvps.createdAt,
          createdAtExact: exactTimeOf(eventRsvps.createdAt),
        })
        .from(eventRsvps)
        .where(and(eq(eventRsvps.eventId, event.id), pastPosition(eventRsvps, after, 'oldest')))
        .orderBy(asc(eventRsvps.createdAt), asc(eventRsvps.id))
        .limit(limit),
    (rsvps) =>
      rsvps.map((rsvp) => [rsvp.name, rsvp.partySize, rsvp.contact ?? '', rsvp.createdAt.toISOString()]),
  );
  return {
    fileName: `${safeFileBase(event.title, 'service')}-replies.csv`,
    batches,
  };
}
