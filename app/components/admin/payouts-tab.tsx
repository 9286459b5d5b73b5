import type { NomineeChangeRow } from '../../../domain/admin/list-nominee-changes.server';
import type {
  PayoutScheduleRow,
  PayoutScheduleStatus,
} from '../../../domain/admin/list-payout-schedule.server';
import { payoutMethodLabel } from '../../../domain/campaigns/campaign-options';
import { NO_REFERENCE_GIVEN } from '../../../domain/payouts/payout-reference';
import type { loadPayoutsTab } from '../../lib/admin/payouts-tab.server';
import { adminDay, adminMoment, MoneyWithUsd } from './admin-format';
import { ActionButton, AdminTable, ListToolbar, listParamsOf, Pager } from './admin-list';
import { CompletePayoutForm } from './complete-payout-form';

type PayoutsTabData = Awaited<ReturnType<typeof loadPayoutsTab>>;

const SORTS = [
  { value: 'due', label: 'Most urgent first' },
  { value: 'requested', label: 'Requested date' },
] as const;

const STATUS_STYLES: Record<PayoutScheduleStatus, string> = {
  Overdue: 'bg-red-100 text-red-900',
  Pending: 'bg-amber-100 text-amber-900',
  Completed: 'bg-green-100 text-green-900',
};

const cell = 'px-3 py-2 align-top';

export function PayoutsTab({ data }: { data: PayoutsTabData }) {
  const { query, schedule, nomineeChanges, today } = data;
  const csvParams = new URLSearchParams({ format: 'csv' });
  for (const [name, value] of Object.entries(listParamsOf(query))) {
    if (name !== 'page' && value !== '') csvParams.set(name, String(value));
  }
  return (
    <div className="space-y-10">
      <section aria-labelledby="payout-schedule-heading">
        <h3 id="payout-schedule-heading" className="mb-3 font-serif text-2xl font-bold text-stone-900">
          Payout schedule
        </h3>
        <ListToolbar
          tab="payouts"
          query={query}
          searchLabel="Search by campaign or recipient"
          sorts={SORTS}
          csvHref={`/api/admin/payout-schedule?${csvParams}`}
          filters={
            <label className="flex flex-col text-sm font-medium text-stone-800">
              Status
              <select
                name="status"
                defaultValue={query.filters.status}
                className="mt-1 min-h-11 rounded-lg border border-stone-300 px-2"
              >
                <option value="">All</option>
                <option value="overdue">Overdue</option>
                <option value="pending">Pending</option>
                <option value="completed">Completed</option>
              </select>
            </label>
          }
        />
        <AdminTable
          caption="Payout schedule"
          columns={['Campaign', 'Recipient', 'Amounts', 'Requested', 'Deadline', 'Status', 'Payout']}
          rowCount={schedule.rows.length}
          empty="No payouts found"
        >
          {schedule.rows.map((row) => (
            <ScheduleRow key={row.id} row={row} today={today} />
          ))}
        </AdminTable>
        <Pager tab="payouts" query={query} page={schedule} />
      </section>

      <NomineeChanges pending={nomineeChanges.pending} recentlyDecided={nomineeChanges.recentlyDecided} />
    </div>
  );
}

