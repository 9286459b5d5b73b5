import { and, eq, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaignSearchText, campaigns, campaignTotals, payoutSchedule } from '../../db/schema';
import { type CampaignStatus, campaignStatusOf } from '../campaigns/campaign-status';
import {
  keptTotalsOfOuterCampaign,
  raisedFrom,
  testMoneyOfKeptTotals,
} from '../campaigns/get-campaign-stats.server';
import {
  familyShareOfKeptTotals,
  type OwedLine,
  pendingPayoutLinesOfOuterCampaign,
} from '../payouts/ledger.server';
import { convertCurrency, roundToMinorUnit } from '../shared/currency-conversion';
import {
  batchesInOrder,
  type ListWindow,
  type OrderTerm,
  orderByOf,
  type Place,
  placeOf,
  windowIn,
  withoutPlace,
} from '../shared/keyset.server';
import {
  type AdminListPage,
  type AdminListQuery,
  adminListQueryOf,
  likePattern,
  pageOf,
  pageWindow,
} from './admin-list';

export const ADMIN_CAMPAIGN_SORTS = ['created', 'endDate', 'name'] as const;
export type AdminCampaignSort = (typeof ADMIN_CAMPAIGN_SORTS)[number];
/** `show`: the live list (default), or the deleted campaigns kept for the financial record (decision 012). */
export const ADMIN_CAMPAIGN_FILTERS = ['show'] as const;

export const adminCampaignQueryOf = (params: URLSearchParams) =>
  adminListQueryOf(params, {
    sorts: ADMIN_CAMPAIGN_SORTS,
    defaultSort: 'created',
    filters: ADMIN_CAMPAIGN_FILTERS,
  });

export interface AdminCampaignRow {
  id: number;
  customUrl: string;
  deceasedName: string;
  organizerName: string;
  organizerEmail: string;
  campaignCurrency: string;
  goal: number | null;
  /** Counted gifts converted into the campaign's currency, as on its page. */
  raised: number;
  /** The part of `raised` that is test money (Stripe test keys): never paid out. */
  testMoney: number;
  /** The platform fee of the counted card gifts, and what stays for the family after every fee. */
  platformFee: number;
  net: number;
  contributors: number;
  views: number;
  endDate: string | null;
  endedAt: string | null;
  isArchived: boolean;
  deletedAt: string | null;
  payoutStatus: string | null;
  /** What the payout waiting for an admin asks to pay in the campaign's currency (decimal text); null when none waits. */
  requestedPayoutAmount: string | null;
  /** That payout's amount owed per currency (empty when none waits): the Complete Payout form's lines. */
  pendingPayoutLines: OwedLine[];
  status: CampaignStatus;
}

interface CurrencyFigures {
  currency: string;
  total: string;
  test: string;
  count: number;
  platformFee: string;
  processingFee: string;
  /** The family's share (the ledger's: counted less what the fees took). */
  net: string;
  cardCount: number;
}

/** Per currency, for the outer campaign: counted gifts, their fees and how many were by card (its kept totals). */
const figuresByCurrency = sql<CurrencyFigures[]>`(
  select coalesce(json_agg(json_build_object('currency', t.currency, 'total', t.total, 'test', t.test, 'count', t.count,
    'platformFee', t.platform_fee, 'processingFee', t.processing_fee, 'net', t.net, 'cardCount', t.card_count)), '[]'::json)
  from (
    select ${campaignTotals.currency} as currency, sum(${campaignTotals.counted})::text as total,
      ${testMoneyOfKeptTotals} as test, sum(${campaignTotals.gifts})::int as count,
      sum(${campaignTotals.platformFee})::text as platform_fee,
      sum(${campaignTotals.processingFee})::text as processing_fee,
      ${familyShareOfKeptTotals} as net,
      coalesce(sum(${campaignTotals.gifts}) filter (where ${campaignTotals.paymentMethod} = 'card'), 0)::int as card_count
    from ${keptTotalsOfOuterCampaign()}
    group by ${campaignTotals.currency}
    having sum(${campaignTotals.gifts}) > 0
  ) t
)`;

function searchCondition(search: string): SQL | undefined {
  if (!search) return undefined;
  const id = /^#?(\d{1,9})$/.exec(search)?.[1];
  const matchesText = sql`${campaignSearchText(campaigns)} ilike ${likePattern(search)}`;
  return id ? or(eq(campaigns.id, Number(id)), matchesText) : matchesText;
}

function orderOf({ sort, direction }: AdminListQuery<AdminCampaignSort>): OrderTerm[] {
  const id: OrderTerm = { by: campaigns.id, direction };
  // A campaign with no end date sorts where PostgreSQL puts nulls by default: last ascending, first descending.
  if (sort === 'endDate')
    return [{ by: campaigns.endDate, direction, nulls: direction === 'asc' ? 'last' : 'first' }, id];
  if (sort === 'name') return [{ by: campaigns.deceasedName, direction }, id];
  return [{ by: campaigns.createdAt, direction }, id];
}

