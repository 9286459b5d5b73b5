import { z } from 'zod';
import { refusalKey } from '../shared/refusal-words';
import { hasNullCharacter, NULL_CHARACTER_MESSAGE } from '../shared/validation';
import { optionalUploadedPhotoSchema } from '../uploads/uploaded-photo-schema';
import { BUDGET_CATEGORIES } from './budget-categories';

/** Limits the family's budget forms share with the API. */
export const BUDGET_LIMITS = { description: 120, paidTo: 120 } as const;

/** The budget's refusals, as catalogue keys (refusal-words.ts): answered in the reader's language at the edge. */
export const BUDGET_MESSAGES = {
  category: refusalKey('budget_error_category'),
  description: refusalKey('budget_error_description', { max: BUDGET_LIMITS.description }),
  amountMissing: refusalKey('budget_error_amount_missing'),
  amountFormat: refusalKey('budget_error_amount_format'),
  amountZero: refusalKey('budget_error_amount_zero'),
  amountTooLarge: refusalKey('budget_error_amount_large'),
  amountDecimals: (currency: string, decimals: number) =>
    decimals === 0
      ? refusalKey('budget_error_whole', { currency })
      : refusalKey('budget_error_decimals', { currency, decimals }),
  line: refusalKey('budget_error_line'),
  paidTo: refusalKey('budget_error_paid_to'),
  paidToLong: refusalKey('budget_error_paid_to_long', { max: BUDGET_LIMITS.paidTo }),
  paidOn: refusalKey('budget_error_paid_on'),
  paidOnFuture: refusalKey('budget_error_paid_on_future'),
  paidOnOld: refusalKey('budget_error_paid_on_old'),
  lineNotFound: refusalKey('budget_error_line_not_found'),
  paymentNotFound: refusalKey('budget_error_payment_not_found'),
  paymentRemoved: refusalKey('budget_error_payment_removed'),
  lineHasPayments: refusalKey('budget_error_line_has_payments'),
  visibility: refusalKey('budget_error_visibility'),
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
