import type { CookieConsent } from './cookie-consent';

let analyticsStarted = false;

/**
 * Called only once a visitor has agreed to analytics (spec part 1 §4). No analytics service is chosen yet, so
 * nothing is downloaded: when one is, import its script here with a dynamic import(), so that nobody who has
 * not agreed ever downloads it.
 */
export async function enableAnalytics(consent: CookieConsent): Promise<void> {
  if (!consent.analytics || analyticsStarted) return;
  analyticsStarted = true;
  console.info('Analytics consent given: no analytics service is configured, so nothing was loaded.');
}
