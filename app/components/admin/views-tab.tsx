import { campaignPathOf } from '../../../domain/campaigns/campaign-rules';
import { m } from '../../../paraglide/messages';
import type { loadViewsTab } from '../../lib/admin/views-tab.server';
import { useMessages } from '../../lib/i18n';
import { adminDateLocale, adminDay } from './admin-format';
import { AdminTable, ListToolbar, listParamsOf, Pager } from './admin-list';
import { BarChart } from './charts';

const DAY_SHORT = { day: 'numeric', month: 'short', timeZone: 'UTC' } as const;

/** Page views (one per visitor and day): the most viewed campaigns, paged, and the views per day for 30 days. */
export function ViewsTab({ data }: { data: Awaited<ReturnType<typeof loadViewsTab>> }) {
  const { query, page, perDay } = data;
  const { t, locale } = useMessages();
  const views = (count: number) => t(m.admin_views_count, { count });
  const total = perDay.reduce((sum, day) => sum + day.views, 0);
  const csvParams = new URLSearchParams({ format: 'csv' });
  for (const [name, value] of Object.entries(listParamsOf(query))) {
    if (name !== 'page' && value !== '') csvParams.set(name, String(value));
  }
  return (
    <div>
      <BarChart
        title={t(m.admin_views_per_day)}
        summary={t(m.admin_views_summary, { views: views(total) })}
        labelHeading={t(m.admin_analytics_day)}
        valueHeading={t(m.admin_col_views)}
        data={perDay.map((day) => {
          const date = new Date(`${day.day}T00:00:00Z`);
          return {
            key: day.day,
            label: adminDay(date.toISOString(), locale),
            shortLabel: new Intl.DateTimeFormat(adminDateLocale(locale), DAY_SHORT).format(date),
            value: day.views,
            valueText: views(day.views),
          };
        })}
      />
      <h3 className="mt-6 text-lg font-semibold text-stone-900">{t(m.admin_views_most_viewed)}</h3>
      <div className="mt-2">
        <ListToolbar
          tab="views"
          query={query}
          searchLabel={t(m.admin_campaigns_search)}
          sorts={[{ value: 'views', label: t(m.admin_col_views) }]}
          csvHref={`/api/admin/view-stats?${csvParams}`}
        />
      </div>
      <AdminTable
        caption={t(m.admin_views_most_viewed)}
        columns={[t(m.admin_col_campaign), t(m.admin_col_address), t(m.admin_col_views)]}
        rowCount={page.rows.length}
        empty={t(m.admin_views_empty)}
      >
        {page.rows.map((row) => (
          <tr key={row.campaignId}>
            <td className="px-3 py-2">
              <a
                className="font-medium text-brand-800 underline"
                href={campaignPathOf({ id: row.campaignId, customUrl: row.customUrl })}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t(m.admin_views_link_label, {
                  campaign: `${row.deceasedName} #${row.campaignId}`,
                })}
              >
                {row.deceasedName}
              </a>{' '}
              <span className="text-stone-600">#{row.campaignId}</span>
            </td>
            <td className="px-3 py-2 text-stone-700">/{row.customUrl}</td>
            <td className="px-3 py-2 tabular-nums">{row.viewCount.toLocaleString(locale)}</td>
          </tr>
        ))}
      </AdminTable>
      <Pager tab="views" query={query} page={page} />
    </div>
  );
}
