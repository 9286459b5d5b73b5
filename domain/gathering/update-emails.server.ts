import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { updateSubscriptions } from '../../db/schema';
import { campaignPathOf } from '../campaigns/campaign-rules';
import type { Campaign } from '../campaigns/require-visible-campaign.server';
import { emailBodies } from '../notifications/email-template';
import { queueEmailToEach, RECIPIENT_SLOT } from '../notifications/outbox.server';
import type { CampaignUpdate } from './campaign-updates.server';
import { posterRoleLabel } from './update-schemas';

export function unsubscribePathOf(token: string): string {
  return `/unsubscribe/${token}`;
}

/**
 * One e-mail per subscriber who has not left, queued in `tx` (the transaction of the change it tells of) in one
 * statement: a campaign may have 100,000 subscribers, and the outbox then sends them in batches. Each carries its
 * subscriber's own one-click unsubscribe link, in the text and in List-Unsubscribe with List-Unsubscribe-Post
 * (RFC 8058).
 */
export async function queueSubscriberEmails(
  tx: Database,
  {
    baseUrl,
    campaign,
    subject,
    lines,
  }: { baseUrl: string; campaign: Campaign; subject: string; lines: string[] },
): Promise<number> {
  const unsubscribeUrl = `${baseUrl}${unsubscribePathOf(RECIPIENT_SLOT)}`;
  return queueEmailToEach(
    tx,
    sql`select ${updateSubscriptions.email} as address, ${updateSubscriptions.unsubscribeToken} as slot
      from ${updateSubscriptions}
      where ${updateSubscriptions.campaignId} = ${campaign.id} and ${updateSubscriptions.unsubscribedAt} is null`,
    {
      subject,
      ...emailBodies([
        ...lines,
        // A deleted campaign's page is gone: its givers still hear that their money reached the family.
        ...(campaign.deletedAt ? [] : ['', `Visit the memorial: ${baseUrl}${campaignPathOf(campaign)}`]),
        '',
        'You receive this because you asked for updates from the family.',
        `Stop these e-mails with one click: ${unsubscribeUrl}`,
      ]),
      headers: {
        'List-Unsubscribe': `<${unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    },
  );
}

/** A family's update to every subscriber (queueSubscriberEmails). */
export async function queueUpdateEmails(
  tx: Database,
  { baseUrl, campaign, update }: { baseUrl: string; campaign: Campaign; update: CampaignUpdate },
): Promise<number> {
  return queueSubscriberEmails(tx, {
    baseUrl,
    campaign,
    subject: `An update about ${campaign.deceasedName}`,
    lines: [
      `${update.postedByName} (${posterRoleLabel(update.postedByRole)}) posted an update on the memorial page of ${campaign.deceasedName}:`,
      '',
      ...update.body.split(/\r?\n/),
      ...(update.photo ? ['', `With a photo: ${baseUrl}${update.photo}`] : []),
    ],
  });
}
