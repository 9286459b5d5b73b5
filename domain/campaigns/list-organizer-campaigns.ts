import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaigns, contributions } from '../../db/schema';
import { convertFromUsd, convertToUsd } from '../shared/currencies';
import { COUNTED_PAYMENT_STATUS, OUTER_CAMPAIGN_ID } from './get-campaign-page';

export interface OrganizerCampaign {
  id: number;
  customUrl: string;
  deceasedName: string;
  campaignCurrency: string;
  totalRaised: number;
  isActive: boolean;
  createdAt: string;
}

/** GET /api/campaigns: the signed-in user's campaigns, newest first, with what each has raised. */
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
      isActive: campaigns.isActive,
      createdAt: campaigns.createdAt,
      totals: sql<Array<{ currency: string; total: string }>>`(
        select coalesce(json_agg(json_build_object('currency', t.currency, 'total', t.total)), '[]'::json)
        from (
          select ${contributions.currency} as currency, sum(${contributions.amount})::text as total
          from ${contributions}
          where ${contributions.campaignId} = ${OUTER_CAMPAIGN_ID} and ${contributions.paymentStatus} = ${COUNTED_PAYMENT_STATUS}
          group by ${contributions.currency}
        ) t
      )`,
    })
    .from(campaigns)
    .where(eq(campaigns.organizerId, organizerId))
    .orderBy(desc(campaigns.createdAt));
  return rows.map(({ totals, createdAt, ...campaign }) => ({
    ...campaign,
    createdAt: createdAt.toISOString(),
    totalRaised:
      Math.round(
        totals.reduce(
          (sum, row) =>
            sum +
            (row.currency === campaign.campaignCurrency
              ? Number(row.total)
              : convertFromUsd(convertToUsd(Number(row.total), row.currency), campaign.campaignCurrency)),
          0,
        ) * 100,
      ) / 100,
  }));
}
