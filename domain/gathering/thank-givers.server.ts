import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaigns, contributions } from '../../db/schema';
import * as m from '../../paraglide/messages';
import { campaignPathOf } from '../campaigns/campaign-rules';
import { countsTowardTotal } from '../campaigns/get-campaign-stats.server';
import { auditActorOf, type CampaignActor } from '../campaigns/permissions';
import type { Campaign } from '../campaigns/require-visible-campaign.server';
import { emailBodies } from '../notifications/email-template';
import { queueEmailToEachInTheirLanguage } from '../notifications/outbox.server';
import type { Mailer } from '../notifications/send-email.server';
import { recordAudit } from '../shared/audit.server';
import { ConflictError, NotFoundError } from '../shared/errors';
import { type Locale, messagesIn } from '../shared/locales';
import { refusalKey } from '../shared/refusal-words';
import { requireFamilyCampaign } from './family-campaign.server';
import type { ThankYouMessageInput } from './thank-you-schemas';

export const GIFT_NOT_FOUND = refusalKey('thanks_error_gift_not_found');
export const NO_EMAIL_TO_THANK = refusalKey('thanks_error_no_email');
export const ALREADY_THANKED = refusalKey('thanks_error_already');

/**
 * A gift the family may still thank: one that really came in (it counts toward the total), whose giver left an
 * address, not thanked yet. The family's list and its count read the same rule.
 */
export const unthankedGift = (campaignId: number): SQL =>
  and(
    eq(contributions.campaignId, campaignId),
    countsTowardTotal,
    isNull(contributions.thankedAt),
    sql`coalesce(trim(${contributions.contributorEmail}), '') <> ''`,
  ) as SQL;

export interface ThankGiversDependencies {
  mailer: Pick<Mailer, 'deliverSoon'>;
  baseUrl: string;
  campaignChanged(campaignId: number): void;
  ipAddress?: string;
  userAgent?: string;
}

/** The family's own words as they wrote them, framed in the giver's language (the one they gave in). */
function thankYouEmail(
  campaign: Campaign,
  role: 'organizer' | 'recipient',
  message: string,
  baseUrl: string,
  locale: Locale,
) {
  const say = messagesIn(locale);
  const from = role === 'organizer' ? campaign.organizerName : campaign.recipientName;
  const deceased = campaign.deceasedName;
  return {
    subject: say(m.email_thanks_subject, { deceased }),
    ...emailBodies(
      [
        ...message.split(/\r?\n/),
        '',
        say(m.email_thanks_signed, { name: from, deceased }),
        '',
        say(m.email_visit_memorial, { link: `${baseUrl}${campaignPathOf(campaign)}` }),
      ],
      undefined,
      locale,
    ),
  };
}

/**
 * The family thanks one giver (`contributionId`) or everyone not yet thanked (issue 16). Each address gets one
 * message however many gifts it gave, and every gift of it is marked thanked, so nobody is thanked twice. An
 * anonymous giver is thanked like anyone else: the e-mail goes to them alone and names nobody. Everyone at once is
 * one INSERT … SELECT into the outbox and one UPDATE, whatever the number of gifts. Returns how many e-mails went.
 */
export async function thankGivers(
  db: Database,
  input: { campaignId: number; actor: CampaignActor; contributionId: number | null } & ThankYouMessageInput,
  dependencies: ThankGiversDependencies,
): Promise<{ sent: number }> {
  const { campaign, role } = await requireFamilyCampaign(db, input.campaignId, input.actor);
  const { message } = input;
  let addressFilter: SQL | undefined;
  if (input.contributionId !== null) {
    const [gift] = await db
      .select({
        email: contributions.contributorEmail,
        thankedAt: contributions.thankedAt,
        counts: sql<boolean>`${countsTowardTotal}`,
      })
      .from(contributions)
      .where(and(eq(contributions.id, input.contributionId), eq(contributions.campaignId, campaign.id)))
      .limit(1);
    if (!gift?.counts) throw new NotFoundError(GIFT_NOT_FOUND);
    if (!gift.email?.trim()) throw new ConflictError(NO_EMAIL_TO_THANK);
    if (gift.thankedAt) throw new ConflictError(ALREADY_THANKED);
    addressFilter = sql`lower(trim(${contributions.contributorEmail})) = ${gift.email.trim().toLowerCase()}`;
  }
  const giftsToThank = and(unthankedGift(campaign.id), addressFilter) as SQL;

  const sent = await db.transaction(async (tx) => {
    // The campaign's row is the lock: two "Thank everyone" clicks at once cannot both queue the same givers.
    await tx.execute(sql`select id from ${campaigns} where id = ${campaign.id} for update`);
    const now = new Date();
    // One e-mail per address, in the language of its latest gift.
    const queued = await queueEmailToEachInTheirLanguage(
      tx,
      sql`select distinct on (lower(trim(${contributions.contributorEmail})))
            trim(${contributions.contributorEmail}) as address, ${contributions.locale} as locale
          from ${contributions} where ${giftsToThank}
          order by lower(trim(${contributions.contributorEmail})), ${contributions.id} desc`,
      (locale) => thankYouEmail(campaign, role, message, dependencies.baseUrl, locale),
    );
    if (queued === 0) return 0;
    await tx.update(contributions).set({ thankedAt: now }).where(giftsToThank);
    await tx.update(campaigns).set({ thanksSentAt: now }).where(eq(campaigns.id, campaign.id));
    await recordAudit(
      tx,
      {
        action: 'campaign.thanks_sent',
        entityType: 'campaign',
        entityId: campaign.id,
        ...auditActorOf(input.actor, campaign),
        details: { emails: queued, contributionId: input.contributionId },
      },
      { ipAddress: dependencies.ipAddress, userAgent: dependencies.userAgent },
    );
    return queued;
  });
  if (sent === 0 && input.contributionId !== null) throw new ConflictError(ALREADY_THANKED);
  if (sent > 0) {
    dependencies.mailer.deliverSoon();
    dependencies.campaignChanged(campaign.id);
  }
  return { sent };
}
