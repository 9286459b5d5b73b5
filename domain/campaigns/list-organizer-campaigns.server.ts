import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaigns, contributions } from '../../db/schema';
import { convertFromUsd, convertToUsd } from '../shared/currencies';

export interface OrganizerCampaign {
  id: number;
  customUrl: string;
  deceasedName: string;
  campaignCurrency: string;
  goal: number | null;
  isActive: boolean;
  createdAt: Date;
  /** Succeeded contributions, converted to the campaign's currency. */
  totalRaised: number;
  contributionCount: number;
}

/** My Campaigns: the organizer's campaigns, newest first, with what each has raised. */
export async function listOrganizerCampaigns(
  db: Database,
  organizerId: number,
): Promise<OrganizerCampaign[]> {
  const rows = await db
    .select({
      id: campaigns.id,
      customUrl: campaigns.customUrl,
      deceasedName: campaigns.deceasedName,
      campaignCurrency: campaigns.campaignCurrency,
      goal: campaigns.goal,
      isActive: campaigns.isActive,
      createdAt: campaigns.createdAt,
    })
    .from(campaigns)
    .where(eq(campaigns.organizerId, organizerId))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id));
  if (rows.length === 0) return [];

  const sums = await db
    .select({
      campaignId: contributions.campaignId,
      currency: contributions.currency,
      total: sql<string>`sum(${contributions.amount})`,
      count: sql<number>`count(*)::int`,
    })
    .from(contributions)
    .where(
      and(
        inArray(
          contributions.campaignId,
          rows.map((row) => row.id),
        ),
        eq(contributions.paymentStatus, 'succeeded'),
      ),
    )
    .groupBy(contributions.campaignId, contributions.currency);

  return rows.map((row) => {
    let totalRaised = 0;
    let contributionCount = 0;
    for (const sum of sums.filter((candidate) => candidate.campaignId === row.id)) {
      const amount = Number(sum.total);
      totalRaised +=
        sum.currency === row.campaignCurrency
          ? amount
          : convertFromUsd(convertToUsd(amount, sum.currency), row.campaignCurrency);
      contributionCount += sum.count;
    }
    return {
      ...row,
      goal: row.goal === null ? null : Number(row.goal),
      totalRaised: Math.round(totalRaised * 100) / 100,
      contributionCount,
    };
  });
}
