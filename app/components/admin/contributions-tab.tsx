import { Link } from 'react-router';
import type { AdminContributionRow } from '../../../domain/admin/list-admin-contributions.server';
import { TEST_PAYMENT_LABEL } from '../../../domain/contributions/donor-list-rules';
import type { loadContributionsTab } from '../../lib/admin/contributions-tab.server';
import { adminTabPath } from '../../lib/admin-paths';
import { adminMoment, MoneyWithUsd } from './admin-format';
import { AdminTable, ListToolbar, listParamsOf, Pager } from './admin-list';
import { DetailsPanel } from './contribution-details-panel';
import { METHOD_LABELS, optionalMoney, PaymentStatusBadge, STATUS_LABELS } from './contribution-facts';

type ContributionsTabData = Awaited<ReturnType<typeof loadContributionsTab>>;

const cell = 'px-3 py-2 align-top';

export function ContributionsTab({ data }: { data: ContributionsTabData }) {
  const { query, list, details, detailsRequested, today } = data;
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
        searchLabel="Search by contributor, e-mail or campaign"
        sorts={[{ value: 'date', label: 'Date' }]}
        csvHref={`/api/admin/contributions?${csvParams}`}
        filters={
          <>
            <label className="flex flex-col text-sm font-medium text-stone-800">
              Payment status
              <select name="status" defaultValue={query.filters.status} className={select}>
                <option value="">All</option>
                {Object.entries(STATUS_LABELS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col text-sm font-medium text-stone-800">
              Method
              <select name="method" defaultValue={query.filters.method} className={select}>
                <option value="">All</option>
                <option value="card">Card</option>
                <option value="mobile_wallet">Mobile wallet</option>
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
        caption="Contributions"
        columns={[
          'Contributor',
          'Campaign',
          'Amount',
          'Payment Status',
          'Platform Fee',
          'Revenue',
          'Date',
          'View Details',
        ]}
        rowCount={list.rows.length}
        empty="No contributions found"
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
        <span className="block text-xs text-stone-600">by {row.organizerName}</span>
        {row.campaignDeleted && (
          <span className="block text-xs font-medium text-red-800">Campaign deleted</span>
        )}
      </td>
      <td className={cell}>
        <MoneyWithUsd amount={row.amount} currency={row.currency} />
        <span className="block text-xs text-stone-600">
          {METHOD_LABELS[row.paymentMethod] ?? row.paymentMethod}
        </span>
        {row.testMode && (
          <span className="block text-xs font-medium text-amber-900">{TEST_PAYMENT_LABEL}</span>
        )}
      </td>
      <td className={cell}>
        <PaymentStatusBadge status={row.paymentStatus} />
      </td>
      <td className={cell}>{optionalMoney(row.platformFee, row.currency)}</td>
      <td className={cell}>{optionalMoney(row.revenue, row.currency)}</td>
      <td className={`${cell} whitespace-nowrap`}>{adminMoment(row.createdAt)}</td>
      <td className={cell}>
        <Link
          to={detailsHref}
          className="button-secondary min-h-11 whitespace-nowrap px-3 py-1 text-sm"
          aria-label={`View details of contribution #${row.id} from ${row.contributorName}`}
        >
          View Details
        </Link>
      </td>
    </tr>
  );
}
