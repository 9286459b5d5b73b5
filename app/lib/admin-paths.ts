/** The admin dashboard's address (spec part 2 §1: /admin/{product}-control-panel; /admin-dashboard is the same screen). */
export const ADMIN_DASHBOARD_PATH = '/admin/pamoja-control-panel';

export const ADMIN_TABS = [
  'overview',
  'campaigns',
  'contributions',
  'users',
  'payouts',
  'analytics',
  'views',
  'audit',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export function adminTabOf(value: string | null): AdminTab {
  return ADMIN_TABS.includes(value as AdminTab) ? (value as AdminTab) : 'overview';
}

/** A tab's address with its list query (search, sort, page, filters): links and forms stay plain GETs. */
export function adminTabPath(tab: AdminTab, query: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams({ tab });
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return `${ADMIN_DASHBOARD_PATH}?${params}`;
}
