import type { Database } from '../../db/client.server';
import type { contributions } from '../../db/schema';
import * as m from '../../paraglide/messages';
import { campaignPathOf } from '../campaigns/campaign-rules';
import { organizerOf } from '../campaigns/organizer-of.server';
import type { Campaign } from '../campaigns/require-visible-campaign.server';
import { queueLineEmail } from '../notifications/line-email.server';
import { FEE_FIGURES } from '../payments/fee-wording';
import { formatMoney } from '../shared/currencies';
import { type Locale, messagesIn, storedLocale } from '../shared/locales';
import type { ContributionNotices } from './contribution-dependencies.server';
import { disputeWithholdsFunds, isDisputeClosed } from './dispute-status';
import type { WalletRejection } from './wallet-rejection';
import { WALLET_REJECTION_REASON_WORDS } from './wallet-rejection-words';

type Contribution = typeof contributions.$inferSelect;

type MailServices = Pick<ContributionNotices, 'mailer' | 'baseUrl'>;

const money = (value: string | null, currency: string, locale: Locale) =>
  formatMoney(Number(value ?? 0), currency, locale);

function campaignLink(services: MailServices, campaign: Campaign) {
  return `${services.baseUrl}${campaignPathOf(campaign)}`;
}

/** Queued in `db`, the transaction of the change the e-mail tells of; the caller wakes delivery after commit. */
function queue(
  db: Database,
  services: MailServices,
  to: string | null,
  subject: string,
  lines: string[],
  locale: Locale,
) {
  return queueLineEmail(db, services.mailer, to, subject, lines, locale);
}

/** The giver's own e-mails are in the language they gave in. */
function giverLocale(row: Contribution): Locale {
  return storedLocale(row.locale);
}

/** The card receipt explains every fee, so nobody discovers them afterwards; in the giver's language. */
export async function queueCardReceipt(
  db: Database,
  services: MailServices,
  campaign: Campaign,
  row: Contribution,
) {
  const locale = giverLocale(row);
  const say = messagesIn(locale);
  const inLocale = (value: string | null) => money(value, row.currency, locale);
  const deceased = campaign.deceasedName;
  await queue(
    db,
    services,
    row.contributorEmail,
    say(m.email_card_receipt_subject, { deceased }),
    [
      say(m.email_greeting_dear, { name: row.contributorName }),
      '',
      say(m.email_card_receipt_thanks, { amount: inLocale(row.amount), deceased }),
      '',
      say(m.email_card_receipt_shared),
      say(m.email_card_receipt_amount, { amount: inLocale(row.amount) }),
      say(m.email_card_receipt_platform_fee, {
        percent: String(FEE_FIGURES.platformPercent),
        amount: inLocale(row.platformFee),
      }),
      say(m.email_card_receipt_processing_fee, {
        percent: String(FEE_FIGURES.processingPercent),
        fixed: FEE_FIGURES.processingFixed,
        amount: inLocale(row.processingFee),
      }),
      say(m.email_card_receipt_reaches, {
        recipient: campaign.recipientName,
        amount: inLocale(row.payoutAmount),
      }),
      '',
      say(m.email_card_receipt_statement),
      say(m.email_payment_reference, { reference: row.stripePaymentIntentId ?? String(row.id) }),
      // A deleted campaign's page is gone; its money is still paid to the family (decision 021).
      ...(campaign.deletedAt
        ? []
        : ['', say(m.email_visit_memorial, { link: campaignLink(services, campaign) })]),
    ],
    locale,
  );
}

/** The wallet receipt, in the giver's language. */
export async function queueWalletReceipt(
  db: Database,
  services: MailServices,
  campaign: Campaign,
  row: Contribution,
) {
  const locale = giverLocale(row);
  const say = messagesIn(locale);
  const deceased = campaign.deceasedName;
  await queue(
    db,
    services,
    row.contributorEmail,
    say(m.email_wallet_receipt_subject, { deceased }),
    [
      say(m.email_greeting_dear, { name: row.contributorName }),
      '',
      say(m.email_wallet_receipt_thanks, { amount: money(row.amount, row.currency, locale), deceased }),
      say(m.email_wallet_receipt_direct, { recipient: campaign.recipientName }),
      say(m.email_wallet_receipt_confirm, { code: row.confirmationCode ?? '' }),
      say(m.email_wallet_receipt_no_refund),
      '',
      say(m.email_visit_memorial, { link: campaignLink(services, campaign) }),
    ],
    locale,
  );
}

