import { useRef } from 'react';
import {
  Form,
  Link,
  redirect,
  type ShouldRevalidateFunctionArgs,
  useActionData,
  useNavigate,
  useNavigation,
} from 'react-router';
import { signUpFormSchema } from '../../domain/accounts';
import { registerUser } from '../../domain/accounts/index.server';
import { ISO_COUNTRIES } from '../../domain/shared/regions';
import { requestDependenciesOf } from '../../domain/shared/request-dependencies.server';
import { safeRedirect } from '../../domain/shared/safe-redirect';
import { m } from '../../paraglide/messages';
import { AuthCard } from '../components/auth/auth-card';
import { GoogleSignInButton, OrDivider } from '../components/auth/google-sign-in-button';
import { FormAlert } from '../components/forms/form-alert';
import { PasswordField, usePasswordHint } from '../components/forms/password-field';
import { SelectField } from '../components/forms/select-field';
import { TextField } from '../components/forms/text-field';
import { pageMeta } from '../components/placeholder-page';
import { continueAfterSignIn } from '../lib/after-sign-in';
import { formFailure, formValues, signedInAnswer } from '../lib/form-result.server';
import { useGuessedCountry } from '../lib/guessed-country';
import { localeOfMatches, messageIn, useMessages } from '../lib/i18n';
import { readForm } from '../lib/read-form.server';
import { toast } from '../lib/toast';
import { useHydrated } from '../lib/use-hydrated';
import { useNewResult } from '../lib/use-new-result';
import type { Route } from './+types/signup';

export { formActionHeaders as headers } from '../lib/action-headers';

export const meta: Route.MetaFunction = ({ matches }) => {
  const locale = localeOfMatches(matches);
  return pageMeta(messageIn(locale, m.signup_title), messageIn(locale, m.signup_meta_description));
};

/** Spec part 1 §4: "On other screens the default country is ZA". */
const DEFAULT_COUNTRY = 'ZA';
const FIELD_ORDER = ['firstName', 'lastName', 'email', 'country', 'phone', 'password'] as const;

export function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get('redirectTo'), '');
  if (context.user) throw redirect(redirectTo || '/dashboard');
  return { googleEnabled: Boolean(context.config.google), redirectTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request);
  const values = formValues(formData);
  try {
    const input = signUpFormSchema.parse({ ...values, password: formData.get('password') ?? '' });
    const user = await registerUser(context.db, input, requestDependenciesOf(context));
    const sessionCookie = await context.session.signIn(user.id);
    const destination = safeRedirect(formData.get('redirectTo'), '/dashboard');
    return signedInAnswer(formData, destination, sessionCookie);
  } catch (error) {
    return formFailure(error, values, context.locale);
  }
}

export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionResult?.ok ? false : defaultShouldRevalidate;
}

export default function SignupRoute({ loaderData }: Route.ComponentProps) {
  const passwordHint = usePasswordHint();
  const { t, rich, locale } = useMessages();
  const { googleEnabled, redirectTo } = loaderData;
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const countryRef = useRef<HTMLSelectElement>(null);
  const failure = actionData && !actionData.ok ? actionData : undefined;
  const submitting = navigation.state !== 'idle' && navigation.formMethod === 'POST';

  useNewResult(actionData, (result) => {
    if (result.ok) {
      toast({ title: t(m.signup_created_title), description: t(m.signup_created_description) });
      // The spec's pause: the welcome is read before the page changes.
      setTimeout(
        () =>
          void continueAfterSignIn(navigate, { kind: 'sign-up', destination: result.destination }, locale),
        1000,
      );
      return;
    }
    if (!result.isValidation) {
      toast({
        title: t(m.signup_failed_title),
        description: result.message || t(m.signup_failed_description),
        variant: 'destructive',
      });
    }
    const firstInvalid = FIELD_ORDER.find((field) => result.fieldErrors[field]);
    if (firstInvalid) formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
  });

  const errors = failure?.fieldErrors ?? {};
  const values = failure?.values ?? {};
  useGuessedCountry(countryRef, ISO_COUNTRIES, values.country ? undefined : DEFAULT_COUNTRY);
  return (
    <AuthCard title={t(m.signup_title)} intro={t(m.signup_intro)}>
      {googleEnabled && (
        <div className="mb-6 space-y-6">
          <GoogleSignInButton redirectTo={redirectTo} />
          <OrDivider />
        </div>
      )}
      <Form ref={formRef} method="post" noValidate className="space-y-4">
        {hydrated && <input type="hidden" name="enhanced" value="true" />}
        {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
        <FormAlert message={failure && Object.keys(errors).length === 0 ? failure.message : undefined} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t(m.account_first_name)}
            name="firstName"
            autoComplete="given-name"
            defaultValue={values.firstName}
            error={errors.firstName}
          />
          <TextField
            label={t(m.account_last_name)}
            name="lastName"
            autoComplete="family-name"
            defaultValue={values.lastName}
            error={errors.lastName}
          />
        </div>
        <TextField
          label={t(m.login_email)}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          defaultValue={values.email}
          error={errors.email}
        />
        <SelectField
          ref={countryRef}
          label={t(m.signup_country)}
          name="country"
          autoComplete="country"
          defaultValue={values.country ?? DEFAULT_COUNTRY}
          error={errors.country}
        >
          <option value="">{t(m.signup_country_choose)}</option>
          {ISO_COUNTRIES.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t(m.auth_phone)}
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="+27 82 123 4567"
          defaultValue={values.phone}
          error={errors.phone}
        />
        <PasswordField
          label={t(m.login_password)}
          name="password"
          autoComplete="new-password"
          hint={passwordHint}
          error={errors.password}
        />
        <button type="submit" className="button-primary w-full" disabled={submitting}>
          {submitting ? t(m.signup_submitting) : t(m.signup_submit)}
        </button>
      </Form>
      <p className="mt-8 border-t border-stone-200 pt-6 text-center text-sm text-stone-700">
        {rich(m.signup_have_account, {
          link: (
            <Link
              to={redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : '/login'}
              className="font-semibold text-brand-700 underline underline-offset-2"
            >
              {t(m.signup_sign_in)}
            </Link>
          ),
        })}
      </p>
    </AuthCard>
  );
}
