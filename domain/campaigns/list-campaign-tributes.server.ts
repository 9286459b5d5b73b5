import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { contributions } from '../../db/schema';
import {
  contributionOrderBy,
  createdAtExact,
  keysetPage,
  parseContributionCursor,
  pastCursor,
} from '../contributions/contribution-cursor.server';
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

/**
 * Contributions that count toward the total, newest first, a page at a time (keyset paging on the campaign/created
 * index), as the public sees them: the campaign's consentDisplayNames decides whether givers' names show.
 */
export async function listCampaignTributes(
  db: Database,
  campaign: { id: number; consentDisplayNames: boolean },
  { before, limit = TRIBUTES_PAGE_SIZE }: { before?: string; limit?: number } = {},
): Promise<TributesPage> {
  const cursor = parseContributionCursor(before);
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
      createdAtExact,
    })
    .from(contributions)
    .where(and(eq(contributions.campaignId, campaign.id), countsTowardTotal, pastCursor(cursor, 'newest')))
    .orderBy(...contributionOrderBy('newest'))
    .limit(limit + 1);
  const { rows: page, nextCursor } = keysetPage(rows, limit);
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
    nextCursor,
  };
}
