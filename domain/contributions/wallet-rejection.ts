import { z } from 'zod';
import { refusalKey } from '../shared/refusal-words';

/**
 * Why the family rejects a mobile wallet gift (issue 33 item 1): a short choice, said to the giver in the e-mail,
 * and an optional note in the family's own words.
 */
export const WALLET_REJECTION_REASONS = ['not_received', 'code_not_found', 'duplicate', 'other'] as const;
export type WalletRejectionReason = (typeof WALLET_REJECTION_REASONS)[number];

export const WALLET_REJECTION_NOTE_MAX = 500;

/**
 * A rejection can be undone for 24 hours: long enough for the family to look again at their phone's messages the
 * next day (a mobile money SMS can arrive late), short enough that the record settles. Until then the gift is only
 * marked rejected, never deleted.
 */
export const WALLET_REJECTION_UNDO_HOURS = 24;
export const WALLET_REJECTION_UNDO_MS = WALLET_REJECTION_UNDO_HOURS * 60 * 60 * 1000;

/** Whether a gift rejected at `reviewedAt` may still be put back to wait for the family's check. */
export function canUndoWalletRejection(reviewedAt: Date | string | null, now = new Date()): boolean {
  if (reviewedAt === null) return false;
  return now.getTime() - new Date(reviewedAt).getTime() < WALLET_REJECTION_UNDO_MS;
}

export const walletRejectionSchema = z.object({
  reason: z.enum(WALLET_REJECTION_REASONS, { error: refusalKey('review_error_reason_required') }),
  note: z
    .string()
    .trim()
    .max(
      WALLET_REJECTION_NOTE_MAX,
      refusalKey('review_error_note_long', { count: WALLET_REJECTION_NOTE_MAX }),
    )
    .optional()
    .nullable()
    .transform((note) => note || null),
});
export type WalletRejection = z.output<typeof walletRejectionSchema>;