export async function queueWalletConfirmedNotice(
  db: Database,
  services: MailServices,
  campaign: Campaign,
  row: Contribution,
) {
  const locale = giverLocale(row);
  const say = messagesIn(locale);
  await queue(
    db,
    services,
    row.contributorEmail,
    say(m.email_wallet_confirmed_subject, { deceased: campaign.deceasedName }),
    [
      say(m.email_greeting_dear, { name: row.contributorName }),
      '',
      say(m.email_wallet_confirmed_body, { amount: money(row.amount, row.currency, locale) }),
      '',
      say(m.email_visit_memorial, { link: campaignLink(services, campaign) }),
    ],
    locale,
  );
}

/**
 * Kind words to a giver whose wallet gift the family could not find (issue 33 item 1), in the language they gave
 * in: the money may still be on its way or sent to another number, so they are told how to check and what to do,
 * never that they did wrong.
 */
export async function queueWalletRejectedNotice(
  db: Database,
  services: MailServices,
  campaign: Campaign,
  row: Contribution,
  rejection: WalletRejection,
) {
  const locale = giverLocale(row);
  const say = messagesIn(locale);
  const recipient = campaign.recipientPhone
    ? `${campaign.recipientName} (${campaign.recipientPhone})`
    : campaign.recipientName;
  await queue(
    db,
    services,
    row.contributorEmail,
    say(m.email_wallet_rejected_subject, { deceased: campaign.deceasedName }),
    [
      say(m.email_greeting_dear, { name: row.contributorName }),
      '',
      say(m.email_wallet_rejected_intro, {
        deceased: campaign.deceasedName,
        amount: money(row.amount, row.currency, locale),
        code: row.confirmationCode ?? '',
      }),
      say(m.email_wallet_rejected_reason, {
        reason: say(WALLET_REJECTION_REASON_WORDS[rejection.reason]),
      }),
      ...(rejection.note ? [say(m.email_wallet_rejected_note, { note: rejection.note })] : []),
      '',
      say(m.email_wallet_rejected_what),
      say(m.email_wallet_rejected_check, { recipient }),
      say(m.email_wallet_rejected_trace),
      say(m.email_wallet_rejected_contact),
      say(m.email_wallet_rejected_again, { link: campaignLink(services, campaign) }),
    ],
    locale,
  );
}

/**
 * The family undid a rejection after the giver was told the gift could not be found: a short word so the giver is
 * not left believing it was lost. The gift waits for the family's check again; the giver hears once more when it is
 * confirmed.
 */
export async function queueWalletRejectionUndoneNotice(
  db: Database,
  services: MailServices,
  campaign: Campaign,
  row: Contribution,
) {
  const locale = giverLocale(row);
  const say = messagesIn(locale);
  await queue(
    db,
    services,
    row.contributorEmail,
    say(m.email_wallet_undone_subject, { deceased: campaign.deceasedName }),
    [
      say(m.email_greeting_dear, { name: row.contributorName }),
      '',
      say(m.email_wallet_undone_body, {
        amount: money(row.amount, row.currency, locale),
        code: row.confirmationCode ?? '',
      }),
      say(m.email_wallet_undone_next),
      '',
      say(m.email_visit_memorial, { link: campaignLink(services, campaign) }),
    ],
    locale,
  );
}

/** An e-mail to the organizer in their account's language: the lines `write` gives, then the campaign page's link. */
async function queueToOrganizer(
  db: Database,
  services: MailServices,
  campaign: Campaign,
  write: (locale: Locale) => { subject: string; lines: string[] },
) {
  const organizer = await organizerOf(db, campaign);
  const { subject, lines } = write(organizer.locale);
  const link = campaignLink(services, campaign);
  const footer = messagesIn(organizer.locale)(m.email_campaign_page, { link });
  await queue(db, services, organizer.email, subject, [...lines, footer], organizer.locale);
}

