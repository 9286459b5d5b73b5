import { z } from 'zod';

export const BAN_REASON_MAX = 500;
const BAN_REASON_REQUIRED = 'Please say why this user is banned';

/**
 * A ban is never one tap (issue 33 item 1): the Users tab asks why, in a few words kept with the audit row. The
 * API's ban (spec part 2 §7, no body) takes it when given.
 */
export const banReasonSchema = z.object({
  reason: z
    .string({ error: BAN_REASON_REQUIRED })
    .trim()
    .min(1, BAN_REASON_REQUIRED)
    .max(BAN_REASON_MAX, `Keep the reason under ${BAN_REASON_MAX} characters`),
});
