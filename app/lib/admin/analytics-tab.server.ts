import { getAdminAnalytics } from '../../../domain/admin/get-admin-analytics.server';
import type { AdminAction, AdminTabRequest } from './admin-tab.server';

/** The analytics tab: the same figures as GET /api/admin/analytics. */
export async function loadAnalyticsTab({ context }: AdminTabRequest) {
  return { analytics: await getAdminAnalytics(context.db, { now: new Date() }) };
}

/** The forms the analytics tab posts, by intent. */
export const analyticsTabActions: Record<string, AdminAction> = {};
