import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { users } from '../../db/schema';
import { payoutMethodLabel } from '../campaigns/campaign-options';
import { campaignPathOf } from '../campaigns/campaign-rules';
import type { Campaign } from '../campaigns/require-visible-campaign.server';
import { queueSubscriberEmails } from '../gathering/update-emails.server';
import { queueLineEmail } from '../notifications/line-email.server';
import type { Mailer } from '../notifications/send-email.server';
import { formerRecipientMessage, whatsAppMessageUrl } from '../recipients/recipient-access-message';
import { formatMoney } from '../shared/currencies';
import { amountsText, type PaidAmount, payoutReachedSentence } from './payout-reached';
import { NO_REFERENCE_GIVEN } from './payout-reference';
import type { PayoutFigures } from './payout-request';

export interface PayoutMailServices {
  mailer: Mailer;
  /** Public address of the site, for the campaign link. */
  baseUrl: string;
}

/** The organizer's address from their account (the campaign's copy only if the account is gone). */
export async function organizerEmailOf(tx: Database, campaign: Campaign): Promise<string> {
  const [organizer] = await tx
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, campaign.organizerId));
  return organizer?.email ?? campaign.organizerEmail;
}

const money = (value: string | number, currency: string) => formatMoney(Number(value), currency);

const dayFormat = new Intl.DateTimeFormat('en', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const deadlineFormat = new Intl.DateTimeFormat('en', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

function destinationOf(campaign: Campaign): string {
  const method = payoutMethodLabel(campaign.recipientPayoutMethod);
  const phone = campaign.recipientPhone;
  return [method, phone && `to ${phone}`].filter(Boolean).join(' ') || 'the recipient';
}

/**
 * The statement in plain lines: each currency exactly (counted, fees, paid out, the balance to pay), wallet gifts
 * apart, test money apart, any conversion marked as such.
 */
export function statementLines(statement: PayoutFigures): string[] {
  const lines = statement.card.map((line) => {
    const earlier =
      Number(line.paidOut) === 0 ? '' : `, less ${money(line.paidOut, line.currency)} already paid out`;
    const owed =
      Number(line.payoutAmount) < 0
        ? `${money(line.payoutAmount, line.currency)} (refunded after a payout: recovered from later gifts)`
        : money(line.payoutAmount, line.currency);
    return `- ${owed}: card gifts ${money(line.counted, line.currency)}, less the platform fee ${money(line.platformFee, line.currency)} and card processing ${money(line.processingFee, line.currency)}${earlier}`;
  });
  if (statement.approximatePayoutTotal) {
    const { amount, currency } = statement.approximatePayoutTotal;
    lines.push(`  (together about ${formatMoney(amount, currency, undefined, { approximate: true })})`);
  }
  if (statement.wallet.length > 0) {
    lines.push(
      '',
      'Mobile wallet gifts already received directly (not paid again):',
      ...statement.wallet.map((line) => `- ${money(line.total, line.currency)}`),
    );
  }
  if (statement.testMoney.length > 0) {
    lines.push(
      '',
      'Test money (test-mode payments, never paid out):',
      ...statement.testMoney.map((line) => `- ${money(line.counted, line.currency)} (${line.contributions})`),
    );
  }
  return lines;
}

/** To the organizer, whoever asked: the recipient may have no e-mail, and the organizer must know either way. */
export async function queuePayoutRequestedEmail(
  db: Database,
  services: PayoutMailServices,
  {
    campaign,
    organizerEmail,
    requestedBy,
    statement,
    payoutDeadline,
  }: {
    campaign: Campaign;
    organizerEmail: string;
    requestedBy: 'organizer' | 'recipient';
    statement: PayoutFigures;
    payoutDeadline: Date;
  },
) {
  const asker = requestedBy === 'organizer' ? 'You' : `${campaign.recipientName} (the recipient)`;
  await queueLineEmail(db, services.mailer, organizerEmail, `Payout requested for ${campaign.deceasedName}`, [
    `Dear ${campaign.organizerName},`,
    '',
    `${asker} requested the payout of the contributions in memory of ${campaign.deceasedName}.`,
    `What Pamoja will pay ${campaign.recipientName} (${destinationOf(campaign)}):`,
    ...statementLines(statement),
    '',
    `Our admin team will process the payout by ${deadlineFormat.format(payoutDeadline)} and e-mail you when it is done.`,
    'If you did not expect this request, please contact us from the Help Center at once.',
    '',
    `Campaign page: ${services.baseUrl}${campaignPathOf(campaign)}`,
  ]);
}

/**
 * A nominee change would send the money to someone else: the organizer hears of every such request, also one
 * made in the recipient's session, before an admin decides.
 */
export async function queueNomineeChangeRequestedEmail(
  db: Database,
  services: PayoutMailServices,
  {
    campaign,
    organizerEmail,
    requestedBy,
    reason,
  }: { campaign: Campaign; organizerEmail: string; requestedBy: 'organizer' | 'recipient'; reason: string },
) {
  const asker = requestedBy === 'organizer' ? 'You' : `${campaign.recipientName} (the recipient)`;
  await queueLineEmail(
    db,
    services.mailer,
    organizerEmail,
    `Nominee change requested for ${campaign.deceasedName}`,
    [
      `Dear ${campaign.organizerName},`,
      '',
      `${asker} asked for the payout of the contributions in memory of ${campaign.deceasedName} to go to someone other than ${campaign.recipientName}.`,
      `The reason given: "${reason}"`,
      '',
      'Nothing changes until our admin team has reviewed the request. If you did not expect it, please contact us from the Help Center at once.',
      '',
      `Campaign page: ${services.baseUrl}${campaignPathOf(campaign)}`,
    ],
  );
}

export async function queuePayoutCompletedEmail(
  db: Database,
  services: PayoutMailServices,
  {
    campaign,
    organizerEmail,
    paid,
    payoutDate,
    reference,
  }: {
    campaign: Campaign;
    organizerEmail: string;
    paid: PaidAmount[];
    payoutDate: Date;
    /** null: the admin gave none. */
    reference: string | null;
  },
) {
  await queueLineEmail(
    db,
    services.mailer,
    organizerEmail,
    `The payout for ${campaign.deceasedName} is complete`,
    [
      `Dear ${campaign.organizerName},`,
      '',
      `On ${dayFormat.format(payoutDate)} Pamoja paid ${amountsText(paid)} to ${campaign.recipientName} (${destinationOf(campaign)}).`,
      `Transfer reference: ${reference ?? NO_REFERENCE_GIVEN}`,
      'The recipient can check it against this reference. Gifts that arrive from now on build the next payout, which you can request from your campaign page.',
      '',
      `Campaign page: ${services.baseUrl}${campaignPathOf(campaign)}`,
    ],
  );
}

function formerRecipientWhatsAppUrl(campaign: Campaign): string {
  const message = formerRecipientMessage({
    recipientName: campaign.recipientName,
    organizerName: campaign.organizerName,
    deceasedName: campaign.deceasedName,
    whatChanged: 'Pamoja has agreed to a request that the gifts be paid to someone else.',
  });
  return whatsAppMessageUrl(campaign.recipientPhone ?? '', message);
}

/**
 * Givers who asked for updates hear, once per payout, that the money reached the family: the date and the amounts,
 * never the reference or the account (decision 021).
 */
export async function queuePayoutReachedGiversEmails(
  tx: Database,
  services: PayoutMailServices,
  { campaign, paid, payoutDate }: { campaign: Campaign; paid: PaidAmount[]; payoutDate: Date },
) {
  const reached = paid.filter((line) => Number(line.amount) > 0);
  if (reached.length === 0) return;
  await queueSubscriberEmails(tx, {
    baseUrl: services.baseUrl,
    campaign,
    subject: `Your gifts in memory of ${campaign.deceasedName} reached the family`,
    lines: [
      payoutReachedSentence({ payoutDate, amounts: reached }, campaign.recipientName),
      '',
      'Thank you for giving.',
    ],
  });
}

/** The admin's decision on a nominee change, to the organizer, who heard of the request too. */
export async function queueNomineeChangeDecidedEmail(
  db: Database,
  services: PayoutMailServices,
  {
    campaign,
    organizerEmail,
    approved,
    reason,
  }: { campaign: Campaign; organizerEmail: string; approved: boolean; reason: string },
) {
  await queueLineEmail(
    db,
    services.mailer,
    organizerEmail,
    `Nominee change ${approved ? 'approved' : 'declined'} for ${campaign.deceasedName}`,
    [
      `Dear ${campaign.organizerName},`,
      '',
      `Our admin team has ${approved ? 'approved' : 'declined'} the request to pay the contributions in memory of ${campaign.deceasedName} to someone other than ${campaign.recipientName}.`,
      `The reason given: "${reason}"`,
      ...(approved
        ? [
            'We will contact you to confirm the new recipient and how they are to be paid before any money is sent.',
            `${campaign.recipientName}'s access code no longer opens the page. Please tell them yourself, kindly; this link opens WhatsApp with a message ready to send:`,
            formerRecipientWhatsAppUrl(campaign),
          ]
        : [`The payout stays with ${campaign.recipientName} (${destinationOf(campaign)}).`]),
      'If you have questions, please contact us from the Help Center.',
      '',
      `Campaign page: ${services.baseUrl}${campaignPathOf(campaign)}`,
    ],
  );
}
