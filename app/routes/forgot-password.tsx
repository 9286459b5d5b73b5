import { data, redirect, useNavigate } from 'react-router';
import { forgotPasswordSchema } from '../../domain/accounts';
import { requestPasswordReset } from '../../domain/accounts/index.server';
import { requestDependenciesOf } from '../../domain/shared/request-dependencies.server';
import { m } from '../../paraglide/messages';
import { AuthCard } from '../components/auth/auth-card';
import { ForgotPasswordForm } from '../components/auth/forgot-password-form';
import { pageMeta } from '../components/placeholder-page';
import { formFailure, formValues } from '../lib/form-result.server';
import { localeOfMatches, messageIn, useMessages } from '../lib/i18n';
import { readForm } from '../lib/read-form.server';
import type { Route } from './+types/forgot-password';

export { formActionHeaders as headers } from '../lib/action-headers';

export const meta: Route.MetaFunction = ({ matches }) => {
  const locale = localeOfMatches(matches);
  return pageMeta(messageIn(locale, m.forgot_title), messageIn(locale, m.forgot_meta_description));
};

/** Also the target of the sign-in page's forgot-password dialog. */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request);
  const values = formValues(formData);
  try {
    const { email } = forgotPasswordSchema.parse({ email: formData.get('email') ?? '' });
    await requestPasswordReset(context.db, email, requestDependenciesOf(context));
  } catch (error) {
    return formFailure(error, values, context.locale);
  }
  // The same answer whether or not the account exists.
  if (formData.get('enhanced') === 'true') return data({ ok: true as const });
  return redirect('/password-reset-sent');
}

export default function ForgotPasswordRoute() {
  const navigate = useNavigate();
  const { t } = useMessages();
  return (
    <AuthCard title={t(m.forgot_title)} intro={t(m.forgot_intro)}>
      <ForgotPasswordForm onSent={() => navigate('/password-reset-sent')} />
    </AuthCard>
  );
}
