import { z } from 'zod';
import { CAMPAIGN_NOT_FOUND } from '../campaigns/campaign-rules';
import { refusalKey } from '../shared/refusal-words';
import { MAX_ROW_ID } from '../shared/row-id';
import { SIMPLE_EMAIL_PATTERN } from '../shared/validation';
import { uploadedPhotoSchema } from '../uploads/uploaded-photo-schema';
import { DONORS_MAX_PAGE_SIZE, DONORS_PAGE_SIZE } from './donor-list-rules';
import { MAX_SCREENSHOT_DATA_URL_LENGTH } from './screenshot-rules';
import { WALLET_PROVIDERS } from './wallet-providers';
import { walletRejectionSchema } from './wallet-rejection';

/**
 * Input of the two ways to give, shared by the browser forms and the API (spec part 2 §3, §5, §7).
 * Amounts stay text here: they are read exactly, per currency, by the domain (domain/shared/money.ts).
 * What a giver is told when a gift is refused is a catalogue key (refusalKey, domain/shared/refusal-words.ts): the API
 * and the wallet page's action answer it in the giver's language (the spec's English texts in English).
 */

const amountField = z.union([z.string(), z.number()], { error: refusalKey('wizard_amount_invalid') });
const currencyField = z
  .string({ error: refusalKey('gift_error_currency') })
  .trim()
  .regex(/^[A-Za-z]{3}$/, refusalKey('gift_error_currency'))
  .transform((code) => code.toUpperCase());
/** A campaign's id in a JSON body (a number or its digits), within the id column's range (domain/shared/row-id.ts). */
export const campaignIdField = z.coerce
  .number({ error: CAMPAIGN_NOT_FOUND })
  .int(CAMPAIGN_NOT_FOUND)
  .positive(CAMPAIGN_NOT_FOUND)
  .max(MAX_ROW_ID, CAMPAIGN_NOT_FOUND);
const nameField = z
  .string({ error: refusalKey('gift_error_name') })
  .trim()
  .min(1, refusalKey('gift_error_name'))
  .max(100, refusalKey('gift_error_name_long'));
const emailField = z
  .string({ error: refusalKey('gift_error_email') })
  .trim()
  .max(254, refusalKey('gift_error_email'))
  .regex(SIMPLE_EMAIL_PATTERN, refusalKey('gift_error_email'));
const relationshipField = z
  .string({ error: refusalKey('gift_error_relationship') })
  .trim()
  .min(1, refusalKey('gift_error_relationship'))
  .max(50, refusalKey('gift_error_relationship'));
const memoryField = z
  .string()
  .trim()
  .max(5000, refusalKey('gift_error_memory_long'))
  .optional()
  .nullable()
  .transform((memory) => memory || null);

export const cardContributionSchema = z.object({
  campaignId: campaignIdField,
  amount: amountField,
  currency: currencyField,
  contributorName: nameField,
  contributorEmail: emailField,
  contributorRelationship: relationshipField,
  memory: memoryField,
  hideAmount: z.boolean().default(false),
  isAnonymous: z.boolean().default(false),
  /** "Send me updates from the family" (issue 16), off unless ticked. */
  wantsUpdates: z.boolean().default(false),
  photos: z.array(uploadedPhotoSchema).max(1, refusalKey('gift_error_one_photo')).default([]),
  /** The giver adds the fees, so `amount` reaches the family in full; the server works out the charge. */
  coverFees: z.boolean().default(false),
  /** Made by the wizard once per submission, so a retried create-intent reuses the same payment. */
  idempotencyKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/)
    .optional(),
});
/** A card gift as the edge parsed it with cardContributionSchema. */
export type CardContributionInput = z.output<typeof cardContributionSchema>;

export const confirmPaymentSchema = z.object({
  paymentIntentId: z
    .string({ error: refusalKey('gift_error_payment_not_found') })
    .regex(/^pi_[A-Za-z0-9_]{6,250}$/, refusalKey('gift_error_payment_not_found')),
});

