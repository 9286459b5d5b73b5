import { z } from 'zod';
import { blankAsAbsent, payoutDaySchema } from '../payouts/complete-payout-schema';

export const CONTRIBUTION_PAYOUT_MESSAGES = {
  status: 'Choose the payout status: pending or completed',
  amount: 'Enter the amount paid out, like 90.80, no more than the contribution',
  amountIsTheLedgers:
    "A gift's share is set by its payment and fees and is paid through the campaign's payouts: record a different amount paid on the payout (Payouts tab) with its reason",
  date: 'The payout date cannot be in the future',
} as const;

/**
 * PUT /api/admin/contributions/{id}/payout (spec part 2 §7 "updates a contribution's payout") and the details
 * panel's form: the status, the day it was paid ("YYYY-MM-DD", not in the future) and the amount (a decimal, no more
 * than the gift; checked by the use case, which knows the gift).
 */
export const contributionPayoutSchema = z.object({
  payoutStatus: z.enum(['pending', 'completed'], { error: CONTRIBUTION_PAYOUT_MESSAGES.status }),
  payoutDate: z.preprocess(blankAsAbsent, payoutDaySchema.optional()),
  payoutAmount: z.preprocess(
    blankAsAbsent,
    z
      .union([z.string(), z.number()], { error: CONTRIBUTION_PAYOUT_MESSAGES.amount })
      .transform((value) => String(value).trim())
      .optional(),
  ),
});

export type ContributionPayoutFields = z.infer<typeof contributionPayoutSchema>;
