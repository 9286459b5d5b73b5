import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaignTotals, nomineeChangeRequests } from '../../db/schema';
import { raisedFrom } from '../campaigns/get-campaign-stats.server';
import { type CampaignActor, requireCampaignManager } from '../campaigns/permissions';
import { type Campaign, requireVisibleCampaign } from '../campaigns/require-visible-campaign.server';
import type { CardPayoutLine, PayoutFigures, PayoutStatement, WalletGiftsLine } from './payout-request';

/**
 * What the campaign owes its recipient, from its kept totals (a row per currency and payment method, however
 * many gave): card gifts that still count (countedAmount: refunds and disputes subtracted) with the fees stored on
 * each (after a refund, cardFeesAfterReversal's), and confirmed wallet gifts apart, since they went straight to
 * the recipient. `db` may be the transaction of a payout request.
 */
export async function payoutStatementOf(
  db: Database,
  campaign: Pick<Campaign, 'id' | 'campaignCurrency' | 'payoutStatus'>,
): Promise<PayoutFigures> {
  const rows = await db
    .select({
      currency: campaignTotals.currency,
      isWallet: sql<boolean>`${campaignTotals.paymentMethod} = 'mobile_wallet'`,
      count: campaignTotals.gifts,
      counted: sql<string>`${campaignTotals.counted}::text`,
      platformFee: sql<string>`${campaignTotals.platformFee}::numeric(14, 2)::text`,
      processingFee: sql<string>`${campaignTotals.processingFee}::numeric(14, 2)::text`,
      payoutAmount: sql<string>`${campaignTotals.payoutAmount}::numeric(14, 2)::text`,
    })
    .from(campaignTotals)
    .where(and(eq(campaignTotals.campaignId, campaign.id), gt(campaignTotals.gifts, 0)));

  const { campaignCurrency } = campaign;
  const byCurrency = <Line extends { currency: string }>(a: Line, b: Line) =>
    Number(b.currency === campaignCurrency) - Number(a.currency === campaignCurrency) ||
    a.currency.localeCompare(b.currency);
  const card: CardPayoutLine[] = rows
    .filter((row) => !row.isWallet)
    .map(({ currency, count, counted, platformFee, processingFee, payoutAmount }) => ({
      currency,
      contributions: Number(count),
      counted: counted,
      platformFee: platformFee,
      processingFee: processingFee,
      payoutAmount: payoutAmount,
    }))
    .sort(byCurrency);
  const wallet: WalletGiftsLine[] = rows
    .filter((row) => row.isWallet)
    .map(({ currency, count, counted }) => ({
      currency,
      contributions: Number(count),
      total: counted,
    }))
    .sort(byCurrency);

  const converted = card.some((line) => line.currency !== campaignCurrency);
  const approximatePayoutTotal = converted
    ? {
        amount: raisedFrom(
          card.map((line) => ({
            currency: line.currency,
            total: line.payoutAmount,
            count: line.contributions,
          })),
          campaignCurrency,
        ).totalRaised,
        currency: campaignCurrency,
        approximate: true as const,
      }
    : null;
  return { campaignCurrency, card, wallet, approximatePayoutTotal, payoutStatus: campaign.payoutStatus };
}

/** The statement the Request Payout dialog shows: the organizer, the recipient or an admin. */
export async function getPayoutStatement(
  db: Database,
  { campaignId, actor }: { campaignId: number; actor: CampaignActor },
): Promise<PayoutStatement> {
  const campaign = await requireVisibleCampaign(db, campaignId, actor);
  requireCampaignManager(actor, campaign);
  const [statement, [pendingChange]] = await Promise.all([
    payoutStatementOf(db, campaign),
    db
      .select({ id: nomineeChangeRequests.id })
      .from(nomineeChangeRequests)
      .where(
        and(eq(nomineeChangeRequests.campaignId, campaign.id), eq(nomineeChangeRequests.status, 'pending')),
      )
      .limit(1),
  ]);
  return { ...statement, nomineeChangePending: pendingChange !== undefined };
}
