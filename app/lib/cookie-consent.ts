import { enableAnalytics } from './analytics';

/** Browser storage keys and event of spec part 1 §3 and §4. */
export const CONSENT_STORAGE_KEY = 'gdpr-consent';
export const CONSENT_DATE_STORAGE_KEY = 'gdpr-consent-date';
export const CONSENT_UPDATED_EVENT = 'gdpr-consent-updated';

export interface CookieConsent {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
}

export type ConsentChoice = Pick<CookieConsent, 'analytics' | 'marketing'>;

export const ACCEPT_ALL: ConsentChoice = { analytics: true, marketing: true };
export const NECESSARY_ONLY: ConsentChoice = { analytics: false, marketing: false };

/** The stored choice, or null when there is none or it cannot be read (then the banner asks again). */
export function readStoredConsent(): CookieConsent | null {
  try {
    const stored = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    if (!stored) return null;
    const parsed: unknown = JSON.parse(stored);
    if (
      parsed &&
      typeof parsed === 'object' &&
      'analytics' in parsed &&
      'marketing' in parsed &&
      typeof parsed.analytics === 'boolean' &&
      typeof parsed.marketing === 'boolean'
    ) {
      return { necessary: true, analytics: parsed.analytics, marketing: parsed.marketing };
    }
    return null;
  } catch {
    return null;
  }
}

/**
 * Stores the choice with its ISO timestamp, tells the page (gdpr-consent-updated carries the choice) and acts on
 * it: analytics starts only now, marketing is only noted (nothing more is specified). When storage is blocked the choice still applies for this visit.
 */
export function saveConsent(choice: ConsentChoice): CookieConsent {
  const consent: CookieConsent = {
    necessary: true,
    analytics: choice.analytics,
    marketing: choice.marketing,
  };
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent));
    window.localStorage.setItem(CONSENT_DATE_STORAGE_KEY, new Date().toISOString());
  } catch (error) {
    console.warn('cookie consent could not be stored', error);
  }
  window.dispatchEvent(new CustomEvent<CookieConsent>(CONSENT_UPDATED_EVENT, { detail: consent }));
  void enableAnalytics(consent);
  if (consent.marketing) console.info('Marketing cookies accepted.');
  return consent;
}
