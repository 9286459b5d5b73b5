import { CircleCheck, ShieldCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { m } from '../../paraglide/messages';
import { AuthCard } from '../components/auth/auth-card';
import { pageMeta } from '../components/placeholder-page';
import { localeOfMatches, messageIn, useMessages } from '../lib/i18n';
import type { Route } from './+types/password-reset-success';

export const meta: Route.MetaFunction = ({ matches }) => {
  const locale = localeOfMatches(matches);
  return pageMeta(messageIn(locale, m.reset_done_title), messageIn(locale, m.reset_done_meta_description));
};

const REDIRECT_SECONDS = 5;

export default function PasswordResetSuccessRoute() {
  const navigate = useNavigate();
  const { t } = useMessages();
  useEffect(() => {
    const timer = setTimeout(() => navigate('/login'), REDIRECT_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <AuthCard title={t(m.reset_done_title)}>
      {/* Without JavaScript the browser still moves on after 5 seconds. */}
      <noscript>
        <meta httpEquiv="refresh" content={`${REDIRECT_SECONDS};url=/login`} />
      </noscript>
      <CircleCheck aria-hidden="true" className="size-10 text-brand-700" />
      <p className="mt-4 text-stone-700">{t(m.reset_done_text, { count: REDIRECT_SECONDS })}</p>
      <div className="mt-6 flex flex-col gap-3">
        <Link to="/login" className="button-primary">
          {t(m.reset_done_sign_in)}
        </Link>
        <Link to="/" className="button-secondary">
          {t(m.shell_error_home)}
        </Link>
      </div>
      <p className="mt-6 flex gap-2 rounded-lg bg-brand-50 p-3 text-sm text-stone-800">
        <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        <span>{t(m.reset_done_tip)}</span>
      </p>
    </AuthCard>
  );
}
