import { CheckCircle2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { Locale } from '../../../domain/shared/locales';
import { m } from '../../../paraglide/messages';
import { useMessages } from '../../lib/i18n';
import {
  type PolicyAcceptance as Acceptance,
  type PolicyAcceptanceKey,
  readPolicyAcceptance,
  savePolicyAcceptance,
} from '../../lib/policy-acceptance';

interface PolicyAcceptanceProps {
  storageKey: PolicyAcceptanceKey;
  checkboxLabel: string;
  buttonLabel: string;
  /** What happens after accepting, e.g. going on to create a campaign. */
  onAccepted?: () => void;
}

// Shown only after the browser has read the stored acceptance, so the browser's own clock and Intl write it.
const acceptedOn = (acceptance: Acceptance, locale: Locale) =>
  new Date(acceptance.timestamp).toLocaleString(locale, { dateStyle: 'long', timeStyle: 'short' });

/** The accept checkbox that enables the accept button; acceptance is kept in this browser with its time. */
export function PolicyAcceptance({
  storageKey,
  checkboxLabel,
  buttonLabel,
  onAccepted,
}: PolicyAcceptanceProps) {
  const { t, locale } = useMessages();
  const id = useId();
  const [checked, setChecked] = useState(false);
  const [acceptance, setAcceptance] = useState<Acceptance | null>(null);
  useEffect(() => setAcceptance(readPolicyAcceptance(storageKey)), [storageKey]);

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mt-10 rounded-xl border border-brand-200 bg-brand-50 p-5"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-stone-900">
        {t(m.policy_agreement_heading)}
      </h2>
      <div className="mt-3 flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => setChecked(event.currentTarget.checked)}
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={id} className="text-stone-800">
          {checkboxLabel}
        </label>
      </div>
      <button
        type="button"
        className="button-primary mt-4"
        disabled={!checked}
        onClick={() => {
          setAcceptance(savePolicyAcceptance(storageKey));
          onAccepted?.();
        }}
      >
        {buttonLabel}
      </button>
      <p role="status" className="mt-3 flex items-center gap-2 text-sm text-brand-800">
        {acceptance && (
          <>
            <CheckCircle2 aria-hidden="true" className="size-4" />
            {t(m.policy_accepted_on, { date: acceptedOn(acceptance, locale) })}
          </>
        )}
      </p>
    </section>
  );
}
