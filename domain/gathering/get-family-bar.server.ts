import { and, count, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaignEvents, campaigns, eventRsvps, messageReports } from '../../db/schema';
import { walletGiftsAwaitingReview } from '../campaigns/get-campaign-stats.server';

/** What waits for the family on their own view of the page (issue 33 item 3), read in one statement. */
export interface FamilyBar {
  /** Mobile wallet gifts to confirm or reject. */
  giftsToConfirm: number;
  /** Replies to services that have not happened yet, and how many people they bring. */
  rsvps: number;
  guests: number;
  /** Reported messages neither the family nor an admin has settled. */
  openReports: number;
  payoutStatus: string | null;
}

export async function getFamilyBar(db: Database, campaignId: number, now = new Date()): Promise<FamilyBar> {
  const upcoming = and(eq(campaignEvents.campaignId, campaigns.id), gte(campaignEvents.startsAt, now));
  const rsvpEvent = eq(campaignEvents.id, eventRsvps.eventId);
  const [row] = await db
    .select({
      giftsToConfirm: walletGiftsAwaitingReview,
      rsvps: sql<number>`(select ${count()}::int from ${eventRsvps} inner join ${campaignEvents}
        on ${rsvpEvent} where ${upcoming})`,
      guests: sql<number>`(select coalesce(sum(${campaignEvents.attendingCount}), 0)::int from ${campaignEvents}
        where ${upcoming})`,
      openReports: sql<number>`(select ${count()}::int from ${messageReports}
        where ${and(eq(messageReports.campaignId, campaigns.id), isNull(messageReports.resolvedAt))})`,
      payoutStatus: campaigns.payoutStatus,
    })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  return {
    giftsToConfirm: Number(row?.giftsToConfirm ?? 0),
    rsvps: Number(row?.rsvps ?? 0),
    guests: Number(row?.guests ?? 0),
    openReports: Number(row?.openReports ?? 0),
    payoutStatus: row?.payoutStatus ?? null,
  };
}
