import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { contributions } from '../../db/schema';
import { publicContributorName } from '../campaigns/campaign-rules';
import { countedAmount } from '../campaigns/get-campaign-stats.server';
import { type CampaignActor, canManageCampaign } from '../campaigns/permissions';
import { requireVisibleCampaign } from '../campaigns/require-visible-campaign.server';
import { contributorRelationshipLabel } from '../shared/relationships';

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
 * Tributes and contributions of a campaign, newest first, paged. Everyone sees confirmed contributions with
 * "Anonymous", hidden amounts and the family's choice not to show names respected; the organizer also sees e-mails, hidden amounts and the mobile wallet
 * contributions awaiting their confirmation.
 */
export async function listContributions(
  db: Database,
  { campaignId, viewer, page = 1 }: { campaignId: number; viewer: CampaignActor; page?: number },
) {
  const campaign = await requireVisibleCampaign(db, campaignId, viewer);
  const isManager = canManageCampaign(viewer, campaign);
  const statuses = isManager ? ['succeeded', 'pending_review'] : ['succeeded'];
  const where = and(
    eq(contributions.campaignId, campaign.id),
    inArray(contributions.paymentStatus, statuses),
  );
  const pageNumber = Math.max(1, Math.floor(page));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ row: contributions, counted: countedAmount })
      .from(contributions)
      .where(where)
      .orderBy(desc(contributions.createdAt), desc(contributions.id))
      .limit(CONTRIBUTIONS_PAGE_SIZE)
      .offset((pageNumber - 1) * CONTRIBUTIONS_PAGE_SIZE),
    db.select({ total: count() }).from(contributions).where(where),
  ]);
  const items: ContributionListItem[] = rows.map(({ row, counted }) => ({
    id: row.id,
    contributorName: isManager ? row.contributorName : publicContributorName(row, campaign),
    isAnonymous: row.isAnonymous,
    ...(isManager ? { contributorEmail: row.contributorEmail } : {}),
    contributorRelationship: contributorRelationshipLabel(row.contributorRelationship),
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
    page: pageNumber,
    pageSize: CONTRIBUTIONS_PAGE_SIZE,
    total,
    hasMore: pageNumber * CONTRIBUTIONS_PAGE_SIZE < total,
    viewerCanManage: isManager,
  };
}
