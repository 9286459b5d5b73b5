import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { m } from '../../../paraglide/messages';
import type { FormFailure } from '../../lib/form-result.server';
import { useMessages } from '../../lib/i18n';
import { useHydrated } from '../../lib/use-hydrated';
import { useNewResult } from '../../lib/use-new-result';
import { FormAlert } from '../forms/form-alert';
import { inputClass, TextField } from '../forms/text-field';

type AccessResult = { ok: true; destination: string } | FormFailure;

/** Spec part 2 §4: after access is granted the campaign opens 2 seconds later, time to read that it worked. */
const OPEN_CAMPAIGN_AFTER_MS = 2000;

/** The code's shape, the same in every language: letters of no language, so not a message. */
const ACCESS_CODE_EXAMPLE = 'ABCDE-FGHJK';

/** Code (shown in capitals) and phone; without JavaScript the server answers with a redirect to the campaign. */
export function RecipientAccessForm({ code }: { code: string }) {
  const fetcher = useFetcher<AccessResult>();
  const { t } = useMessages();
  const hydrated = useHydrated();
  const codeRef = useRef<HTMLInputElement>(null);
  const [opening, setOpening] = useState<string | null>(null);
  // Without JavaScript the form posts the page itself, and its answer is the page's action data.
  const pageResult = useActionData<AccessResult>();
  const result = fetcher.data ?? pageResult;
  const failure = result && !result.ok ? result : undefined;
  const sending = fetcher.state !== 'idle';

  // The private link's code stays out of the address bar, history and anything shared from this page.
  useEffect(() => {
    if (window.location.search)
      window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);

  useNewResult(fetcher.state === 'idle' ? result : undefined, (outcome) => {
    if (outcome.ok) setOpening(outcome.destination);
    else codeRef.current?.focus();
  });

  useEffect(() => {
    if (!opening) return;
    // A new document, not a client navigation: this page's no-referrer policy would stay with the document and
    // make every form the recipient then posts (Sign out) arrive with Origin: null, refused as cross-site.
    const timer = setTimeout(() => window.location.assign(opening), OPEN_CAMPAIGN_AFTER_MS);
    return () => clearTimeout(timer);
  }, [opening]);

  if (opening) {
    return (
      <div
        role="status"
        className="flex gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-900"
      >
        <CircleCheck aria-hidden="true" className="size-6 shrink-0" />
        <p>
          <span className="font-semibold">{t(m.recipient_access_granted)}</span>{' '}
          {t(m.recipient_access_opening)}
        </p>
      </div>
    );
  }

  return (
    <fetcher.Form method="post" action="/recipient-access" noValidate className="space-y-4">
      {hydrated && <input type="hidden" name="enhanced" value="true" />}
      <FormAlert message={failure?.message} />
      <TextField
        ref={codeRef}
        label={t(m.recipient_access_code)}
        name="accessCode"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        className={`${inputClass} uppercase tracking-widest`}
        defaultValue={failure?.values.accessCode ?? code}
        placeholder={ACCESS_CODE_EXAMPLE}
      />
      <TextField
        label={t(m.auth_phone)}
        name="phone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        hint={t(m.recipient_access_phone_hint)}
        defaultValue={failure?.values.phone}
      />
      <button type="submit" className="button-primary w-full" disabled={sending}>
        {sending ? t(m.recipient_access_checking) : t(m.recipient_access_submit)}
      </button>
      <p className="text-sm text-stone-600">{t(m.recipient_access_private)}</p>
    </fetcher.Form>
  );
}
