import { z } from 'zod';

/**
 * Why the family rejects a mobile wallet gift (issue 33 item 1): a short choice, said to the giver in the e-mail,
 * and an optional note in the family's own words.
 */
export const WALLET_REJECTION_REASONS = {
  not_received: 'The money has not arrived',
  code_not_found: 'The reference does not match any payment',
  duplicate: 'The same gift was sent in twice',
  other: 'Another reason',
} as const;
export type WalletRejectionReason = keyof typeof WALLET_REJECTION_REASONS;

export const WALLET_REJECTION_NOTE_MAX = 500;

/**
 * A rejection can be undone for 24 hours: long enough for the family to look again at their phone's messages the
 * next day (a mobile money SMS can arrive late), short enough that the record settles. Until then the gift is only
 * marked rejected, never deleted.
 */
export const WALLET_REJECTION_UNDO_MS = 24 * 60 * 60 * 1000;
export const WALLET_REJECTION_UNDO_WORDS = '24 hours';

/** Whether a gift rejected at `reviewedAt` may still be put back to wait for the family's check. */
export function canUndoWalletRejection(reviewedAt: Date | string | null, now = new Date()): boolean {
  if (reviewedAt === null) return false;
  return now.getTime() - new Date(reviewedAt).getTime() < WALLET_REJECTION_UNDO_MS;
}

export const REJECTION_REASON_REQUIRED = 'Please choose why the gift is rejected';

export const walletRejectionSchema = z.object({
  reason: z.enum(
    Object.keys(WALLET_REJECTION_REASONS) as [WalletRejectionReason, ...WalletRejectionReason[]],
    {
      error: REJECTION_REASON_REQUIRED,
    },
  ),
  note: z
    .string()
    .trim()
    .max(WALLET_REJECTION_NOTE_MAX, `Keep the note under ${WALLET_REJECTION_NOTE_MAX} characters`)
    .optional()
    .nullable()
    .transform((note) => note || null),
});
export type WalletRejection = z.output<typeof walletRejectionSchema>;