/**
 * The admin's Campaigns tab (spec part 2 §2): a page of campaigns found by name, address, organizer or #id, each
 * with its organizer, derived status, raised against the goal, platform fee and net, contributors and views. The
 * sums run only for the page's rows (correlated subqueries after the LIMIT), so a page costs the same however
 * many campaigns there are.
 */
export async function listAdminCampaigns(
  db: Database,
  query: AdminListQuery<AdminCampaignSort>,
  now = new Date(),
): Promise<AdminListPage<AdminCampaignRow>> {
  return pageOf(
    (await adminCampaignRows(db, query, pageWindow(query.page), now)).map(withoutPlace),
    query.page,
  );
}

/** Every campaign the query matches, a batch at a time, in the list's order (the CSV export). */
export function allAdminCampaignsOf(
  db: Database,
  query: AdminListQuery<AdminCampaignSort>,
  now = new Date(),
): AsyncGenerator<AdminCampaignRow[]> {
  return batchesInOrder((after, limit) => adminCampaignRows(db, query, { limit, after }, now));
}

/** A window of the filtered list, in its order (a page's, or a CSV export's batch), each row with its place. */
async function adminCampaignRows(
  db: Database,
  query: AdminListQuery<AdminCampaignSort>,
  window: ListWindow,
  now: Date,
): Promise<(AdminCampaignRow & { place: Place })[]> {
  const order = orderOf(query);
  const inWindow = windowIn(order, window);
  // The page's ids first: the sums below then run for these rows only, never for the rows an OFFSET skips.
  const pageIds = db
    .select({ pageId: sql<number>`${campaigns.id}`.as('page_id'), place: placeOf(order).as('place') })
    .from(campaigns)
    .where(
      and(
        query.filters.show === 'deleted' ? isNotNull(campaigns.deletedAt) : isNull(campaigns.deletedAt),
        searchCondition(query.search),
        inWindow.after,
      ),
    )
    .orderBy(...inWindow.orderBy)
    .limit(inWindow.limit)
    .offset(inWindow.offset)
    .as('page_ids');
  const rows = await db
    .select({
      id: campaigns.id,
      customUrl: campaigns.customUrl,
      deceasedName: campaigns.deceasedName,
      organizerName: campaigns.organizerName,
      organizerEmail: campaigns.organizerEmail,
      campaignCurrency: campaigns.campaignCurrency,
      goal: campaigns.goal,
      endDate: campaigns.endDate,
      endedAt: campaigns.endedAt,
      isArchived: campaigns.isArchived,
      deletedAt: campaigns.deletedAt,
      payoutStatus: campaigns.payoutStatus,
      requestedPayoutAmount: payoutSchedule.payoutAmount,
      pendingPayoutDeadline: payoutSchedule.payoutDeadline,
      pendingPayoutLines: pendingPayoutLinesOfOuterCampaign,
      figures: figuresByCurrency,
      views: campaigns.viewCount,
      place: pageIds.place,
    })
    .from(campaigns)
    .innerJoin(pageIds, eq(campaigns.id, pageIds.pageId))
    .leftJoin(
      payoutSchedule,
      and(eq(payoutSchedule.campaignId, campaigns.id), ne(payoutSchedule.status, 'completed')),
    )
    .orderBy(...orderByOf(order));
  return rows.map(({ place, ...row }) => ({ ...adminCampaignRowOf(row, now), place }));
}

function adminCampaignRowOf(
  {
    figures,
    views,
    goal,
    endedAt,
    deletedAt,
    pendingPayoutDeadline,
    ...row
  }: {
    figures: CurrencyFigures[];
    views: number;
    goal: string | null;
    endedAt: Date | null;
    deletedAt: Date | null;
    pendingPayoutDeadline: Date | null;
  } & Omit<
    AdminCampaignRow,
    | 'goal'
    | 'raised'
    | 'testMoney'
    | 'platformFee'
    | 'net'
    | 'contributors'
    | 'views'
    | 'status'
    | 'endedAt'
    | 'deletedAt'
  >,
  now: Date,
): AdminCampaignRow {
  const { totalRaised, testMoneyRaised, contributorCount } = raisedFrom(figures, row.campaignCurrency);
  const inCampaignCurrency = (field: 'platformFee' | 'net') =>
    figures.reduce(
      (sum, line) => sum + convertCurrency(Number(line[field]), line.currency, row.campaignCurrency),
      0,
    );
  const platformFee = roundToMinorUnit(inCampaignCurrency('platformFee'), row.campaignCurrency);
  const payableContributions = figures.reduce((sum, line) => sum + Number(line.cardCount), 0);
  return {
    ...row,
    goal: goal === null ? null : Number(goal),
    raised: totalRaised,
    testMoney: testMoneyRaised,
    platformFee,
    net: roundToMinorUnit(inCampaignCurrency('net'), row.campaignCurrency),
    contributors: contributorCount,
    views: Number(views),
    endedAt: endedAt?.toISOString() ?? null,
    deletedAt: deletedAt?.toISOString() ?? null,
    status: campaignStatusOf({ ...row, endedAt, payableContributions, pendingPayoutDeadline }, now),
  };
}
