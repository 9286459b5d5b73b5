import { type SQL, sql } from 'drizzle-orm';
import { contributions } from '../../db/schema';

/**
 * The pieces of SQL the admin figures share. What counts toward a total is get-campaign-stats.server.ts's rule;
 * the platform's revenue is the platform fee stored on each counted card gift (fees.ts: 6% of what still stands
 * after refunds, cardFeesAfterReversal), and wallet gifts carry none.
 */
export const isWalletGift = sql<boolean>`(${contributions.paymentMethod} = 'mobile_wallet')`;

export const platformRevenue = sql`${contributions.platformFee}`;

/** A day in UTC ("2026-11-23"): the admin charts count days and months in UTC. */
export function utcDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

export const DAY_MS = 24 * 60 * 60 * 1000;

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
