import { getCurrency } from './currencies';
import { BASE_LOCALE, type Locale } from './locales';

export interface CurrencyWords {
  code: string;
  symbol: string;
  /** "Kenyan Shilling", « shilling kényan », "xelim queniano", "Shilingi ya Kenya". */
  name: string;
}

/** One namer per language (a list of 150 currencies asks it 150 times); null where Intl has no currency names. */
const namers = new Map<Locale, Intl.DisplayNames | null>();

function namerIn(locale: Locale): Intl.DisplayNames | null {
  if (!namers.has(locale)) {
    let namer: Intl.DisplayNames | null = null;
    try {
      namer = new Intl.DisplayNames([locale === 'pt' ? 'pt-PT' : locale], { type: 'currency' });
    } catch {
      // No currency names in this browser: the English ones.
    }
    namers.set(locale, namer);
  }
  return namers.get(locale) ?? null;
}

/**
 * A currency as a person reads it: its symbol, and its name in the reader's language (Intl's), the English name of
 * domain/shared/currencies.ts in English or where Intl does not name it. Every list and sentence that names a
 * currency goes through here.
 */
export function currencyIn(code: string, locale: Locale): CurrencyWords {
  const known = getCurrency(code);
  const english = known?.name ?? code;
  const name = locale === BASE_LOCALE ? english : (namerIn(locale)?.of(code) ?? english);
  return { code, symbol: known?.symbol ?? code, name };
}
