import { isEuropeanTimeZone, isGdprCountry } from '../../domain/shared/european-time-zones';

/** The browser's IANA time zone, or undefined when the browser will not say (then we assume not European). */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch (error) {
    console.warn('time zone detection failed', error);
    return undefined;
  }
}

/**
 * Cookie consent and the GDPR link apply to visitors whose time zone is on EU/EEA territory, or who chose a
 * listed European country (EU, Iceland, Liechtenstein, Norway) as their country (spec part 1 §2).
 */
export function isEuropeanVisitor(): boolean {
  if (isEuropeanTimeZone(browserTimeZone())) return true;
  try {
    const preferredCountry = window.localStorage.getItem('preferredCountry');
    return preferredCountry ? isGdprCountry(preferredCountry) : false;
  } catch {
    return false;
  }
}
