import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaigns, campaignTotals } from '../../db/schema';
import { pendingPayoutDeadlineOfOuterCampaign } from '../payouts/ledger.server';
import { type CampaignStatus, campaignStatusOf } from './campaign-status';
import { notDeleted } from './get-campaign.server';
import {
  countedTotalsByCurrency,
  keptTotalsOfOuterCampaign,
  raisedFrom,
  walletGiftsAwaitingReview,
} from './get-campaign-stats.server';

export interface OrganizerCampaign {
  id: number;
  customUrl: string;
  deceasedName: string;
  campaignCurrency: string;
  goal: number | null;
  isActive: boolean;
  createdAt: Date;
  endDate: string | null;
  endedAt: Date | null;
  /** Counted contributions, converted to the campaign's currency as on its page. */
  totalRaised: number;
  testMoneyRaised: number;
  contributionCount: number;
  /** Mobile wallet gifts the family has not confirmed or rejected yet. */
  walletGiftsAwaitingConfirmation: number;
  /** null until a payout is requested; then 'requested' or 'completed'. */
  payoutStatus: string | null;
  /** The one derived status (domain/campaigns/campaign-status.ts). */
  status: CampaignStatus;
}

/** Card gifts that still count: what a payout would pay (wallet gifts went to the recipient directly). */
const payableContributions = sql<number>`(
  select coalesce(sum(${campaignTotals.gifts}), 0)::int from ${keptTotalsOfOuterCampaign('card')}
)`;

/**
 * My Campaigns: the organizer's campaigns, newest first, with what each has raised, the wallet gifts waiting for
 * the family and the derived status: one statement, however many campaigns and gifts.
 */
export async function listOrganizerCampaigns(
  db: Database,
  organizerId: number,
  now = new Date(),
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
      endDate: campaigns.endDate,
      endedAt: campaigns.endedAt,
      payoutStatus: campaigns.payoutStatus,
      totals: countedTotalsByCurrency,
      walletGiftsAwaitingConfirmation: walletGiftsAwaitingReview,
      payableContributions,
      pendingPayoutDeadline: pendingPayoutDeadlineOfOuterCampaign,
    })
    .from(campaigns)
    .where(and(eq(campaigns.organizerId, organizerId), notDeleted))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id));
  return rows.map(({ totals, payableContributions: payable, pendingPayoutDeadline, ...row }) => {
    const { totalRaised, testMoneyRaised, contributorCount } = raisedFrom(totals, row.campaignCurrency);
    return {
      ...row,
      goal: row.goal === null ? null : Number(row.goal),
      totalRaised,
      testMoneyRaised,
      contributionCount: contributorCount,
      walletGiftsAwaitingConfirmation: Number(row.walletGiftsAwaitingConfirmation),
      status: campaignStatusOf({ ...row, payableContributions: Number(payable), pendingPayoutDeadline }, now),
    };
  });
}
