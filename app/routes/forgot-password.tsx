import { data, redirect, useNavigate } from 'react-router';
import { forgotPasswordSchema } from '../../domain/accounts';
import { requestPasswordReset } from '../../domain/accounts/index.server';
import { requestDependenciesOf } from '../../domain/shared/request-dependencies.server';
import { AuthCard } from '../components/auth/auth-card';
import { ForgotPasswordForm } from '../components/auth/forgot-password-form';
import { pageMeta } from '../components/placeholder-page';
import { formFailure, formValues } from '../lib/form-result.server';
import { readForm } from '../lib/read-form.server';
import type { Route } from './+types/forgot-password';

export { formActionHeaders as headers } from '../lib/action-headers';

export const meta = () => pageMeta('Forgot Password', 'Request a link to reset your Pamoja password.');

/** Also the target of the sign-in page's forgot-password dialog. */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request);
  const values = formValues(formData);
  try {
    const { email } = forgotPasswordSchema.parse({ email: formData.get('email') ?? '' });
    await requestPasswordReset(context.db, email, requestDependenciesOf(context));
  } catch (error) {
    return formFailure(error, values);
  }
  // The same answer whether or not the account exists.
  if (formData.get('enhanced') === 'true') return data({ ok: true as const });
  return redirect('/password-reset-sent');
}

export default function ForgotPasswordRoute() {
  const navigate = useNavigate();
  return (
    <AuthCard
      title="Forgot Password"
      intro="Enter the email address of your account and we will send you a link to choose a new password."
    >
      <ForgotPasswordForm onSent={() => navigate('/password-reset-sent')} />
    </AuthCard>
  );
}
