import { Form, Link, redirect, useActionData, useNavigation } from 'react-router';
import { resetPasswordFormSchema } from '../../domain/accounts';
import { completePasswordReset, getPasswordResetStatus } from '../../domain/accounts/index.server';
import { limitedRequestOf } from '../../domain/shared/request-dependencies.server';
import { m } from '../../paraglide/messages';
import { AuthCard } from '../components/auth/auth-card';
import { FormAlert } from '../components/forms/form-alert';
import { PasswordField, usePasswordHint } from '../components/forms/password-field';
import { pageMeta } from '../components/placeholder-page';
import { formFailure, formValues, throwRefusal } from '../lib/form-result.server';
import { localeOfMatches, messageIn, useMessages } from '../lib/i18n';
import { readForm } from '../lib/read-form.server';
import { toast } from '../lib/toast';
import { useNewResult } from '../lib/use-new-result';
import type { Route } from './+types/reset-password';

export { formActionHeaders as headers } from '../lib/action-headers';

export const meta: Route.MetaFunction = ({ matches }) => {
  const locale = localeOfMatches(matches);
  return [
    ...pageMeta(messageIn(locale, m.reset_title), messageIn(locale, m.reset_meta_description)),
    // The address carries a one-time token: keep it out of search engines.
    { name: 'robots', content: 'noindex' },
  ];
};

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,128}$/;

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token')?.trim() ?? '';
  if (!token) throw redirect('/login?notice=invalid-reset-link');
  const status = TOKEN_SHAPE.test(token)
    ? await getPasswordResetStatus(context.db, token, limitedRequestOf(context)).catch((error) =>
        throwRefusal(error, context.locale),
      )
    : 'invalid';
  return { token, linkValid: status === 'valid' };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request);
  const values = formValues(formData);
  try {
    const input = resetPasswordFormSchema.parse({
      token: formData.get('token') ?? '',
      password: formData.get('password') ?? '',
      confirmPassword: formData.get('confirmPassword') ?? '',
    });
    await completePasswordReset(context.db, input, limitedRequestOf(context));
  } catch (error) {
    return formFailure(error, values, context.locale);
  }
  // Every session of the account has ended; this browser's cookie goes too.
  return redirect('/password-reset-success', { headers: { 'Set-Cookie': await context.session.signOut() } });
}

export default function ResetPasswordRoute({ loaderData }: Route.ComponentProps) {
  const passwordHint = usePasswordHint();
  const { t } = useMessages();
  const { token, linkValid } = loaderData;
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const submitting = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const errors = actionData?.fieldErrors ?? {};
  const linkProblem = errors.token ?? (linkValid ? undefined : t(m.account_error_reset_link_expired));

  useNewResult(actionData, (result) => {
    if (result.fieldErrors.token || Object.keys(result.fieldErrors).length === 0) {
      toast({
        title: t(m.reset_failed_title),
        description: result.message || t(m.reset_failed_description),
        variant: 'destructive',
      });
    }
  });

  if (linkProblem) {
    return (
      <AuthCard title={t(m.reset_title)}>
        <FormAlert message={linkProblem} />
        <div className="mt-6 flex flex-col gap-3">
          <Link to="/forgot-password" className="button-primary">
            {t(m.reset_new_link)}
          </Link>
          <Link to="/login" className="button-secondary">
            {t(m.auth_back_to_sign_in)}
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t(m.reset_title)} intro={t(m.reset_intro)}>
      <Form method="post" noValidate className="space-y-4">
        <input type="hidden" name="token" value={token} />
        <FormAlert
          message={actionData && Object.keys(errors).length === 0 ? actionData.message : undefined}
        />
        <PasswordField
          label={t(m.account_new_password)}
          name="password"
          autoComplete="new-password"
          hint={passwordHint}
          error={errors.password}
          autoFocus
        />
        <PasswordField
          label={t(m.reset_confirm_password)}
          name="confirmPassword"
          autoComplete="new-password"
          error={errors.confirmPassword}
        />
        <button type="submit" className="button-primary w-full" disabled={submitting}>
          {submitting ? t(m.reset_submitting) : t(m.reset_submit)}
        </button>
      </Form>
    </AuthCard>
  );
}
