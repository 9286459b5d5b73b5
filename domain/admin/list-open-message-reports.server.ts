import { count, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaigns, contributions, guestbookMessages, messageReports } from '../../db/schema';
import { campaignPathOf } from '../campaigns/campaign-rules';

/** How many of the newest open reports the overview lists; the count says how many wait in all. */
const SHOWN_REPORTS = 20;

export interface OpenMessageReport {
  id: number;
  reportedAt: string;
  reason: string | null;
  campaign: { deceasedName: string; path: string };
  /** Who wrote the message and what it says: a guestbook message, or a gift's message. */
  author: string;
  message: string;
  kind: 'guestbook' | 'gift';
}

/**
 * The admin's queue of reported messages (issue 16): reports neither the family nor an admin has settled, newest
 * first, read through the open reports' partial index. The family decides on its own page; the admin sees what
 * waits, and where.
 */
export async function listOpenMessageReports(
  db: Database,
): Promise<{ openCount: number; reports: OpenMessageReport[] }> {
  const [rows, [{ openCount }]] = await Promise.all([
    db
      .select({
        id: messageReports.id,
        reportedAt: messageReports.createdAt,
        reason: messageReports.reason,
        campaignId: campaigns.id,
        customUrl: campaigns.customUrl,
        deceasedName: campaigns.deceasedName,
        guestbookName: guestbookMessages.name,
        guestbookMessage: guestbookMessages.message,
        giverName: contributions.contributorName,
        giftMessage: contributions.memory,
      })
      .from(messageReports)
      .innerJoin(campaigns, eq(campaigns.id, messageReports.campaignId))
      .leftJoin(guestbookMessages, eq(guestbookMessages.id, messageReports.guestbookMessageId))
      .leftJoin(contributions, eq(contributions.id, messageReports.contributionId))
      .where(isNull(messageReports.resolvedAt))
      .orderBy(desc(messageReports.createdAt), desc(messageReports.id))
      .limit(SHOWN_REPORTS),
    db.select({ openCount: count() }).from(messageReports).where(isNull(messageReports.resolvedAt)),
  ]);
  return {
    openCount,
    reports: rows.map((row) => ({
      id: row.id,
      reportedAt: row.reportedAt.toISOString(),
      reason: row.reason,
      campaign: {
        deceasedName: row.deceasedName,
        path: campaignPathOf({ customUrl: row.customUrl, id: row.campaignId }),
      },
      kind: row.guestbookMessage !== null ? 'guestbook' : 'gift',
      author: row.guestbookName ?? row.giverName ?? '',
      message: row.guestbookMessage ?? row.giftMessage ?? '',
    })),
  };
}
