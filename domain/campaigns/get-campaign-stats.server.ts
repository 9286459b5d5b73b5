import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaigns, campaignTotals, contributions } from '../../db/schema';
import { DISPUTE_STATUSES_WITHHOLDING_FUNDS } from '../contributions/dispute-status';
import { convertCurrency, roundToMinorUnit } from '../shared/currency-conversion';
import type { CampaignLookup } from './campaign-lookup';
import { type CampaignRow, campaignLookupCondition } from './get-campaign.server';

export interface CampaignStats {
  totalRaised: number;
  /** The part of totalRaised paid with Stripe test keys (contributions.test_mode): shown as such, never paid out. */
  testMoneyRaised: number;
  contributorCount: number;
  viewCount: number;
}

/** Only confirmed money counts: card payments that succeeded, mobile-wallet gifts once confirmed. */
export const COUNTED_PAYMENT_STATUS = 'succeeded';

/**
 * What of one contribution counts (decision 007): its amount less what was refunded and less a disputed amount the
 * bank holds or took (domain/contributions/dispute-status.ts), never below zero: a chargeback on a partly refunded
 * charge may be for the whole charge, and Stripe then gives the refunded part back when it is lost.
 */
export const countedAmount = sql<string>`greatest(
  ${contributions.amount} - ${contributions.refundedAmount}
    - case when ${contributions.disputeStatus} in (${sql.join(
      DISPUTE_STATUSES_WITHHOLDING_FUNDS.map((status) => sql`${status}`),
      sql`, `,
    )}) then ${contributions.disputedAmount} else 0 end,
  0
)`;

/** A contribution counts toward the total (and as a contributor) while something of it still stands. */
export const countsTowardTotal = and(
  eq(contributions.paymentStatus, COUNTED_PAYMENT_STATUS),
  sql`${countedAmount} > 0`,
);

/**
 * The outer row's id inside a correlated subquery. Drizzle prints columns of a partial select unqualified
 * ("id"), which inside `from contributions` would silently mean contributions.id.
 */
export const OUTER_CAMPAIGN_ID = sql.raw('"campaigns"."id"');

interface CurrencyTotal {
  currency: string;
  total: string;
  /** The part of `total` that is test money (none when absent). */
  test?: string;
  count: number;
}

/** Of the kept totals summed, what test-mode gifts counted: every total that includes them says how much. */
export const testMoneyOfKeptTotals = sql<string>`coalesce(sum(${campaignTotals.counted}) filter (where ${campaignTotals.testMode}), 0)::text`;

/**
 * What a campaign has raised, the one rule every screen's figure comes from (page, My Campaigns, the stats text):
 * counted contributions summed per currency in SQL, each sum converted into the campaign's currency at the fixed
 * display rates in one step (never through USD), then rounded once to the currency's minor unit.
 */
export function raisedFrom(
  totals: CurrencyTotal[],
  campaignCurrency: string,
): { totalRaised: number; testMoneyRaised: number; contributorCount: number } {
  let totalRaised = 0;
  let testMoneyRaised = 0;
  let contributorCount = 0;
  for (const row of totals) {
    totalRaised += convertCurrency(Number(row.total), row.currency, campaignCurrency);
    testMoneyRaised += convertCurrency(Number(row.test ?? 0), row.currency, campaignCurrency);
    contributorCount += Number(row.count);
  }
  return {
    totalRaised: roundToMinorUnit(totalRaised, campaignCurrency),
    testMoneyRaised: roundToMinorUnit(testMoneyRaised, campaignCurrency),
    contributorCount,
  };
}

/**
 * The outer `campaigns` row's kept totals (decision 014) as SQL: `sum` over its rows per currency, across payment
 * methods, or restricted to one. Constant time however many gave: a campaign has a row per currency and method.
 */
export function keptTotalsOfOuterCampaign(paymentMethod?: string) {
  return sql`${campaignTotals} where ${campaignTotals.campaignId} = ${OUTER_CAMPAIGN_ID}${
    paymentMethod ? sql` and ${campaignTotals.paymentMethod} = ${paymentMethod}` : sql``
  }`;
}

/** The counted contributions of the outer `campaigns` row, summed per currency (read with `raisedFrom`). */
export const countedTotalsByCurrency = sql<CurrencyTotal[]>`(
  select coalesce(json_agg(json_build_object('currency', t.currency, 'total', t.total, 'test', t.test, 'count', t.count)), '[]'::json)
  from (
    select ${campaignTotals.currency} as currency, sum(${campaignTotals.counted})::text as total,
      ${testMoneyOfKeptTotals} as test, sum(${campaignTotals.gifts})::int as count
    from ${keptTotalsOfOuterCampaign()}
    group by ${campaignTotals.currency}
    having sum(${campaignTotals.gifts}) > 0
  ) t
)`;

/** The outer campaign's mobile wallet gifts awaiting the family's confirmation, from its kept totals. */
export const walletGiftsAwaitingReview = sql<number>`(
  select coalesce(sum(${campaignTotals.awaitingReview}), 0)::int from ${keptTotalsOfOuterCampaign()}
)`;

/**
 * Recomputes every campaign's kept totals from its contributions (`npm run totals:rebuild`; writers of
 * contributions wait meanwhile) and returns how many kept rows were wrong: 0 unless something changed
 * contributions behind the trigger's back.
 */
export async function rebuildCampaignTotals(db: Database): Promise<number> {
  const [row] = await db
    .select({ wrong: sql<number>`rebuild_campaign_totals()` })
    .from(sql`(values (1)) as once`);
  return Number(row?.wrong ?? 0);
}

/**
 * The campaign and its totals in one statement: the campaign by its unique index, its kept totals by theirs; the
 * views are the campaign's kept count.
 */
export async function getCampaignWithStats(
  db: Database,
  lookup: CampaignLookup,
): Promise<{ campaign: CampaignRow; stats: CampaignStats } | null> {
  const [row] = await db
    .select({ campaign: campaigns, totals: countedTotalsByCurrency })
    .from(campaigns)
    .where(campaignLookupCondition(lookup))
    .limit(1);
  if (!row) return null;
  const raised = raisedFrom(row.totals, row.campaign.campaignCurrency);
  return { campaign: row.campaign, stats: { ...raised, viewCount: row.campaign.viewCount } };
}

/** A campaign's totals in its own currency (zeros when there is no such campaign). */
export async function getCampaignStats(db: Database, campaignId: number): Promise<CampaignStats> {
  const found = await getCampaignWithStats(db, { id: campaignId });
  return found?.stats ?? { totalRaised: 0, testMoneyRaised: 0, contributorCount: 0, viewCount: 0 };
}
