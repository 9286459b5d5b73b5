import type { ReactNode } from 'react';
import type { MoneyFigure } from '../../../domain/admin/money-figure';
import { PLATFORM_FEE_RATE } from '../../../domain/payments/fee-wording';
import { formatMoney } from '../../../domain/shared/currency-conversion';
import type { loadOverviewTab } from '../../lib/admin/overview-tab.server';
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
  return <p className="text-2xl font-semibold text-stone-900">{value.toLocaleString('en')}</p>;
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
  return (
    <section className="space-y-8">
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <StatCard title="Campaigns">
          <Count value={stats.totalCampaigns} />
        </StatCard>
        <StatCard title="Users">
          <Count value={stats.totalUsers} />
        </StatCard>
        <StatCard
          title="Contributions"
          note={`${stats.last30DaysContributions.toLocaleString('en')} in the last 30 days`}
        >
          <Count value={stats.totalContributions} />
        </StatCard>
        <StatCard
          title="Total raised"
          note={
            stats.testMoney.byCurrency.length > 0 &&
            `Includes test payments, never paid out: ${stats.testMoney.byCurrency
              .map((line) => formatMoney(Number(line.amount), line.currency, 'en'))
              .join(', ')}.`
          }
        >
          <MoneyLines figure={stats.totalRaised} />
        </StatCard>
        <StatCard title="Average contribution">
          <MoneyLines figure={stats.averageContribution} />
        </StatCard>
        <StatCard
          title={`Pamoja (${PLATFORM_FEE_RATE})`}
          note="Platform fee on card gifts; wallet gifts carry none."
        >
          <MoneyLines figure={stats.totalRevenue} />
        </StatCard>
        <StatCard title={`Pamoja (${PLATFORM_FEE_RATE}), last 30 days`}>
          <MoneyLines figure={stats.last30DaysRevenue} />
        </StatCard>
        <PayoutCard
          title="Pending payouts"
          count={stats.pendingPayouts.count}
          amount={stats.pendingPayouts.amount}
          note="Owed to the recipients."
        />
        <PayoutCard
          title="Completed payouts"
          count={stats.completedPayouts.count}
          amount={stats.completedPayouts.amount}
          note="Sent, as recorded at completion."
        />
      </dl>
      <PageReportsQueue queue={pageReports} />
      <ReportedMessages reports={reports} />
    </section>
  );
}

/** Hide and keep settle every report of the message; dismiss settles only this one and leaves the message be. */
const REPORT_ACTIONS = [
  ['report.hide', 'Hide message'],
  ['report.keep', 'Keep shown'],
  ['report.dismiss', 'Dismiss report'],
] as const;

/**
 * Messages visitors reported (issue 16): the family decides on its own page, and so may an admin here (issue 33
 * item 9), since a family may be absent or be the one the report is about.
 */
function ReportedMessages({ reports }: { reports: Awaited<ReturnType<typeof loadOverviewTab>>['reports'] }) {
  return (
    <section aria-labelledby="reported-messages-heading">
      <h2 id="reported-messages-heading" className="text-lg font-semibold text-stone-900">
        Reported messages ({reports.openCount.toLocaleString('en')} open)
      </h2>
      {reports.reports.length === 0 ? (
        <p className="mt-2 text-stone-700">No message is waiting for a decision.</p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
          {reports.reports.map((report) => (
            <li key={report.id} className="p-4">
              <p className="text-sm text-stone-700">
                {adminMoment(report.reportedAt)} ·{' '}
                <a href={report.campaign.path} className="font-medium text-amber-800 underline">
                  {report.campaign.deceasedName}
                </a>{' '}
                · {report.kind === 'guestbook' ? 'guestbook message' : 'gift message'} by {report.author}
              </p>
              <p className="mt-1 whitespace-pre-line break-words">{report.message}</p>
              {report.reason && <p className="mt-1 text-sm text-stone-700">Reason given: {report.reason}</p>}
              <div className="mt-3 flex flex-wrap gap-2">
                {REPORT_ACTIONS.map(([intent, label]) => (
                  <ActionButton
                    key={intent}
                    intent={intent}
                    fields={{ reportId: report.id }}
                    label={label}
                    accessibleName={`${label}: report of the message by ${report.author}`}
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
