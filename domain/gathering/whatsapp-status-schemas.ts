import { z } from 'zod';
import { refusalKey } from '../shared/refusal-words';

export const SHARE_WALLET_NUMBER_CHOICE = refusalKey('refusal_share_wallet_choice');

/** The family's choice to let the WhatsApp text give the recipient's mobile-money number (off until they allow it). */
export const shareWalletNumberSchema = z.object({
  shareWalletNumber: z.boolean({ error: SHARE_WALLET_NUMBER_CHOICE }),
});
export type ShareWalletNumberChoice = z.infer<typeof shareWalletNumberSchema>;
