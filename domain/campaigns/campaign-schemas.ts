import { z } from 'zod';
import { emailSchema } from '../accounts/schemas';
import { isCampaignCurrency } from '../shared/currencies';
import { isoDate } from '../shared/iso-date';
import { LOCALES } from '../shared/locales';
import { refusalKey } from '../shared/refusal-words';
import { PAYOUT_COUNTRIES } from '../shared/regions';
import { UPLOAD_URL_PATTERN } from '../uploads/upload-rules';
import { PAYOUT_METHOD_VALUES } from './campaign-options';
import { CUSTOM_URL_MESSAGES, customUrlProblem } from './custom-url';

/**
 * One schema per input, shared by the creation dialog, the edit form and the JSON API (spec part 1 §5, §7).
 * Browser-safe.
 */

/**
 * The refusals of the campaign schemas, as catalogue keys (refusalKey): the edge answers each in the reader's
 * language; the English messages are the spec's texts.
 */
export const CAMPAIGN_MESSAGES = {
  organizerName: refusalKey('campaign_error_organizer_name'),
  currency: refusalKey('campaign_error_currency'),
  emailTooLong: refusalKey('campaign_error_email_long'),
  phoneRequired: refusalKey('campaign_error_phone_required'),
  phoneFormat: refusalKey('campaign_error_phone_format'),
  deceasedName: refusalKey('campaign_error_deceased_name'),
  relationship: refusalKey('campaign_error_relationship'),
  dateOfPassingFormat: refusalKey('campaign_error_passing_format'),
  dateOfPassingFuture: refusalKey('campaign_error_passing_future'),
  dateOfPassingTooEarly: refusalKey('campaign_error_passing_early'),
  birthYear: refusalKey('campaign_error_birth_year'),
  birthAfterPassing: refusalKey('campaign_error_birth_after_passing'),
  location: refusalKey('campaign_error_location'),
  recipientName: refusalKey('campaign_error_recipient_name'),
  recipientCountry: refusalKey('campaign_error_recipient_country'),
  payoutMethod: refusalKey('campaign_error_payout_method'),
  goal: refusalKey('campaign_error_goal'),
  goalTooLarge: refusalKey('campaign_error_goal_large'),
  endDateFormat: refusalKey('campaign_error_end_date_format'),
  endDatePast: refusalKey('campaign_error_end_date_past'),
  terms: refusalKey('campaign_error_terms'),
  tribute: refusalKey('campaign_error_tribute_short'),
  image: refusalKey('campaign_error_image'),
  locale: refusalKey('campaign_error_locale'),
} as const;

/** "Please keep this under N characters", for each length a text answer may have. */
const TOO_LONG = {
  60: refusalKey('campaign_error_too_long_60'),
  100: refusalKey('campaign_error_too_long_100'),
  120: refusalKey('campaign_error_too_long_120'),
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const EARLIEST_PASSING = '1900-01-01';

/** "YYYY-MM-DD" of a moment in UTC. */
export { isoDate };

/**
 * Today for someone anywhere on Earth: dates are compared with a day of slack on each side, so a family at
 * UTC+13 can pick their today and one at UTC-11 is not told their today is in the past.
 */
function latestToday(now: Date): string {
  return isoDate(new Date(now.getTime() + DAY_MS));
}
function earliestToday(now: Date): string {
  return isoDate(new Date(now.getTime() - DAY_MS));
}

const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(max).optional(),
  );

const requiredText = (message: string, max: keyof typeof TOO_LONG) =>
  z.string({ error: message }).trim().min(1, message).max(max, TOO_LONG[max]);

export const phoneSchema = z
  .string({ error: CAMPAIGN_MESSAGES.phoneRequired })
  .trim()
  .min(1, CAMPAIGN_MESSAGES.phoneRequired)
  .refine((value) => /^\+?[\d\s()-]{6,24}$/.test(value), CAMPAIGN_MESSAGES.phoneFormat);

/** Our own uploaded images only (POST /api/upload answers with these paths). */
const uploadUrlSchema = z.string().trim().regex(UPLOAD_URL_PATTERN, CAMPAIGN_MESSAGES.image);

const optionalUploadUrl = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  uploadUrlSchema.optional(),
);

const yesNo = z.union([z.boolean(), z.enum(['yes', 'no']).transform((value) => value === 'yes')]);

