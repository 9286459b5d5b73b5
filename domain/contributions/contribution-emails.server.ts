import type { Database } from '../../db/client.server';
import type { contributions } from '../../db/schema';
import { campaignPathOf } from '../campaigns/campaign-rules';
import type { Campaign } from '../campaigns/require-visible-campaign.server';
import type { Mailer } from '../notifications/send-email.server';
import { formatMoney } from '../shared/currencies';

type Contribution = typeof contributions.$inferSelect;

export interface ContributionServices {
  mailer: Mailer;
  /** Public address of the site, for links in e-mails. */
  baseUrl: string;
  /** Told whenever a campaign's public totals change, so no cached copy of its page outlives the change. */
  onTotalsChanged?(campaignId: number): void;
}

const money = (value: string | null, currency: string) => formatMoney(Number(value ?? 0), currency);

function campaignLink(services: ContributionServices, campaign: Campaign) {
  return `${services.baseUrl}${campaignPathOf(campaign)}`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function asHtml(lines: string[]): string {
  return lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : '')).join('\n');
}

/** Queued in `db`, the transaction of the change the e-mail tells of; the caller wakes delivery after commit. */
async function queue(
  db: Database,
  services: ContributionServices,
  to: string | null,
  subject: string,
  lines: string[],
) {
  if (!to) return;
  await services.mailer.send({ to, subject, text: lines.join('\n'), html: asHtml(lines) }, { db });
}

/** The card receipt explains every fee, so nobody discovers them afterwards. */
export async function queueCardReceipt(
  db: Database,
  services: ContributionServices,
  campaign: Campaign,
  row: Contribution,
) {
  await queue(db, services, row.contributorEmail, `Thank you for honouring ${campaign.deceasedName}`, [
    `Dear ${row.contributorName},`,
    '',
    `Thank you for your contribution of ${money(row.amount, row.currency)} in memory of ${campaign.deceasedName}.`,
    '',
    'How your contribution is shared:',
    `- Amount: ${money(row.amount, row.currency)}`,
    `- Pamoja platform fee (6%): ${money(row.platformFee, row.currency)}`,
    `- Card processing (2.9% + 0.30 USD): ${money(row.processingFee, row.currency)}`,
    `- Reaches ${campaign.recipientName}: ${money(row.payoutAmount, row.currency)}`,
    '',
    'Your bank statement shows PAMOJA.',
    `Payment reference: ${row.stripePaymentIntentId ?? row.id}`,
    '',
    `Visit the memorial: ${campaignLink(services, campaign)}`,
  ]);
}

export async function queueWalletReceipt(
  db: Database,
  services: ContributionServices,
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
  services: ContributionServices,
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

export async function queueOrganizerNotice(
  db: Database,
  services: ContributionServices,
  campaign: Campaign,
  row: Contribution,
  kind: 'card' | 'wallet',
) {
  const name = row.isAnonymous ? `${row.contributorName} (anonymous to the public)` : row.contributorName;
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
