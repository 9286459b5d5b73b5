import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.server';
import { campaignSearchText, campaigns, contributionSearchText, contributions, users } from '../../db/schema';
import {
  type ContributionCursor,
  contributionOrderBy,
  createdAtExact,
  pastCursor,
} from '../contributions/contribution-cursor.server';
import { CONTRIBUTION_NOT_FOUND } from '../contributions/require-managed-contribution.server';
import { NotFoundError } from '../shared/errors';
import { keysetBatches } from '../shared/keyset.server';
import {
  type AdminListPage,
  type AdminListQuery,
  adminListQueryOf,
  likePattern,
  pageOf,
  pageWindow,
} from './admin-list';

export const ADMIN_CONTRIBUTION_SORTS = ['date'] as const;
export type AdminContributionSort = (typeof ADMIN_CONTRIBUTION_SORTS)[number];
export const ADMIN_CONTRIBUTION_FILTERS = ['status', 'method'] as const;
/** The payment statuses a gift can have (card: pending → succeeded, failed or refunded; wallet: pending_review → succeeded or rejected). */
export const PAYMENT_STATUSES = [
  'pending',
  'pending_review',
  'succeeded',
  'failed',
  'refunded',
  'rejected',
] as const;
export const PAYMENT_METHODS = ['card', 'mobile_wallet'] as const;

/** The contributions list's query from a query string (the API's and the tab's). */
export function adminContributionQueryOf(params: URLSearchParams) {
  return adminListQueryOf(params, {
    sorts: ADMIN_CONTRIBUTION_SORTS,
    defaultSort: 'date',
    filters: ADMIN_CONTRIBUTION_FILTERS,
  });
}

export interface AdminContributionRow {
  id: number;
  contributorName: string;
  contributorEmail: string | null;
  campaignId: number;
  campaignName: string;
  organizerName: string;
  organizerEmail: string;
  /** Gifts of deleted campaigns stay listed, marked: they are part of the financial record (decision 012). */
  campaignDeleted: boolean;
  amount: string;
  currency: string;
  paymentStatus: string;
  paymentMethod: string;
  /** Play money (the sandbox, or Stripe's test mode): labelled "Test payment", never paid out. */
  testMode: boolean;
  reviewStatus: string | null;
  platformFee: string | null;
  revenue: string | null;
  createdAt: string;
}

const listColumns = {
  id: contributions.id,
  contributorName: contributions.contributorName,
  contributorEmail: contributions.contributorEmail,
  campaignId: contributions.campaignId,
  campaignName: campaigns.deceasedName,
  organizerName: campaigns.organizerName,
  organizerEmail: campaigns.organizerEmail,
  deletedAt: campaigns.deletedAt,
  amount: contributions.amount,
  currency: contributions.currency,
  paymentStatus: contributions.paymentStatus,
  paymentMethod: contributions.paymentMethod,
  testMode: contributions.testMode,
  reviewStatus: contributions.reviewStatus,
  platformFee: contributions.platformFee,
  revenue: contributions.revenue,
  createdAt: contributions.createdAt,
};

/** More campaigns than this matching a search word means the word is too broad to narrow the gifts by campaign. */
const SEARCH_CAMPAIGNS_MAX = 500;

/**
 * By #id, or the giver's name or e-mail, or the campaign (deceased's name, address, organizer): each side on its
 * trigram index (migration 0007). The matching campaigns are read first, so the gifts are found through their
 * campaign index in the same bitmap scan instead of a scan of every gift.
 */
async function searchCondition(db: Database, search: string): Promise<SQL | undefined> {
  if (!search) return undefined;
  const id = /^#(\d{1,9})$/.exec(search)?.[1];
  if (id) return eq(contributions.id, Number(id));
  const pattern = likePattern(search);
  const matchingCampaigns = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(sql`${campaignSearchText(campaigns)} ilike ${pattern}`)
    .limit(SEARCH_CAMPAIGNS_MAX);
  const byGiver = sql`${contributionSearchText(contributions)} ilike ${pattern}`;
  if (matchingCampaigns.length === 0) return byGiver;
  return or(
    byGiver,
    inArray(
      contributions.campaignId,
      matchingCampaigns.map((campaign) => campaign.id),
    ),
  );
}

function filterConditions({ status, method }: Record<string, string>): (SQL | undefined)[] {
  return [
    (PAYMENT_STATUSES as readonly string[]).includes(status ?? '')
      ? eq(contributions.paymentStatus, status)
      : undefined,
    (PAYMENT_METHODS as readonly string[]).includes(method ?? '')
      ? eq(contributions.paymentMethod, method)
      : undefined,
  ];
}

