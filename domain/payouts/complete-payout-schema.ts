import { z } from 'zod';

export const COMPLETE_PAYOUT_MESSAGES = {
  adminOnly: 'Only an admin can complete a payout',
  ownCampaign: 'An admin cannot complete the payout of their own campaign: another admin must do it',
  notRequested: 'No payout has been requested for this campaign',
  reference: 'Enter the transfer reference (the M-Pesa code or bank reference)',
  amount: 'Enter the amount paid, like 1250.50',
  date: 'The payout date cannot be in the future',
  dateFormat: 'Enter the date the money was sent, like 2026-03-31',
} as const;

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

/**
 * What an admin records on completing a payout (POST /api/admin/campaigns/{id}/complete-payout and the dashboard's
 * form): every field optional, as the spec's bare call has none; the form itself requires the reference. A blank
 * date or amount means "today" and "the requested amount"; a blank reference is refused by the use case.
 */
export const completePayoutSchema = z.object({
  reference: z.string({ error: COMPLETE_PAYOUT_MESSAGES.reference }).max(1000).optional(),
  date: z.preprocess(blankAsAbsent, payoutDaySchema.optional()),
  amount: z.preprocess(
    blankAsAbsent,
    z
      .union([z.string(), z.number()], { error: COMPLETE_PAYOUT_MESSAGES.amount })
      .transform((value) => String(value).trim())
      .optional(),
  ),
});

export type CompletePayoutFields = z.infer<typeof completePayoutSchema>;