function ScheduleRow({ row, today }: { row: PayoutScheduleRow; today: string }) {
  return (
    <tr>
      <td className={cell}>
        <span className="font-medium text-stone-900">{row.deceasedName}</span>{' '}
        <span className="text-stone-600">#{row.campaignId}</span>
        {row.campaignDeleted && (
          <span className="block text-xs font-medium text-red-800">Campaign deleted</span>
        )}
      </td>
      <td className={cell}>
        <span className="block">{row.recipientName ?? '—'}</span>
        <span className="block text-xs text-stone-600">
          {[payoutMethodLabel(row.payoutMethod), row.recipientPhone, row.recipientCountry]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </td>
      <td className={cell}>
        <dl className="grid grid-cols-[auto_auto] gap-x-3 text-xs">
          <dt className="text-stone-600">Raised by card</dt>
          <dd>
            <MoneyWithUsd amount={row.totalAmount} currency={row.currency} />
          </dd>
          <dt className="text-stone-600">Fees</dt>
          <dd>
            <MoneyWithUsd
              amount={Number(row.platformFee) + Number(row.processingFee)}
              currency={row.currency}
            />
          </dd>
        </dl>
        <dl className="mt-1 grid grid-cols-[auto_auto] gap-x-3 text-xs" aria-label="Owed per currency">
          {row.lines.map((line) => (
            <div key={line.currency} className="contents">
              <dt className="font-semibold text-stone-800">To pay {line.currency}</dt>
              <dd className="font-semibold">
                <MoneyWithUsd amount={line.owed} currency={line.currency} />
              </dd>
            </div>
          ))}
        </dl>
        {row.notes && (
          <details className="mt-1 text-xs">
            <summary className="cursor-pointer text-stone-700">Notes</summary>
            <p className="mt-1 max-w-xs whitespace-pre-line text-stone-700">{row.notes}</p>
          </details>
        )}
      </td>
      <td className={`${cell} whitespace-nowrap`}>{adminDay(row.requestedAt)}</td>
      <td className={`${cell} whitespace-nowrap`}>{adminMoment(row.payoutDeadline)}</td>
      <td className={cell}>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLES[row.status]}`}>
          {row.status}
        </span>
      </td>
      <td className={cell}>
        {row.status === 'Completed' ? (
          <dl className="grid grid-cols-[auto_auto] gap-x-3 text-xs">
            <dt className="text-stone-600">Reference</dt>
            <dd className="font-mono">{row.transferReference ?? NO_REFERENCE_GIVEN}</dd>
            <dt className="text-stone-600">Sent on</dt>
            <dd>{adminDay(row.payoutDate)}</dd>
            {row.lines.map((line) => (
              <div key={line.currency} className="contents">
                <dt className="text-stone-600">Sent {line.currency}</dt>
                <dd>
                  <MoneyWithUsd amount={line.paid ?? line.owed} currency={line.currency} />
                  {line.differenceReason && (
                    <span className="block text-stone-700">
                      Owed {line.owed}: {line.differenceReason}
                    </span>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          <details>
            <summary className="button-primary min-h-11 cursor-pointer list-none px-3 py-1 text-sm">
              Complete Payout
            </summary>
            <div className="mt-3 min-w-64">
              <CompletePayoutForm campaignId={row.campaignId} lines={row.lines} today={today} />
            </div>
          </details>
        )}
      </td>
    </tr>
  );
}

function requesterOf(row: NomineeChangeRow): string {
  return row.requestedBy.kind === 'organizer'
    ? `${row.requestedBy.name} (organizer, ${row.requestedBy.email})`
    : `The recipient${row.requestedBy.phone ? ` (${row.requestedBy.phone})` : ''}`;
}

function NomineeChanges({
  pending,
  recentlyDecided,
}: {
  pending: NomineeChangeRow[];
  recentlyDecided: NomineeChangeRow[];
}) {
  const rows = [...pending, ...recentlyDecided];
  return (
    <section aria-labelledby="nominee-changes-heading">
      <h3 id="nominee-changes-heading" className="font-serif text-2xl font-bold text-stone-900">
        Nominee-change requests
      </h3>
      <p className="mt-1 text-sm text-stone-700">
        A request to pay someone other than the nominated recipient. The organizer is e-mailed the decision.
      </p>
      <AdminTable
        caption="Nominee-change requests"
        columns={['Campaign', 'Reason', 'Asked by', 'Asked on', 'Status', 'Decision']}
        rowCount={rows.length}
        empty="No nominee-change requests"
      >
        {rows.map((row) => (
          <tr key={row.id}>
            <td className={cell}>
              <span className="font-medium text-stone-900">{row.deceasedName}</span>{' '}
              <span className="text-stone-600">#{row.campaignId}</span>
              <span className="block text-xs text-stone-600">Now to {row.recipientName}</span>
            </td>
            <td className={`${cell} max-w-sm whitespace-pre-line`}>{row.reason}</td>
            <td className={cell}>{requesterOf(row)}</td>
            <td className={`${cell} whitespace-nowrap`}>{adminMoment(row.requestedAt)}</td>
            <td className={`${cell} capitalize`}>{row.status}</td>
            <td className={cell}>
              {row.status === 'pending' ? (
                <div className="flex flex-wrap gap-2">
                  <ActionButton
                    intent="nominee.approve"
                    fields={{ requestId: row.id }}
                    label="Approve"
                    variant="primary"
                  />
                  <ActionButton intent="nominee.reject" fields={{ requestId: row.id }} label="Reject" />
                </div>
              ) : (
                <span className="text-xs text-stone-700">
                  {row.decidedBy ?? 'An admin'}, {adminMoment(row.decidedAt)}
                </span>
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}
