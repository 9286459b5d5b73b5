import { lazy, Suspense, useState } from 'react';
import { m } from '../../../paraglide/messages';
import { type ConsentChoice, NECESSARY_ONLY, readStoredConsent, saveConsent } from '../../lib/cookie-consent';
import { useMessages } from '../../lib/i18n';
import { toast } from '../../lib/toast';

// The dialog's code is fetched on first use only: most readers of the policy pages never open it.
const CookiePreferencesDialog = lazy(() =>
  import('./cookie-preferences-dialog').then((module) => ({ default: module.CookiePreferencesDialog })),
);

/** Lets anyone see and change their cookie choice later: withdrawing consent is as easy as giving it. */
export function CookieSettingsButton() {
  const { t } = useMessages();
  const [open, setOpen] = useState(false);
  const [initial, setInitial] = useState<ConsentChoice | null>(null);
  return (
    <>
      <button
        type="button"
        className="button-secondary"
        onClick={() => {
          setInitial(readStoredConsent() ?? NECESSARY_ONLY);
          setOpen(true);
        }}
      >
        {t(m.consent_settings_button)}
      </button>
      {initial && (
        <Suspense fallback={null}>
          <CookiePreferencesDialog
            open={open}
            onOpenChange={setOpen}
            initial={initial}
            onSave={(choice) => {
              saveConsent(choice);
              setOpen(false);
              toast({ title: t(m.consent_saved) });
            }}
          />
        </Suspense>
      )}
    </>
  );
}
