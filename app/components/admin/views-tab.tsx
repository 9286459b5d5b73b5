import { campaignPathOf } from '../../../domain/campaigns/campaign-rules';
import type { loadViewsTab } from '../../lib/admin/views-tab.server';
import { AdminTable, ListToolbar, listParamsOf, Pager } from './admin-list';
import { BarChart } from './charts';

const SORTS = [{ value: 'views', label: 'Views' }] as const;
const dayLong = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayShort = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

function views(count: number): string {
  return `${count.toLocaleString('en')} view${count === 1 ? '' : 's'}`;
}

/** Page views (one per visitor and day): the most viewed campaigns, paged, and the views per day for 30 days. */
export function ViewsTab({ data }: { data: Awaited<ReturnType<typeof loadViewsTab>> }) {
  const { query, page, perDay } = data;
  const total = perDay.reduce((sum, day) => sum + day.views, 0);
  const csvParams = new URLSearchParams({ format: 'csv' });
  for (const [name, value] of Object.entries(listParamsOf(query))) {
    if (name !== 'page' && value !== '') csvParams.set(name, String(value));
  }
  return (
    <div>
      <BarChart
        title="Page views per day"
        summary={`${views(total)} in the last 30 days (UTC days).`}
        labelHeading="Day"
        valueHeading="Views"
        data={perDay.map((day) => {
          const date = new Date(`${day.day}T00:00:00Z`);
          return {
            key: day.day,
            label: dayLong.format(date),
            shortLabel: dayShort.format(date),
            value: day.views,
            valueText: views(day.views),
          };
        })}
      />
      <h3 className="mt-6 text-lg font-semibold text-stone-900">Most viewed campaigns</h3>
      <div className="mt-2">
        <ListToolbar
          tab="views"
          query={query}
          searchLabel="Search campaigns"
          sorts={SORTS}
          csvHref={`/api/admin/view-stats?${csvParams}`}
        />
      </div>
      <AdminTable
        caption="Most viewed campaigns"
        columns={['Campaign', 'Address', 'Views']}
        rowCount={page.rows.length}
        empty="No page views yet"
      >
        {page.rows.map((row) => (
          <tr key={row.campaignId}>
            <td className="px-3 py-2">
              <a
                className="font-medium text-brand-800 underline"
                href={campaignPathOf({ id: row.campaignId, customUrl: row.customUrl })}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${row.deceasedName} #${row.campaignId} (opens in a new tab)`}
              >
                {row.deceasedName}
              </a>{' '}
              <span className="text-stone-600">#{row.campaignId}</span>
            </td>
            <td className="px-3 py-2 text-stone-700">/{row.customUrl}</td>
            <td className="px-3 py-2 tabular-nums">{row.viewCount.toLocaleString('en')}</td>
          </tr>
        ))}
      </AdminTable>
      <Pager tab="views" query={query} page={page} />
    </div>
  );
}
