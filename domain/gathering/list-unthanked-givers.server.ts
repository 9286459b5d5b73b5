import { and, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { contributions } from '../../db/schema';
import type { CampaignActor } from '../campaigns/permissions';
import {
  contributionOrderBy,
  createdAtExact,
  keysetPage,
  pastCursor,
  requireContributionCursor,
} from '../contributions/contribution-cursor.server';
import { requireFamilyCampaign } from './family-campaign.server';
import { unthankedGift } from './thank-givers.server';
import { ANONYMOUS_GIVER_LABEL } from './thank-you-schemas';

export const UNTHANKED_PAGE_SIZE = 20;

export interface UnthankedGiver {
  contributionId: number;
  /** The giver's name, or ANONYMOUS_GIVER_LABEL: an anonymous giver's name is shown to nobody, the family included. */
  name: string;
  /** So a page names an anonymous giver in its reader's language. */
  isAnonymous: boolean;
  createdAt: string;
}

/**
 * The family's thank-you page (issue 16): how many addresses still await thanks, and the gifts behind them a page
 * at a time, newest first (keyset on the campaign's (created_at, id) index, so a page costs the same 100,000 in).
 */
export async function listUnthankedGivers(
  db: Database,
  input: { campaignId: number; actor: CampaignActor; cursor?: unknown },
) {
  const { campaign } = await requireFamilyCampaign(db, input.campaignId, input.actor);
  const cursor = requireContributionCursor(input.cursor);
  const [fetched, [{ unthankedCount }]] = await Promise.all([
    db
      .select({
        id: contributions.id,
        name: contributions.contributorName,
        isAnonymous: contributions.isAnonymous,
        createdAt: contributions.createdAt,
        createdAtExact,
      })
      .from(contributions)
      .where(and(unthankedGift(campaign.id), pastCursor(cursor, 'newest')))
      .orderBy(...contributionOrderBy('newest'))
      .limit(UNTHANKED_PAGE_SIZE + 1),
    db
      .select({
        unthankedCount: sql<number>`count(distinct lower(trim(${contributions.contributorEmail})))::int`,
      })
      .from(contributions)
      .where(unthankedGift(campaign.id)),
  ]);
  const { rows, nextCursor } = keysetPage(fetched, UNTHANKED_PAGE_SIZE);
  const givers: UnthankedGiver[] = rows.map((row) => ({
    contributionId: row.id,
    name: row.isAnonymous ? ANONYMOUS_GIVER_LABEL : row.name,
    isAnonymous: row.isAnonymous,
    createdAt: row.createdAt.toISOString(),
  }));
  return {
    deceasedName: campaign.deceasedName,
    unthankedCount: Number(unthankedCount),
    thanksSentAt: campaign.thanksSentAt?.toISOString() ?? null,
    givers,
    nextCursor,
  };
}
