import { listViewStats, viewStatsQueryOf, viewsPerDay } from '../../../domain/admin/list-view-stats.server';
import type { AdminAction, AdminTabRequest } from './admin-tab.server';

/** The Page Views tab: the most viewed campaigns (a page of them) and the views per day for 30 days. */
export async function loadViewsTab({ context, params }: AdminTabRequest) {
  const query = viewStatsQueryOf(params);
  const [page, perDay] = await Promise.all([
    listViewStats(context.db, query),
    viewsPerDay(context.db, { now: new Date() }),
  ]);
  return { query, page, perDay };
}

/** The forms the views tab posts, by intent. */
export const viewsTabActions: Record<string, AdminAction> = {};
