import { m } from '../../paraglide/messages';
import type { WalletRejectionReason } from './wallet-rejection';

/** Each reason the family may give for rejecting a wallet gift, in the catalogue: their dialog and the giver's e-mail. */
export const WALLET_REJECTION_REASON_WORDS = {
  not_received: m.wallet_rejection_not_received,
  code_not_found: m.wallet_rejection_code_not_found,
  duplicate: m.wallet_rejection_duplicate,
  other: m.wallet_rejection_other,
} satisfies Record<WalletRejectionReason, unknown>;
