import { z } from 'zod';
import { hasNullCharacter, NULL_CHARACTER_MESSAGE } from '../shared/validation';
import { optionalUploadedPhotoSchema } from '../uploads/uploaded-photo-schema';
import { BUDGET_CATEGORIES } from './budget-categories';

/** Limits the family's budget forms share with the API. */
export const BUDGET_LIMITS = { description: 120, paidTo: 120 } as const;

export const BUDGET_MESSAGES = {
  category: 'Choose what this line is for',
  description: `Describe the line in ${BUDGET_LIMITS.description} characters or fewer`,
  amountMissing: 'Enter the amount',
  amountFormat: 'Enter the amount in figures, like 150000 or 1500.50',
  amountZero: 'The amount must be more than zero',
  amountTooLarge: 'This amount is too large',
  amountDecimals: (currency: string, decimals: number) =>
    decimals === 0
      ? `${currency} has no decimals: enter a whole amount, like 150000`
      : `${currency} has at most ${decimals} decimals`,
  line: 'Choose the budget line this payment is for',
  paidTo: 'Say who was paid',
  paidToLong: `Who was paid must be ${BUDGET_LIMITS.paidTo} characters or fewer`,
  paidOn: 'Enter the date it was paid',
  paidOnFuture: 'The date paid cannot be in the future',
  paidOnOld: 'The date paid is too long ago',
  lineNotFound: 'This budget line is not in this campaign’s budget',
  paymentNotFound: 'This payment is not in this campaign’s budget',
  paymentRemoved: 'This payment was removed; record it again instead',
  lineHasPayments:
    'This line has payments recorded against it. Remove its payments first (they stay listed as removed), then the line.',
  visibility: 'Choose whether the budget is shown on the page',
} as const;

const text = (message: string, max: number, tooLong: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, tooLong)
    .refine((value) => !hasNullCharacter(value), NULL_CHARACTER_MESSAGE);

/** An amount as typed: read exactly in the campaign's currency by the use case (`amountMinorOf`), never as a float. */
const amount = z.union([z.string(), z.number()], { error: BUDGET_MESSAGES.amountMissing }).transform(String);

const optionalDescription = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : (value ?? null)),
  z
    .string()
    .trim()
    .max(BUDGET_LIMITS.description, BUDGET_MESSAGES.description)
    .refine((value) => !hasNullCharacter(value), NULL_CHARACTER_MESSAGE)
    .nullable(),
);

export const budgetLineSchema = z.object({
  category: z.enum(BUDGET_CATEGORIES, { error: BUDGET_MESSAGES.category }),
  description: optionalDescription,
  plannedAmount: amount,
});
export type BudgetLineInput = z.infer<typeof budgetLineSchema>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const budgetPaymentSchema = z.object({
  budgetLineId: z.coerce
    .number({ error: BUDGET_MESSAGES.line })
    .int(BUDGET_MESSAGES.line)
    .positive(BUDGET_MESSAGES.line),
  amount,
  paidOn: z
    .string({ error: BUDGET_MESSAGES.paidOn })
    .trim()
    .regex(ISO_DATE, BUDGET_MESSAGES.paidOn)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), BUDGET_MESSAGES.paidOn),
  paidTo: text(BUDGET_MESSAGES.paidTo, BUDGET_LIMITS.paidTo, BUDGET_MESSAGES.paidToLong),
  receipt: optionalUploadedPhotoSchema,
});
export type BudgetPaymentInput = z.infer<typeof budgetPaymentSchema>;

export const budgetVisibilitySchema = z.object({
  budgetPublic: z.preprocess(
    (value) =>
      value === 'true' || value === 'public'
        ? true
        : value === 'false' || value === 'private'
          ? false
          : value,
    z.boolean({ error: BUDGET_MESSAGES.visibility }),
  ),
});

/** The category's name as the family tool and the page's list say it in English (the page's own words are in the catalogue). */
export const BUDGET_CATEGORY_LABELS = {
  mortuary: 'Mortuary',
  coffin: 'Coffin or casket',
  transport: 'Transport or repatriation',
  venue: 'Venue and tents',
  catering: 'Catering',
  burial: 'Burial or cremation',
  printing: 'Printing',
  other: 'Other',
} as const;
