import { convertCurrency, formatMoney } from '../../../domain/shared/currency-conversion';
import type { Locale, Message } from '../../../domain/shared/locales';
import { useMessages } from '../../lib/i18n';

/** How the admin screens write dates: day, short month, year, in UTC (British order in English). */
export function adminDateLocale(locale: Locale): string {
  return locale === 'en' ? 'en-GB' : locale;
}

const DAY = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' } as const;
const MOMENT = { ...DAY, hour: '2-digit', minute: '2-digit', timeZoneName: 'short' } as const;

/** A stored moment as its day (UTC, so the server's and the browser's renderings agree), in the reader's language. */
export function adminDay(iso: string | null, locale: Locale): string {
  return iso ? new Intl.DateTimeFormat(adminDateLocale(locale), DAY).format(new Date(iso)) : '—';
}

export function adminMoment(iso: string | null, locale: Locale): string {
  return iso ? new Intl.DateTimeFormat(adminDateLocale(locale), MOMENT).format(new Date(iso)) : '—';
}

/** A stored word (a status, a method) in the reader's language; one the table does not know, as stored. */
export function useStoredWord() {
  const { t } = useMessages();
  return (words: Readonly<Record<string, Message<object>>>, value: string) =>
    Object.hasOwn(words, value) ? t(words[value] as Message<object>) : value.replace(/_/g, ' ');
}

/** An amount in its own currency, with a USD equivalent marked "≈" below it when the currency is another. */
export function MoneyWithUsd({ amount, currency }: { amount: string | number; currency: string }) {
  const { locale } = useMessages();
  const value = Number(amount);
  return (
    <span className="whitespace-nowrap">
      {formatMoney(value, currency, locale)}
      {currency !== 'USD' && (
        <span className="block text-xs text-stone-600">
          ≈ {formatMoney(convertCurrency(value, currency, 'USD'), 'USD', locale, { approximate: true })}
        </span>
      )}
    </span>
  );
}
