import { z } from 'zod';
import { campaignIdField } from '../contributions/contribution-schemas';
import {
  NOMINEE_CHANGE_REASON_MAX_LENGTH,
  PAYOUT_REQUEST_MESSAGES,
  PAYOUT_REQUEST_TYPES,
} from './payout-request';

/** The body of POST /api/campaigns/request-payout: a reason is required for a nominee change, trimmed. */
export const requestPayoutSchema = z
  .object({
    campaignId: campaignIdField,
    type: z.enum(PAYOUT_REQUEST_TYPES, { error: PAYOUT_REQUEST_MESSAGES.type }),
    reason: z
      .string({ error: PAYOUT_REQUEST_MESSAGES.reasonRequired })
      .trim()
      .max(NOMINEE_CHANGE_REASON_MAX_LENGTH, PAYOUT_REQUEST_MESSAGES.reasonTooLong)
      .optional(),
  })
  .superRefine((input, context) => {
    if (input.type === 'nominee-change' && !input.reason) {
      context.addIssue({ code: 'custom', path: ['reason'], message: PAYOUT_REQUEST_MESSAGES.reasonRequired });
    }
  });

export type PayoutRequestInput = z.infer<typeof requestPayoutSchema>;
