import { z } from 'zod';
import { refusalKey } from '../shared/refusal-words';

export const COMPLETE_PAYOUT_MESSAGES = {
  adminOnly: refusalKey('payout_refusal_admin_only'),
  ownCampaign: refusalKey('payout_refusal_own_campaign'),
  notRequested: refusalKey('payout_refusal_not_requested'),
  reference: refusalKey('payout_refusal_reference'),
  amount: refusalKey('payout_refusal_amount'),
  amountsPerCurrency: refusalKey('payout_refusal_amounts_per_currency'),
  unknownCurrency: refusalKey('payout_refusal_unknown_currency'),
  reason: refusalKey('payout_refusal_reason'),
  date: refusalKey('payout_refusal_date_future'),
  dateFormat: refusalKey('payout_refusal_date_format'),
};

export const blankAsAbsent = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** "YYYY-MM-DD", a real day, as the start of that day in UTC (whether it lies in the future is the use case's rule). */
export const payoutDaySchema = z
  .string({ error: COMPLETE_PAYOUT_MESSAGES.dateFormat })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, COMPLETE_PAYOUT_MESSAGES.dateFormat)
  .transform((value, context) => {
    const day = new Date(`${value}T00:00:00Z`);
    if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value) {
      context.addIssue({ code: 'custom', message: COMPLETE_PAYOUT_MESSAGES.dateFormat });
      return z.NEVER;
    }
    return day;
  });

const amountText = z
  .union([z.string(), z.number()], { error: COMPLETE_PAYOUT_MESSAGES.amount })
  .transform((value) => String(value).trim());

/**
 * What an admin records on completing a payout (POST /api/admin/campaigns/{id}/complete-payout and the dashboard's
 * form): every field optional, as the spec's bare call has none; the form itself requires the reference and date
 * and shows each currency's amount owed. `amounts` is what was paid per currency (decision 021); `amount`, the
 * spec's single figure, is the one currency's when the payout has one (or the campaign currency's). Left out, an
 * amount is the amount owed; a blank date is today; a blank reference is refused by the use case. `reason` is
 * required when an amount paid differs from the amount owed.
 */
export const completePayoutSchema = z.object({
  reference: z.string({ error: COMPLETE_PAYOUT_MESSAGES.reference }).max(1000).optional(),
  date: z.preprocess(blankAsAbsent, payoutDaySchema.optional()),
  amount: z.preprocess(blankAsAbsent, amountText.optional()),
  amounts: z
    .record(
      z.string().regex(/^[A-Z]{3}$/, COMPLETE_PAYOUT_MESSAGES.unknownCurrency),
      z.preprocess(blankAsAbsent, amountText.optional()),
    )
    .optional(),
  reason: z.preprocess(
    blankAsAbsent,
    z.string({ error: COMPLETE_PAYOUT_MESSAGES.reason }).trim().max(1000).optional(),
  ),
});

/** The form's field of the amount paid in one currency. */
export const amountFieldOf = (currency: string) => `amount_${currency}`;

/** The form's fields as the schema reads them: every amount_XXX into `amounts`. */
export function completePayoutFormFields(form: FormData) {
  const amounts: Record<string, string> = {};
  for (const [name, value] of form) {
    const currency = /^amount_([A-Z]{3})$/.exec(name)?.[1];
    if (currency && typeof value === 'string') amounts[currency] = value;
  }
  return {
    reference: form.get('reference') ?? '',
    date: form.get('date') ?? undefined,
    amounts,
    reason: form.get('reason') ?? undefined,
  };
}

export type CompletePayoutFields = z.infer<typeof completePayoutSchema>;
