import { Link } from 'react-router';
import { loginPrefill } from '../../lib/login-prefill';

/** Step 3 for an address that already has an account: sign in now, or keep going and sign in at the end. */
export function ReturningOrganizerNotice({ email }: { email: string }) {
  return (
    <div role="status" className="rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-stone-800">
      <p className="font-semibold">Welcome back: {email} already has a Pamoja account.</p>
      <p className="mt-1 text-sm">
        Sign in now and your answers are kept, or continue and we will ask you to sign in before the campaign
        is created.
      </p>
      <Link
        to="/login?redirectTo=%2Fcreate-campaign"
        state={loginPrefill(email)}
        className="mt-1 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
      >
        Sign in as {email}
      </Link>
    </div>
  );
}
