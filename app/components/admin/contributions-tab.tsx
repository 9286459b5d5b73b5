import { Link } from 'react-router';
import type { AdminContributionRow } from '../../../domain/admin/list-admin-contributions.server';
import { m } from '../../../paraglide/messages';
import type { loadContributionsTab } from '../../lib/admin/contributions-tab.server';
import { adminTabPath } from '../../lib/admin-paths';
import { useMessages } from '../../lib/i18n';
import { adminMoment, MoneyWithUsd, useStoredWord } from './admin-format';
import { AdminTable, ListToolbar, listParamsOf, Pager } from './admin-list';
import { DetailsPanel } from './contribution-details-panel';
import { METHOD_WORDS, optionalMoney, PaymentStatusBadge, STATUS_WORDS } from './contribution-facts';

const COLUMNS = [
  m.admin_col_contributor,
  m.admin_col_campaign,
  m.admin_col_amount,
  m.admin_col_payment_status,
  m.admin_col_platform_fee,
  m.admin_col_revenue,
  m.admin_col_date,
  m.admin_col_view_details,
];

type ContributionsTabData = Awaited<ReturnType<typeof loadContributionsTab>>;

const cell = 'px-3 py-2 align-top';

export function ContributionsTab({ data }: { data: ContributionsTabData }) {
  const { query, list, details, detailsRequested, today } = data;
  const { t } = useMessages();
  const csvParams = new URLSearchParams({ format: 'csv' });
  for (const [name, value] of Object.entries(listParamsOf(query))) {
    if (name !== 'page' && value !== '') csvParams.set(name, String(value));
  }
  const select = 'mt-1 min-h-11 rounded-lg border border-stone-300 px-2';
  return (
    <div className="space-y-6">
      <ListToolbar
        tab="contributions"
        query={query}
        searchLabel={t(m.admin_contributions_search)}
        sorts={[{ value: 'date', label: t(m.admin_col_date) }]}
        csvHref={`/api/admin/contributions?${csvParams}`}
        filters={
          <>
            <label className="flex flex-col text-sm font-medium text-stone-800">
              {t(m.admin_fact_payment_status)}
              <select name="status" defaultValue={query.filters.status} className={select}>
                <option value="">{t(m.admin_all)}</option>
                {Object.entries(STATUS_WORDS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {t(label)}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col text-sm font-medium text-stone-800">
              {t(m.admin_fact_method)}
              <select name="method" defaultValue={query.filters.method} className={select}>
                <option value="">{t(m.admin_all)}</option>
                {Object.entries(METHOD_WORDS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {t(label)}
                  </option>
                ))}
              </select>
            </label>
          </>
        }
      />
      {detailsRequested && (
        <DetailsPanel
          details={details}
          today={today}
          closeHref={adminTabPath('contributions', listParamsOf(query))}
        />
      )}
      <AdminTable
        caption={t(m.admin_tab_contributions)}
        columns={COLUMNS.map((column) => t(column))}
        rowCount={list.rows.length}
        empty={t(m.admin_contributions_empty)}
      >
        {list.rows.map((row) => (
          <ContributionRow
            key={row.id}
            row={row}
            detailsHref={adminTabPath('contributions', { ...listParamsOf(query), contribution: row.id })}
          />
        ))}
      </AdminTable>
      <Pager tab="contributions" query={query} page={list} />
    </div>
  );
}

function ContributionRow({ row, detailsHref }: { row: AdminContributionRow; detailsHref: string }) {
  const { t, locale } = useMessages();
  const word = useStoredWord();
  return (
    <tr>
      <td className={cell}>
        <span className="block font-medium text-stone-900">{row.contributorName}</span>
        {row.contributorEmail && <span className="block text-xs text-stone-600">{row.contributorEmail}</span>}
      </td>
      <td className={cell}>
        <span className="block">
          {row.campaignName} <span className="text-stone-600">#{row.campaignId}</span>
        </span>
        <span className="block text-xs text-stone-600">
          {t(m.admin_by_organizer, { name: row.organizerName })}
        </span>
        {row.campaignDeleted && (
          <span className="block text-xs font-medium text-red-800">{t(m.admin_campaign_deleted)}</span>
        )}
      </td>
      <td className={cell}>
        <MoneyWithUsd amount={row.amount} currency={row.currency} />
        <span className="block text-xs text-stone-600">{word(METHOD_WORDS, row.paymentMethod)}</span>
        {row.testMode && (
          <span className="block text-xs font-medium text-amber-900">{t(m.admin_test_payment)}</span>
        )}
      </td>
      <td className={cell}>
        <PaymentStatusBadge status={row.paymentStatus} />
      </td>
      <td className={cell}>{optionalMoney(row.platformFee, row.currency)}</td>
      <td className={cell}>{optionalMoney(row.revenue, row.currency)}</td>
      <td className={`${cell} whitespace-nowrap`}>{adminMoment(row.createdAt, locale)}</td>
      <td className={cell}>
        <Link
          to={detailsHref}
          className="button-secondary min-h-11 whitespace-nowrap px-3 py-1 text-sm"
          aria-label={t(m.admin_view_details_label, { id: row.id, name: row.contributorName })}
        >
          {t(m.admin_col_view_details)}
        </Link>
      </td>
    </tr>
  );
}
