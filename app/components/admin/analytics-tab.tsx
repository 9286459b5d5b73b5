import type { PeriodFigures } from '../../../domain/admin/get-admin-analytics.server';
import { PLATFORM_FEE_RATE } from '../../../domain/payments/fee-wording';
import { formatMoney } from '../../../domain/shared/currency-conversion';
import type { Locale } from '../../../domain/shared/locales';
import { countryName } from '../../../domain/shared/regions';
import { m } from '../../../paraglide/messages';
import type { loadAnalyticsTab } from '../../lib/admin/analytics-tab.server';
import { useMessages } from '../../lib/i18n';
import { adminDateLocale } from './admin-format';
import { BarChart, type ChartDatum, HorizontalBarList } from './charts';
import { METHOD_WORDS } from './contribution-facts';
import { approximateUsd } from './money-figure';

const DAY_LONG = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' } as const;
const DAY_SHORT = { day: 'numeric', month: 'short', timeZone: 'UTC' } as const;
const MONTH_LONG = { month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
const MONTH_SHORT = { month: 'short', timeZone: 'UTC' } as const;

function periodLabels(period: string, step: 'day' | 'month', locale: Locale) {
  const date = new Date(step === 'day' ? `${period}T00:00:00Z` : `${period}-01T00:00:00Z`);
  const format = (style: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(adminDateLocale(locale), style).format(date);
  return step === 'day'
    ? { label: format(DAY_LONG), shortLabel: format(DAY_SHORT) }
    : { label: format(MONTH_LONG), shortLabel: format(MONTH_SHORT) };
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
  const { t, locale } = useMessages();
  const gifts = (count: number) => t(m.admin_contributions_count, { count });
  const countData = (periods: readonly PeriodFigures[], step: 'day' | 'month'): ChartDatum[] =>
    periods.map((row) => ({
      key: row.period,
      ...periodLabels(row.period, step, locale),
      value: row.contributions,
      valueText: gifts(row.contributions),
    }));
  const revenueData = (periods: readonly PeriodFigures[], step: 'day' | 'month'): ChartDatum[] =>
    periods.map((row) => ({
      key: row.period,
      ...periodLabels(row.period, step, locale),
      value: row.revenue.usdApproximate,
      valueText: approximateUsd(row.revenue, locale),
    }));
  const rate = PLATFORM_FEE_RATE;
  return (
    <div className="grid grid-cols-1 gap-x-6 lg:grid-cols-2">
      <section>
        <h3 className="text-lg font-semibold text-stone-900">{t(m.admin_analytics_last_30_days)}</h3>
        <BarChart
          title={t(m.admin_analytics_per_day)}
          summary={t(m.admin_analytics_summary_30_days, { contributions: gifts(totalOf(analytics.daily)) })}
          labelHeading={t(m.admin_analytics_day)}
          valueHeading={t(m.admin_tab_contributions)}
          data={countData(analytics.daily, 'day')}
        />
        <BarChart
          title={t(m.admin_analytics_fee_per_day, { rate })}
          summary={t(m.admin_analytics_fee_day_summary)}
          labelHeading={t(m.admin_analytics_day)}
          valueHeading={t(m.admin_analytics_fee_heading, { rate })}
          data={revenueData(analytics.daily, 'day')}
        />
      </section>
      <section>
        <h3 className="mt-6 text-lg font-semibold text-stone-900 lg:mt-0">
          {t(m.admin_analytics_last_12_months)}
        </h3>
        <BarChart
          title={t(m.admin_analytics_per_month)}
          summary={t(m.admin_analytics_summary_12_months, {
            contributions: gifts(totalOf(analytics.monthly)),
          })}
          labelHeading={t(m.admin_analytics_month)}
          valueHeading={t(m.admin_tab_contributions)}
          data={countData(analytics.monthly, 'month')}
        />
        <BarChart
          title={t(m.admin_analytics_fee_per_month, { rate })}
          summary={t(m.admin_analytics_fee_month_summary)}
          labelHeading={t(m.admin_analytics_month)}
          valueHeading={t(m.admin_analytics_fee_heading, { rate })}
          data={revenueData(analytics.monthly, 'month')}
        />
      </section>
      <section>
        <h3 className="mt-6 text-lg font-semibold text-stone-900">{t(m.admin_analytics_money_from)}</h3>
        <HorizontalBarList
          title={t(m.admin_analytics_by_currency)}
          empty={t(m.admin_analytics_no_contributions)}
          data={analytics.byCurrency.map((line) => ({
            key: line.currency,
            label: line.currency,
            value: line.usdApproximate,
            valueText: `${formatMoney(Number(line.amount), line.currency, locale)} (≈ ${formatMoney(line.usdApproximate, 'USD', locale, { approximate: true })}) · ${gifts(line.contributions)}`,
          }))}
        />
        <HorizontalBarList
          title={t(m.admin_analytics_by_method)}
          empty={t(m.admin_analytics_no_contributions)}
          data={analytics.byPaymentMethod.map((line) => ({
            key: line.method,
            label: t(METHOD_WORDS[line.method]),
            value: line.contributions,
            valueText: `${gifts(line.contributions)} · ${approximateUsd(line.raised, locale)}`,
          }))}
        />
      </section>
      <section>
        <h3 className="mt-6 text-lg font-semibold text-stone-900">{t(m.admin_tab_campaigns)}</h3>
        <HorizontalBarList
          title={t(m.admin_analytics_by_country)}
          empty={t(m.admin_analytics_no_campaigns)}
          data={analytics.campaignsByCountry.map((line) => ({
            key: line.country || 'none',
            label: line.country ? countryName(line.country, locale) : t(m.admin_analytics_country_none),
            value: line.campaigns,
            valueText: line.campaigns.toLocaleString(locale),
          }))}
        />
      </section>
    </div>
  );
}
