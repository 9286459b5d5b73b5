import { z } from 'zod';
import { blankAsAbsent, payoutDaySchema } from '../payouts/complete-payout-schema';
import { refusalKey } from '../shared/refusal-words';

export const CONTRIBUTION_PAYOUT_MESSAGES = {
  status: refusalKey('admin_refusal_payout_status'),
  amount: refusalKey('admin_refusal_payout_amount'),
  amountIsTheLedgers: refusalKey('admin_refusal_payout_amount_ledger'),
  date: refusalKey('admin_refusal_payout_date_future'),
};

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
