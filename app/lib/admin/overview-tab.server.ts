import { getAdminStats } from '../../../domain/admin/get-admin-stats.server';
import { listOpenMessageReports } from '../../../domain/admin/list-open-message-reports.server';
import type { AdminAction, AdminTabRequest } from './admin-tab.server';

/** The overview tab: the same figures as GET /api/admin/stats, and the reported messages waiting. */
export async function loadOverviewTab({ context }: AdminTabRequest) {
  const [stats, reports] = await Promise.all([
    getAdminStats(context.db, { now: new Date() }),
    listOpenMessageReports(context.db),
  ]);
  return { stats, reports };
}

/** The forms the overview tab posts, by intent. */
export const overviewTabActions: Record<string, AdminAction> = {};
