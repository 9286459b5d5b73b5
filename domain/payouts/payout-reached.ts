import * as m from '../../paraglide/messages';
import { formatMoney } from '../shared/currencies';
import { BASE_LOCALE, type Locale, messageIn } from '../shared/locales';

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

/** English dates and lists here as British English writes them: "5 December 2026", "a, b and c". */
const dateTagOf = (locale: Locale) => (locale === 'en' ? 'en-GB' : locale);

/** A payout's day in `locale` ("5 December 2026", "5 décembre 2026"). */
export function payoutDayText(payoutDate: Date, locale: Locale = BASE_LOCALE): string {
  return new Intl.DateTimeFormat(dateTagOf(locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(payoutDate);
}

/** "KES 184,300.00 and GBP 45.31", in `locale`'s words and numbers. */
export function amountsText(amounts: PaidAmount[], locale: Locale = BASE_LOCALE): string {
  return new Intl.ListFormat(dateTagOf(locale), { type: 'conjunction' }).format(
    amounts.map(({ amount, currency }) => formatMoney(Number(amount), currency, locale)),
  );
}

/** "On 5 December 2026, KES 184,300 reached Akinyi, the family's nominated recipient." */
export function payoutReachedSentence(
  { payoutDate, amounts }: PayoutReached,
  recipientName: string,
  locale: Locale = BASE_LOCALE,
): string {
  return messageIn(locale, m.email_payout_reached_sentence, {
    date: payoutDayText(payoutDate, locale),
    amounts: amountsText(amounts, locale),
    recipient: recipientName,
  });
}
