import type { Database } from '../../db/client.server';
import * as m from '../../paraglide/messages';
import { campaignPathOf } from '../campaigns/campaign-rules';
import type { OrganizerAddress } from '../campaigns/organizer-of.server';
import { payoutDestinationIn } from '../campaigns/payout-method-words';
import type { Campaign } from '../campaigns/require-visible-campaign.server';
import { queueSubscriberEmails } from '../gathering/update-emails.server';
import { queueLineEmail } from '../notifications/line-email.server';
import type { Mailer } from '../notifications/send-email.server';
import { formerRecipientMessage, whatsAppMessageUrl } from '../recipients/recipient-access-message';
import { formatMoney } from '../shared/currencies';
import { BASE_LOCALE, type Locale, messagesIn, storedLocale } from '../shared/locales';
import { amountsText, type PaidAmount, payoutDayText, payoutReachedSentence } from './payout-reached';
import type { PayoutFigures } from './payout-request';

export interface PayoutMailServices {
  mailer: Mailer;
  /** Public address of the site, for the campaign link. */
  baseUrl: string;
}

const money = (value: string | number, currency: string, locale: Locale) =>
  formatMoney(Number(value), currency, locale);

/** The payout deadline, to the minute, in UTC as the admin team works to it ("December 5, 2026 at 02:00 PM UTC"). */
function deadlineText(deadline: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(deadline);
}

/** Where the money goes, as the organizer reads it. */
function destinationOf(campaign: Campaign, locale: Locale): string {
  return payoutDestinationIn(locale, {
    method: campaign.recipientPayoutMethod,
    phone: campaign.recipientPhone,
  });
}

/**
 * The statement in plain lines, in `locale`: each currency exactly (counted, fees, paid out, the balance to pay),
 * wallet gifts apart, test money apart, any conversion marked as such.
 */
export function statementLines(statement: PayoutFigures, locale: Locale = BASE_LOCALE): string[] {
  const say = messagesIn(locale);
  const lines = statement.card.map((line) => {
    const inCurrency = (value: string | number) => money(value, line.currency, locale);
    const owed =
      Number(line.payoutAmount) < 0
        ? say(m.email_payout_statement_recovered, { amount: inCurrency(line.payoutAmount) })
        : inCurrency(line.payoutAmount);
    const figures = {
      owed,
      counted: inCurrency(line.counted),
      platformFee: inCurrency(line.platformFee),
      processingFee: inCurrency(line.processingFee),
    };
    return Number(line.paidOut) === 0
      ? say(m.email_payout_statement_card, figures)
      : say(m.email_payout_statement_card_after_payouts, { ...figures, paidOut: inCurrency(line.paidOut) });
  });
  if (statement.approximatePayoutTotal) {
    const { amount, currency } = statement.approximatePayoutTotal;
    lines.push(
      `  ${say(m.email_payout_statement_together, { amount: formatMoney(amount, currency, locale, { approximate: true }) })}`,
    );
  }
  if (statement.wallet.length > 0) {
    lines.push(
      '',
      say(m.email_payout_statement_wallet),
      ...statement.wallet.map((line) => `- ${money(line.total, line.currency, locale)}`),
    );
  }
  if (statement.testMoney.length > 0) {
    lines.push(
      '',
      say(m.email_payout_statement_test),
      ...statement.testMoney.map(
        (line) => `- ${money(line.counted, line.currency, locale)} (${line.contributions})`,
      ),
    );
  }
  return lines;
}

type Say = ReturnType<typeof messagesIn>;

/**
 * An e-mail to the organizer in their language: "Dear …", the lines `write` gives, and the campaign page's link.
 */
function queueOrganizerEmail(
  db: Database,
  services: PayoutMailServices,
  { campaign, organizer }: { campaign: Campaign; organizer: OrganizerAddress },
  write: (say: Say) => { subject: string; lines: string[] },
) {
  const say = messagesIn(organizer.locale);
  const { subject, lines } = write(say);
  return queueLineEmail(
    db,
    services.mailer,
    organizer.email,
    subject,
    [
      say(m.email_greeting_dear, { name: campaign.organizerName }),
      '',
      ...lines,
      '',
      say(m.email_campaign_page, { link: `${services.baseUrl}${campaignPathOf(campaign)}` }),
    ],
    organizer.locale,
  );
}

