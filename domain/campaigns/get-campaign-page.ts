import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaigns, campaignViews, contributions } from '../../db/schema';
import { convertFromUsd, convertToUsd } from '../shared/currencies';

export type CampaignLookup = { customUrl: string } | { id: number };

export interface CampaignStats {
  totalRaised: number;
  contributorCount: number;
  viewCount: number;
}

const COUNTED_STATUS = 'succeeded';

export async function getCampaign(db: Database, lookup: CampaignLookup) {
  const where =
    'id' in lookup
      ? eq(campaigns.id, lookup.id)
      : sql`lower(${campaigns.customUrl}) = ${lookup.customUrl.toLowerCase()}`;
  const [campaign] = await db.select().from(campaigns).where(where).limit(1);
  return campaign ?? null;
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
        total: sql<string>`sum(${contributions.amount})`,
        count: sql<number>`count(*)::int`,
      })
      .from(contributions)
      .where(and(eq(contributions.campaignId, campaignId), eq(contributions.paymentStatus, COUNTED_STATUS)))
      .groupBy(contributions.currency),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(campaignViews)
      .where(eq(campaignViews.campaignId, campaignId)),
  ]);
  let totalRaised = 0;
  let contributorCount = 0;
  for (const row of byCurrency) {
    const amount = Number(row.total);
    totalRaised +=
      row.currency === campaignCurrency
        ? amount
        : convertFromUsd(convertToUsd(amount, row.currency), campaignCurrency);
    contributorCount += row.count;
  }
  return { totalRaised: Math.round(totalRaised * 100) / 100, contributorCount, viewCount: views?.count ?? 0 };
}

export async function listRecentTributes(db: Database, campaignId: number, limit = 10) {
  return db
    .select({
      id: contributions.id,
      contributorName: contributions.contributorName,
      contributorRelationship: contributions.contributorRelationship,
      amount: contributions.amount,
      currency: contributions.currency,
      memory: contributions.memory,
      tribute: contributions.tribute,
      isAnonymous: contributions.isAnonymous,
      hideAmount: contributions.hideAmount,
      createdAt: contributions.createdAt,
    })
    .from(contributions)
    .where(and(eq(contributions.campaignId, campaignId), eq(contributions.paymentStatus, COUNTED_STATUS)))
    .orderBy(desc(contributions.createdAt))
    .limit(limit);
}
