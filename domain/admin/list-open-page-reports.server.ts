import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaigns, pageReports } from '../../db/schema';
import { campaignPathOf } from '../campaigns/campaign-rules';
import { notDeleted } from '../campaigns/get-campaign.server';

/** How many of the newest open reports, and of the paused pages, the overview lists; the counts say how many in all. */
const SHOWN = 20;

export interface OpenPageReport {
  id: number;
  reportedAt: string;
  reason: string;
  details: string | null;
  contact: string | null;
  campaign: { id: number; deceasedName: string; path: string; organizerName: string; isPaused: boolean };
}

export interface PausedCampaign {
  id: number;
  deceasedName: string;
  path: string;
  pausedAt: string;
}

/**
 * The admin's queue of reported pages (issue 34): open reports, newest first, read through their partial index; and
 * the pages an admin paused, which only an admin may open to gifts again.
 */
export async function listOpenPageReports(db: Database): Promise<{
  openCount: number;
  reports: OpenPageReport[];
  pausedCount: number;
  paused: PausedCampaign[];
}> {
  const isOpen = eq(pageReports.status, 'open');
  const isPausedPage = and(isNotNull(campaigns.pausedAt), notDeleted);
  const [rows, [{ openCount }], paused, [{ pausedCount }]] = await Promise.all([
    db
      .select({
        id: pageReports.id,
        reportedAt: pageReports.createdAt,
        reason: pageReports.reason,
        details: pageReports.details,
        contact: pageReports.contact,
        campaignId: campaigns.id,
        customUrl: campaigns.customUrl,
        deceasedName: campaigns.deceasedName,
        organizerName: campaigns.organizerName,
        pausedAt: campaigns.pausedAt,
      })
      .from(pageReports)
      .innerJoin(campaigns, eq(campaigns.id, pageReports.campaignId))
      .where(isOpen)
      .orderBy(desc(pageReports.createdAt), desc(pageReports.id))
      .limit(SHOWN),
    db.select({ openCount: count() }).from(pageReports).where(isOpen),
    db
      .select({
        id: campaigns.id,
        customUrl: campaigns.customUrl,
        deceasedName: campaigns.deceasedName,
        pausedAt: campaigns.pausedAt,
      })
      .from(campaigns)
      .where(isPausedPage)
      .orderBy(desc(campaigns.pausedAt), desc(campaigns.id))
      .limit(SHOWN),
    db.select({ pausedCount: sql<number>`count(*)::int` }).from(campaigns).where(isPausedPage),
  ]);
  return {
    openCount,
    reports: rows.map((row) => ({
      id: row.id,
      reportedAt: row.reportedAt.toISOString(),
      reason: row.reason,
      details: row.details,
      contact: row.contact,
      campaign: {
        id: row.campaignId,
        deceasedName: row.deceasedName,
        path: campaignPathOf({ customUrl: row.customUrl, id: row.campaignId }),
        organizerName: row.organizerName,
        isPaused: row.pausedAt !== null,
      },
    })),
    pausedCount,
    paused: paused.map((row) => ({
      id: row.id,
      deceasedName: row.deceasedName,
      path: campaignPathOf(row),
      pausedAt: (row.pausedAt as Date).toISOString(),
    })),
  };
}
