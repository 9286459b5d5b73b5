import type { Message } from '../../../domain/shared/locales';
import { m } from '../../../paraglide/messages';
import { MoneyWithUsd, useStoredWord } from './admin-format';

/** How the admin shows a gift's payment status and method, in the contributions list and in its details. */
export const STATUS_WORDS: Record<string, Message<object>> = {
  pending: m.admin_status_pending,
  pending_review: m.admin_status_pending_review,
  succeeded: m.admin_status_succeeded,
  failed: m.admin_status_failed,
  refunded: m.admin_status_refunded,
  rejected: m.admin_status_rejected,
};
export const METHOD_WORDS = {
  card: m.admin_method_card,
  mobile_wallet: m.admin_method_mobile_wallet,
} as const satisfies Record<string, Message<object>>;

/** Spec part 2 §2: the default style when succeeded, otherwise secondary. */
export function PaymentStatusBadge({ status }: { status: string }) {
  const word = useStoredWord();
  const style =
    status === 'succeeded' ? 'bg-stone-900 text-white' : 'bg-stone-100 text-stone-800 ring-1 ring-stone-300';
  return (
    <span className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${style}`}>
      {word(STATUS_WORDS, status)}
    </span>
  );
}

export const optionalMoney = (amount: string | null, currency: string) =>
  amount === null ? '—' : <MoneyWithUsd amount={amount} currency={currency} />;
