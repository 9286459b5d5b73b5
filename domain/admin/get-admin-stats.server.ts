import { gte, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaigns, campaignTotals, dailyGiftTotals, payoutSchedule, users } from '../../db/schema';
import { testMoneyOfKeptTotals } from '../campaigns/get-campaign-stats.server';
import { payoutTotalsByCurrency } from '../payouts/ledger.server';
import { cardRevenueOf, LAST_DAYS, lastDaysOf } from './admin-figures.server';
import { type CurrencyAmount, type MoneyFigure, moneyFigureOf } from './money-figure';

export interface PayoutFigure {
  count: number;
  /** What the recipients are owed (pending) or were sent (completed: the amount the admin recorded), in each
   * campaign's currency. */
  amount: MoneyFigure;
}

/** The admin overview (spec part 2 §3 "Admin stats"): money per currency with its approximate USD sum. */
export interface AdminStats {
  totalCampaigns: number;
  totalUsers: number;
  /** Gifts that count toward a total (get-campaign-stats.server.ts): card less reversals, confirmed wallet gifts. */
  totalContributions: number;
  averageContribution: MoneyFigure;
  totalRaised: MoneyFigure;
  /** The part of totalRaised paid with Stripe test keys: included in the totals, never paid out. */
  testMoney: MoneyFigure;
  /** Pamoja's platform fee of the counted card gifts (the platform fee stored on each, after refunds). */
  totalRevenue: MoneyFigure;
  pendingPayouts: PayoutFigure;
  completedPayouts: PayoutFigure;
  last30DaysRevenue: MoneyFigure;
  last30DaysContributions: number;
}

const isCompletedPayout = sql<boolean>`(${payoutSchedule.status} = 'completed')`;

/**
 * Every overview figure in five aggregate statements: the kept totals grouped by currency (decision 014; the money
 * stays in the financial record when its campaign is deleted), the last 30 UTC days of the kept daily totals (the
 * days the analytics tab charts, so both tabs give one figure), the campaigns not deleted, the users, and the payout
 * schedule grouped by status and campaign currency. No row is read into code.
 */
export async function getAdminStats(db: Database, { now }: { now: Date }): Promise<AdminStats> {
  const recentDays = lastDaysOf(now, LAST_DAYS);
  const [gifts, recentGifts, [campaignCount], [userCount], payouts, payoutCounts] = await Promise.all([
    db
      .select({
        currency: campaignTotals.currency,
        count: sql<number>`sum(${campaignTotals.gifts})::int`,
        raised: sql<string>`sum(${campaignTotals.counted})::text`,
        test: testMoneyOfKeptTotals,
        average: sql<string>`round(sum(${campaignTotals.counted}) / sum(${campaignTotals.gifts}), 2)::text`,
        revenue: cardRevenueOf(campaignTotals),
      })
      .from(campaignTotals)
      .groupBy(campaignTotals.currency)
      .having(sql`sum(${campaignTotals.gifts}) > 0`),
    db
      .select({
        currency: dailyGiftTotals.currency,
        count: sql<number>`sum(${dailyGiftTotals.gifts})::int`,
        revenue: cardRevenueOf(dailyGiftTotals),
      })
      .from(dailyGiftTotals)
      .where(gte(dailyGiftTotals.day, recentDays.firstDay))
      .groupBy(dailyGiftTotals.currency)
      .having(sql`sum(${dailyGiftTotals.gifts}) > 0`),
    db.select({ count: sql<number>`count(*)::int` }).from(campaigns).where(isNull(campaigns.deletedAt)),
    db.select({ count: sql<number>`count(*)::int` }).from(users),
    payoutTotalsByCurrency(db),
    db
      .select({ completed: isCompletedPayout, count: sql<number>`count(*)::int` })
      .from(payoutSchedule)
      .groupBy(isCompletedPayout),
  ]);

  const amounts = (pick: (row: (typeof gifts)[number]) => string): CurrencyAmount[] =>
    gifts.map((row) => ({ currency: row.currency, amount: pick(row) }));
  const totalContributions = gifts.reduce((total, row) => total + Number(row.count), 0);
  const totalRaised = moneyFigureOf(amounts((row) => row.raised));
  const payoutFigure = (completed: boolean): PayoutFigure => {
    const rows = payouts.filter((row) => row.completed === completed);
    return {
      count: Number(payoutCounts.find((row) => row.completed === completed)?.count ?? 0),
      amount: moneyFigureOf(rows),
    };
  };
  return {
    totalCampaigns: Number(campaignCount?.count ?? 0),
    totalUsers: Number(userCount?.count ?? 0),
    totalContributions,
    averageContribution: {
      byCurrency: moneyFigureOf(amounts((row) => row.average)).byCurrency,
      usdApproximate:
        totalContributions === 0
          ? 0
          : Math.round((totalRaised.usdApproximate * 100) / totalContributions) / 100,
    },
    totalRaised,
    testMoney: moneyFigureOf(amounts((row) => row.test)),
    totalRevenue: moneyFigureOf(amounts((row) => row.revenue)),
    pendingPayouts: payoutFigure(false),
    completedPayouts: payoutFigure(true),
    last30DaysRevenue: moneyFigureOf(
      recentGifts.map((row) => ({ currency: row.currency, amount: row.revenue })),
    ),
    last30DaysContributions: recentGifts.reduce((total, row) => total + Number(row.count), 0),
  };
}

/**
 * GET /api/admin/stats: the spec's field names, each money field the approximate USD sum (a number), the counts of
 * payouts, and beside them `byCurrency`, the exact amounts per currency the dollar figures come from.
 */
export function adminStatsResponseOf(stats: AdminStats) {
  return {
    totalCampaigns: stats.totalCampaigns,
    totalUsers: stats.totalUsers,
    totalContributions: stats.totalContributions,
    averageContribution: stats.averageContribution.usdApproximate,
    totalRaised: stats.totalRaised.usdApproximate,
    totalRevenue: stats.totalRevenue.usdApproximate,
    pendingPayouts: stats.pendingPayouts.count,
    completedPayouts: stats.completedPayouts.count,
    last30DaysRevenue: stats.last30DaysRevenue.usdApproximate,
    last30DaysContributions: stats.last30DaysContributions,
    /** The money fields above are US dollars converted at the fixed display rates: an approximation. */
    usdIsApproximate: true,
    byCurrency: {
      averageContribution: stats.averageContribution.byCurrency,
      totalRaised: stats.totalRaised.byCurrency,
      testMoney: stats.testMoney.byCurrency,
      totalRevenue: stats.totalRevenue.byCurrency,
      last30DaysRevenue: stats.last30DaysRevenue.byCurrency,
      pendingPayouts: stats.pendingPayouts.amount.byCurrency,
      completedPayouts: stats.completedPayouts.amount.byCurrency,
    },
    payoutAmounts: {
      pending: stats.pendingPayouts.amount.usdApproximate,
      completed: stats.completedPayouts.amount.usdApproximate,
    },
  };
}
