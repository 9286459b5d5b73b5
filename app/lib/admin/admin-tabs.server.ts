import type { AdminTab } from '../admin-paths';
import type { AdminAction, AdminTabRequest } from './admin-tab.server';
import { analyticsTabActions, loadAnalyticsTab } from './analytics-tab.server';
import { auditTabActions, loadAuditTab } from './audit-tab.server';
import { campaignsTabActions, loadCampaignsTab } from './campaigns-tab.server';
import { contributionsTabActions, loadContributionsTab } from './contributions-tab.server';
import { loadOverviewTab, overviewTabActions } from './overview-tab.server';
import { loadPayoutsTab, payoutsTabActions } from './payouts-tab.server';
import { loadUsersTab, usersTabActions } from './users-tab.server';
import { loadViewsTab, viewsTabActions } from './views-tab.server';

/** Each tab's loader: the dashboard route loads only the tab it shows. */
const ADMIN_TAB_LOADERS = {
  overview: loadOverviewTab,
  campaigns: loadCampaignsTab,
  contributions: loadContributionsTab,
  users: loadUsersTab,
  payouts: loadPayoutsTab,
  analytics: loadAnalyticsTab,
  views: loadViewsTab,
  audit: loadAuditTab,
} satisfies Record<AdminTab, (request: AdminTabRequest) => Promise<unknown>>;

export type AdminTabData = {
  [Tab in AdminTab]: { tab: Tab; data: Awaited<ReturnType<(typeof ADMIN_TAB_LOADERS)[Tab]>> };
}[AdminTab];

export async function loadAdminTab(tab: AdminTab, request: AdminTabRequest): Promise<AdminTabData> {
  return { tab, data: await ADMIN_TAB_LOADERS[tab](request) } as AdminTabData;
}

/** Every form of the dashboard, by its `intent`; each tab names its own ("user.ban", "payout.complete", …). */
export const ADMIN_ACTIONS: Record<string, AdminAction> = {
  ...overviewTabActions,
  ...campaignsTabActions,
  ...contributionsTabActions,
  ...usersTabActions,
  ...payoutsTabActions,
  ...analyticsTabActions,
  ...viewsTabActions,
  ...auditTabActions,
};
