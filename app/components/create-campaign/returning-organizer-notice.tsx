import { Link } from 'react-router';
import { m } from '../../../paraglide/messages';
import { useMessages } from '../../lib/i18n';
import { loginPrefill } from '../../lib/login-prefill';

/** Step 3 for an address that already has an account: sign in now, or keep going and sign in at the end. */
export function ReturningOrganizerNotice({ email }: { email: string }) {
  const { t } = useMessages();
  return (
    <div role="status" className="rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-stone-800">
      <p className="font-semibold">{t(m.create_returning_welcome, { email })}</p>
      <p className="mt-1 text-sm">{t(m.create_returning_text)}</p>
      <Link
        to="/login?redirectTo=%2Fcreate-campaign"
        state={loginPrefill(email)}
        className="mt-1 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
      >
        {t(m.create_returning_sign_in, { email })}
      </Link>
    </div>
  );
}
