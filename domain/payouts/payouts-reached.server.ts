import type { Database } from '../../db/client.server';
import { byCampaignCurrency, minorOf, payoutsOf } from './ledger.server';
import type { PayoutReached } from './payout-reached';

/**
 * What the public campaign page says of the money that reached the family (issue 29 deliver 6): each completed
 * payout's date and what it paid per currency, oldest first, read from the ledger's payouts (the one source the
 * statement and the e-mails read), the campaign's currency first. Never the reference or the account. A payout that
 * paid nothing says nothing.
 */
export async function listPayoutsReached(
  db: Database,
  campaign: { id: number; campaignCurrency: string },
): Promise<PayoutReached[]> {
  const payouts = await payoutsOf(db, campaign.id);
  return payouts.flatMap((payout) => {
    const amounts = payout.lines
      .filter((line) => line.paid !== null && minorOf(line.paid, line.currency) > 0)
      .map((line) => ({ currency: line.currency, amount: line.paid as string }))
      .sort(byCampaignCurrency(campaign.campaignCurrency));
    return payout.status === 'completed' && payout.payoutDate && amounts.length > 0
      ? [{ payoutDate: payout.payoutDate, amounts }]
      : [];
  });
}
