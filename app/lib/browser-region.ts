import {
  countryForTimeZone,
  currencyForTimeZone,
  isEuropeanTimeZone,
  isGdprCountry,
} from '../../domain/shared/regions';

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

/**
 * Cookie consent and the GDPR link apply to visitors whose time zone is in Europe or maps to a listed European
 * country (EU, Iceland, Liechtenstein, Norway), or who chose such a country (spec part 1 §2).
 */
export function isEuropeanVisitor(): boolean {
  const timeZone = browserTimeZone();
  if (isEuropeanTimeZone(timeZone) || isGdprCountry(countryForTimeZone(timeZone, ''))) return true;
  try {
    const preferredCountry = window.localStorage.getItem('preferredCountry');
    return preferredCountry ? isGdprCountry(preferredCountry) : false;
  } catch {
    return false;
  }
}
