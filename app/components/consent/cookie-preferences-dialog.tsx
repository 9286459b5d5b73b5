import { Dialog } from 'radix-ui';
import { useEffect, useId, useRef, useState } from 'react';
import { site } from '../../../config/site';
import { m } from '../../../paraglide/messages';
import type { ConsentChoice } from '../../lib/cookie-consent';
import { useMessages } from '../../lib/i18n';

interface CookiePreferencesDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The toggles' starting position: the stored choice, or everything off. */
  initial: ConsentChoice;
  onSave(choice: ConsentChoice): void;
}

/** "Cookie Preferences" (spec part 1 §2): necessary cookies always on, analytics and marketing toggles. */
export function CookiePreferencesDialog({
  open,
  onOpenChange,
  initial,
  onSave,
}: CookiePreferencesDialogProps) {
  const { t } = useMessages();
  const [choice, setChoice] = useState(initial);
  // Radix returns focus only to its own Trigger; this dialog is opened from several places, so remember who.
  const opener = useRef<HTMLElement | null>(null);
  // Each opening starts from the given choice, so a cancelled change is forgotten.
  useEffect(() => {
    if (!open) return;
    setChoice(initial);
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open, initial]);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/60" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
          className="fixed inset-x-3 top-1/2 z-50 mx-auto max-h-[90dvh] max-w-lg -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-xl sm:p-6"
        >
          <Dialog.Title className="font-serif text-2xl font-bold text-stone-900">
            {t(m.consent_preferences_title)}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-stone-700">
            {t(m.consent_preferences_text, { site: site.name })}
          </Dialog.Description>
          <ul className="mt-5 divide-y divide-stone-200 border-y border-stone-200">
            <li className="flex items-start justify-between gap-4 py-4">
              <div>
                <p className="font-semibold text-stone-900">{t(m.consent_necessary_title)}</p>
                <p className="mt-1 text-sm text-stone-700">{t(m.consent_necessary_text)}</p>
              </div>
              <span className="shrink-0 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
                {t(m.consent_always_active)}
              </span>
            </li>
            <ConsentToggle
              label={t(m.consent_analytics_title)}
              description={t(m.consent_analytics_text)}
              checked={choice.analytics}
              onChange={(analytics) => setChoice((current) => ({ ...current, analytics }))}
            />
            <ConsentToggle
              label={t(m.consent_marketing_title)}
              description={t(m.consent_marketing_text, { site: site.name })}
              checked={choice.marketing}
              onChange={(marketing) => setChoice((current) => ({ ...current, marketing }))}
            />
          </ul>
          <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close className="button-secondary">{t(m.consent_cancel)}</Dialog.Close>
            <button type="button" className="button-primary" onClick={() => onSave(choice)}>
              {t(m.consent_save)}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface ConsentToggleProps {
  label: string;
  description: string;
  checked: boolean;
  onChange(checked: boolean): void;
}

function ConsentToggle({ label, description, checked, onChange }: ConsentToggleProps) {
  const id = useId();
  return (
    <li className="flex items-start justify-between gap-4 py-4">
      <div>
        <label htmlFor={id} className="font-semibold text-stone-900">
          {label}
        </label>
        <p id={`${id}-description`} className="mt-1 text-sm text-stone-700">
          {description}
        </p>
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={checked}
        aria-describedby={`${id}-description`}
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        className="peer relative mt-1 h-7 w-12 shrink-0 cursor-pointer appearance-none rounded-full bg-stone-400 transition-colors before:absolute before:left-1 before:top-1 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-brand-700 checked:before:translate-x-5"
      />
    </li>
  );
}
