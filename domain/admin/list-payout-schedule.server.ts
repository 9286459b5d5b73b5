import { and, eq, gte, ilike, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaigns, payoutSchedule } from '../../db/schema';
import { type PayoutLineRecord, payoutLinesOf } from '../payouts/ledger.server';
import {
  batchesInOrder,
  type ListWindow,
  type OrderTerm,
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

export const PAYOUT_SCHEDULE_SORTS = ['due', 'requested'] as const;
export type PayoutScheduleSort = (typeof PAYOUT_SCHEDULE_SORTS)[number];
/** `status`: overdue, pending (not yet due) or completed; '' for all. */
export const PAYOUT_SCHEDULE_FILTERS = ['status'] as const;
export const PAYOUT_SCHEDULE_STATUSES = ['overdue', 'pending', 'completed'] as const;

/** The schedule's query from a query string (the API's and the tab's). */
export function payoutScheduleQueryOf(params: URLSearchParams) {
  return adminListQueryOf(params, {
    sorts: PAYOUT_SCHEDULE_SORTS,
    defaultSort: 'due',
    defaultDirection: 'asc',
    filters: PAYOUT_SCHEDULE_FILTERS,
  });
}

export type PayoutScheduleStatus = 'Overdue' | 'Pending' | 'Completed';

export interface PayoutScheduleRow {
  id: number;
  campaignId: number;
  /** The campaign's name when the payout was requested ("In memory of …"). */
  campaignName: string;
  deceasedName: string;
  customUrl: string;
  /** Deleted campaigns stay on the schedule: their money is still owed or was paid (decision 012). */
  campaignDeleted: boolean;
  recipientName: string | null;
  recipientPhone: string | null;
  recipientCountry: string | null;
  payoutMethod: string | null;
  /** The campaign's currency: the row's own amounts are its payout line's (every currency is in `lines`). */
  currency: string;
  /** What the payout owed, and once completed paid, in each currency (decision 021). */
  lines: PayoutLineRecord[];
  totalAmount: string;
  platformFee: string;
  processingFee: string;
  payoutAmount: string;
  requestedAt: string;
  payoutDeadline: string | null;
  status: PayoutScheduleStatus;
  /** Once completed: when it was sent, its reference (null if none was given) and the amount sent. */
  payoutDate: string | null;
  transferReference: string | null;
  paidAmount: string | null;
  notes: string | null;
}

const notCompleted = ne(payoutSchedule.status, 'completed');
/** The one Overdue rule (isPayoutOverdue in campaign-status.ts) in SQL, on the deadline the request stored. */
const isOverdue = (now: Date) => and(notCompleted, lt(payoutSchedule.payoutDeadline, now));

/** 0 overdue, 1 pending, 2 completed: the schedule's own order, most urgent first. */
const urgency = (now: Date) =>
  sql<number>`case when ${isOverdue(now)} then 0 when ${notCompleted} then 1 else 2 end`;

function statusCondition(status: string, now: Date): SQL | undefined {
  if (status === 'overdue') return isOverdue(now);
  if (status === 'pending')
    return and(
      notCompleted,
      or(isNull(payoutSchedule.payoutDeadline), gte(payoutSchedule.payoutDeadline, now)),
    );
  if (status === 'completed') return eq(payoutSchedule.status, 'completed');
  return undefined;
}

function searchCondition(search: string): SQL | undefined {
  if (!search) return undefined;
  const id = /^#?(\d{1,9})$/.exec(search)?.[1];
  const pattern = likePattern(search);
  return or(
    id ? eq(payoutSchedule.campaignId, Number(id)) : undefined,
    // campaignName is "In memory of {deceased}", written when the payout was requested.
    ilike(payoutSchedule.campaignName, pattern),
    ilike(payoutSchedule.recipientName, pattern),
  );
}

function orderOf({ sort, direction }: AdminListQuery<PayoutScheduleSort>, now: Date): OrderTerm[] {
  if (sort === 'requested') {
    return [
      { by: payoutSchedule.createdAt, direction },
      { by: payoutSchedule.id, direction },
    ];
  }
  // Overdue, then pending, each by deadline (soonest first); then completed, the latest first.
  return [
    { by: urgency(now), direction: 'asc' },
    {
      by: sql`case when ${notCompleted} then ${payoutSchedule.payoutDeadline} end`,
      direction: 'asc',
      nulls: 'last',
    },
    { by: payoutSchedule.payoutDate, direction: 'desc', nulls: 'first' },
    { by: payoutSchedule.id, direction: 'asc' },
  ];
}

/**
 * The Payouts tab's schedule (spec part 2 §3 payout schedule): one row per requested payout with its campaign,
 * recipient and method, amounts in the campaign's currency, requested date and deadline, and its status with
 * Overdue (past the deadline, not completed) first. Searched by campaign or recipient, paged in the database.
 */
export async function listPayoutSchedule(
  db: Database,
  query: AdminListQuery<PayoutScheduleSort>,
  now = new Date(),
): Promise<AdminListPage<PayoutScheduleRow>> {
  return pageOf(
    (await payoutScheduleRows(db, query, now, pageWindow(query.page))).map(withoutPlace),
    query.page,
  );
}

/** Every requested payout the query matches, a batch at a time, in the schedule's order (the CSV export). */
export function allPayoutScheduleOf(
  db: Database,
  query: AdminListQuery<PayoutScheduleSort>,
  now = new Date(),
): AsyncGenerator<PayoutScheduleRow[]> {
  return batchesInOrder((after, limit) => payoutScheduleRows(db, query, now, { limit, after }));
}

/** The rows of a window of the filtered schedule, in its order (a page's, or a CSV export's batch). */
async function payoutScheduleRows(
  db: Database,
  query: AdminListQuery<PayoutScheduleSort>,
  now: Date,
  window: ListWindow,
): Promise<(PayoutScheduleRow & { place: Place })[]> {
  const order = orderOf(query, now);
  const inWindow = windowIn(order, window);
  // The window is chosen on payout_schedule alone; only its rows are then joined to their campaigns.
  const windowRows = await db
    .select({
      id: payoutSchedule.id,
      overdue: sql<boolean>`coalesce(${isOverdue(now)}, false)`,
      place: placeOf(order),
    })
    .from(payoutSchedule)
    .where(
      and(searchCondition(query.search), statusCondition(query.filters.status ?? '', now), inWindow.after),
    )
    .orderBy(...inWindow.orderBy)
    .limit(inWindow.limit)
    .offset(inWindow.offset);
  if (windowRows.length === 0) return [];
  const found = await db
    .select({
      schedule: payoutSchedule,
      deceasedName: campaigns.deceasedName,
      customUrl: campaigns.customUrl,
      currency: campaigns.campaignCurrency,
      deletedAt: campaigns.deletedAt,
    })
    .from(payoutSchedule)
    .innerJoin(campaigns, eq(campaigns.id, payoutSchedule.campaignId))
    .where(
      inArray(
        payoutSchedule.id,
        windowRows.map((row) => row.id),
      ),
    );
  const byId = new Map(found.map((row) => [row.schedule.id, row]));
  const linesById = await payoutLinesOf(
    db,
    windowRows.map((row) => row.id),
  );
  const rows = windowRows.flatMap(({ id, overdue, place }) => {
    const row = byId.get(id);
    return row ? [{ ...row, overdue, place }] : [];
  });
  return rows.map(
    ({ schedule, overdue, deletedAt, place, ...campaign }): PayoutScheduleRow & { place: Place } => ({
      place,
      id: schedule.id,
      campaignId: schedule.campaignId,
      campaignName: schedule.campaignName,
      deceasedName: campaign.deceasedName,
      customUrl: campaign.customUrl,
      campaignDeleted: deletedAt !== null,
      recipientName: schedule.recipientName,
      recipientPhone: schedule.recipientPhone,
      recipientCountry: schedule.recipientCountry,
      payoutMethod: schedule.payoutMethod,
      currency: campaign.currency,
      lines: linesById.get(schedule.id) ?? [],
      totalAmount: schedule.totalAmount,
      platformFee: schedule.platformFee,
      processingFee: schedule.processingFee,
      payoutAmount: schedule.payoutAmount,
      requestedAt: schedule.createdAt.toISOString(),
      payoutDeadline: schedule.payoutDeadline?.toISOString() ?? null,
      status: schedule.status === 'completed' ? 'Completed' : overdue ? 'Overdue' : 'Pending',
      payoutDate: schedule.payoutDate?.toISOString() ?? null,
      transferReference: schedule.transferReference,
      paidAmount: schedule.paidAmount,
      notes: schedule.notes,
    }),
  );
}

/** "USD 117.25 / 117.25; GBP 36.20 / 30.00 (reason)". */
function linesText(lines: PayoutLineRecord[]): string {
  return lines
    .map(
      (line) =>
        `${line.currency} ${line.owed} / ${line.paid ?? '-'}${line.differenceReason ? ` (${line.differenceReason})` : ''}`,
    )
    .join('; ');
}

export function payoutScheduleCsvRow(row: PayoutScheduleRow) {
  return [
    row.id,
    row.campaignId,
    row.campaignName,
    row.campaignDeleted ? 'yes' : '',
    row.recipientName,
    row.recipientPhone,
    row.recipientCountry,
    row.payoutMethod,
    row.currency,
    row.totalAmount,
    row.platformFee,
    row.processingFee,
    row.payoutAmount,
    row.requestedAt,
    row.payoutDeadline,
    row.status,
    row.payoutDate,
    row.transferReference,
    row.paidAmount,
    linesText(row.lines),
    row.notes,
  ];
}
