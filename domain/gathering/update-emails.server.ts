import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { emailOutbox, updateSubscriptions } from '../../db/schema';
import { campaignPathOf } from '../campaigns/campaign-rules';
import type { Campaign } from '../campaigns/require-visible-campaign.server';
import { lineEmailBodies } from '../notifications/line-email.server';
import type { CampaignUpdate } from './campaign-updates.server';
import { posterRoleLabel } from './update-schemas';

/** Where each subscriber's own token goes in the message; no text typed in Pamoja holds a NUL (it is refused). */
const TOKEN_SLOT = '\u0000';

export function unsubscribePathOf(token: string): string {
  return `/unsubscribe/${token}`;
}

/**
 * One e-mail per subscriber who has not left, queued in `tx` (the transaction that stores the update), as one
 * INSERT … SELECT: a campaign may have 100,000 subscribers, and the outbox then sends them in batches. Each carries
 * its own one-click unsubscribe link, in the text and in List-Unsubscribe with List-Unsubscribe-Post (RFC 8058).
 */
export async function queueUpdateEmails(
  tx: Database,
  { baseUrl, campaign, update }: { baseUrl: string; campaign: Campaign; update: CampaignUpdate },
): Promise<void> {
  const unsubscribeUrl = `${baseUrl}${unsubscribePathOf(TOKEN_SLOT)}`;
  const { text, html } = lineEmailBodies([
    `${update.postedByName} (${posterRoleLabel(update.postedByRole)}) posted an update on the memorial page of ${campaign.deceasedName}:`,
    '',
    ...update.body.split(/\r?\n/),
    '',
    `Visit the memorial: ${baseUrl}${campaignPathOf(campaign)}`,
    '',
    'You receive this because you asked for updates from the family.',
    `Stop these e-mails with one click: ${unsubscribeUrl}`,
  ]);
  const [textBefore, textAfter] = text.split(TOKEN_SLOT);
  const [htmlBefore, htmlAfter] = html.split(TOKEN_SLOT);
  const [urlBefore, urlAfter] = unsubscribeUrl.split(TOKEN_SLOT);
  const subscriber = sql`subscriber.unsubscribe_token`;
  await tx.execute(sql`
    insert into ${emailOutbox} (${sql.raw('"to", subject, text, html, headers, next_attempt_at')})
    select subscriber.email,
      ${`An update about ${campaign.deceasedName}`}::text,
      ${textBefore}::text || ${subscriber} || ${textAfter}::text,
      ${htmlBefore}::text || ${subscriber} || ${htmlAfter}::text,
      jsonb_build_object(
        'List-Unsubscribe', '<' || ${urlBefore}::text || ${subscriber} || ${urlAfter}::text || '>',
        'List-Unsubscribe-Post', 'List-Unsubscribe=One-Click'
      ),
      ${new Date().toISOString()}::timestamptz
    from ${updateSubscriptions} subscriber
    where subscriber.campaign_id = ${campaign.id} and subscriber.unsubscribed_at is null`);
}
