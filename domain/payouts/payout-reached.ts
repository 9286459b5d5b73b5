import { formatMoney } from '../shared/currencies';

/** What a completed payout paid in one currency (exact decimal text). */
export interface PaidAmount {
  currency: string;
  amount: string;
}

/** What the public may know of a completed payout: when, and how much per currency; never the reference or account. */
export interface PayoutReached {
  payoutDate: Date;
  amounts: PaidAmount[];
}

const reachedDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "KES 184,300.00 and GBP 45.31". */
export function amountsText(amounts: PaidAmount[]): string {
  const texts = amounts.map(({ amount, currency }) => formatMoney(Number(amount), currency));
  return texts.length <= 1 ? (texts[0] ?? '') : `${texts.slice(0, -1).join(', ')} and ${texts.at(-1)}`;
}

/** "On 5 December 2026, KES 184,300 reached Akinyi, the family's nominated recipient." */
export function payoutReachedSentence({ payoutDate, amounts }: PayoutReached, recipientName: string): string {
  return `On ${reachedDay.format(payoutDate)}, ${amountsText(amounts)} reached ${recipientName}, the family's nominated recipient.`;
}
