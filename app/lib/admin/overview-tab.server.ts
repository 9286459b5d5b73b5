import { getAdminStats } from '../../../domain/admin/get-admin-stats.server';
import type { AdminAction, AdminTabRequest } from './admin-tab.server';

/** The overview tab: the same figures as GET /api/admin/stats. */
export async function loadOverviewTab({ context }: AdminTabRequest) {
  return { stats: await getAdminStats(context.db, { now: new Date() }) };
}

/** The forms the overview tab posts, by intent. */
export const overviewTabActions: Record<string, AdminAction> = {};
