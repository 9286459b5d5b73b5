import type { Database } from '../../db/client.server';
import { readBudget } from '../budget/read-budget.server';
import type { CampaignActor } from '../campaigns/permissions';
import type { Campaign } from '../campaigns/require-visible-campaign.server';
import { requireFamilyCampaign } from '../gathering/family-campaign.server';
import { readGivenInPerson } from '../in-person-gifts/read-given-in-person.server';
import { campaignLedgerOf, minorOf, walletGiftsByProviderOf } from '../payouts/ledger.server';
import type { FamilyStatement } from './family-statement';

/**
 * Every figure of the family's statement, each from its one source: card money, fees, payouts and test money from
 * the payout ledger the payout screens read (ledger.server.ts), wallet gifts from the same counted gifts split by
 * wallet, gifts given in person from readGivenInPerson, the budget and its payments from readBudget.
 */
export async function readFamilyStatement(
  db: Database,
  campaign: Pick<Campaign, 'id' | 'deceasedName' | 'campaignCurrency'>,
  { now = new Date() }: { now?: Date } = {},
): Promise<FamilyStatement> {
  const [ledger, wallet, givenInPerson, budget] = await Promise.all([
    campaignLedgerOf(db, campaign),
    walletGiftsByProviderOf(db, campaign.id),
    readGivenInPerson(db, campaign.id),
    readBudget(db, campaign),
  ]);
  return {
    campaign: {
      id: campaign.id,
      deceasedName: campaign.deceasedName,
      campaignCurrency: campaign.campaignCurrency,
    },
    generatedAt: now.toISOString(),
    card: ledger.card.map((line) => ({
      currency: line.currency,
      contributions: line.contributions,
      countedMinor: minorOf(line.counted, line.currency),
      platformFeeMinor: minorOf(line.platformFee, line.currency),
      processingFeeMinor: minorOf(line.processingFee, line.currency),
      feesMinor: minorOf(line.fees, line.currency),
      paidOutMinor: minorOf(line.paidOut, line.currency),
      balanceMinor: minorOf(line.balance, line.currency),
    })),
    wallet: wallet.map((line) => ({
      provider: line.provider,
      currency: line.currency,
      contributions: line.contributions,
      totalMinor: minorOf(line.total, line.currency),
    })),
    testMoney: ledger.testMoney.map((line) => ({
      currency: line.currency,
      contributions: line.contributions,
      countedMinor: minorOf(line.counted, line.currency),
    })),
    payouts: ledger.payouts.map((payout) => ({
      id: payout.id,
      status: payout.status,
      requestedAt: payout.requestedAt.toISOString(),
      payoutDate: payout.payoutDate?.toISOString() ?? null,
      transferReference: payout.transferReference,
      lines: payout.lines.map((line) => ({
        currency: line.currency,
        owedMinor: minorOf(line.owed, line.currency),
        paidMinor: line.paid === null ? null : minorOf(line.paid, line.currency),
        differenceReason: line.differenceReason,
      })),
    })),
    givenInPerson,
    budget: {
      currency: budget.currency,
      lines: budget.lines,
      spending: budget.spending.map((entry) => ({
        budgetLineId: entry.budgetLineId,
        paidOn: entry.paidOn,
        paidTo: entry.paidTo,
        amountMinor: entry.amountMinor,
        edited: entry.editedAt !== null,
        removed: entry.deletedAt !== null,
      })),
      plannedMinor: budget.plannedMinor,
      spentMinor: budget.spentMinor,
    },
  };
}

/** The statement of a campaign the actor's family manages: its organizer or a recipient session (as the family pages). */
export async function getFamilyStatement(
  db: Database,
  { campaignId, actor }: { campaignId: number; actor: CampaignActor },
): Promise<{ campaign: Campaign; statement: FamilyStatement }> {
  const { campaign } = await requireFamilyCampaign(db, campaignId, actor);
  return { campaign, statement: await readFamilyStatement(db, campaign) };
}
