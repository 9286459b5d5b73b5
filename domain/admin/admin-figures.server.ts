import { type Column, type SQL, sql } from 'drizzle-orm';

/** What the admin figures share: the platform's revenue in kept totals, and UTC days, months and series of them. */

/**
 * Pamoja's platform fee in kept totals (campaign_totals or daily_gift_totals rows): the platform fee of card gifts (fees.ts,
 * what still stands after refunds); wallet gifts carry none.
 */
export function cardRevenueOf({
  platformFee,
  paymentMethod,
}: {
  platformFee: Column;
  paymentMethod: Column;
}) {
  return sql<string>`coalesce(sum(${platformFee}) filter (where ${paymentMethod} <> 'mobile_wallet'), 0)::text`;
}

/** "The last 30 days" of the overview and of the analytics tab: the same UTC days, so both give one figure. */
export const LAST_DAYS = 30;

/** A day in UTC ("2026-11-23"): the admin charts count days and months in UTC. */
export function utcDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last `days` UTC days up to and including `now`'s, as dates and the moment the first begins. */
export function lastDaysOf(now: Date, days: number) {
  const first = new Date(Date.parse(`${utcDay(now)}T00:00:00Z`) - (days - 1) * DAY_MS);
  return { firstDay: utcDay(first), lastDay: utcDay(now), since: first.toISOString() };
}

/** The last `months` UTC calendar months up to and including `now`'s, as first days and the moment they begin. */
export function lastMonthsOf(now: Date, months: number) {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return { firstMonth: utcDay(first), lastMonth: utcDay(last), since: first.toISOString() };
}

export type PeriodStep = 'day' | 'month';

/** Every day or month from `first` to `last` (dates), so periods without a row still show as 0. */
export function periodSeries(first: string, last: string, step: PeriodStep): SQL {
  return sql`generate_series(${first}::date, ${last}::date, ${`1 ${step}`}::interval) as series(series_period)`;
}

/** The series' date (join and order on it) and the same as text for the answer. */
export const seriesDate = sql`series.series_period::date`;
export const seriesPeriod = sql<string>`series.series_period::date::text`;
