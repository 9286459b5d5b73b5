import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { contributions, updateSubscriptions } from '../../db/schema';
import * as m from '../../paraglide/messages';
import { campaignPathOf } from '../campaigns/campaign-rules';
import type { Campaign } from '../campaigns/require-visible-campaign.server';
import { emailBodies } from '../notifications/email-template';
import { queueEmailToEachInTheirLanguage, RECIPIENT_SLOT } from '../notifications/outbox.server';
import { type Locale, messagesIn } from '../shared/locales';
import type { CampaignUpdate } from './campaign-updates.server';

export function unsubscribePathOf(token: string): string {
  return `/unsubscribe/${token}`;
}

/** What a subscriber e-mail says in one language: its subject and its own lines (the footer is added). */
export type SubscriberEmailIn = (locale: Locale) => { subject: string; lines: string[] };

/**
 * A subscriber's language (decision 030): a subscription keeps none of its own, so a subscriber who gave to the
 * campaign reads the language of their latest gift to it (what they chose when giving); anyone else (a guestbook
 * signer, a giver whose gift was removed) reads the campaign's language.
 */
function subscribersOf(campaign: Campaign) {
  return sql`select ${updateSubscriptions.email} as address, ${updateSubscriptions.unsubscribeToken} as slot,
      coalesce(givers.locale, ${campaign.locale}) as locale
    from ${updateSubscriptions}
    left join (
      select distinct on (lower(trim(${contributions.contributorEmail})))
        lower(trim(${contributions.contributorEmail})) as email, ${contributions.locale} as locale
      from ${contributions}
      where ${contributions.campaignId} = ${campaign.id} and ${contributions.contributorEmail} is not null
      order by lower(trim(${contributions.contributorEmail})), ${contributions.id} desc
    ) as givers on givers.email = lower(trim(${updateSubscriptions.email}))
    where ${updateSubscriptions.campaignId} = ${campaign.id} and ${updateSubscriptions.unsubscribedAt} is null`;
}

/**
 * One e-mail per subscriber who has not left, in their language (subscribersOf), queued in `tx` (the transaction of
 * the change it tells of) in one statement per language: a campaign may have 100,000 subscribers, and the outbox
 * then sends them in batches. Each carries its subscriber's own one-click unsubscribe link, in the text and in
 * List-Unsubscribe with List-Unsubscribe-Post (RFC 8058).
 */
export async function queueSubscriberEmails(
  tx: Database,
  { baseUrl, campaign, emailIn }: { baseUrl: string; campaign: Campaign; emailIn: SubscriberEmailIn },
): Promise<number> {
  const unsubscribeUrl = `${baseUrl}${unsubscribePathOf(RECIPIENT_SLOT)}`;
  return queueEmailToEachInTheirLanguage(tx, subscribersOf(campaign), (locale) => {
    const say = messagesIn(locale);
    const { subject, lines } = emailIn(locale);
    return {
      subject,
      ...emailBodies(
        [
          ...lines,
          // A deleted campaign's page is gone: its givers still hear that their money reached the family.
          ...(campaign.deletedAt
            ? []
            : ['', say(m.email_visit_memorial, { link: `${baseUrl}${campaignPathOf(campaign)}` })]),
          '',
          say(m.email_subscriber_why),
          say(m.email_subscriber_stop, { link: unsubscribeUrl }),
        ],
        undefined,
        locale,
      ),
      headers: {
        'List-Unsubscribe': `<${unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  });
}

/** A family's update to every subscriber (queueSubscriberEmails). */
export async function queueUpdateEmails(
  tx: Database,
  { baseUrl, campaign, update }: { baseUrl: string; campaign: Campaign; update: CampaignUpdate },
): Promise<number> {
  const deceased = campaign.deceasedName;
  return queueSubscriberEmails(tx, {
    baseUrl,
    campaign,
    emailIn: (locale) => {
      const say = messagesIn(locale);
      const postedBy =
        update.postedByRole === 'recipient'
          ? m.email_update_posted_by_recipient
          : m.email_update_posted_by_organizer;
      return {
        subject: say(m.email_update_subject, { deceased }),
        lines: [
          say(postedBy, { name: update.postedByName, deceased }),
          '',
          ...update.body.split(/\r?\n/),
          ...(update.photo ? ['', say(m.email_update_photo, { link: `${baseUrl}${update.photo}` })] : []),
        ],
      };
    },
  });
}
