import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { contributions } from '../../db/schema';
import { campaignHoldsMoney } from './ledger.server';

/** Why a campaign cannot be deleted: money owed to its family, or a card payment still on its way. */
export type CampaignMoneyHeld = 'owed' | 'in_flight';

/**
 * Whether the campaign holds money (issue 29 item 4): a card payment started with Stripe and not yet settled (a bank
 * debit takes days), or what the ledger says is owed or waiting to be paid. The one question deleting asks.
 */
export async function getCampaignMoneyHeld(
  db: Database,
  campaign: { id: number; campaignCurrency: string },
): Promise<CampaignMoneyHeld | null> {
  const [inFlight] = await db
    .select({ id: contributions.id })
    .from(contributions)
    .where(
      and(
        eq(contributions.campaignId, campaign.id),
        eq(contributions.paymentMethod, 'card'),
        eq(contributions.paymentStatus, 'pending'),
        isNotNull(contributions.stripePaymentIntentId),
      ),
    )
    .limit(1);
  if (inFlight) return 'in_flight';
  return (await campaignHoldsMoney(db, campaign)) ? 'owed' : null;
}
