import { CircleCheck, ShieldCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { AuthCard } from '../components/auth/auth-card';
import { pageMeta } from '../components/placeholder-page';

export const meta = () => pageMeta('Password Reset', 'Your password has been changed.');

const REDIRECT_SECONDS = 5;

export default function PasswordResetSuccessRoute() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate('/login'), REDIRECT_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <AuthCard title="Password Reset">
      {/* Without JavaScript the browser still moves on after 5 seconds. */}
      <noscript>
        <meta httpEquiv="refresh" content={`${REDIRECT_SECONDS};url=/login`} />
      </noscript>
      <CircleCheck aria-hidden="true" className="size-10 text-brand-700" />
      <p className="mt-4 text-stone-700">
        Your password has been changed and you have been signed out on every device. You will be taken to the
        sign-in page in {REDIRECT_SECONDS} seconds.
      </p>
      <div className="mt-6 flex flex-col gap-3">
        <Link to="/login" className="button-primary">
          Sign In Now
        </Link>
        <Link to="/" className="button-secondary">
          Go to Homepage
        </Link>
      </div>
      <p className="mt-6 flex gap-2 rounded-lg bg-brand-50 p-3 text-sm text-stone-800">
        <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        <span>
          Security tip: use a password you do not use anywhere else, and never share it, not even with someone
          who says they are from Pamoja.
        </span>
      </p>
    </AuthCard>
  );
}
