import type { Database } from '../../db/client.server';
import type { contributions } from '../../db/schema';
import * as m from '../../paraglide/messages';
import { campaignPathOf } from '../campaigns/campaign-rules';
import type { Campaign } from '../campaigns/require-visible-campaign.server';
import { queueLineEmail } from '../notifications/line-email.server';
import { FEE_FIGURES } from '../payments/fee-wording';
import { formatMoney } from '../shared/currencies';
import { type Locale, messagesIn, storedLocale } from '../shared/locales';
import type { ContributionNotices } from './contribution-dependencies.server';
import { disputeWithholdsFunds, isDisputeClosed } from './dispute-status';
import type { WALLET_REJECTION_REASONS, WalletRejection } from './wallet-rejection';

type Contribution = typeof contributions.$inferSelect;

type MailServices = Pick<ContributionNotices, 'mailer' | 'baseUrl'>;

const money = (value: string | null, currency: string, locale?: Locale) =>
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
  locale?: Locale,
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

/** The family's reason, in the giver's language. */
const REJECTION_REASON_MESSAGES = {
  not_received: m.wallet_rejection_not_received,
  code_not_found: m.wallet_rejection_code_not_found,
  duplicate: m.wallet_rejection_duplicate,
  other: m.wallet_rejection_other,
} satisfies Record<keyof typeof WALLET_REJECTION_REASONS, unknown>;

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
        reason: say(REJECTION_REASON_MESSAGES[rejection.reason]),
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
  await queue(
    db,
    services,
    row.contributorEmail,
    `Your gift in memory of ${campaign.deceasedName}: good news`,
    [
      `Dear ${row.contributorName},`,
      '',
      `Please set aside our last message about your mobile wallet gift of ${money(row.amount, row.currency)} (reference ${row.confirmationCode}): the family took it back and is looking at your gift again. There is nothing you need to do.`,
      'When they confirm it, it counts toward the memorial and you will hear from us.',
      '',
      `Visit the memorial: ${campaignLink(services, campaign)}`,
    ],
  );
}

/** The organizer always sees who gave, and whether the public does. */
function giverName(row: Contribution): string {
  return row.isAnonymous ? `${row.contributorName} (anonymous to the public)` : row.contributorName;
}

export async function queueOrganizerNotice(
  db: Database,
  services: MailServices,
  campaign: Campaign,
  row: Contribution,
  kind: 'card' | 'wallet',
) {
  const name = giverName(row);
  const lines =
    kind === 'card'
      ? [
          `${name} gave ${money(row.amount, row.currency)} by card in memory of ${campaign.deceasedName}.`,
          `After fees, ${money(row.payoutAmount, row.currency)} will reach ${campaign.recipientName}.`,
        ]
      : [
          `${name} says they sent ${money(row.amount, row.currency)} by mobile wallet to ${campaign.recipientName}.`,
          `Confirmation code: ${row.confirmationCode}`,
          ...(row.walletProvider ? [`Sent with: ${row.walletProvider}`] : []),
          'Please check that the money arrived, then confirm or reject it on the campaign page. Only confirmed contributions count in the total.',
        ];
  const subject =
    kind === 'card'
      ? `New contribution for ${campaign.deceasedName}`
      : `A mobile wallet contribution to confirm for ${campaign.deceasedName}`;
  await queue(db, services, campaign.organizerEmail, subject, [
    ...lines,
    ...(row.memory ? ['', `Their message: "${row.memory}"`] : []),
    '',
    `Campaign page: ${campaignLink(services, campaign)}`,
  ]);
}

/** What a dispute's status means for the family, in the organizer's words. */
function disputeLines(row: Contribution, giver: string): { subject: string; lines: string[] } {
  const payment = `${giver}'s card payment of ${money(row.amount, row.currency)}`;
  const disputed = money(row.disputedAmount, row.currency);
  if (row.disputeStatus === 'lost') {
    return {
      subject: 'A disputed card contribution went back to the giver',
      lines: [
        `The bank decided the dispute about ${payment} for the cardholder.`,
        `${disputed} went back to them: it no longer counts toward the total and will not be paid out.`,
      ],
    };
  }
  if (isDisputeClosed(row.disputeStatus)) {
    return {
      subject: 'A dispute about a card contribution is closed',
      lines: [
        `The dispute about ${payment} is closed in the campaign's favour:`,
        'it counts toward the total and will be paid out as usual.',
      ],
    };
  }
  if (!disputeWithholdsFunds(row.disputeStatus)) {
    return {
      subject: "A giver's bank is asking about a card contribution",
      lines: [
        `The bank of the cardholder is asking about ${payment}. No money has moved: it still counts toward the total.`,
        'Pamoja answers the bank with the payment records; we will contact you if we need anything from you.',
      ],
    };
  }
  return {
    subject: 'A card contribution is disputed',
    lines: [
      `The bank of the cardholder has disputed ${payment} (a chargeback).`,
      `Until the bank decides, ${disputed} does not count toward the total and cannot be paid out; if the bank decides for the campaign, it counts again.`,
      'Pamoja answers the bank with the payment records; we will contact you if we need anything from you.',
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
  const { subject, lines } = disputeLines(row, giverName(row));
  await queue(db, services, campaign.organizerEmail, `${subject} (${campaign.deceasedName})`, [
    ...lines,
    '',
    `Payment reference: ${row.stripePaymentIntentId ?? row.id}`,
    `Campaign page: ${campaignLink(services, campaign)}`,
  ]);
}
