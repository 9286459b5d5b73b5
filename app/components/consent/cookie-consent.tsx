import { lazy, Suspense, useEffect, useState } from 'react';
import { enableAnalytics } from '../../lib/analytics';
import { isEuropeanVisitor } from '../../lib/browser-region';
import { CONSENT_UPDATED_EVENT, readStoredConsent } from '../../lib/cookie-consent';

const ConsentBanner = lazy(() => import('./consent-banner'));

/**
 * Mounted once in the root layout. Asks European visitors without a valid stored choice (spec part 1 §4);
 * a returning visitor's stored choice is applied instead. Nothing renders on the server, and the banner's
 * code is downloaded only by visitors who see it.
 */
export function CookieConsent() {
  const [asking, setAsking] = useState(false);

  useEffect(() => {
    const stored = readStoredConsent();
    if (stored) void enableAnalytics(stored);
    else setAsking(isEuropeanVisitor());
    const stopAsking = () => setAsking(false);
    window.addEventListener(CONSENT_UPDATED_EVENT, stopAsking);
    return () => window.removeEventListener(CONSENT_UPDATED_EVENT, stopAsking);
  }, []);

  if (!asking) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  );
}
