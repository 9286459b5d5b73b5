import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaigns, contributions } from '../../db/schema';
import { payoutMethodLabel } from '../campaigns/campaign-options';
import { CAMPAIGN_NOT_FOUND, campaignPathOf } from '../campaigns/campaign-rules';
import { countedAmount } from '../campaigns/get-campaign-stats.server';
import { type CampaignActor, requireCampaignManager } from '../campaigns/permissions';
import { type Campaign, requireVisibleCampaign } from '../campaigns/require-visible-campaign.server';
import { contributionOrderBy, createdAtExact, pastCursor } from '../contributions/contribution-cursor.server';
import { safeFileBase } from '../shared/csv';
import { NotFoundError } from '../shared/errors';
import { keysetBatches } from '../shared/keyset.server';
import { countryName } from '../shared/regions';
import { relationshipToDeceasedLabel } from '../shared/relationships';
import { statementLines } from './payout-emails.server';
import type { StatementPayout } from './payout-request';
import { payoutStatementOf } from './payout-statement.server';

export function payoutStatementFileName(campaign: Pick<Campaign, 'deceasedName'>): string {
  return `${safeFileBase(campaign.deceasedName, 'campaign')}-payout-statement.txt`;
}

const money = (amount: string | number, currency: string) => `${currency} ${Number(amount).toFixed(2)}`;
const day = (date: Date | string | null) => (date ? new Date(date).toISOString().slice(0, 10) : '-');

/**
 * The payout statement as a plain-text file (issue 14 §3), the same for an admin, the organizer and the
 * recipient: the campaign and its recipient, every gift that counts with its fees (card gifts, then wallet gifts
 * marked as received directly), the totals per currency, and the payout with its transfer reference once
 * completed. Written a batch of gifts at a time, so a campaign of any size streams in constant memory.
 */
export async function* payoutStatementText(
  db: Database,
  campaign: Campaign,
  { baseUrl, now = new Date() }: { baseUrl: string; now?: Date },
): AsyncGenerator<string> {
  const figures = await payoutStatementOf(db, campaign);
  const relationship = relationshipToDeceasedLabel(campaign.recipientRelationship);
  const method = payoutMethodLabel(campaign.recipientPayoutMethod);
  yield [
    'PAMOJA PAYOUT STATEMENT',
    `Generated ${now.toISOString().replace('T', ' ').slice(0, 16)} UTC`,
    '',
    `Campaign: In memory of ${campaign.deceasedName} (#${campaign.id})`,
    `Page: ${baseUrl}${campaignPathOf(campaign)}`,
    `Organizer: ${campaign.organizerName} <${campaign.organizerEmail}>`,
    `Recipient: ${campaign.recipientName}${relationship ? ` (${relationship})` : ''}`,
    `Payout to: ${[method, campaign.recipientPhone, campaign.recipientCountry && countryName(campaign.recipientCountry)].filter(Boolean).join(', ') || 'not given'}`,
    `Currency of the campaign: ${campaign.campaignCurrency}`,
    '',
    'CONTRIBUTIONS (gifts that count; refunds and disputes taken off)',
    'Date       | Contributor | Method | Amount | Counted | Platform fee | Processing fee | Payout | Paid in',
    '',
  ].join('\n');

  const gifts = keysetBatches(
    (after, limit) =>
      db
        .select({
          id: contributions.id,
          createdAt: contributions.createdAt,
          createdAtExact,
          contributorName: contributions.contributorName,
          isAnonymous: contributions.isAnonymous,
          paymentMethod: contributions.paymentMethod,
          currency: contributions.currency,
          amount: contributions.amount,
          counted: countedAmount,
          platformFee: contributions.platformFee,
          processingFee: contributions.processingFee,
          payoutAmount: contributions.payoutAmount,
          payoutId: contributions.payoutId,
          testMode: contributions.testMode,
        })
        .from(contributions)
        .where(
          and(
            eq(contributions.campaignId, campaign.id),
            eq(contributions.paymentStatus, 'succeeded'),
            or(eq(contributions.paymentMethod, 'card'), eq(contributions.paymentMethod, 'mobile_wallet')),
            pastCursor(after, 'oldest'),
          ),
        )
        .orderBy(...contributionOrderBy('oldest'))
        .limit(limit),
    (rows) => rows,
  );
  let lines = 0;
  for await (const batch of gifts) {
    const text = batch
      .filter((gift) => Number(gift.counted) > 0)
      .map((gift) => {
        const name = `${gift.contributorName}${gift.isAnonymous ? ' (anonymous on the page)' : ''}`;
        if (gift.paymentMethod === 'mobile_wallet') {
          return `${day(gift.createdAt)} | ${name} | mobile wallet, received directly | ${money(gift.amount, gift.currency)} | ${money(gift.counted, gift.currency)} | - | - | -`;
        }
        const method = gift.testMode ? 'card, TEST MONEY (never paid out)' : 'card';
        const paidIn = gift.payoutId === null ? 'not yet' : `payout #${gift.payoutId}`;
        return `${day(gift.createdAt)} | ${name} | ${method} | ${money(gift.amount, gift.currency)} | ${money(gift.counted, gift.currency)} | ${money(gift.platformFee ?? 0, gift.currency)} | ${money(gift.processingFee ?? 0, gift.currency)} | ${money(gift.payoutAmount ?? 0, gift.currency)} | ${paidIn}`;
      });
    lines += text.length;
    if (text.length > 0) yield `${text.join('\n')}\n`;
  }
  if (lines === 0) yield 'No contributions yet.\n';

  const totals = statementLines(figures);
  yield [
    '',
    'CARD TOTAL, PAID OUT AND BALANCE',
    ...(totals.length > 0 ? totals : ['No card gifts to pay out.']),
    '',
    'PAYOUTS',
    ...payoutsText(figures.payouts),
    '',
  ].join('\n');
}

