import { Form, redirect, useActionData, useNavigation } from 'react-router';
import { signInSchema } from '../../domain/accounts';
import { signInAdmin } from '../../domain/admin/sign-in-admin.server';
import { m } from '../../paraglide/messages';
import { AuthCard } from '../components/auth/auth-card';
import { FormAlert } from '../components/forms/form-alert';
import { PasswordField } from '../components/forms/password-field';
import { TextField } from '../components/forms/text-field';
import { pageMeta } from '../components/placeholder-page';
import { ADMIN_DASHBOARD_PATH } from '../lib/admin-paths';
import { formFailure, formValues } from '../lib/form-result.server';
import { localeOfMatches, messageIn, useMessages } from '../lib/i18n';
import { readForm } from '../lib/read-form.server';
import type { Route } from './+types/admin-login';

export { formActionHeaders as headers } from '../lib/action-headers';

export const meta: Route.MetaFunction = ({ matches }) => {
  const locale = localeOfMatches(matches);
  return pageMeta(messageIn(locale, m.admin_login_title), messageIn(locale, m.admin_login_description));
};

export async function loader({ context }: Route.LoaderArgs) {
  if (context.admin) throw redirect(ADMIN_DASHBOARD_PATH);
  return null;
}

/** A plain form post (works before and without JavaScript): success is a redirect carrying the admin cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request);
  try {
    const input = signInSchema.parse({
      email: formData.get('email') ?? '',
      password: formData.get('password') ?? '',
    });
    const admin = await signInAdmin(context.db, input, {
      limiters: context.services.rateLimiters,
      ipAddress: context.ipAddress,
      userAgent: context.userAgent,
    });
    return redirect(ADMIN_DASHBOARD_PATH, {
      headers: { 'Set-Cookie': await context.session.signInAdmin(admin.id) },
    });
  } catch (error) {
    return formFailure(error, formValues(formData), context.locale);
  }
}

export default function AdminLoginRoute() {
  const { t } = useMessages();
  const failure = useActionData<typeof action>();
  const submitting = useNavigation().state !== 'idle';
  const message =
    failure && Object.keys(failure.fieldErrors).length === 0
      ? t(m.admin_login_failed, { reason: failure.message || t(m.admin_refusal_invalid_credentials) })
      : undefined;
  return (
    <AuthCard title={t(m.admin_login_title)} intro={t(m.admin_login_intro)}>
      <Form method="post" noValidate className="space-y-4">
        <FormAlert message={message} />
        <TextField
          label={t(m.login_email)}
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          defaultValue={failure?.values.email}
          error={failure?.fieldErrors.email}
        />
        <PasswordField
          label={t(m.login_password)}
          name="password"
          autoComplete="current-password"
          required
          error={failure?.fieldErrors.password}
        />
        <button type="submit" className="button-primary w-full" disabled={submitting}>
          {submitting ? t(m.admin_login_signing_in) : t(m.admin_sign_in)}
        </button>
      </Form>
    </AuthCard>
  );
}
