import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { contributions } from '../../db/schema';
import { contributorRelationshipLabel } from '../shared/relationships';
import { publicContributorName } from './campaign-rules';
import { countedAmount, countsTowardTotal } from './get-campaign-stats.server';

export const TRIBUTES_PAGE_SIZE = 10;

export interface Tribute {
  id: number;
  /** "Anonymous" when the contributor asked; a neutral label when the family chose not to show names. */
  name: string;
  relationship: string | null;
  /** null when the contributor hid the amount: shown as "Private". */
  amount: number | null;
  currency: string;
  message: string | null;
  photos: string[];
  createdAt: string;
}

export interface TributesPage {
  tributes: Tribute[];
  /** Pass back as `before` for the next page; null when there is no more. */
  nextCursor: string | null;
}

/** "2025-11-02T10:00:00.123456Z_42": the last row's exact time (microseconds) and id. */
function parseCursor(cursor: string | undefined): { createdAt: string; id: number } | null {
  const match = cursor?.match(/^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)_(\d{1,10})$/);
  return match ? { createdAt: match[1], id: Number(match[2]) } : null;
}

/**
 * Contributions that count toward the total, newest first, a page at a time (keyset paging on the campaign/created
 * index), as the public sees them: the campaign's consentDisplayNames decides whether givers' names show.
 */
export async function listCampaignTributes(
  db: Database,
  campaign: { id: number; consentDisplayNames: boolean },
  { before, limit = TRIBUTES_PAGE_SIZE }: { before?: string; limit?: number } = {},
): Promise<TributesPage> {
  const cursor = parseCursor(before);
  const rows = await db
    .select({
      id: contributions.id,
      contributorName: contributions.contributorName,
      contributorRelationship: contributions.contributorRelationship,
      /** What still stands of the gift, as the total counts it (a partial refund shows the rest). */
      amount: countedAmount,
      currency: contributions.currency,
      memory: contributions.memory,
      tribute: contributions.tribute,
      photos: contributions.photos,
      isAnonymous: contributions.isAnonymous,
      hideAmount: contributions.hideAmount,
      createdAt: contributions.createdAt,
      // The cursor keeps PostgreSQL's microseconds, which a JavaScript Date would drop.
      createdAtExact: sql<string>`to_char(${contributions.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(contributions)
    .where(
      and(
        eq(contributions.campaignId, campaign.id),
        countsTowardTotal,
        cursor
          ? sql`(${contributions.createdAt}, ${contributions.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id})`
          : undefined,
      ),
    )
    .orderBy(desc(contributions.createdAt), desc(contributions.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    tributes: page.map((row) => ({
      id: row.id,
      name: publicContributorName(row, campaign),
      relationship: row.isAnonymous ? null : contributorRelationshipLabel(row.contributorRelationship),
      amount: row.hideAmount ? null : Number(row.amount),
      currency: row.currency,
      message: row.memory ?? row.tribute,
      photos: row.photos,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor: rows.length > limit && last ? `${last.createdAtExact}_${last.id}` : null,
  };
}
