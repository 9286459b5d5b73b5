import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { contributions } from '../../db/schema';
import { countedAmount } from '../campaigns/get-campaign-stats.server';
import { type CampaignActor, canManageCampaign } from '../campaigns/permissions';
import { publicContributorName } from '../campaigns/public-contributor-name';
import { requireVisibleCampaign } from '../campaigns/require-visible-campaign.server';
import type { Locale } from '../shared/locales';
import { contributorRelationshipLabel } from '../shared/relationships';
import {
  contributionOrderBy,
  createdAtExact,
  keysetPage,
  pastCursor,
  requireContributionCursor,
} from './contribution-cursor.server';

export const CONTRIBUTIONS_PAGE_SIZE = 20;

export interface ContributionListItem {
  id: number;
  contributorName: string;
  isAnonymous: boolean;
  /** Only for the organizer. */
  contributorEmail?: string | null;
  contributorRelationship: string;
  /** null when the contributor hid it and the viewer is not the organizer ("Private"). */
  amount: string | null;
  currency: string;
  hideAmount: boolean;
  paymentMethod: string;
  /** 'succeeded', or 'pending_review' (awaiting confirmation; shown to the organizer only). */
  status: string;
  memory: string | null;
  photos: string[];
  createdAt: string;
}

/**
 * Tributes and contributions of a campaign, newest first, a page at a time (keyset: pass `nextCursor` back as
 * `before`; a cursor it did not write is a 400), in the viewer's language. Everyone sees confirmed contributions with "Anonymous", hidden
 * amounts and the family's choice not to show names respected; the organizer also sees e-mails, hidden amounts and
 * the mobile wallet contributions awaiting their confirmation. No count: the campaign's totals say how many.
 */
export async function listContributions(
  db: Database,
  {
    campaignId,
    viewer,
    before,
    locale,
  }: { campaignId: number; viewer: CampaignActor; before?: unknown; locale: Locale },
) {
  const campaign = await requireVisibleCampaign(db, campaignId, viewer);
  const cursor = requireContributionCursor(before);
  const isManager = canManageCampaign(viewer, campaign);
  const statuses = isManager ? ['succeeded', 'pending_review'] : ['succeeded'];
  const fetched = await db
    .select({ row: contributions, counted: countedAmount, createdAtExact, id: contributions.id })
    .from(contributions)
    .where(
      and(
        eq(contributions.campaignId, campaign.id),
        inArray(contributions.paymentStatus, statuses),
        pastCursor(cursor, 'newest'),
      ),
    )
    .orderBy(...contributionOrderBy('newest'))
    .limit(CONTRIBUTIONS_PAGE_SIZE + 1);
  const { rows, nextCursor } = keysetPage(fetched, CONTRIBUTIONS_PAGE_SIZE);
  const items: ContributionListItem[] = rows.map(({ row, counted }) => ({
    id: row.id,
    contributorName: isManager ? row.contributorName : publicContributorName(row, campaign, locale),
    isAnonymous: row.isAnonymous,
    ...(isManager ? { contributorEmail: row.contributorEmail } : {}),
    contributorRelationship: contributorRelationshipLabel(row.contributorRelationship, locale),
    // What still counts after refunds and disputes, as in the total.
    amount: row.hideAmount && !isManager ? null : Number(counted).toFixed(2),
    currency: row.currency,
    hideAmount: row.hideAmount,
    paymentMethod: row.paymentMethod,
    status: row.paymentStatus,
    memory: row.memory ?? row.tribute,
    photos: row.photos,
    createdAt: row.createdAt.toISOString(),
  }));
  return {
    contributions: items,
    pageSize: CONTRIBUTIONS_PAGE_SIZE,
    /** Pass back as `before` for the next page; null on the last. */
    nextCursor,
    hasMore: nextCursor !== null,
    viewerCanManage: isManager,
  };
}
