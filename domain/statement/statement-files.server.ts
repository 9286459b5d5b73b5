import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaigns, contributions } from '../../db/schema';
import { m } from '../../paraglide/messages';
import { CAMPAIGN_NOT_FOUND, campaignPathOf } from '../campaigns/campaign-rules';
import { countedAmount } from '../campaigns/get-campaign-stats.server';
import { payoutMethodIn } from '../campaigns/payout-method-words';
import { type CampaignActor, requireCampaignManager } from '../campaigns/permissions';
import { type Campaign, requireVisibleCampaign } from '../campaigns/require-visible-campaign.server';
import { contributionOrderBy, createdAtExact, pastCursor } from '../contributions/contribution-cursor.server';
import { requireFamilyCampaign } from '../gathering/family-campaign.server';
import { minorOf } from '../payouts/ledger.server';
import { csvLine, safeFileBase } from '../shared/csv';
import { NotFoundError } from '../shared/errors';
import { keysetBatches } from '../shared/keyset.server';
import { BASE_LOCALE, type Locale, messagesIn } from '../shared/locales';
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
 * addresses now serve it): the same sections as the page, from the same reading, in the language of the page that
 * offers them (the family's downloads); the manage card's and the admin's copies stay in English.
 */
export type StatementFormat = 'txt' | 'csv';

export function statementFileName(campaign: Pick<Campaign, 'deceasedName'>, format: StatementFormat): string {
  return `${safeFileBase(campaign.deceasedName, 'campaign')}-statement.${format}`;
}

const day = (date: Date | string | null) => (date ? new Date(date).toISOString().slice(0, 10) : '-');
const generatedTime = (generatedAt: string) => generatedAt.replace('T', ' ').slice(0, 16);

function sectionText(section: StatementSection, locale: Locale): string[] {
  return [
    '',
    section.title.toUpperCase(),
    ...(section.note ? [section.note] : []),
    ...(section.rows.length === 0
      ? [section.empty]
      : [
          section.columns.join(' | '),
          ...section.rows.map((row) => row.map((cell) => statementCellText(cell, locale)).join(' | ')),
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
  {
    baseUrl,
    statement,
    locale = BASE_LOCALE,
  }: { baseUrl: string; statement?: FamilyStatement; locale?: Locale },
): AsyncGenerator<string> {
  const say = messagesIn(locale);
  const text = (minor: number, currency: string) => statementCellText({ minor, currency }, locale);
  const figures = statement ?? (await readFamilyStatement(db, campaign));
  const relationship = relationshipToDeceasedLabel(campaign.recipientRelationship, locale);
  const method = campaign.recipientPayoutMethod && payoutMethodIn(locale, campaign.recipientPayoutMethod);
  const country = campaign.recipientCountry && countryName(campaign.recipientCountry, locale);
  const payoutTo = [method, campaign.recipientPhone, country].filter(Boolean).join(', ');
  yield [
    say(m.statement_file_title),
    say(m.statement_file_generated, { time: generatedTime(figures.generatedAt) }),
    '',
    say(m.statement_file_campaign, { name: campaign.deceasedName, id: campaign.id }),
    say(m.statement_file_page, { url: `${baseUrl}${campaignPathOf(campaign)}` }),
    say(m.statement_file_organizer, { name: campaign.organizerName, email: campaign.organizerEmail }),
    relationship
      ? say(m.statement_file_recipient_relationship, { name: campaign.recipientName, relationship })
      : say(m.statement_file_recipient, { name: campaign.recipientName }),
    say(m.statement_file_payout_to, { details: payoutTo || say(m.statement_file_not_given) }),
    say(m.statement_file_currency, { currency: campaign.campaignCurrency }),
    ...statementSections(figures, locale).flatMap((section) => sectionText(section, locale)),
    '',
    say(m.statement_file_gifts_title),
    say(m.statement_file_gifts_columns),
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
        const name = gift.isAnonymous
          ? say(m.statement_file_anonymous, { name: gift.contributorName })
          : gift.contributorName;
        if (gift.paymentMethod === 'mobile_wallet') {
          const wallet = gift.walletProvider
            ? say(m.statement_file_wallet_provider, { provider: gift.walletProvider })
            : say(m.statement_file_wallet);
          const method = say(m.statement_file_received_directly, { wallet });
          return [
            day(gift.createdAt),
            name,
            method,
            amountOf(gift.amount),
            amountOf(gift.counted),
            '-',
            '-',
            '-',
          ].join(' | ');
        }
        const method = gift.testMode ? say(m.statement_file_card_test) : say(m.statement_file_card);
        const paidIn =
          gift.payoutId === null
            ? say(m.statement_file_not_yet)
            : say(m.statement_file_payout, { id: gift.payoutId });
        return [
          day(gift.createdAt),
          name,
          method,
          amountOf(gift.amount),
          amountOf(gift.counted),
          amountOf(gift.platformFee),
          amountOf(gift.processingFee),
          amountOf(gift.payoutAmount),
          paidIn,
        ].join(' | ');
      });
    lines += giftLines.length;
    if (giftLines.length > 0) yield `${giftLines.join('\n')}\n`;
  }
  if (lines === 0) yield `${say(m.statement_file_none)}\n`;
}

/**
 * The statement as CSV: a byte-order mark (spreadsheets then read accents right), a line naming the campaign, then
 * each section's header (first cell "Section") and rows (first cell the section's title), so a filter on the first
 * column shows one section. Amounts are plain numbers in the currency's decimals beside their currency; every cell
 * goes through csvLine, which defuses formulas typed into a name.
 */
export async function* statementCsv(
  statement: FamilyStatement,
  locale: Locale = BASE_LOCALE,
): AsyncGenerator<string> {
  const say = messagesIn(locale);
  yield `\uFEFF${csvLine([
    say(m.statement_csv_statement),
    say(m.statement_csv_in_memory, { name: statement.campaign.deceasedName, id: statement.campaign.id }),
    say(m.statement_file_generated, { time: generatedTime(statement.generatedAt) }),
  ])}`;
  for (const section of statementSections(statement, locale)) {
    yield csvLine([say(m.statement_csv_section), ...section.columns]);
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

/** The file of a campaign, as text or CSV, in `locale`. */
async function statementFileOf(
  db: Database,
  campaign: Campaign,
  format: StatementFormat,
  { baseUrl, locale }: { baseUrl: string; locale: Locale },
): Promise<StatementDownload> {
  const statement = await readFamilyStatement(db, campaign);
  return {
    fileName: statementFileName(campaign, format),
    contentType: STATEMENT_CONTENT_TYPES[format],
    chunks:
      format === 'csv'
        ? statementCsv(statement, locale)
        : statementText(db, campaign, { baseUrl, statement, locale }),
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
  return statementFileOf(db, campaign, 'txt', { baseUrl, locale: BASE_LOCALE });
}

/**
 * The family page's downloads (/family/{id}/statement.txt and .csv): the organizer or a recipient session, in the
 * language of the page they download from.
 */
export async function statementForFamily(
  db: Database,
  {
    campaignId,
    actor,
    format,
    locale,
  }: { campaignId: number; actor: CampaignActor; format: StatementFormat; locale: Locale },
  { baseUrl }: { baseUrl: string },
): Promise<StatementDownload> {
  const { campaign } = await requireFamilyCampaign(db, campaignId, actor);
  return statementFileOf(db, campaign, format, { baseUrl, locale });
}

/** An admin's statement: any campaign, a deleted one included (its financial record stays). */
export async function statementForAdmin(
  db: Database,
  { campaignId }: { campaignId: number },
  { baseUrl }: { baseUrl: string },
): Promise<StatementDownload> {
  const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId)).limit(1);
  if (!campaign) throw new NotFoundError(CAMPAIGN_NOT_FOUND);
  return statementFileOf(db, campaign, 'txt', { baseUrl, locale: BASE_LOCALE });
}
