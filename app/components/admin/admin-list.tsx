import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import type { AdminListPage, AdminListQuery } from '../../../domain/admin/admin-list';
import { m } from '../../../paraglide/messages';
import { type AdminTab, adminTabPath } from '../../lib/admin-paths';
import { useMessages } from '../../lib/i18n';

/** The list query as URL parameters: what links and forms carry to keep the search, sort and filters. */
export function listParamsOf(query: AdminListQuery, page = query.page): Record<string, string | number> {
  return { q: query.search, sort: query.sort, dir: query.direction, page, ...query.filters };
}

/** A list's CSV export address (GET /api/admin/…?format=csv) with its search, sort and filters, every page. */
export function listCsvHref(apiPath: string, query: AdminListQuery): string {
  const params = new URLSearchParams({
    q: query.search,
    sort: query.sort,
    dir: query.direction,
    ...query.filters,
  });
  params.set('format', 'csv');
  return `${apiPath}?${params}`;
}

/**
 * The search box, sort and CSV export above every admin list: a plain GET form, so it works without JavaScript
 * and its address can be bookmarked. `filters` are the list's own fields (selects named as its filters).
 */
export function ListToolbar({
  tab,
  query,
  searchLabel,
  sorts,
  filters,
  csvHref,
}: {
  tab: AdminTab;
  query: AdminListQuery;
  searchLabel: string;
  sorts: readonly { value: string; label: string }[];
  filters?: ReactNode;
  /** The list's CSV export with the same search and filters (GET /api/admin/…?format=csv). */
  csvHref?: string;
}) {
  const { t } = useMessages();
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3" aria-label={searchLabel}>
      <input type="hidden" name="tab" value={tab} />
      <label className="flex min-w-48 flex-1 flex-col text-sm font-medium text-stone-800">
        {searchLabel}
        <input
          type="search"
          name="q"
          defaultValue={query.search}
          className="mt-1 min-h-11 rounded-lg border border-stone-300 px-3"
        />
      </label>
      {filters}
      <label className="flex flex-col text-sm font-medium text-stone-800">
        {t(m.admin_list_sort_by)}
        <select
          name="sort"
          defaultValue={query.sort}
          className="mt-1 min-h-11 rounded-lg border border-stone-300 px-2"
        >
          {sorts.map((sort) => (
            <option key={sort.value} value={sort.value}>
              {sort.label}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col text-sm font-medium text-stone-800">
        {t(m.admin_list_order)}
        <select
          name="dir"
          defaultValue={query.direction}
          className="mt-1 min-h-11 rounded-lg border border-stone-300 px-2"
        >
          <option value="desc">{t(m.admin_list_descending)}</option>
          <option value="asc">{t(m.admin_list_ascending)}</option>
        </select>
      </label>
      <button type="submit" className="button-primary">
        {t(m.admin_list_search)}
      </button>
      {csvHref && (
        <a href={csvHref} className="button-secondary" download>
          {t(m.admin_list_export_csv)}
        </a>
      )}
    </Form>
  );
}

/** Previous and next page links that keep the search, sort and filters. */
export function Pager({
  tab,
  query,
  page,
}: {
  tab: AdminTab;
  query: AdminListQuery;
  page: AdminListPage<unknown>;
}) {
  const { t } = useMessages();
  if (!page.hasPreviousPage && !page.hasNextPage) return null;
  return (
    <nav aria-label={t(m.admin_list_pages)} className="mt-4 flex items-center justify-between gap-3">
      {page.hasPreviousPage ? (
        <Link className="button-secondary" to={adminTabPath(tab, listParamsOf(query, page.page - 1))}>
          {t(m.admin_list_previous)}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-stone-700">{t(m.admin_list_page, { page: page.page })}</span>
      {page.hasNextPage ? (
        <Link className="button-secondary" to={adminTabPath(tab, listParamsOf(query, page.page + 1))}>
          {t(m.admin_list_next)}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** A table that scrolls sideways inside its own box on a phone; `empty` replaces it when there are no rows. */
export function AdminTable({
  caption,
  columns,
  rowCount,
  empty,
  children,
}: {
  caption: string;
  columns: readonly string[];
  rowCount: number;
  empty: string;
  children: ReactNode;
}) {
  if (rowCount === 0) {
    return (
      <p className="mt-6 rounded-lg border border-dashed border-stone-300 p-8 text-center text-stone-700">
        {empty}
      </p>
    );
  }
  return (
    <section
      // relative: the visually hidden labels of the rows' buttons (sr-only, absolutely placed) stay inside the box
      // that scrolls, instead of widening the page on a phone.
      className="relative mt-4 overflow-x-auto rounded-lg border border-stone-200"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
      tabIndex={0}
      aria-label={caption}
    >
      <table className="min-w-full divide-y divide-stone-200 text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-50">
          <tr>
            {columns.map((column) => (
              <th
                key={column}
                scope="col"
                className="whitespace-nowrap px-3 py-2 font-semibold text-stone-800"
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100 bg-white">{children}</tbody>
      </table>
    </section>
  );
}

/**
 * A button that posts one admin action (its `intent` and fields) to the dashboard: a plain form, so it works
 * without JavaScript; the answer comes back as the page's action data.
 */
export function ActionButton({
  intent,
  fields,
  label,
  accessibleName,
  variant = 'secondary',
  disabled,
}: {
  intent: string;
  fields: Record<string, string | number>;
  label: string;
  /** What a screen reader hears when the label alone repeats on every row ("Ban ann@example.com"). */
  accessibleName?: string;
  variant?: 'primary' | 'secondary';
  disabled?: boolean;
}) {
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        disabled={disabled}
        aria-label={accessibleName}
        className={`${variant === 'primary' ? 'button-primary' : 'button-secondary'} min-h-11 px-3 py-1 text-sm`}
      >
        {label}
      </button>
    </Form>
  );
}
