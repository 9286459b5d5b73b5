import { and, asc, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaigns, users } from '../../db/schema';
import * as m from '../../paraglide/messages';
import { campaignPathOf } from '../campaigns/campaign-rules';
import { shareMessageOf } from '../campaigns/share-message';
import { shareLinksOf } from '../campaigns/share-text';
import { emailBodies } from '../notifications/email-template';
import { queueEmail } from '../notifications/outbox.server';
import type { Mailer } from '../notifications/send-email.server';
import { type Locale, messagesIn, storedLocale } from '../shared/locales';
import { passingDatesDueOn } from './anniversaries';
import { anniversaryEmailsPathOf } from './update-anniversary-emails.server';

const BATCH_SIZE = 500;

const passing = campaigns.deceasedDateOfPassing;

/**
 * Its first anniversary's day as text, without casting to date (a stored "2025-02-30" would make a cast fail
 * the whole job): "2025-03-14" → "2026-03-14", "2025-03" → "2026-03-01".
 */
const firstAnniversaryText = sql`lpad((left(${passing}, 4)::int + 1)::text, 4, '0') || substr(${passing} || '-01', 5, 6)`;

/**
 * Campaigns whose first anniversary e-mail is due (see anniversaries.ts): the range and the last two conditions
 * are what the partial index campaigns_first_anniversary_due_idx holds, so the job reads only today's few. A page
 * deleted or archived is not offered for sharing, and one made on or after the anniversary is not told "a year
 * ago": the family has only just shared it.
 */
function dueOn(now: Date) {
  const { from, to } = passingDatesDueOn(now);
  return and(
    gte(passing, from),
    lte(passing, to),
    isNull(campaigns.firstAnniversaryEmailedAt),
    sql`${campaigns.anniversaryEmails}`,
    isNull(campaigns.deletedAt),
    sql`not ${campaigns.isArchived}`,
    sql`to_char(${campaigns.createdAt} at time zone 'UTC', 'YYYY-MM-DD') < ${firstAnniversaryText}`,
  );
}

/** The first `limit` due campaigns, in the partial index's order. */
export function dueCampaignIds(db: Database, now: Date, limit: number) {
  return db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(dueOn(now))
    .orderBy(asc(passing), asc(campaigns.id))
    .limit(limit);
}

/**
 * To the organizer in their account's language; the WhatsApp text it offers is the campaign's share text, in the
 * campaign's language (decision 030), since it goes to the family's contacts.
 */
function anniversaryEmail(
  campaign: { id: number; customUrl: string; deceasedName: string; organizerName: string; locale: string },
  organizerLocale: Locale,
  { baseUrl, secret }: { baseUrl: string; secret: string },
) {
  const say = messagesIn(organizerLocale);
  const deceased = campaign.deceasedName;
  const pageUrl = `${baseUrl}${campaignPathOf(campaign)}`;
  const whatsapp = shareLinksOf(pageUrl, shareMessageOf(deceased, storedLocale(campaign.locale))).whatsapp;
  return {
    subject: say(m.email_anniversary_subject, { deceased }),
    ...emailBodies(
      [
        say(m.email_greeting_dear, { name: campaign.organizerName }),
        '',
        say(m.email_anniversary_thinking, { deceased }),
        '',
        say(m.email_anniversary_share_again),
        '',
        say(m.email_anniversary_page, { link: pageUrl }),
        say(m.email_anniversary_whatsapp, { link: whatsapp }),
        '',
        say(m.email_anniversary_stop, { link: `${baseUrl}${anniversaryEmailsPathOf(secret, campaign.id)}` }),
      ],
      undefined,
      organizerLocale,
    ),
  };
}

/**
 * The daily job: e-mails each due campaign's organizer once. Each batch claims its campaigns (sets
 * first_anniversary_emailed_at where it is still empty, skipping rows another run holds) and queues their e-mails
 * in one transaction, so two processes running at once, or a run repeated, never send one twice, and a crash keeps
 * neither the claim nor the e-mail. Returns how many were queued.
 */
export async function sendDueAnniversaryEmails(
  db: Database,
  { now = new Date(), baseUrl, secret }: { now?: Date; baseUrl: string; secret: string },
  dependencies: { mailer?: Pick<Mailer, 'deliverSoon'> } = {},
): Promise<number> {
  let queued = 0;
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const rows = await tx
        .update(campaigns)
        .set({ firstAnniversaryEmailedAt: now })
        .where(
          and(
            isNull(campaigns.firstAnniversaryEmailedAt),
            inArray(campaigns.id, dueCampaignIds(tx, now, BATCH_SIZE).for('update', { skipLocked: true })),
          ),
        )
        .returning({
          id: campaigns.id,
          customUrl: campaigns.customUrl,
          deceasedName: campaigns.deceasedName,
          locale: campaigns.locale,
          organizerName: campaigns.organizerName,
          organizerEmail: campaigns.organizerEmail,
          // The organizer's account's language (the campaign's copy of the address is the one written to here).
          organizerLocale: sql<
            string | null
          >`(select ${users.locale} from ${users} where ${users.id} = ${campaigns.organizerId})`,
        });
      for (const campaign of rows) {
        await queueEmail(tx, {
          to: campaign.organizerEmail,
          ...anniversaryEmail(campaign, storedLocale(campaign.organizerLocale), { baseUrl, secret }),
        });
      }
      return rows.length;
    });
    queued += claimed;
    if (claimed < BATCH_SIZE) break;
  }
  if (queued > 0) dependencies.mailer?.deliverSoon();
  return queued;
}
