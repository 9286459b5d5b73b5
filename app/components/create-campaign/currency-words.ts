import { getCurrency } from '../../../domain/shared/currencies';
import { BASE_LOCALE, type Locale } from '../../../domain/shared/locales';

export interface CurrencyWords {
  code: string;
  symbol: string;
  /** "Kenyan Shilling", « shilling kényan », "xelim queniano", "Shilingi ya Kenya". */
  name: string;
}

/** A campaign currency as the dialog names it: its symbol, and its name in the reader's language. */
export function currencyIn(code: string, locale: Locale): CurrencyWords {
  const known = getCurrency(code);
  const english = known?.name ?? code;
  let name = english;
  if (locale !== BASE_LOCALE) {
    try {
      name =
        new Intl.DisplayNames([locale === 'pt' ? 'pt-PT' : locale], { type: 'currency' }).of(code) ?? english;
    } catch {
      // No currency names in this browser: the English one.
    }
  }
  return { code, symbol: known?.symbol ?? code, name };
}