/** "YYYY-MM" (month and year only) or "YYYY-MM-DD"; not in the future, not before 1900. */
export const dateOfPassingSchema = z
  .string({ error: CAMPAIGN_MESSAGES.dateOfPassingFormat })
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/, CAMPAIGN_MESSAGES.dateOfPassingFormat)
  .refine(
    (value) => value.length === 7 || !Number.isNaN(Date.parse(`${value}T00:00:00Z`)),
    CAMPAIGN_MESSAGES.dateOfPassingFormat,
  )
  .refine((value) => `${value}-01`.slice(0, 10) >= EARLIEST_PASSING, CAMPAIGN_MESSAGES.dateOfPassingTooEarly)
  .refine(
    (value) => value <= latestToday(new Date()).slice(0, value.length),
    CAMPAIGN_MESSAGES.dateOfPassingFuture,
  );

const birthYearSchema = z.preprocess(
  (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value),
  z
    .number({ error: CAMPAIGN_MESSAGES.birthYear })
    .int(CAMPAIGN_MESSAGES.birthYear)
    .min(1900, CAMPAIGN_MESSAGES.birthYear)
    .refine((year) => year <= new Date().getUTCFullYear(), CAMPAIGN_MESSAGES.birthYear)
    .optional(),
);

/** A goal in the campaign currency: empty means no goal. */
export const goalSchema = z.preprocess((value) => {
  if (value === '' || value === null || value === undefined) return null;
  if (typeof value === 'string') return Number(value.replace(/[\s,]/g, ''));
  return value;
}, z
  .number({ error: CAMPAIGN_MESSAGES.goal })
  .finite(CAMPAIGN_MESSAGES.goal)
  .min(1, CAMPAIGN_MESSAGES.goal)
  .max(9_999_999_999, CAMPAIGN_MESSAGES.goalTooLarge)
  .nullable());

/** A date-only "YYYY-MM-DD" or a full ISO date-time (the edit form sends the latter); kept as the date part. */
const endDateValueSchema = z
  .string()
  .trim()
  .refine(
    (value) => /^\d{4}-\d{2}-\d{2}(T.*)?$/.test(value) && !Number.isNaN(Date.parse(value)),
    CAMPAIGN_MESSAGES.endDateFormat,
  )
  .transform((value) => value.slice(0, 10));

const customUrlSchema = z
  .string()
  .trim()
  .max(200, CUSTOM_URL_MESSAGES.tooLong)
  .superRefine((value, ctx) => {
    const problem = customUrlProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const optionalCustomUrl = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  customUrlSchema.optional(),
);

const countryCodes = PAYOUT_COUNTRIES.map((country) => country.code) as [string, ...string[]];

/** The campaign's own language (decision 030): its link preview, WhatsApp status, share text and e-mails. */
const campaignLocaleSchema = z.enum(LOCALES, { error: CAMPAIGN_MESSAGES.locale });

/** POST /api/campaigns: the creation dialog's answers (spec part 1 §7). Unknown keys (the password!) are dropped. */
/** The currency the campaign's goal and totals are kept in; gifts in other currencies are converted into it. */
const campaignCurrencySchema = z
  .string({ error: CAMPAIGN_MESSAGES.currency })
  .trim()
  .toUpperCase()
  .refine(isCampaignCurrency, CAMPAIGN_MESSAGES.currency);

export const createCampaignSchema = z
  .object({
    organizerName: requiredText(CAMPAIGN_MESSAGES.organizerName, 100),
    organizerEmail: emailSchema.pipe(z.string().max(100, CAMPAIGN_MESSAGES.emailTooLong)),
    organizerPhone: phoneSchema,
    organizerRelationship: requiredText(CAMPAIGN_MESSAGES.relationship, 60),
    deceasedName: requiredText(CAMPAIGN_MESSAGES.deceasedName, 120),
    deceasedDateOfPassing: dateOfPassingSchema,
    deceasedBirthYear: birthYearSchema,
    deceasedLocation: requiredText(CAMPAIGN_MESSAGES.location, 120),
    photoUrl: optionalUploadUrl,
    headerImageUrl: optionalUploadUrl,
    tribute: optionalText(10_000),
    recipientName: requiredText(CAMPAIGN_MESSAGES.recipientName, 120),
    recipientRelationship: requiredText(CAMPAIGN_MESSAGES.relationship, 60),
    recipientCountry: z.enum(countryCodes, { error: CAMPAIGN_MESSAGES.recipientCountry }),
    recipientPhone: phoneSchema,
    recipientPayoutMethod: z.enum(PAYOUT_METHOD_VALUES, { error: CAMPAIGN_MESSAGES.payoutMethod }),
    goal: goalSchema.optional(),
    goalAmount: goalSchema.optional(),
    customUrl: optionalCustomUrl,
    endDate: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      endDateValueSchema
        .refine((value) => value >= earliestToday(new Date()), CAMPAIGN_MESSAGES.endDatePast)
        .optional(),
    ),
    /** Without one, the recipient's country's currency (campaignCurrencyFor). */
    campaignCurrency: campaignCurrencySchema.optional(),
    /** Without one, the language the organizer is reading in when they create it. */
    locale: z.preprocess((value) => (value === '' ? undefined : value), campaignLocaleSchema.optional()),
    sharePublicly: yesNo.default(true),
    enableSocialSharing: z.boolean().default(true),
    acceptTerms: yesNo.optional(),
    termsAccepted: z.boolean().optional(),
    /**
     * The organizer saw the pages that may already honor the same person and confirms they are family and another
     * page is needed (decision 034): without it, such a creation is refused with a 409 naming them.
     */
    confirmSamePerson: z.boolean().optional(),
  })
  .superRefine((input, ctx) => {
    if (input.acceptTerms !== true && input.termsAccepted !== true) {
      ctx.addIssue({ code: 'custom', path: ['acceptTerms'], message: CAMPAIGN_MESSAGES.terms });
    }
    const passingYear = Number(input.deceasedDateOfPassing.slice(0, 4));
    if (input.deceasedBirthYear !== undefined && input.deceasedBirthYear > passingYear) {
      ctx.addIssue({
        code: 'custom',
        path: ['deceasedBirthYear'],
        message: CAMPAIGN_MESSAGES.birthAfterPassing,
      });
    }
  });

