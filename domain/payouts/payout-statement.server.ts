import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { nomineeChangeRequests } from '../../db/schema';
import { raisedFrom } from '../campaigns/get-campaign-stats.server';
import { type CampaignActor, requireCampaignManager } from '../campaigns/permissions';
import { type Campaign, requireVisibleCampaign } from '../campaigns/require-visible-campaign.server';
import { type CampaignLedger, campaignLedgerOf } from './ledger.server';
import {
  type CardPayoutLine,
  type PayoutFigures,
  type PayoutStatement,
  payableCardLines,
} from './payout-request';

/**
 * What the campaign owes its recipient, as its ledger says (ledger.server.ts: kept totals and payout lines, a few
 * rows however many gave): per currency the card gifts that still count with the fees stored on each, what earlier
 * payouts paid and the balance; confirmed wallet gifts apart, since they went straight to the recipient; test money
 * apart, never paid. `db` may be the transaction of a payout request.
 */
export async function payoutStatementOf(
  db: Database,
  campaign: Pick<Campaign, 'id' | 'campaignCurrency' | 'payoutStatus'>,
): Promise<PayoutFigures> {
  return figuresOf(await campaignLedgerOf(db, campaign), campaign.payoutStatus);
}

/** The statement's figures of a ledger already read. */
export function figuresOf(ledger: CampaignLedger, payoutStatus: string | null): PayoutFigures {
  const { campaignCurrency } = ledger;
  const card: CardPayoutLine[] = ledger.card.map((line) => ({
    currency: line.currency,
    contributions: line.contributions,
    counted: line.counted,
    platformFee: line.platformFee,
    processingFee: line.processingFee,
    paidOut: line.paidOut,
    payoutAmount: line.balance,
  }));
  const payable = payableCardLines({ card });
  const converted = payable.some((line) => line.currency !== campaignCurrency);
  const approximatePayoutTotal = converted
    ? {
        amount: raisedFrom(
          payable.map((line) => ({
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
  return {
    campaignCurrency,
    card,
    wallet: ledger.wallet,
    testMoney: ledger.testMoney,
    approximatePayoutTotal,
    payoutStatus,
    payouts: ledger.payouts.map((payout) => ({
      id: payout.id,
      status: payout.status,
      requestedAt: payout.requestedAt.toISOString(),
      payoutDate: payout.payoutDate?.toISOString() ?? null,
      transferReference: payout.transferReference,
      lines: payout.lines.map(({ currency, owed, paid, differenceReason }) => ({
        currency,
        owed,
        paid,
        differenceReason,
      })),
    })),
  };
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