/**
 * The admin's Contributions tab (spec part 2 §2): every gift, newest first (or oldest), with its contributor,
 * campaign and organizer, amount, payment status, platform fee and revenue; searched by contributor or the
 * deceased's name (or #id), filtered by payment status and method, paged in the database on contributions_created_idx.
 */
export async function listAdminContributions(
  db: Database,
  query: AdminListQuery<AdminContributionSort>,
): Promise<AdminListPage<AdminContributionRow>> {
  const fetched = await adminContributionRows(db, query, pageWindow(query.page));
  return pageOf(
    fetched.map(({ createdAtExact, ...row }) => row),
    query.page,
  );
}

/** Every gift the list's search and filters match, in its order, as CSV rows a batch at a time (the export). */
export function adminContributionCsvBatches(
  db: Database,
  query: AdminListQuery<AdminContributionSort>,
  batchSize?: number,
) {
  return keysetBatches(
    (after, limit) => adminContributionRows(db, query, { limit, after }),
    (rows) => rows.map(adminContributionCsvRow),
    batchSize,
  );
}

/** A window of the filtered list, in its order: a page's (by offset) or an export batch's (after a row). */
async function adminContributionRows(
  db: Database,
  query: AdminListQuery<AdminContributionSort>,
  window: { limit: number; offset: number } | { limit: number; after: ContributionCursor | null },
) {
  const order = query.direction === 'asc' ? 'oldest' : 'newest';
  const rows = await db
    .select({ ...listColumns, createdAtExact })
    .from(contributions)
    .innerJoin(campaigns, eq(campaigns.id, contributions.campaignId))
    .where(
      and(
        await searchCondition(db, query.search),
        ...filterConditions(query.filters),
        'after' in window ? pastCursor(window.after, order) : undefined,
      ),
    )
    .orderBy(...contributionOrderBy(order))
    .limit(window.limit)
    .offset('offset' in window ? window.offset : 0);
  return rows.map(({ deletedAt, createdAt, ...row }) => ({
    ...row,
    campaignDeleted: deletedAt !== null,
    createdAt: createdAt.toISOString(),
  }));
}

function adminContributionCsvRow(row: AdminContributionRow) {
  return [
    row.id,
    row.contributorName,
    row.contributorEmail,
    row.campaignId,
    row.campaignName,
    row.organizerName,
    row.organizerEmail,
    row.campaignDeleted ? 'yes' : '',
    row.amount,
    row.currency,
    row.paymentStatus,
    row.paymentMethod,
    row.testMode ? 'yes' : '',
    row.platformFee,
    row.revenue,
    row.createdAt,
  ];
}

const reviewer = alias(users, 'reviewer');

/**
 * Everything stored for one gift, for View Details: the giver, amounts and fees, the card payment's refunds and
 * disputes, the wallet confirmation code, provider and screenshot (as a link: the image is served apart), its
 * review, its payout, and its campaign. Not the idempotency key (an internal retry guard).
 */
export async function getAdminContribution(db: Database, contributionId: number) {
  const [found] = await db
    .select({
      contribution: contributions,
      campaign: {
        id: campaigns.id,
        deceasedName: campaigns.deceasedName,
        customUrl: campaigns.customUrl,
        organizerName: campaigns.organizerName,
        organizerEmail: campaigns.organizerEmail,
        campaignCurrency: campaigns.campaignCurrency,
        payoutStatus: campaigns.payoutStatus,
        deletedAt: campaigns.deletedAt,
      },
      reviewedByEmail: reviewer.email,
    })
    .from(contributions)
    .innerJoin(campaigns, eq(campaigns.id, contributions.campaignId))
    .leftJoin(reviewer, eq(reviewer.id, contributions.reviewedBy))
    .where(eq(contributions.id, contributionId))
    .limit(1);
  if (!found) throw new NotFoundError(CONTRIBUTION_NOT_FOUND);
  const { idempotencyKey: _internal, screenshot, ...stored } = found.contribution;
  const iso = (moment: Date | null) => moment?.toISOString() ?? null;
  return {
    ...stored,
    refundFailedAt: iso(stored.refundFailedAt),
    disputeUpdatedAt: iso(stored.disputeUpdatedAt),
    payoutDate: iso(stored.payoutDate),
    reviewedAt: iso(stored.reviewedAt),
    receiptSentAt: iso(stored.receiptSentAt),
    createdAt: stored.createdAt.toISOString(),
    reviewedByEmail: found.reviewedByEmail,
    /** Served by GET /api/admin/contributions/{id}/screenshot; null when none was attached. */
    screenshotUrl: screenshot ? `/api/admin/contributions/${stored.id}/screenshot` : null,
    campaign: { ...found.campaign, deletedAt: iso(found.campaign.deletedAt) },
  };
}

export type AdminContributionDetails = Awaited<ReturnType<typeof getAdminContribution>>;
