import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaigns, contributions } from '../../db/schema';
import { payoutMethodLabel } from '../campaigns/campaign-options';
import { CAMPAIGN_NOT_FOUND, campaignPathOf } from '../campaigns/campaign-rules';
import { countedAmount } from '../campaigns/get-campaign-stats.server';
import { type CampaignActor, requireCampaignManager } from '../campaigns/permissions';
import { type Campaign, requireVisibleCampaign } from '../campaigns/require-visible-campaign.server';
import { contributionOrderBy, createdAtExact, pastCursor } from '../contributions/contribution-cursor.server';
import { requireFamilyCampaign } from '../gathering/family-campaign.server';
import { minorOf } from '../payouts/ledger.server';
import { csvLine, safeFileBase } from '../shared/csv';
import { NotFoundError } from '../shared/errors';
import { keysetBatches } from '../shared/keyset.server';
import { BASE_LOCALE } from '../shared/locales';
import { countryName } from '../shared/regions';
import { relationshipToDeceasedLabel } from '../shared/relationships';
import {
  type FamilyStatement,
  type StatementSection,
  statementCellCsv,
  statementCellText,
  statementSections,
} from './family-statement';
import { readFamilyStatement } from './family-statement.server';

/**
 * The family's statement as files (issue 34 item 5; it grew from the payout statement of issue 14 §3, whose
 * addresses now serve it): the same sections as the page, from the same reading. The files are in English
 * (the catalogue's keys are ready for any language): they travel to accountants, elders and our admin team.
 */
const FILE_LOCALE = BASE_LOCALE;

export type StatementFormat = 'txt' | 'csv';

export function statementFileName(campaign: Pick<Campaign, 'deceasedName'>, format: StatementFormat): string {
  return `${safeFileBase(campaign.deceasedName, 'campaign')}-statement.${format}`;
}

const text = (minor: number, currency: string) => statementCellText({ minor, currency }, FILE_LOCALE);
const day = (date: Date | string | null) => (date ? new Date(date).toISOString().slice(0, 10) : '-');

function sectionText(section: StatementSection): string[] {
  return [
    '',
    section.title.toUpperCase(),
    ...(section.note ? [section.note] : []),
    ...(section.rows.length === 0
      ? [section.empty]
      : [
          section.columns.join(' | '),
          ...section.rows.map((row) => row.map((cell) => statementCellText(cell, FILE_LOCALE)).join(' | ')),
        ]),
  ];
}

/**
 * The statement as a plain-text file, the same for an admin, the organizer and the recipient: the campaign and its
 * recipient, the statement's sections, then every card and wallet gift that counts with its fees. Written a batch
 * of gifts at a time, so a campaign of any size streams in constant memory.
 */
export async function* statementText(
  db: Database,
  campaign: Campaign,
  { baseUrl, statement }: { baseUrl: string; statement?: FamilyStatement },
): AsyncGenerator<string> {
  const figures = statement ?? (await readFamilyStatement(db, campaign));
  const relationship = relationshipToDeceasedLabel(campaign.recipientRelationship, FILE_LOCALE);
  const method = payoutMethodLabel(campaign.recipientPayoutMethod);
  yield [
    'PAMOJA STATEMENT',
    `Generated ${figures.generatedAt.replace('T', ' ').slice(0, 16)} UTC`,
    '',
    `Campaign: In memory of ${campaign.deceasedName} (#${campaign.id})`,
    `Page: ${baseUrl}${campaignPathOf(campaign)}`,
    `Organizer: ${campaign.organizerName} <${campaign.organizerEmail}>`,
    `Recipient: ${campaign.recipientName}${relationship ? ` (${relationship})` : ''}`,
    `Payout to: ${[method, campaign.recipientPhone, campaign.recipientCountry && countryName(campaign.recipientCountry, FILE_LOCALE)].filter(Boolean).join(', ') || 'not given'}`,
    `Currency of the campaign: ${campaign.campaignCurrency}`,
    ...statementSections(figures, FILE_LOCALE).flatMap(sectionText),
    '',
    'CONTRIBUTIONS, GIFT BY GIFT (gifts that count; refunds and disputes taken off)',
    'Date | Contributor | Method | Amount | Counted | Platform fee | Processing fee | Payout | Paid in',
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
          walletProvider: contributions.walletProvider,
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
    const giftLines = batch
      .filter((gift) => minorOf(gift.counted, gift.currency) > 0)
      .map((gift) => {
        const amountOf = (value: string | null) => text(minorOf(value ?? '0', gift.currency), gift.currency);
        const name = `${gift.contributorName}${gift.isAnonymous ? ' (anonymous on the page)' : ''}`;
        if (gift.paymentMethod === 'mobile_wallet') {
          const wallet = gift.walletProvider ? `mobile wallet (${gift.walletProvider})` : 'mobile wallet';
          return `${day(gift.createdAt)} | ${name} | ${wallet}, received directly | ${amountOf(gift.amount)} | ${amountOf(gift.counted)} | - | - | -`;
        }
        const method = gift.testMode ? 'card, TEST MONEY (never paid out)' : 'card';
        const paidIn = gift.payoutId === null ? 'not yet' : `payout #${gift.payoutId}`;
        return `${day(gift.createdAt)} | ${name} | ${method} | ${amountOf(gift.amount)} | ${amountOf(gift.counted)} | ${amountOf(gift.platformFee)} | ${amountOf(gift.processingFee)} | ${amountOf(gift.payoutAmount)} | ${paidIn}`;
      });
    lines += giftLines.length;
    if (giftLines.length > 0) yield `${giftLines.join('\n')}\n`;
  }
  if (lines === 0) yield 'No contributions yet.\n';
}

