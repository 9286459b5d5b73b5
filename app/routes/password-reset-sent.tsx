import { MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { AuthCard } from '../components/auth/auth-card';
import { pageMeta } from '../components/placeholder-page';

export const meta = () => pageMeta('Check Your Email', 'A password reset link is on its way.');

export default function PasswordResetSentRoute() {
  return (
    <AuthCard title="Check Your Email">
      <MailCheck aria-hidden="true" className="size-10 text-brand-700" />
      <div className="mt-4 space-y-3 text-stone-700">
        <p>If an account with that email exists, we have sent a link to reset your password.</p>
        <p>
          The link expires in <strong>1 hour</strong>. If you do not see the email within a few minutes,
          please check your spam or junk folder.
        </p>
      </div>
      <div className="mt-6 flex flex-col gap-3">
        <Link to="/login" className="button-primary">
          Back to Sign In
        </Link>
        <Link to="/forgot-password" className="button-secondary">
          Resend Reset Email
        </Link>
      </div>
      <p className="mt-6 text-sm text-stone-700">
        Still having trouble?{' '}
        <Link to="/help" className="font-semibold text-brand-700 underline underline-offset-2">
          Contact support
        </Link>
      </p>
    </AuthCard>
  );
}
