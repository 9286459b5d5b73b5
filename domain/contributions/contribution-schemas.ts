import { z } from 'zod';
import { CAMPAIGN_NOT_FOUND } from '../campaigns/campaign-rules';
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
 */

const amountField = z.union([z.string(), z.number()], { error: 'Valid amount is required' });
const currencyField = z
  .string({ error: 'Currency is required' })
  .trim()
  .regex(/^[A-Za-z]{3}$/, 'Currency is required')
  .transform((code) => code.toUpperCase());
/** A campaign's id in a JSON body (a number or its digits), within the id column's range (domain/shared/row-id.ts). */
export const campaignIdField = z.coerce
  .number({ error: CAMPAIGN_NOT_FOUND })
  .int(CAMPAIGN_NOT_FOUND)
  .positive(CAMPAIGN_NOT_FOUND)
  .max(MAX_ROW_ID, CAMPAIGN_NOT_FOUND);
const nameField = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(100, 'Name must be at most 100 characters');
const emailField = z
  .string({ error: 'Valid email is required' })
  .trim()
  .max(254, 'Valid email is required')
  .regex(SIMPLE_EMAIL_PATTERN, 'Valid email is required');
const relationshipField = z
  .string({ error: 'Relationship is required' })
  .trim()
  .min(1, 'Relationship is required')
  .max(50, 'Relationship is required');
const memoryField = z
  .string()
  .trim()
  .max(5000, 'Your message must be at most 5,000 characters')
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
  photos: z.array(uploadedPhotoSchema).max(1, 'At most one photo').default([]),
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
    .string({ error: 'Payment not found' })
    .regex(/^pi_[A-Za-z0-9_]{6,250}$/, 'Payment not found'),
});

export const sandboxCardSchema = z.object({
  clientSecret: z.string().regex(/^pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/, 'Payment not found'),
  cardNumber: z.string().trim().min(1, 'Card number is required').max(30),
});
export type SandboxCardInput = z.output<typeof sandboxCardSchema>;

export const mobileWalletContributionSchema = z.object({
  campaignId: campaignIdField,
  contributorName: z
    .string({ error: 'Please fill in your name and email' })
    .trim()
    .min(1, 'Please fill in your name and email')
    .max(100, 'Name must be at most 100 characters'),
  contributorEmail: z
    .string({ error: 'Please fill in your name and email' })
    .trim()
    .min(1, 'Please fill in your name and email')
    .max(254, 'Valid email is required')
    .regex(SIMPLE_EMAIL_PATTERN, 'Valid email is required'),
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
        .string({ error: 'Confirmation code required' })
        .trim()
        .min(1, 'Confirmation code required')
        .max(100, 'Confirmation code must be at most 100 characters'),
      amount: z.union([z.string(), z.number()]).optional(),
      screenshot: z
        .string()
        .max(MAX_SCREENSHOT_DATA_URL_LENGTH, 'Image too large')
        .optional()
        .nullable()
        .transform((value) => value || null),
      timestamp: z.string().max(40).optional(),
    },
    { error: 'Confirmation code required' },
  ),
  walletProvider: z
    .enum(WALLET_PROVIDERS, { error: 'Please choose the wallet you sent from' })
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

const DECISION_MESSAGE = "Decision must be 'confirm' or 'reject'";

/** Confirming needs nothing more; rejecting says why (issue 33 item 1: never one silent tap). */
export const reviewDecisionSchema = z.discriminatedUnion(
  'decision',
  [
    z.object({ decision: z.literal('confirm') }),
    walletRejectionSchema.extend({ decision: z.literal('reject') }),
  ],
  { error: DECISION_MESSAGE },
);
export type ReviewDecision = z.output<typeof reviewDecisionSchema>;

const DONORS_LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${DONORS_MAX_PAGE_SIZE}`;

/**
 * The organizer's donor list: everyone, or only the wallet gifts awaiting confirmation; the page after `after`
 * (a cursor the list handed out, checked by the domain).
 */
export const donorListQuerySchema = z.object({
  status: z
    .enum(['all', 'pending_review'], { error: "Status must be 'all' or 'pending_review'" })
    .default('all'),
  limit: z.coerce
    .number({ error: DONORS_LIMIT_MESSAGE })
    .int(DONORS_LIMIT_MESSAGE)
    .min(1, DONORS_LIMIT_MESSAGE)
    .max(DONORS_MAX_PAGE_SIZE, DONORS_LIMIT_MESSAGE)
    .default(DONORS_PAGE_SIZE),
  after: z.unknown().optional(),
});
export type DonorListQuery = z.output<typeof donorListQuerySchema>;