/** Each payout with what it owed and paid per currency. */
function payoutsText(payouts: StatementPayout[]): string[] {
  if (payouts.length === 0) return ['Not requested yet.'];
  return payouts.flatMap((payout) => [
    `Payout #${payout.id}, requested ${day(payout.requestedAt)}: ${payout.status === 'completed' ? `completed ${day(payout.payoutDate)}, transfer reference ${payout.transferReference ?? 'none given'}` : 'waiting for our admin team'}`,
    ...payout.lines.map(
      (line) =>
        `  ${line.currency}: owed ${money(line.owed, line.currency)}${line.paid === null ? '' : `, paid ${money(line.paid, line.currency)}`}${line.differenceReason ? ` (${line.differenceReason})` : ''}`,
    ),
  ]);
}

export interface StatementDownload {
  fileName: string;
  chunks: AsyncGenerator<string>;
}

/** The organizer's or the recipient's statement (a campaign they manage and can see). */
export async function statementForManager(
  db: Database,
  { campaignId, actor }: { campaignId: number; actor: CampaignActor },
  { baseUrl }: { baseUrl: string },
): Promise<StatementDownload> {
  const campaign = await requireVisibleCampaign(db, campaignId, actor);
  requireCampaignManager(actor, campaign);
  return {
    fileName: payoutStatementFileName(campaign),
    chunks: payoutStatementText(db, campaign, { baseUrl }),
  };
}

/** An admin's statement: any campaign, a deleted one included (its financial record stays). */
export async function statementForAdmin(
  db: Database,
  { campaignId }: { campaignId: number },
  { baseUrl }: { baseUrl: string },
): Promise<StatementDownload> {
  const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId)).limit(1);
  if (!campaign) throw new NotFoundError(CAMPAIGN_NOT_FOUND);
  return {
    fileName: payoutStatementFileName(campaign),
    chunks: payoutStatementText(db, campaign, { baseUrl }),
  };
}