/**
 * The statement as CSV: a byte-order mark (spreadsheets then read accents right), a line naming the campaign, then
 * each section's header (first cell "Section") and rows (first cell the section's title), so a filter on the first
 * column shows one section. Amounts are plain numbers in the currency's decimals beside their currency; every cell
 * goes through csvLine, which defuses formulas typed into a name.
 */
export async function* statementCsv(statement: FamilyStatement): AsyncGenerator<string> {
  yield `\uFEFF${csvLine([
    'Statement',
    `In memory of ${statement.campaign.deceasedName} (#${statement.campaign.id})`,
    `Generated ${statement.generatedAt.replace('T', ' ').slice(0, 16)} UTC`,
  ])}`;
  for (const section of statementSections(statement, FILE_LOCALE)) {
    yield csvLine(['Section', ...section.columns]);
    for (const row of section.rows) yield csvLine([section.title, ...row.map(statementCellCsv)]);
  }
}

export interface StatementDownload {
  fileName: string;
  contentType: string;
  chunks: AsyncIterable<string>;
}

export const STATEMENT_CONTENT_TYPES: Record<StatementFormat, string> = {
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

/** The file of a campaign, as text or CSV. */
async function statementFileOf(
  db: Database,
  campaign: Campaign,
  format: StatementFormat,
  { baseUrl }: { baseUrl: string },
): Promise<StatementDownload> {
  const statement = await readFamilyStatement(db, campaign);
  return {
    fileName: statementFileName(campaign, format),
    contentType: STATEMENT_CONTENT_TYPES[format],
    chunks: format === 'csv' ? statementCsv(statement) : statementText(db, campaign, { baseUrl, statement }),
  };
}

/**
 * The organizer's or the recipient's statement from the manage card (`/api/campaigns/{id}/statement`, the payout
 * statement's address since issue 14): the campaign's managers as before.
 */
export async function statementForManager(
  db: Database,
  { campaignId, actor }: { campaignId: number; actor: CampaignActor },
  { baseUrl }: { baseUrl: string },
): Promise<StatementDownload> {
  const campaign = await requireVisibleCampaign(db, campaignId, actor);
  requireCampaignManager(actor, campaign);
  return statementFileOf(db, campaign, 'txt', { baseUrl });
}

/** The family page's downloads (/family/{id}/statement.txt and .csv): the organizer or a recipient session. */
export async function statementForFamily(
  db: Database,
  { campaignId, actor, format }: { campaignId: number; actor: CampaignActor; format: StatementFormat },
  { baseUrl }: { baseUrl: string },
): Promise<StatementDownload> {
  const { campaign } = await requireFamilyCampaign(db, campaignId, actor);
  return statementFileOf(db, campaign, format, { baseUrl });
}

/** An admin's statement: any campaign, a deleted one included (its financial record stays). */
export async function statementForAdmin(
  db: Database,
  { campaignId }: { campaignId: number },
  { baseUrl }: { baseUrl: string },
): Promise<StatementDownload> {
  const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId)).limit(1);
  if (!campaign) throw new NotFoundError(CAMPAIGN_NOT_FOUND);
  return statementFileOf(db, campaign, 'txt', { baseUrl });
}
