import { useState } from 'react';
import { Link } from 'react-router';
import { site } from '../../../config/site';
import { m } from '../../../paraglide/messages';
import { ACCEPT_ALL, type ConsentChoice, NECESSARY_ONLY, saveConsent } from '../../lib/cookie-consent';
import { useMessages } from '../../lib/i18n';
import { CookiePreferencesDialog } from './cookie-preferences-dialog';

/**
 * The consent banner (spec part 1 §2, §4). Fixed to the bottom of the screen so it never moves the page;
 * loaded only for visitors who must be asked, so its words (in the reader's language) cost no one else a byte.
 */
export default function ConsentBanner() {
  const { t, rich } = useMessages();
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const choose = (choice: ConsentChoice) => {
    setPreferencesOpen(false);
    saveConsent(choice);
  };

  return (
    <section
      aria-labelledby="cookie-consent-title"
      className="fixed inset-x-0 bottom-0 z-40 max-h-[70dvh] overflow-y-auto border-t border-stone-300 bg-white shadow-[0_-4px_16px_rgba(0,0,0,0.12)]"
    >
      <div className="page-container flex flex-col gap-3 py-4 lg:flex-row lg:items-center lg:gap-6">
        <div className="text-sm text-stone-800">
          <h2 id="cookie-consent-title" className="text-base font-semibold text-stone-900">
            {t(m.consent_title, { site: site.name })}
          </h2>
          <p className="mt-1">
            {rich(m.consent_text, {
              policy: (
                <Link to="/privacy" className="font-semibold text-brand-700 underline">
                  {t(m.footer_privacy)}
                </Link>
              ),
            })}
          </p>
        </div>
        <div className="grid shrink-0 grid-cols-1 gap-2 sm:grid-cols-3">
          <button type="button" className="button-secondary" onClick={() => setPreferencesOpen(true)}>
            {t(m.consent_manage)}
          </button>
          <button type="button" className="button-secondary" onClick={() => choose(NECESSARY_ONLY)}>
            {t(m.consent_necessary_only)}
          </button>
          <button type="button" className="button-primary" onClick={() => choose(ACCEPT_ALL)}>
            {t(m.consent_accept_all)}
          </button>
        </div>
      </div>
      <CookiePreferencesDialog
        open={preferencesOpen}
        onOpenChange={setPreferencesOpen}
        initial={NECESSARY_ONLY}
        onSave={choose}
      />
    </section>
  );
}
