import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { contributions } from '../../db/schema';
import { countsTowardTotal } from '../campaigns/get-campaign-stats.server';

/** Why a campaign cannot be deleted: money owed to its family, or a card payment still on its way. */
export type CampaignMoneyHeld = 'owed' | 'in_flight';

/**
 * Whether the campaign holds money (issue 29 item 4): card gifts that still count and were not paid out, or a card
 * payment started with Stripe and not yet settled (a bank debit takes days). The one question deleting asks; when
 * the payout ledger lands it answers from the ledger's balance instead.
 */
export async function getCampaignMoneyHeld(
  db: Database,
  campaign: { id: number; payoutStatus: string | null },
): Promise<CampaignMoneyHeld | null> {
  const [held] = await db
    .select({
      owed: sql<number>`count(*) filter (where ${countsTowardTotal})::int`,
      inFlight: sql<number>`count(*) filter (where ${contributions.paymentStatus} = 'pending')::int`,
    })
    .from(contributions)
    .where(
      and(
        eq(contributions.campaignId, campaign.id),
        eq(contributions.paymentMethod, 'card'),
        or(
          countsTowardTotal,
          and(eq(contributions.paymentStatus, 'pending'), isNotNull(contributions.stripePaymentIntentId)),
        ),
      ),
    );
  if (Number(held?.inFlight) > 0) return 'in_flight';
  if (campaign.payoutStatus !== 'completed' && Number(held?.owed) > 0) return 'owed';
  return null;
}
