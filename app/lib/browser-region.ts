import { currencyForTimeZone } from '../../domain/shared/regions';

/** The browser's IANA time zone, or undefined when the browser will not say (then we assume not European). */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch (error) {
    console.warn('time zone detection failed', error);
    return undefined;
  }
}

const PREFERRED_CURRENCY_KEYS = ['preferredCurrency', 'preferred-currency'];

/** A saved preferredCurrency wins; otherwise the currency of the browser's time zone (spec part 1 §4). */
export function visitorCurrency(): string {
  try {
    for (const key of PREFERRED_CURRENCY_KEYS) {
      const saved = window.localStorage.getItem(key);
      if (saved && /^[A-Z]{3}$/.test(saved)) return saved;
    }
  } catch {
    // storage blocked (private mode): fall through to the time zone
  }
  return currencyForTimeZone(browserTimeZone());
}

export { isEuropeanVisitor } from './european-visitor';
