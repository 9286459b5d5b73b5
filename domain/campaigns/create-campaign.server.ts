import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaigns, campaignUrls, users } from '../../db/schema';
import { type AuditOrigin, recordAudit } from '../shared/audit.server';
import { isUniqueViolation } from '../shared/database-errors';
import { ConflictError } from '../shared/errors';
import type { Locale } from '../shared/locales';
import { type Limiters, limiterFor } from '../shared/rate-limits';
import { attachUploads } from '../uploads/attach-uploads.server';
import { campaignCurrencyFor } from './campaign-currency';
import type { CreateCampaignInput } from './campaign-schemas';
import { CUSTOM_URL_MESSAGES, suggestedCustomUrl } from './custom-url';
import { findSamePersonCampaigns } from './find-same-person-campaigns.server';
import { SAME_PERSON_CODE, samePersonMessage } from './same-person';
import { shareMessageOf } from './share-message';

export interface CreatedCampaign {
  id: number;
  customUrl: string;
  /** What sharing it says, in the campaign's language: the dialog's share buttons use it at once. */
  shareMessage: string;
}

/** Lowercased custom URLs that start with `base` and are, or once were, some campaign's. */
async function takenUrlsStartingWith(db: Database, base: string): Promise<Set<string>> {
  const [current, former] = await Promise.all([
    db
      .select({ customUrl: campaigns.customUrl })
      .from(campaigns)
      .where(sql`lower(${campaigns.customUrl}) like ${`${base}%`}`),
    db
      .select({ customUrl: campaignUrls.customUrl })
      .from(campaignUrls)
      .where(sql`lower(${campaignUrls.customUrl}) like ${`${base}%`}`),
  ]);
  return new Set([...current, ...former].map((row) => row.customUrl.toLowerCase()));
}

/** "ripamaraokafor", or "ripamaraokafor-2", "-3"… when the name is taken. */
async function generateCustomUrl(db: Database, deceasedName: string): Promise<string> {
  const base = suggestedCustomUrl(deceasedName);
  const taken = await takenUrlsStartingWith(db, base);
  if (!taken.has(base)) return base;
  for (let suffix = 2; suffix < 1000; suffix += 1) {
    const candidate = `${base}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
  return `${base}-${randomBytes(3).toString('hex')}`;
}

/**
 * Publishes a campaign for a signed-in organizer, in the currency it names (its goal is in that currency), else
 * the recipient's country's. When pages may already honor the same person (decision 034) it is refused with a 409
 * naming them, unless the organizer confirmed they are family; that confirmation is audited with the pages it saw.
 */
export async function createCampaign(
  db: Database,
  input: CreateCampaignInput,
  {
    organizerId,
    limiters,
    locale,
    ipAddress,
    userAgent,
  }: {
    organizerId: number;
    limiters: Limiters /** The organizer's language now. */;
    locale: Locale;
  } & AuditOrigin,
): Promise<CreatedCampaign> {
  await limiterFor(limiters, 'campaignCreatePerUser').consume(String(organizerId));
  const samePerson = await findSamePersonCampaigns(db, input);
  if (samePerson.length > 0 && input.confirmSamePerson !== true) {
    throw new ConflictError(samePersonMessage(samePerson), undefined, SAME_PERSON_CODE, {
      matches: samePerson,
    });
  }
  const [organizer] = await db
    .select({ country: users.country })
    .from(users)
    .where(eq(users.id, organizerId))
    .limit(1);
  const goal = input.goal ?? input.goalAmount ?? null;
  const values = {
    organizerId,
    organizerName: input.organizerName,
    organizerEmail: input.organizerEmail,
    organizerPhone: input.organizerPhone,
    organizerRelationship: input.organizerRelationship,
    deceasedName: input.deceasedName,
    deceasedDateOfPassing: input.deceasedDateOfPassing,
    deceasedYearOfBirth: input.deceasedBirthYear ?? null,
    deceasedLocation: input.deceasedLocation,
    tribute: input.tribute ?? null,
    deceasedPhoto: input.photoUrl ?? null,
    headerImage: input.headerImageUrl ?? null,
    images: input.photoUrl ? [input.photoUrl] : [],
    recipientName: input.recipientName,
    recipientPhone: input.recipientPhone,
    recipientCountry: input.recipientCountry,
    recipientRelationship: input.recipientRelationship,
    recipientPayoutMethod: input.recipientPayoutMethod,
    goal: goal === null ? null : goal.toFixed(2),
    campaignCurrency:
      input.campaignCurrency ?? campaignCurrencyFor(input.recipientCountry, organizer?.country ?? null),
    endDate: input.endDate ?? null,
    allowSharing: input.enableSocialSharing,
    consentDisplayNames: input.sharePublicly,
    locale: input.locale ?? locale,
  };

  // A generated URL may lose a race with another family of the same name: try again with a fresh suffix.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const customUrl = input.customUrl ?? (await generateCustomUrl(db, input.deceasedName));
    try {
      return await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(campaigns)
          .values({ ...values, customUrl })
          .returning({ id: campaigns.id, customUrl: campaigns.customUrl });
        const shareMessage = shareMessageOf(values.deceasedName, values.locale);
        // Refused (a unique violation) when the address is, or once was, another campaign's.
        await tx.insert(campaignUrls).values({ customUrl, campaignId: created.id });
        await attachUploads(tx as unknown as Database, [values.deceasedPhoto, values.headerImage]);
        if (samePerson.length > 0) {
          await recordAudit(
            tx,
            {
              action: 'campaign.same_person_confirmed',
              entityType: 'campaign',
              entityId: created.id,
              userId: organizerId,
              details: { deceasedName: values.deceasedName, matches: samePerson.map((match) => match.id) },
            },
            { ipAddress, userAgent },
          );
        }
        return { ...created, shareMessage };
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (input.customUrl)
        throw new ConflictError(CUSTOM_URL_MESSAGES.taken, { customUrl: CUSTOM_URL_MESSAGES.taken });
    }
  }
  throw new ConflictError(CUSTOM_URL_MESSAGES.taken, { customUrl: CUSTOM_URL_MESSAGES.taken });
}
