import type { NomineeChangeRow } from '../../../domain/admin/list-nominee-changes.server';
import type {
  PayoutScheduleRow,
  PayoutScheduleStatus,
} from '../../../domain/admin/list-payout-schedule.server';
import { payoutMethodIn } from '../../../domain/campaigns/payout-method-words';
import { formatMoney } from '../../../domain/shared/currency-conversion';
import type { Message } from '../../../domain/shared/locales';
import { m } from '../../../paraglide/messages';
import type { loadPayoutsTab } from '../../lib/admin/payouts-tab.server';
import { useMessages } from '../../lib/i18n';
import { adminDay, adminMoment, MoneyWithUsd, useStoredWord } from './admin-format';
import { ActionButton, AdminTable, ListToolbar, listParamsOf, Pager } from './admin-list';
import { CompletePayoutForm } from './complete-payout-form';

type PayoutsTabData = Awaited<ReturnType<typeof loadPayoutsTab>>;

const SORTS = [
  { value: 'due', label: m.admin_sort_most_urgent },
  { value: 'requested', label: m.admin_sort_requested },
];

const STATUS_WORDS: Record<PayoutScheduleStatus, Message<object>> = {
  Overdue: m.admin_status_overdue,
  Pending: m.admin_status_pending,
  Completed: m.admin_status_completed,
};

const SCHEDULE_COLUMNS = [
  m.admin_col_campaign,
  m.admin_col_recipient,
  m.admin_col_amounts,
  m.admin_col_requested,
  m.admin_col_deadline,
  m.admin_col_status,
  m.admin_col_payout,
];

const NOMINEE_COLUMNS = [
  m.admin_col_campaign,
  m.admin_col_reason,
  m.admin_col_asked_by,
  m.admin_col_asked_on,
  m.admin_col_status,
  m.admin_col_decision,
];

const NOMINEE_STATUS_WORDS: Record<string, Message<object>> = {
  pending: m.admin_status_pending,
  approved: m.admin_status_approved,
  rejected: m.admin_status_rejected,
};

const STATUS_STYLES: Record<PayoutScheduleStatus, string> = {
  Overdue: 'bg-red-100 text-red-900',
  Pending: 'bg-amber-100 text-amber-900',
  Completed: 'bg-green-100 text-green-900',
};

const cell = 'px-3 py-2 align-top';

