import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Form, Link, useNavigate, useNavigation } from 'react-router';
import { m } from '../../../paraglide/messages';
import { continueAfterSignIn } from '../../lib/after-sign-in';
import type { FormFailure } from '../../lib/form-result.server';
import { useMessages } from '../../lib/i18n';
import { OpenerBusy } from '../../lib/mark-busy';
import { toast } from '../../lib/toast';
import { useHydrated } from '../../lib/use-hydrated';
import { useNewResult } from '../../lib/use-new-result';
import { FormAlert } from '../forms/form-alert';
import { PasswordField } from '../forms/password-field';
import { TextField } from '../forms/text-field';

const ForgotPasswordDialog = lazy(() => import('./forgot-password-dialog'));

/** The sign-in action's answer: signed in (the page then moves on itself), or the shared form failure. */
export type SignInResult = { ok: true; destination: string } | FormFailure;

interface SignInFormProps {
  result: SignInResult | undefined;
  redirectTo: string;
  /** What the e-mail field starts with when nothing was typed yet. */
  prefilledEmail: string | undefined;
}

/**
 * E-mail and password, posted to /login (it works before JavaScript loads), and "Forgot password?": a dialog
 * once the page is interactive, the /forgot-password page before.
 */
export function SignInForm({ result, redirectTo, prefilledEmail }: SignInFormProps) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const { t, locale } = useMessages();
  const [forgotOpen, setForgotOpen] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const forgotButtonRef = useRef<HTMLButtonElement>(null);
  const failure = result && !result.ok ? result : undefined;
  const submitting = navigation.state !== 'idle' && navigation.formAction?.startsWith('/login') === true;

  useNewResult(result, (answer) => {
    if (answer.ok) {
      toast({ title: t(m.login_success_title), description: t(m.login_success_description) });
      void continueAfterSignIn(navigate, { kind: 'sign-in', destination: answer.destination }, locale);
      return;
    }
    if (answer.isValidation) {
      (answer.fieldErrors.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    toast({
      title: t(m.login_failed_title),
      description: answer.message || t(m.login_failed_description),
      variant: 'destructive',
    });
    passwordRef.current?.focus();
  });

  const closeDialogAndGo = useCallback(() => {
    setForgotOpen(false);
    void navigate('/password-reset-sent');
  }, [navigate]);

  return (
    <>
      <Form method="post" noValidate className="space-y-4">
        {hydrated && <input type="hidden" name="enhanced" value="true" />}
        {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
        <FormAlert
          message={failure && Object.keys(failure.fieldErrors).length === 0 ? failure.message : undefined}
        />
        <TextField
          ref={emailRef}
          label={t(m.login_email)}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          defaultValue={failure?.values.email ?? prefilledEmail}
          error={failure?.fieldErrors.email}
        />
        <PasswordField
          ref={passwordRef}
          label={t(m.login_password)}
          name="password"
          autoComplete="current-password"
          error={failure?.fieldErrors.password}
        />
        <div className="text-right">
          {hydrated ? (
            <button
              ref={forgotButtonRef}
              type="button"
              aria-haspopup="dialog"
              className="text-sm font-medium text-brand-700 underline underline-offset-2"
              onClick={() => setForgotOpen(true)}
            >
              {t(m.login_forgot_password)}
            </button>
          ) : (
            <Link
              to="/forgot-password"
              className="text-sm font-medium text-brand-700 underline underline-offset-2"
            >
              {t(m.login_forgot_password)}
            </Link>
          )}
        </div>
        <button type="submit" className="button-primary w-full" disabled={submitting}>
          {submitting ? t(m.login_submitting) : t(m.login_submit)}
        </button>
      </Form>
      {forgotOpen && (
        <Suspense fallback={<OpenerBusy opener={forgotButtonRef} />}>
          <ForgotPasswordDialog
            open={forgotOpen}
            onOpenChange={setForgotOpen}
            onSent={closeDialogAndGo}
            defaultEmail={emailRef.current?.value}
            returnFocusTo={forgotButtonRef}
          />
        </Suspense>
      )}
    </>
  );
}
