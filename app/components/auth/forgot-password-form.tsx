import { useRef } from 'react';
import { useFetcher } from 'react-router';
import { m } from '../../../paraglide/messages';
import type { FormFailure } from '../../lib/form-result.server';
import { useMessages } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useHydrated } from '../../lib/use-hydrated';
import { useNewResult } from '../../lib/use-new-result';
import { FormAlert } from '../forms/form-alert';
import { TextField } from '../forms/text-field';

type ForgotPasswordResult = { ok: true } | FormFailure;

/** E-mail only (spec part 1 §2). Used on /forgot-password and in the sign-in page's dialog. */
export function ForgotPasswordForm({ onSent, defaultEmail }: { onSent: () => void; defaultEmail?: string }) {
  const fetcher = useFetcher<ForgotPasswordResult>();
  const { t } = useMessages();
  const hydrated = useHydrated();
  const emailRef = useRef<HTMLInputElement>(null);
  const result = fetcher.data;
  const failure = result && !result.ok ? result : undefined;
  const sending = fetcher.state !== 'idle';

  // Acting before the fetcher is idle races its revalidation, which can pull the page back to where it was.
  useNewResult(fetcher.state === 'idle' ? result : undefined, (outcome) => {
    if (outcome.ok) {
      toast({ title: t(m.forgot_sent_title), description: t(m.account_reset_link_sent) });
      onSent();
      return;
    }
    if (!outcome.isValidation) {
      toast({
        title: t(m.auth_error_title),
        description: outcome.message || t(m.forgot_failed_description),
        variant: 'destructive',
      });
    }
    emailRef.current?.focus();
  });

  return (
    <fetcher.Form method="post" action="/forgot-password" noValidate className="space-y-4">
      {hydrated && <input type="hidden" name="enhanced" value="true" />}
      <FormAlert message={failure && !failure.fieldErrors.email ? failure.message : undefined} />
      <TextField
        ref={emailRef}
        label={t(m.login_email)}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        defaultValue={failure?.values.email ?? defaultEmail}
        error={failure?.fieldErrors.email}
      />
      <button type="submit" className="button-primary w-full" disabled={sending}>
        {sending ? t(m.forgot_submitting) : t(m.forgot_submit)}
      </button>
    </fetcher.Form>
  );
}
