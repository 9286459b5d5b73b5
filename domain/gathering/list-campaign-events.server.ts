import { desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { eventRsvps } from '../../db/schema';
import type { CampaignActor } from '../campaigns/permissions';
import { type CampaignEvent, listEventsOfCampaign, requireEventOfCampaign } from './campaign-events.server';
import { requireFamilyCampaign } from './family-campaign.server';

export type EventRsvp = typeof eventRsvps.$inferSelect;

/** The family's view: every service with who said they will come (newest first). */
export async function listCampaignEvents(
  db: Database,
  input: { campaignId: number; actor: CampaignActor },
): Promise<{
  campaign: Awaited<ReturnType<typeof requireFamilyCampaign>>['campaign'];
  events: (CampaignEvent & { rsvps: EventRsvp[] })[];
}> {
  const { campaign } = await requireFamilyCampaign(db, input.campaignId, input.actor);
  const events = await listEventsOfCampaign(db, campaign.id);
  const rsvps =
    events.length === 0
      ? []
      : await db
          .select()
          .from(eventRsvps)
          .where(
            inArray(
              eventRsvps.eventId,
              events.map((event) => event.id),
            ),
          )
          .orderBy(desc(eventRsvps.createdAt), desc(eventRsvps.id));
  return {
    campaign,
    events: events.map((event) => ({ ...event, rsvps: rsvps.filter((rsvp) => rsvp.eventId === event.id) })),
  };
}

/** The RSVPs of one service, for the family only. */
export async function listEventRsvps(
  db: Database,
  input: { campaignId: number; eventId: number; actor: CampaignActor },
): Promise<{ event: CampaignEvent; rsvps: EventRsvp[] }> {
  const { campaign } = await requireFamilyCampaign(db, input.campaignId, input.actor);
  const event = await requireEventOfCampaign(db, campaign.id, input.eventId);
  const rsvps = await db
    .select()
    .from(eventRsvps)
    .where(eq(eventRsvps.eventId, event.id))
    .orderBy(desc(eventRsvps.createdAt), desc(eventRsvps.id));
  return { event, rsvps };
}