/** The organizer always sees who gave, and whether the public does. */
function giverName(row: Contribution, locale: Locale): string {
  return row.isAnonymous
    ? messagesIn(locale)(m.email_organizer_anonymous_giver, { name: row.contributorName })
    : row.contributorName;
}

/** The organizer hears of each gift, in their account's language; the giver's message as the giver wrote it. */
export async function queueOrganizerNotice(
  db: Database,
  services: MailServices,
  campaign: Campaign,
  row: Contribution,
  kind: 'card' | 'wallet',
) {
  await queueToOrganizer(db, services, campaign, (locale) => {
    const say = messagesIn(locale);
    const name = giverName(row, locale);
    const amount = money(row.amount, row.currency, locale);
    const deceased = campaign.deceasedName;
    const recipient = campaign.recipientName;
    const lines =
      kind === 'card'
        ? [
            say(m.email_organizer_card_gave, { name, amount, deceased }),
            say(m.email_organizer_card_after_fees, {
              amount: money(row.payoutAmount, row.currency, locale),
              recipient,
            }),
          ]
        : [
            say(m.email_organizer_wallet_sent, { name, amount, recipient }),
            say(m.email_organizer_wallet_code, { code: row.confirmationCode ?? '' }),
            ...(row.walletProvider
              ? [say(m.email_organizer_wallet_provider, { provider: row.walletProvider })]
              : []),
            say(m.email_organizer_wallet_check),
          ];
    return {
      subject:
        kind === 'card'
          ? say(m.email_organizer_card_subject, { deceased })
          : say(m.email_organizer_wallet_subject, { deceased }),
      lines: [
        ...lines,
        ...(row.memory ? ['', say(m.email_organizer_their_message, { message: row.memory })] : []),
        '',
      ],
    };
  });
}

/** What a dispute's status means for the family, in the organizer's words and language. */
function disputeLines(
  row: Contribution,
  deceased: string,
  locale: Locale,
): { subject: string; lines: string[] } {
  const say = messagesIn(locale);
  const payment = { giver: giverName(row, locale), amount: money(row.amount, row.currency, locale) };
  const disputed = money(row.disputedAmount, row.currency, locale);
  if (row.disputeStatus === 'lost') {
    return {
      subject: say(m.email_dispute_lost_subject, { deceased }),
      lines: [
        say(m.email_dispute_lost_decided, payment),
        say(m.email_dispute_lost_returned, { amount: disputed }),
      ],
    };
  }
  if (isDisputeClosed(row.disputeStatus)) {
    return {
      subject: say(m.email_dispute_closed_subject, { deceased }),
      lines: [say(m.email_dispute_closed_body, payment), say(m.email_dispute_closed_counts)],
    };
  }
  if (!disputeWithholdsFunds(row.disputeStatus)) {
    return {
      subject: say(m.email_dispute_inquiry_subject, { deceased }),
      lines: [say(m.email_dispute_inquiry_body, payment), say(m.email_dispute_records)],
    };
  }
  return {
    subject: say(m.email_dispute_open_subject, { deceased }),
    lines: [
      say(m.email_dispute_open_body, payment),
      say(m.email_dispute_open_withheld, { amount: disputed }),
      say(m.email_dispute_records),
    ],
  };
}

/** The organizer hears when a giver's bank disputes a card payment, and how it ended. */
export async function queueDisputeNotice(
  db: Database,
  services: MailServices,
  campaign: Campaign,
  row: Contribution,
) {
  await queueToOrganizer(db, services, campaign, (locale) => {
    const { subject, lines } = disputeLines(row, campaign.deceasedName, locale);
    const reference = row.stripePaymentIntentId ?? String(row.id);
    return { subject, lines: [...lines, '', messagesIn(locale)(m.email_payment_reference, { reference })] };
  });
}
