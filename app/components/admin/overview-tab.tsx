import type { ReactNode } from 'react';
import type { MoneyFigure } from '../../../domain/admin/money-figure';
import { PLATFORM_FEE_RATE } from '../../../domain/payments/fee-wording';
import { formatMoney } from '../../../domain/shared/currency-conversion';
import { m } from '../../../paraglide/messages';
import type { loadOverviewTab } from '../../lib/admin/overview-tab.server';
import { useMessages } from '../../lib/i18n';
import { adminMoment } from './admin-format';
import { ActionButton } from './admin-list';
import { MoneyLines } from './money-figure';
import { PageReportsQueue } from './page-reports-queue';

function StatCard({ title, children, note }: { title: string; children: ReactNode; note?: ReactNode }) {
  return (
    <div className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
      <dt className="text-sm font-medium text-stone-700">{title}</dt>
      <dd className="mt-1">
        {children}
        {note && <p className="mt-1 text-sm text-stone-700">{note}</p>}
      </dd>
    </div>
  );
}

function Count({ value }: { value: number }) {
  const { locale } = useMessages();
  return <p className="text-2xl font-semibold text-stone-900">{value.toLocaleString(locale)}</p>;
}

function PayoutCard({
  title,
  count,
  amount,
  note,
}: {
  title: string;
  count: number;
  amount: MoneyFigure;
  note: string;
}) {
  return (
    <StatCard title={title} note={count > 0 ? note : undefined}>
      <Count value={count} />
      {count > 0 && <MoneyLines figure={amount} />}
    </StatCard>
  );
}

/**
 * The §3 admin stats as cards. Amounts are per currency and exact; the "≈" dollar line under each is a
 * conversion at the fixed rates. Gifts count as on a campaign page: card gifts less refunds and lost disputes,
 * wallet gifts once confirmed.
 */
export function OverviewTab({ data }: { data: Awaited<ReturnType<typeof loadOverviewTab>> }) {
  const { stats, reports, pageReports } = data;
  const { t, locale } = useMessages();
  const rate = PLATFORM_FEE_RATE;
  return (
    <section className="space-y-8">
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <StatCard title={t(m.admin_tab_campaigns)}>
          <Count value={stats.totalCampaigns} />
        </StatCard>
        <StatCard title={t(m.admin_tab_users)}>
          <Count value={stats.totalUsers} />
        </StatCard>
        <StatCard
          title={t(m.admin_tab_contributions)}
          note={t(m.admin_stat_last_30_days, { count: stats.last30DaysContributions.toLocaleString(locale) })}
        >
          <Count value={stats.totalContributions} />
        </StatCard>
        <StatCard
          title={t(m.admin_stat_total_raised)}
          note={
            stats.testMoney.byCurrency.length > 0 &&
            t(m.admin_stat_test_included, {
              amounts: new Intl.ListFormat(locale, { type: 'unit' }).format(
                stats.testMoney.byCurrency.map((line) =>
                  formatMoney(Number(line.amount), line.currency, locale),
                ),
              ),
            })
          }
        >
          <MoneyLines figure={stats.totalRaised} />
        </StatCard>
        <StatCard title={t(m.admin_stat_average)}>
          <MoneyLines figure={stats.averageContribution} />
        </StatCard>
        <StatCard title={t(m.admin_stat_fee, { rate })} note={t(m.admin_stat_fee_note)}>
          <MoneyLines figure={stats.totalRevenue} />
        </StatCard>
        <StatCard title={t(m.admin_stat_fee_30_days, { rate })}>
          <MoneyLines figure={stats.last30DaysRevenue} />
        </StatCard>
        <PayoutCard
          title={t(m.admin_stat_pending_payouts)}
          count={stats.pendingPayouts.count}
          amount={stats.pendingPayouts.amount}
          note={t(m.admin_stat_pending_note)}
        />
        <PayoutCard
          title={t(m.admin_stat_completed_payouts)}
          count={stats.completedPayouts.count}
          amount={stats.completedPayouts.amount}
          note={t(m.admin_stat_completed_note)}
        />
      </dl>
      <PageReportsQueue queue={pageReports} />
      <ReportedMessages reports={reports} />
    </section>
  );
}

/** Hide and keep settle every report of the message; dismiss settles only this one and leaves the message be. */
const REPORT_ACTIONS = [
  ['report.hide', m.admin_report_hide],
  ['report.keep', m.admin_report_keep],
  ['report.dismiss', m.admin_report_dismiss],
] as const;

/**
 * Messages visitors reported (issue 16): the family decides on its own page, and so may an admin here (issue 33
 * item 9), since a family may be absent or be the one the report is about.
 */
function ReportedMessages({ reports }: { reports: Awaited<ReturnType<typeof loadOverviewTab>>['reports'] }) {
  const { t, locale } = useMessages();
  return (
    <section aria-labelledby="reported-messages-heading">
      <h2 id="reported-messages-heading" className="text-lg font-semibold text-stone-900">
        {t(m.admin_reported_messages, { count: reports.openCount.toLocaleString(locale) })}
      </h2>
      {reports.reports.length === 0 ? (
        <p className="mt-2 text-stone-700">{t(m.admin_reported_messages_none)}</p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
          {reports.reports.map((report) => (
            <li key={report.id} className="p-4">
              <p className="text-sm text-stone-700">
                {adminMoment(report.reportedAt, locale)} ·{' '}
                <a href={report.campaign.path} className="font-medium text-amber-800 underline">
                  {report.campaign.deceasedName}
                </a>{' '}
                ·{' '}
                {t(report.kind === 'guestbook' ? m.admin_report_guestbook_by : m.admin_report_gift_by, {
                  author: report.author,
                })}
              </p>
              <p className="mt-1 whitespace-pre-line break-words">{report.message}</p>
              {report.reason && (
                <p className="mt-1 text-sm text-stone-700">
                  {t(m.admin_report_reason, { reason: report.reason })}
                </p>
              )}
              <div className="mt-3 flex flex-wrap gap-2">
                {REPORT_ACTIONS.map(([intent, label]) => (
                  <ActionButton
                    key={intent}
                    intent={intent}
                    fields={{ reportId: report.id }}
                    label={t(label)}
                    accessibleName={t(m.admin_report_action_label, {
                      action: t(label),
                      author: report.author,
                    })}
                  />
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