/** To the organizer, whoever asked: the recipient may have no e-mail, and the organizer must know either way. */
export async function queuePayoutRequestedEmail(
  db: Database,
  services: PayoutMailServices,
  {
    campaign,
    organizer,
    requestedBy,
    statement,
    payoutDeadline,
  }: {
    campaign: Campaign;
    organizer: OrganizerAddress;
    requestedBy: 'organizer' | 'recipient';
    statement: PayoutFigures;
    payoutDeadline: Date;
  },
) {
  const { locale } = organizer;
  const deceased = campaign.deceasedName;
  const recipient = campaign.recipientName;
  await queueOrganizerEmail(db, services, { campaign, organizer }, (say) => ({
    subject: say(m.email_payout_requested_subject, { deceased }),
    lines: [
      requestedBy === 'organizer'
        ? say(m.email_payout_requested_by_you, { deceased })
        : say(m.email_payout_requested_by_recipient, { recipient, deceased }),
      say(m.email_payout_will_pay, { recipient, destination: destinationOf(campaign, locale) }),
      ...statementLines(statement, locale),
      '',
      say(m.email_payout_requested_deadline, { deadline: deadlineText(payoutDeadline, locale) }),
      say(m.email_payout_unexpected),
    ],
  }));
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
    organizer,
    requestedBy,
    reason,
  }: {
    campaign: Campaign;
    organizer: OrganizerAddress;
    requestedBy: 'organizer' | 'recipient';
    reason: string;
  },
) {
  const deceased = campaign.deceasedName;
  const recipient = campaign.recipientName;
  await queueOrganizerEmail(db, services, { campaign, organizer }, (say) => ({
    subject: say(m.email_nominee_requested_subject, { deceased }),
    lines: [
      requestedBy === 'organizer'
        ? say(m.email_nominee_requested_by_you, { deceased, recipient })
        : say(m.email_nominee_requested_by_recipient, { deceased, recipient }),
      say(m.email_nominee_reason, { reason }),
      '',
      say(m.email_nominee_requested_review),
    ],
  }));
}

export async function queuePayoutCompletedEmail(
  db: Database,
  services: PayoutMailServices,
  {
    campaign,
    organizer,
    paid,
    payoutDate,
    reference,
  }: {
    campaign: Campaign;
    organizer: OrganizerAddress;
    paid: PaidAmount[];
    payoutDate: Date;
    /** null: the admin gave none. */
    reference: string | null;
  },
) {
  const { locale } = organizer;
  await queueOrganizerEmail(db, services, { campaign, organizer }, (say) => ({
    subject: say(m.email_payout_completed_subject, { deceased: campaign.deceasedName }),
    lines: [
      say(m.email_payout_completed_paid, {
        date: payoutDayText(payoutDate, locale),
        amounts: amountsText(paid, locale),
        recipient: campaign.recipientName,
        destination: destinationOf(campaign, locale),
      }),
      say(m.email_payout_transfer_reference, { reference: reference ?? say(m.email_payout_no_reference) }),
      say(m.email_payout_completed_check),
    ],
  }));
}

/** The WhatsApp message for the former recipient, in the campaign's language (they chose no language of their own). */
function formerRecipientWhatsAppUrl(campaign: Campaign): string {
  const locale = storedLocale(campaign.locale);
  const message = formerRecipientMessage(locale, {
    recipientName: campaign.recipientName,
    organizerName: campaign.organizerName,
    deceasedName: campaign.deceasedName,
    whatChanged: messagesIn(locale)(m.whatsapp_former_recipient_nominee_change),
  });
  return whatsAppMessageUrl(campaign.recipientPhone ?? '', message);
}

/**
 * Givers who asked for updates hear, once per payout, that the money reached the family: the date and the amounts,
 * never the reference or the account (decision 021). Each in their language (queueSubscriberEmails).
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
    emailIn: (locale) => {
      const say = messagesIn(locale);
      return {
        subject: say(m.email_payout_reached_subject, { deceased: campaign.deceasedName }),
        lines: [
          payoutReachedSentence({ payoutDate, amounts: reached }, campaign.recipientName, locale),
          '',
          say(m.email_payout_reached_thanks),
        ],
      };
    },
  });
}

/** The admin's decision on a nominee change, to the organizer, who heard of the request too. */
export async function queueNomineeChangeDecidedEmail(
  db: Database,
  services: PayoutMailServices,
  {
    campaign,
    organizer,
    approved,
    reason,
  }: { campaign: Campaign; organizer: OrganizerAddress; approved: boolean; reason: string },
) {
  const { locale } = organizer;
  const deceased = campaign.deceasedName;
  const recipient = campaign.recipientName;
  await queueOrganizerEmail(db, services, { campaign, organizer }, (say) => ({
    subject: say(approved ? m.email_nominee_approved_subject : m.email_nominee_declined_subject, {
      deceased,
    }),
    lines: [
      say(approved ? m.email_nominee_approved : m.email_nominee_declined, { deceased, recipient }),
      say(m.email_nominee_reason, { reason }),
      ...(approved
        ? [
            say(m.email_nominee_approved_next),
            say(m.email_nominee_approved_tell, { recipient }),
            formerRecipientWhatsAppUrl(campaign),
          ]
        : [say(m.email_nominee_declined_stays, { recipient, destination: destinationOf(campaign, locale) })]),
      say(m.email_help_questions),
    ],
  }));
}
