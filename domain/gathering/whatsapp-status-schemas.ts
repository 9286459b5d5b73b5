import { z } from 'zod';

export const SHARE_WALLET_NUMBER_CHOICE = 'Choose whether the mobile-money number may be shared';

/** The family's choice to let the WhatsApp text give the recipient's mobile-money number (off until they allow it). */
export const shareWalletNumberSchema = z.object({
  shareWalletNumber: z.boolean({ error: SHARE_WALLET_NUMBER_CHOICE }),
});
export type ShareWalletNumberChoice = z.infer<typeof shareWalletNumberSchema>;
