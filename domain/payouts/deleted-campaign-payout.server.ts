import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaigns } from '../../db/schema';
import { campaignLedgerOf } from './ledger.server';
import type { PayoutMailServices } from './payout-emails.server';
import { openPayout, payoutBlockedBy } from './request-payout.server';

const PAMOJA = { userId: null, adminId: null, recipientAccessId: null };

/**
 * A deleted campaign's family can no longer ask for its money, yet a payment on its way when it was deleted still
 * lands (issue 29 deliver 4, decision 021). Pamoja opens the payout itself, to the nominated recipient, in the
 * transaction that counted the money: the admin sees it on the Payouts tab and completes it like any other. Called
 * when a gift is recorded and when a payout is completed (a gift that landed while one waited); a no-op unless the
 * campaign is deleted, owes money and has no payout waiting.
 */
export async function openDeletedCampaignPayout(
  tx: Database,
  campaignId: number,
  services: PayoutMailServices,
): Promise<boolean> {
  const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId)).for('update');
  if (!campaign?.deletedAt) return false;
  const ledger = await campaignLedgerOf(tx, campaign);
  if (payoutBlockedBy(ledger)) return false;
  await openPayout(tx, campaign, ledger, { requestedBy: null, who: PAMOJA }, services);
  return true;
}
