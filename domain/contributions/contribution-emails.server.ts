import type { Database } from '../../db/client.server';
import type { contributions } from '../../db/schema';
import { campaignPathOf } from '../campaigns/campaign-rules';
import type { Campaign } from '../campaigns/require-visible-campaign.server';
import { queueLineEmail } from '../notifications/line-email.server';
import { PLATFORM_FEE_LABEL, PROCESSING_FEE_LABEL } from '../payments/fee-wording';
import { formatMoney } from '../shared/currencies';
import type { ContributionNotices } from './contribution-dependencies.server';
import { disputeWithholdsFunds, isDisputeClosed } from './dispute-status';
import { WALLET_REJECTION_REASONS, type WalletRejection } from './wallet-rejection';

type Contribution = typeof contributions.$inferSelect;

type MailServices = Pick<ContributionNotices, 'mailer' | 'baseUrl'>;

const money = (value: string | null, currency: string) => formatMoney(Number(value ?? 0), currency);

function campaignLink(services: MailServices, campaign: Campaign) {
  return `${services.baseUrl}${campaignPathOf(campaign)}`;
}

/** Queued in `db`, the transaction of the change the e-mail tells of; the caller wakes delivery after commit. */
function queue(db: Database, services: MailServices, to: string | null, subject: string, lines: string[]) {
  return queueLineEmail(db, services.mailer, to, subject, lines);
}

/** The card receipt explains every fee, so nobody discovers them afterwards. */
export async function queueCardReceipt(
  db: Database,
  services: MailServices,
  campaign: Campaign,
  row: Contribution,
) {
  await queue(db, services, row.contributorEmail, `Thank you for honoring ${campaign.deceasedName}`, [
    `Dear ${row.contributorName},`,
    '',
    `Thank you for your contribution of ${money(row.amount, row.currency)} in memory of ${campaign.deceasedName}.`,
    '',
    'How your contribution is shared:',
    `- Amount: ${money(row.amount, row.currency)}`,
    `- ${PLATFORM_FEE_LABEL}: ${money(row.platformFee, row.currency)}`,
    `- ${PROCESSING_FEE_LABEL}: ${money(row.processingFee, row.currency)}`,
    `- Reaches ${campaign.recipientName}: ${money(row.payoutAmount, row.currency)}`,
    '',
    'Your bank statement shows PAMOJA.',
    `Payment reference: ${row.stripePaymentIntentId ?? row.id}`,
    // A deleted campaign's page is gone; its money is still paid to the family (decision 021).
    ...(campaign.deletedAt ? [] : ['', `Visit the memorial: ${campaignLink(services, campaign)}`]),
  ]);
}

export async function queueWalletReceipt(
  db: Database,
  services: MailServices,
  campaign: Campaign,
  row: Contribution,
) {
  await queue(
    db,
    services,
    row.contributorEmail,
    `We received your contribution for ${campaign.deceasedName}`,
    [
      `Dear ${row.contributorName},`,
      '',
      `Thank you for sending ${money(row.amount, row.currency)} by mobile wallet in memory of ${campaign.deceasedName}.`,
      `It went directly to ${campaign.recipientName}, with no platform or processing fees.`,
      `The family will confirm it against confirmation code ${row.confirmationCode}; it then appears on the memorial page.`,
      'Mobile wallet payments go directly to the recipient and cannot be refunded through Pamoja.',
      '',
      `Visit the memorial: ${campaignLink(services, campaign)}`,
    ],
  );
}

export async function queueWalletConfirmedNotice(
  db: Database,
  services: MailServices,
  campaign: Campaign,
  row: Contribution,
) {
  await queue(
    db,
    services,
    row.contributorEmail,
    `Your contribution for ${campaign.deceasedName} was confirmed`,
    [
      `Dear ${row.contributorName},`,
      '',
      `The family confirmed your mobile wallet contribution of ${money(row.amount, row.currency)}. Thank you.`,
      '',
      `Visit the memorial: ${campaignLink(services, campaign)}`,
    ],
  );
}

/**
 * Kind words to a giver whose wallet gift the family could not find (issue 33 item 1): the money may still be on
 * its way or sent to another number, so they are told how to check and what to do, never that they did wrong.
 */
export async function queueWalletRejectedNotice(
  db: Database,
  services: MailServices,
  campaign: Campaign,
  row: Contribution,
  rejection: WalletRejection,
) {
  await queue(db, services, row.contributorEmail, `About your gift in memory of ${campaign.deceasedName}`, [
    `Dear ${row.contributorName},`,
    '',
    `Thank you for wanting to help the family of ${campaign.deceasedName}. They looked for your mobile wallet gift of ${money(row.amount, row.currency)} (reference ${row.confirmationCode}) but could not find it, so it is not shown on the memorial page for now.`,
    `What the family said: ${WALLET_REJECTION_REASONS[rejection.reason]}.`,
    ...(rejection.note ? [`Their note: ${rejection.note}`] : []),
    '',
    'What you can do:',
    `- Check the reference in the message your mobile money service sent you, and that the money went to ${campaign.recipientName}${campaign.recipientPhone ? ` (${campaign.recipientPhone})` : ''}.`,
    '- If the money left your account, your mobile money service can trace it with that reference.',
    '- Contact the family the way you know them: they can look again and confirm it.',
    `- Or give again on the memorial page: ${campaignLink(services, campaign)}`,
  ]);
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
