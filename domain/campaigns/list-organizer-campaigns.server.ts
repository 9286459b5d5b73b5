import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaigns } from '../../db/schema';
import { countedTotalsByCurrency, raisedFrom } from './get-campaign-stats.server';

export interface OrganizerCampaign {
  id: number;
  customUrl: string;
  deceasedName: string;
  campaignCurrency: string;
  goal: number | null;
  isActive: boolean;
  createdAt: Date;
  /** Counted contributions, converted to the campaign's currency as on its page. */
  totalRaised: number;
  contributionCount: number;
}

/** My Campaigns: the organizer's campaigns, newest first, with what each has raised (one statement). */
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
      totals: countedTotalsByCurrency,
    })
    .from(campaigns)
    .where(eq(campaigns.organizerId, organizerId))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id));
  return rows.map(({ totals, ...row }) => {
    const { totalRaised, contributorCount } = raisedFrom(totals, row.campaignCurrency);
    return {
      ...row,
      goal: row.goal === null ? null : Number(row.goal),
      totalRaised,
      contributionCount: contributorCount,
    };
  });
}
