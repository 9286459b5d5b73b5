import type { PeriodFigures } from '../../../domain/admin/get-admin-analytics.server';
import { PLATFORM_FEE_RATE } from '../../../domain/payments/fee-wording';
import { formatMoney } from '../../../domain/shared/currency-conversion';
import { BASE_LOCALE } from '../../../domain/shared/locales';
import { countryName } from '../../../domain/shared/regions';
import type { loadAnalyticsTab } from '../../lib/admin/analytics-tab.server';
import { BarChart, type ChartDatum, HorizontalBarList } from './charts';
import { approximateUsd } from './money-figure';

const dayLong = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayShort = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const monthLong = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthShort = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' });

const METHOD_LABELS = { card: 'Card', mobile_wallet: 'Mobile wallet' } as const;

function gifts(count: number): string {
  return `${count.toLocaleString('en')} contribution${count === 1 ? '' : 's'}`;
}

function periodLabels(period: string, step: 'day' | 'month') {
  const date = new Date(step === 'day' ? `${period}T00:00:00Z` : `${period}-01T00:00:00Z`);
  return step === 'day'
    ? { label: dayLong.format(date), shortLabel: dayShort.format(date) }
    : { label: monthLong.format(date), shortLabel: monthShort.format(date) };
}

function countData(periods: readonly PeriodFigures[], step: 'day' | 'month'): ChartDatum[] {
  return periods.map((row) => ({
    key: row.period,
    ...periodLabels(row.period, step),
    value: row.contributions,
    valueText: gifts(row.contributions),
  }));
}

function revenueData(periods: readonly PeriodFigures[], step: 'day' | 'month'): ChartDatum[] {
  return periods.map((row) => ({
    key: row.period,
    ...periodLabels(row.period, step),
    value: row.revenue.usdApproximate,
    valueText: approximateUsd(row.revenue),
  }));
}

function totalOf(periods: readonly PeriodFigures[]): number {
  return periods.reduce((total, row) => total + row.contributions, 0);
}

/**
 * Contributions and Pamoja's platform fee over time, by currency, by payment method, and campaigns by recipient country, as
 * server-rendered SVG. Counted gifts only (as on a campaign page); dollar figures are conversions (≈).
 */
export function AnalyticsTab({ data }: { data: Awaited<ReturnType<typeof loadAnalyticsTab>> }) {
  const { analytics } = data;
  return (
    <div className="grid grid-cols-1 gap-x-6 lg:grid-cols-2">
      <section>
        <h3 className="text-lg font-semibold text-stone-900">Last 30 days</h3>
        <BarChart
          title="Contributions per day"
          summary={`${gifts(totalOf(analytics.daily))} in the last 30 days (UTC days).`}
          labelHeading="Day"
          valueHeading="Contributions"
          data={countData(analytics.daily, 'day')}
        />
        <BarChart
          title={`Pamoja (${PLATFORM_FEE_RATE}) per day, ≈ USD`}
          summary="Platform fee on card gifts per day, converted to US dollars at fixed rates (approximate)."
          labelHeading="Day"
          valueHeading={`Pamoja (${PLATFORM_FEE_RATE}), ≈ USD`}
          data={revenueData(analytics.daily, 'day')}
        />
      </section>
      <section>
        <h3 className="mt-6 text-lg font-semibold text-stone-900 lg:mt-0">Last 12 months</h3>
        <BarChart
          title="Contributions per month"
          summary={`${gifts(totalOf(analytics.monthly))} in the last 12 months.`}
          labelHeading="Month"
          valueHeading="Contributions"
          data={countData(analytics.monthly, 'month')}
        />
        <BarChart
          title={`Pamoja (${PLATFORM_FEE_RATE}) per month, ≈ USD`}
          summary="Platform fee on card gifts per month, converted to US dollars at fixed rates (approximate)."
          labelHeading="Month"
          valueHeading={`Pamoja (${PLATFORM_FEE_RATE}), ≈ USD`}
          data={revenueData(analytics.monthly, 'month')}
        />
      </section>
      <section>
        <h3 className="mt-6 text-lg font-semibold text-stone-900">Where the money comes from</h3>
        <HorizontalBarList
          title="Raised by currency, last 12 months"
          empty="No contributions yet"
          data={analytics.byCurrency.map((line) => ({
            key: line.currency,
            label: line.currency,
            value: line.usdApproximate,
            valueText: `${formatMoney(Number(line.amount), line.currency, 'en')} (≈ ${formatMoney(line.usdApproximate, 'USD', 'en', { approximate: true })}) · ${gifts(line.contributions)}`,
          }))}
        />
        <HorizontalBarList
          title="By payment method, last 12 months"
          empty="No contributions yet"
          data={analytics.byPaymentMethod.map((line) => ({
            key: line.method,
            label: METHOD_LABELS[line.method],
            value: line.contributions,
            valueText: `${gifts(line.contributions)} · ${approximateUsd(line.raised)}`,
          }))}
        />
      </section>
      <section>
        <h3 className="mt-6 text-lg font-semibold text-stone-900">Campaigns</h3>
        <HorizontalBarList
          title="Campaigns by recipient country"
          empty="No campaigns yet"
          data={analytics.campaignsByCountry.map((line) => ({
            key: line.country || 'none',
            label: line.country ? countryName(line.country, BASE_LOCALE) : 'Not given',
            value: line.campaigns,
            valueText: line.campaigns.toLocaleString('en'),
          }))}
        />
      </section>
    </div>
  );
}
