import type { ReactNode } from 'react';
import type { MoneyFigure } from '../../../domain/admin/money-figure';
import type { loadOverviewTab } from '../../lib/admin/overview-tab.server';
import { MoneyLines } from './money-figure';

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
  const { stats } = data;
  return (
    <section>
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
        <StatCard title="Total raised">
          <MoneyLines figure={stats.totalRaised} />
        </StatCard>
        <StatCard title="Average contribution">
          <MoneyLines figure={stats.averageContribution} />
        </StatCard>
        <StatCard title="Pamoja (6%)" note="Platform fee on card gifts; wallet gifts carry none.">
          <MoneyLines figure={stats.totalRevenue} />
        </StatCard>
        <StatCard title="Pamoja (6%), last 30 days">
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
    </section>
  );
}
