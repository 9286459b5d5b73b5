import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaigns, campaignViews, contributions } from '../../db/schema';
import { convertCurrency } from '../shared/currency-conversion';
import { type CampaignLookup, type CampaignRow, campaignLookupCondition } from './get-campaign.server';

export interface CampaignStats {
  totalRaised: number;
  contributorCount: number;
  viewCount: number;
}

/** Only confirmed money counts: card payments that succeeded, mobile-wallet gifts once confirmed. */
export const COUNTED_PAYMENT_STATUS = 'succeeded';

/**
 * The outer row's id inside a correlated subquery. Drizzle prints columns of a partial select unqualified
 * ("id"), which inside `from contributions` would silently mean contributions.id.
 */
export const OUTER_CAMPAIGN_ID = sql.raw('"campaigns"."id"');

interface CurrencyTotal {
  currency: string;
  total: string;
  count: number;
}

/** Sums per currency, converted into the campaign's currency at the fixed display rates. */
function statsFrom(totals: CurrencyTotal[], viewCount: number, campaignCurrency: string): CampaignStats {
  let totalRaised = 0;
  let contributorCount = 0;
  for (const row of totals) {
    const amount = Number(row.total);
    totalRaised += convertCurrency(amount, row.currency, campaignCurrency);
    contributorCount += Number(row.count);
  }
  return { totalRaised: Math.round(totalRaised * 100) / 100, contributorCount, viewCount: Number(viewCount) };
}

const totalsByCurrency = sql<CurrencyTotal[]>`(
  select coalesce(json_agg(json_build_object('currency', t.currency, 'total', t.total, 'count', t.count)), '[]'::json)
  from (
    select ${contributions.currency} as currency, sum(${contributions.amount})::text as total, count(*)::int as count
    from ${contributions}
    where ${contributions.campaignId} = ${OUTER_CAMPAIGN_ID} and ${contributions.paymentStatus} = ${COUNTED_PAYMENT_STATUS}
    group by ${contributions.currency}
  ) t
)`;

const viewCount = sql<number>`(select count(*)::int from ${campaignViews} where ${campaignViews.campaignId} = ${OUTER_CAMPAIGN_ID})`;

/**
 * The campaign and its totals in one statement: the campaign by its unique index, the sums through the
 * contributions (campaign_id, created_at) index and the views through their (campaign_id, …) unique index.
 */
export async function getCampaignWithStats(
  db: Database,
  lookup: CampaignLookup,
): Promise<{ campaign: CampaignRow; stats: CampaignStats } | null> {
  const [row] = await db
    .select({ campaign: campaigns, totals: totalsByCurrency, viewCount })
    .from(campaigns)
    .where(campaignLookupCondition(lookup))
    .limit(1);
  if (!row) return null;
  return {
    campaign: row.campaign,
    stats: statsFrom(row.totals, row.viewCount, row.campaign.campaignCurrency),
  };
}

/** Totals in the campaign's currency, counting only confirmed contributions. */
export async function getCampaignStats(
  db: Database,
  campaignId: number,
  campaignCurrency: string,
): Promise<CampaignStats> {
  const [byCurrency, [views]] = await Promise.all([
    db
      .select({
        currency: contributions.currency,
        total: sql<string>`sum(${contributions.amount})::text`,
        count: sql<number>`count(*)::int`,
      })
      .from(contributions)
      .where(
        and(
          eq(contributions.campaignId, campaignId),
          eq(contributions.paymentStatus, COUNTED_PAYMENT_STATUS),
        ),
      )
      .groupBy(contributions.currency),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(campaignViews)
      .where(eq(campaignViews.campaignId, campaignId)),
  ]);
  return statsFrom(byCurrency, views?.count ?? 0, campaignCurrency);
}