export const sandboxCardSchema = z.object({
  clientSecret: z
    .string()
    .regex(/^pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/, refusalKey('gift_error_payment_not_found')),
  cardNumber: z.string().trim().min(1, refusalKey('gift_error_card_number')).max(30),
});
export type SandboxCardInput = z.output<typeof sandboxCardSchema>;

export const mobileWalletContributionSchema = z.object({
  campaignId: campaignIdField,
  contributorName: z
    .string({ error: refusalKey('gift_error_name_and_email') })
    .trim()
    .min(1, refusalKey('gift_error_name_and_email'))
    .max(100, refusalKey('gift_error_name_long')),
  contributorEmail: z
    .string({ error: refusalKey('gift_error_name_and_email') })
    .trim()
    .min(1, refusalKey('gift_error_name_and_email'))
    .max(254, refusalKey('gift_error_email'))
    .regex(SIMPLE_EMAIL_PATTERN, refusalKey('gift_error_email')),
  contributorRelationship: z
    .string()
    .trim()
    .max(50)
    .optional()
    .nullable()
    .transform((value) => value || 'other'),
  amount: amountField,
  currency: currencyField,
  paymentMethod: z.literal('mobile_wallet').default('mobile_wallet'),
  mobileWalletDetails: z.object(
    {
      confirmationCode: z
        .string({ error: refusalKey('gift_error_code') })
        .trim()
        .min(1, refusalKey('gift_error_code'))
        .max(100, refusalKey('gift_error_code_long')),
      amount: z.union([z.string(), z.number()]).optional(),
      screenshot: z
        .string()
        .max(MAX_SCREENSHOT_DATA_URL_LENGTH, refusalKey('gift_error_image_large'))
        .optional()
        .nullable()
        .transform((value) => value || null),
      timestamp: z.string().max(40).optional(),
    },
    { error: refusalKey('gift_error_code') },
  ),
  walletProvider: z
    .enum(WALLET_PROVIDERS, { error: refusalKey('gift_error_wallet') })
    .optional()
    .nullable()
    .transform((provider) => provider ?? null),
  memory: memoryField,
  hideAmount: z.boolean().default(false),
  isAnonymous: z.boolean().default(false),
  /** "Send me updates from the family" (issue 16), off unless ticked. */
  wantsUpdates: z.boolean().default(false),
  photos: z.array(uploadedPhotoSchema).max(1).default([]),
});
/** A mobile-wallet gift as the edge parsed it with mobileWalletContributionSchema. */
export type MobileWalletContributionInput = z.output<typeof mobileWalletContributionSchema>;

/** Confirming needs nothing more; rejecting says why (issue 33 item 1: never one silent tap). */
export const reviewDecisionSchema = z.discriminatedUnion(
  'decision',
  [
    z.object({ decision: z.literal('confirm') }),
    walletRejectionSchema.extend({ decision: z.literal('reject') }),
  ],
  { error: refusalKey('review_error_decision') },
);
export type ReviewDecision = z.output<typeof reviewDecisionSchema>;

/** The largest page as the parameter is written (1000), not as a count is read ("1,000"). */
const DONORS_LIMIT_MESSAGE = refusalKey('donors_error_limit', { max: String(DONORS_MAX_PAGE_SIZE) });

/**
 * The organizer's donor list: everyone, or only the wallet gifts awaiting confirmation; the page after `after`
 * (a cursor the list handed out, checked by the domain).
 */
export const donorListQuerySchema = z.object({
  status: z.enum(['all', 'pending_review'], { error: refusalKey('donors_error_status') }).default('all'),
  limit: z.coerce
    .number({ error: DONORS_LIMIT_MESSAGE })
    .int(DONORS_LIMIT_MESSAGE)
    .min(1, DONORS_LIMIT_MESSAGE)
    .max(DONORS_MAX_PAGE_SIZE, DONORS_LIMIT_MESSAGE)
    .default(DONORS_PAGE_SIZE),
  after: z.unknown().optional(),
});
export type DonorListQuery = z.output<typeof donorListQuerySchema>;