export type CreateCampaignInput = z.infer<typeof createCampaignSchema>;

/** POST /api/campaigns/same-person: the creation dialog asks, before creating, whether the person has a page. */
export const samePersonQuerySchema = z.object({
  deceasedName: requiredText(CAMPAIGN_MESSAGES.deceasedName, 120),
  deceasedDateOfPassing: dateOfPassingSchema,
});

/** A form's ticked box ("on") or the API's true/false, as a boolean. */
const ticked = (value: unknown) =>
  value === 'on' || value === 'true' ? true : value === 'false' ? false : value;

const checkbox = z.preprocess(ticked, z.boolean().default(true));

/** PUT /api/campaigns/{id} and the edit form (spec part 1 §3 "Edit form values", §5). */
/** Empty text from a form clears the value (null); a field left out of an API call leaves it as it is. */
const clearable = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (value === '' ? null : value), z.union([z.null(), schema]).optional());

/** For answers older campaigns may lack: an empty field leaves the value as it is instead of blocking the save. */
const keptWhenEmpty = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/**
 * Everything the creation dialog asked, except where the money goes (the recipient's phone, country and payout
 * method) and the campaign's currency, may be changed by the organizer; a field left out stays as it is.
 */
export const updateCampaignSchema = z
  .object({
    tribute: z
      .string({ error: refusalKey('edit_error_tribute_short') })
      .trim()
      .min(10, refusalKey('edit_error_tribute_short'))
      .max(10_000, refusalKey('edit_error_tribute_long')),
    goal: goalSchema.optional(),
    customUrl: optionalCustomUrl,
    endDate: clearable(endDateValueSchema),
    allowSharing: checkbox,
    headerImage: clearable(uploadUrlSchema),
    deceasedName: requiredText(CAMPAIGN_MESSAGES.deceasedName, 120).optional(),
    deceasedDateOfPassing: keptWhenEmpty(dateOfPassingSchema),
    deceasedBirthYear: clearable(birthYearSchema),
    deceasedLocation: keptWhenEmpty(requiredText(CAMPAIGN_MESSAGES.location, 120)),
    photoUrl: clearable(uploadUrlSchema),
    recipientName: requiredText(CAMPAIGN_MESSAGES.recipientName, 120).optional(),
    recipientRelationship: requiredText(CAMPAIGN_MESSAGES.relationship, 60).optional(),
    // The organizer's own answers (issue 33 item 4); left out, they stay as they are.
    organizerRelationship: requiredText(CAMPAIGN_MESSAGES.relationship, 60).optional(),
    locale: keptWhenEmpty(campaignLocaleSchema),
    consentDisplayNames: z.preprocess(
      ticked,
      z.boolean({ error: refusalKey('edit_error_consent') }).optional(),
    ),
  })
  .superRefine((input, ctx) => {
    const passingYear = input.deceasedDateOfPassing && Number(input.deceasedDateOfPassing.slice(0, 4));
    if (passingYear && typeof input.deceasedBirthYear === 'number' && input.deceasedBirthYear > passingYear) {
      ctx.addIssue({
        code: 'custom',
        path: ['deceasedBirthYear'],
        message: CAMPAIGN_MESSAGES.birthAfterPassing,
      });
    }
  });

export type UpdateCampaignInput = z.infer<typeof updateCampaignSchema>;
