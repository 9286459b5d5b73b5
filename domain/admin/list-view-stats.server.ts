import { and, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaignSearchText, campaigns, dailyViewTotals } from '../../db/schema';
import {
  batchesInOrder,
  type ListWindow,
  type OrderTerm,
  placeOf,
  windowIn,
  withoutPlace,
} from '../shared/keyset.server';
import { lastDaysOf, periodSeries, seriesDate, seriesPeriod } from './admin-figures.server';
import {
  type AdminListPage,
  type AdminListQuery,
  adminListQueryOf,
  likePattern,
  pageOf,
  pageWindow,
} from './admin-list';

export const VIEW_STATS_SORTS = ['views'] as const;
export type ViewStatsQuery = AdminListQuery<(typeof VIEW_STATS_SORTS)[number]>;
export const VIEWS_DAYS = 30;

/** The spec's view-stats row (campaignId, viewCount) with what names the campaign. */
export interface ViewStatsRow {
  campaignId: number;
  viewCount: number;
  deceasedName: string;
  customUrl: string;
}

/** The view-stats list's query from a query string: most viewed first, searched by name or address. */
export function viewStatsQueryOf(params: URLSearchParams): ViewStatsQuery {
  return adminListQueryOf(params, { sorts: VIEW_STATS_SORTS, defaultSort: 'views' });
}

/**
 * Campaigns (not deleted) with page views, most viewed first (ties the newest first), `window` rows of them, read
 * off the kept count along campaigns_view_count_idx in either direction (ties follow the count's direction, so the
 * index gives the order and a page costs the same however many campaigns and views there are: 22 → 10 ms on the
 * embedded database over the admin benchmark's 20,000 campaigns). A view is one visitor on one day.
 */
function viewStatsWindow(db: Database, query: ViewStatsQuery, window: ListWindow) {
  const order: OrderTerm[] = [
    { by: campaigns.viewCount, direction: query.direction },
    { by: campaigns.id, direction: query.direction },
  ];
  const inWindow = windowIn(order, window);
  return db
    .select({
      campaignId: campaigns.id,
      viewCount: campaigns.viewCount,
      deceasedName: campaigns.deceasedName,
      customUrl: campaigns.customUrl,
      place: placeOf(order),
    })
    .from(campaigns)
    .where(
      and(
        gt(campaigns.viewCount, 0),
        isNull(campaigns.deletedAt),
        query.search ? sql`${campaignSearchText(campaigns)} ilike ${likePattern(query.search)}` : undefined,
        inWindow.after,
      ),
    )
    .orderBy(...inWindow.orderBy)
    .limit(inWindow.limit)
    .offset(inWindow.offset);
}

/** GET /api/admin/view-stats and the Page Views tab: one page of the most viewed campaigns. */
export async function listViewStats(
  db: Database,
  query: ViewStatsQuery,
): Promise<AdminListPage<ViewStatsRow>> {
  return pageOf((await viewStatsWindow(db, query, pageWindow(query.page))).map(withoutPlace), query.page);
}

/** Every campaign of the list, a batch at a time, in its order (the CSV export). */
export function allViewStatsOf(db: Database, query: ViewStatsQuery): AsyncGenerator<ViewStatsRow[]> {
  return batchesInOrder((after, limit) => viewStatsWindow(db, query, { limit, after }));
}

/**
 * Page views per UTC day for the last 30 days, empty days at 0: the kept daily counts (at most 16 rows a day,
 * record-campaign-view.server.ts), so the chart costs the same however many views there were.
 */
export async function viewsPerDay(
  db: Database,
  { now }: { now: Date },
): Promise<{ day: string; views: number }[]> {
  const { firstDay, lastDay } = lastDaysOf(now, VIEWS_DAYS);
  const perDay = db
    .select({ day: dailyViewTotals.day, views: sql<number>`sum(${dailyViewTotals.views})::int`.as('views') })
    .from(dailyViewTotals)
    .where(gte(dailyViewTotals.day, firstDay))
    .groupBy(dailyViewTotals.day)
    .as('per_day');
  const rows = await db
    .select({ day: seriesPeriod, views: sql<number>`coalesce(${perDay.views}, 0)::int` })
    .from(periodSeries(firstDay, lastDay, 'day'))
    .leftJoin(perDay, eq(perDay.day, seriesDate))
    .orderBy(seriesDate);
  return rows.map((row) => ({ day: row.day, views: Number(row.views) }));
}
