import { MoneyWithUsd } from './admin-format';

/** How the admin shows a gift's payment status and method, in the contributions list and in its details. */
export const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  pending_review: 'Awaiting confirmation',
  succeeded: 'Succeeded',
  failed: 'Failed',
  refunded: 'Refunded',
  rejected: 'Rejected',
};
export const METHOD_LABELS: Record<string, string> = { card: 'Card', mobile_wallet: 'Mobile wallet' };

/** Spec part 2 §2: the default style when succeeded, otherwise secondary. */
export function PaymentStatusBadge({ status }: { status: string }) {
  const style =
    status === 'succeeded' ? 'bg-stone-900 text-white' : 'bg-stone-100 text-stone-800 ring-1 ring-stone-300';
  return (
    <span className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${style}`}>
      {STATUS_LABELS[status] ?? status}
    </span>
  );
}

export const optionalMoney = (amount: string | null, currency: string) =>
  amount === null ? '—' : <MoneyWithUsd amount={amount} currency={currency} />;
