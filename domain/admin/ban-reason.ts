import { z } from 'zod';
import { refusalKey } from '../shared/refusal-words';

export const BAN_REASON_MAX = 500;
const BAN_REASON_REQUIRED = refusalKey('admin_refusal_ban_reason');

/**
 * A ban is never one tap (issue 33 item 1): the Users tab asks why, in a few words kept with the audit row. The
 * API's ban (spec part 2 §7, no body) takes it when given.
 */
export const banReasonSchema = z.object({
  reason: z
    .string({ error: BAN_REASON_REQUIRED })
    .trim()
    .min(1, BAN_REASON_REQUIRED)
    // The message names BAN_REASON_MAX in each language: a refusal takes no inputs (refusal-words.ts).
    .max(BAN_REASON_MAX, refusalKey('admin_refusal_ban_reason_long')),
});