export function PayoutsTab({ data }: { data: PayoutsTabData }) {
  const { query, schedule, nomineeChanges, today } = data;
  const { t } = useMessages();
  const csvParams = new URLSearchParams({ format: 'csv' });
  for (const [name, value] of Object.entries(listParamsOf(query))) {
    if (name !== 'page' && value !== '') csvParams.set(name, String(value));
  }
  return (
    <div className="space-y-10">
      <section aria-labelledby="payout-schedule-heading">
        <h3 id="payout-schedule-heading" className="mb-3 font-serif text-2xl font-bold text-stone-900">
          {t(m.admin_payout_schedule)}
        </h3>
        <ListToolbar
          tab="payouts"
          query={query}
          searchLabel={t(m.admin_payouts_search)}
          sorts={SORTS.map((sort) => ({ value: sort.value, label: t(sort.label) }))}
          csvHref={`/api/admin/payout-schedule?${csvParams}`}
          filters={
            <label className="flex flex-col text-sm font-medium text-stone-800">
              {t(m.admin_col_status)}
              <select
                name="status"
                defaultValue={query.filters.status}
                className="mt-1 min-h-11 rounded-lg border border-stone-300 px-2"
              >
                <option value="">{t(m.admin_all)}</option>
                <option value="overdue">{t(m.admin_status_overdue)}</option>
                <option value="pending">{t(m.admin_status_pending)}</option>
                <option value="completed">{t(m.admin_status_completed)}</option>
              </select>
            </label>
          }
        />
        <AdminTable
          caption={t(m.admin_payout_schedule)}
          columns={SCHEDULE_COLUMNS.map((column) => t(column))}
          rowCount={schedule.rows.length}
          empty={t(m.admin_payouts_empty)}
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
  const { t, locale } = useMessages();
  return (
    <tr>
      <td className={cell}>
        <span className="font-medium text-stone-900">{row.deceasedName}</span>{' '}
        <span className="text-stone-600">#{row.campaignId}</span>
        {row.campaignDeleted && (
          <span className="block text-xs font-medium text-red-800">{t(m.admin_campaign_deleted)}</span>
        )}
      </td>
      <td className={cell}>
        <span className="block">{row.recipientName ?? '—'}</span>
        <span className="block text-xs text-stone-600">
          {[
            row.payoutMethod && payoutMethodIn(locale, row.payoutMethod),
            row.recipientPhone,
            row.recipientCountry,
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </td>
      <td className={cell}>
        <dl className="grid grid-cols-[auto_auto] gap-x-3 text-xs">
          <dt className="text-stone-600">{t(m.admin_raised_by_card)}</dt>
          <dd>
            <MoneyWithUsd amount={row.totalAmount} currency={row.currency} />
          </dd>
          <dt className="text-stone-600">{t(m.admin_fees)}</dt>
          <dd>
            <MoneyWithUsd
              amount={Number(row.platformFee) + Number(row.processingFee)}
              currency={row.currency}
            />
          </dd>
        </dl>
        <dl
          className="mt-1 grid grid-cols-[auto_auto] gap-x-3 text-xs"
          aria-label={t(m.admin_owed_per_currency)}
        >
          {row.lines.map((line) => (
            <div key={line.currency} className="contents">
              <dt className="font-semibold text-stone-800">
                {t(m.admin_to_pay, { currency: line.currency })}
              </dt>
              <dd className="font-semibold">
                <MoneyWithUsd amount={line.owed} currency={line.currency} />
              </dd>
            </div>
          ))}
        </dl>
        {row.notes && (
          <details className="mt-1 text-xs">
            <summary className="cursor-pointer text-stone-700">{t(m.admin_notes)}</summary>
            <p className="mt-1 max-w-xs whitespace-pre-line text-stone-700">{row.notes}</p>
          </details>
        )}
      </td>
      <td className={`${cell} whitespace-nowrap`}>{adminDay(row.requestedAt, locale)}</td>
      <td className={`${cell} whitespace-nowrap`}>{adminMoment(row.payoutDeadline, locale)}</td>
      <td className={cell}>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLES[row.status]}`}>
          {t(STATUS_WORDS[row.status])}
        </span>
      </td>
      <td className={cell}>
        {row.status === 'Completed' ? (
          <dl className="grid grid-cols-[auto_auto] gap-x-3 text-xs">
            <dt className="text-stone-600">{t(m.admin_reference)}</dt>
            <dd className="font-mono">{row.transferReference ?? t(m.email_payout_no_reference)}</dd>
            <dt className="text-stone-600">{t(m.admin_sent_on)}</dt>
            <dd>{adminDay(row.payoutDate, locale)}</dd>
            {row.lines.map((line) => (
              <div key={line.currency} className="contents">
                <dt className="text-stone-600">{t(m.admin_sent_currency, { currency: line.currency })}</dt>
                <dd>
                  <MoneyWithUsd amount={line.paid ?? line.owed} currency={line.currency} />
                  {line.differenceReason && (
                    <span className="block text-stone-700">
                      {t(m.admin_owed_reason, {
                        owed: formatMoney(Number(line.owed), line.currency, locale),
                        reason: line.differenceReason,
                      })}
                    </span>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          <details>
            <summary className="button-primary min-h-11 cursor-pointer list-none px-3 py-1 text-sm">
              {t(m.admin_complete_payout)}
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

function requesterOf(row: NomineeChangeRow, t: ReturnType<typeof useMessages>['t']): string {
  const { requestedBy } = row;
  if (requestedBy.kind === 'organizer') {
    return t(m.admin_requester_organizer, { name: requestedBy.name, email: requestedBy.email });
  }
  return requestedBy.phone
    ? t(m.admin_requester_recipient_phone, { phone: requestedBy.phone })
    : t(m.admin_requester_recipient);
}

function NomineeChanges({
  pending,
  recentlyDecided,
}: {
  pending: NomineeChangeRow[];
  recentlyDecided: NomineeChangeRow[];
}) {
  const rows = [...pending, ...recentlyDecided];
  const { t, locale } = useMessages();
  const word = useStoredWord();
  return (
    <section aria-labelledby="nominee-changes-heading">
      <h3 id="nominee-changes-heading" className="font-serif text-2xl font-bold text-stone-900">
        {t(m.admin_nominee_changes)}
      </h3>
      <p className="mt-1 text-sm text-stone-700">{t(m.admin_nominee_changes_intro)}</p>
      <AdminTable
        caption={t(m.admin_nominee_changes)}
        columns={NOMINEE_COLUMNS.map((column) => t(column))}
        rowCount={rows.length}
        empty={t(m.admin_nominee_changes_empty)}
      >
        {rows.map((row) => (
          <tr key={row.id}>
            <td className={cell}>
              <span className="font-medium text-stone-900">{row.deceasedName}</span>{' '}
              <span className="text-stone-600">#{row.campaignId}</span>
              <span className="block text-xs text-stone-600">
                {t(m.admin_now_to, { name: row.recipientName })}
              </span>
            </td>
            <td className={`${cell} max-w-sm whitespace-pre-line`}>{row.reason}</td>
            <td className={cell}>{requesterOf(row, t)}</td>
            <td className={`${cell} whitespace-nowrap`}>{adminMoment(row.requestedAt, locale)}</td>
            <td className={cell}>{word(NOMINEE_STATUS_WORDS, row.status)}</td>
            <td className={cell}>
              {row.status === 'pending' ? (
                <div className="flex flex-wrap gap-2">
                  <ActionButton
                    intent="nominee.approve"
                    fields={{ requestId: row.id }}
                    label={t(m.admin_approve)}
                    variant="primary"
                  />
                  <ActionButton
                    intent="nominee.reject"
                    fields={{ requestId: row.id }}
                    label={t(m.admin_reject)}
                  />
                </div>
              ) : (
                <span className="text-xs text-stone-700">
                  {t(m.admin_decided_by, {
                    who: row.decidedBy ?? t(m.admin_an_admin),
                    when: adminMoment(row.decidedAt, locale),
                  })}
                </span>
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}
