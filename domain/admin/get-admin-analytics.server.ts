import { eq, gte, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaigns, dailyGiftTotals } from '../../db/schema';
import {
  cardRevenueOf,
  LAST_DAYS,
  lastDaysOf,
  lastMonthsOf,
  type PeriodStep,
  periodSeries,
  seriesDate,
  seriesPeriod,
} from './admin-figures.server';
import { type CurrencyAmount, type MoneyFigure, moneyFigureOf, sumByCurrency } from './money-figure';

export const ANALYTICS_MONTHS = 12;

/** One day ("2026-11-23") or month ("2026-11") of counted gifts; every period is present, empty ones at 0. */
export interface PeriodFigures {
  period: string;
  contributions: number;
  raised: MoneyFigure;
  /** Pamoja's platform fee of the period's counted card gifts. */
  revenue: MoneyFigure;
}

export type PaymentMethodKind = 'card' | 'mobile_wallet';

export interface AdminAnalytics {
  daily: PeriodFigures[];
  monthly: PeriodFigures[];
  /** Counted gifts of the last 12 months per currency, the largest in USD first. */
  byCurrency: (CurrencyAmount & { contributions: number; usdApproximate: number })[];
  /** Counted gifts of the last 12 months by payment method. */
  byPaymentMethod: { method: PaymentMethodKind; contributions: number; raised: MoneyFigure }[];
  /** Campaigns (not deleted) per recipient country, the most first; '' where none was given. */
  campaignsByCountry: { country: string; campaigns: number }[];
}

/**
 * The analytics tab (issue 14) in three aggregate statements: counted gifts per UTC day for 30 days and per month
 * for 12, each a generate_series joined to the sums per period, currency and kind (card or wallet) of the kept
 * daily totals (decision 014: a year is a few thousand rows however many gave), and campaigns per recipient country. The splits by currency and by payment method come
 * from the year's few sums (one row per month, currency and kind), so the year is read once.
 */
export async function getAdminAnalytics(db: Database, { now }: { now: Date }): Promise<AdminAnalytics> {
  const days = lastDaysOf(now, LAST_DAYS);
  const months = lastMonthsOf(now, ANALYTICS_MONTHS);
  const [daily, monthly, byCountry] = await Promise.all([
    giftsPerPeriod(db, { step: 'day', first: days.firstDay, last: days.lastDay, since: days.since }),
    giftsPerPeriod(db, {
      step: 'month',
      first: months.firstMonth,
      last: months.lastMonth,
      since: months.since,
    }),
    db
      .select({ country: campaigns.recipientCountry, campaigns: sql<number>`count(*)::int` })
      .from(campaigns)
      .where(isNull(campaigns.deletedAt))
      .groupBy(campaigns.recipientCountry)
      .orderBy(sql`count(*) desc`, campaigns.recipientCountry),
  ]);

  const yearLines = monthly.filter(
    (line): line is PeriodLine & { currency: string } => line.currency !== null,
  );
  const countByCurrency = new Map<string, number>();
  for (const line of yearLines) {
    countByCurrency.set(line.currency, (countByCurrency.get(line.currency) ?? 0) + line.count);
  }
  const totals = moneyFigureOf(
    sumByCurrency(yearLines.map(({ currency, raised }) => ({ currency, amount: raised }))),
  );
  const byCurrency = totals.byCurrency.map((line) => ({
    ...line,
    contributions: countByCurrency.get(line.currency) ?? 0,
    usdApproximate: moneyFigureOf([line]).usdApproximate,
  }));
  const byPaymentMethod = (['card', 'mobile_wallet'] as const).map((method) => {
    const lines = yearLines.filter((line) => line.wallet === (method === 'mobile_wallet'));
    return {
      method,
      contributions: lines.reduce((total, line) => total + line.count, 0),
      raised: moneyFigureOf(
        sumByCurrency(lines.map(({ currency, raised }) => ({ currency, amount: raised }))),
      ),
    };
  });
  return {
    daily: periodFiguresOf(daily),
    monthly: periodFiguresOf(monthly).map((row) => ({ ...row, period: row.period.slice(0, 7) })),
    byCurrency,
    byPaymentMethod,
    campaignsByCountry: byCountry.map((row) => ({ country: row.country, campaigns: Number(row.campaigns) })),
  };
}

/** The sums of one period, currency and kind; a period without gifts is one line with a null currency. */
interface PeriodLine {
  period: string;
  currency: string | null;
  wallet: boolean | null;
  count: number;
  raised: string;
  revenue: string;
}

/** Counted gifts per day or month from `first` to `last`, per currency and kind, each period present. */
async function giftsPerPeriod(
  db: Database,
  { step, first, last, since }: { step: PeriodStep; first: string; last: string; since: string },
): Promise<PeriodLine[]> {
  const period =
    step === 'day'
      ? sql<string>`${dailyGiftTotals.day}`
      : sql<string>`date_trunc('month', ${dailyGiftTotals.day})::date`;
  const isWallet = sql<boolean>`(${dailyGiftTotals.paymentMethod} = 'mobile_wallet')`;
  const totals = db
    .select({
      period: sql<string>`${period}`.as('period'),
      currency: dailyGiftTotals.currency,
      wallet: sql<boolean>`${isWallet}`.as('wallet'),
      count: sql<number>`sum(${dailyGiftTotals.gifts})::int`.as('count'),
      raised: sql<string>`sum(${dailyGiftTotals.counted})::text`.as('raised'),
      revenue: cardRevenueOf(dailyGiftTotals).as('revenue'),
    })
    .from(dailyGiftTotals)
    .where(gte(dailyGiftTotals.day, sql`${since}::date`))
    .groupBy(period, dailyGiftTotals.currency, isWallet)
    .having(sql`sum(${dailyGiftTotals.gifts}) > 0`)
    .as('totals');
  const rows = await db
    .select({
      period: seriesPeriod,
      currency: totals.currency,
      wallet: totals.wallet,
      count: totals.count,
      raised: totals.raised,
      revenue: totals.revenue,
    })
    .from(periodSeries(first, last, step))
    .leftJoin(totals, eq(totals.period, seriesDate))
    .orderBy(seriesDate);
  return rows.map((row) => ({
    ...row,
    count: Number(row.count ?? 0),
    raised: row.raised ?? '0',
    revenue: row.revenue ?? '0',
  }));
}

/** Each period's figures from its lines: counts added, money per currency (card and wallet lines summed). */
function periodFiguresOf(lines: readonly PeriodLine[]): PeriodFigures[] {
  const byPeriod = new Map<string, CurrencyLine[]>();
  for (const line of lines) {
    const periodLines = byPeriod.get(line.period) ?? [];
    if (line.currency !== null) periodLines.push({ ...line, currency: line.currency });
    byPeriod.set(line.period, periodLines);
  }
  return [...byPeriod].map(([period, counted]) => ({
    period,
    contributions: counted.reduce((total, line) => total + line.count, 0),
    raised: moneyFigureOf(
      sumByCurrency(counted.map(({ currency, raised }) => ({ currency, amount: raised }))),
    ),
    revenue: moneyFigureOf(
      sumByCurrency(counted.map(({ currency, revenue }) => ({ currency, amount: revenue }))),
    ),
  }));
}

type CurrencyLine = PeriodLine & { currency: string };
