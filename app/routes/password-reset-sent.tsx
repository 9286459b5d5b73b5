import { MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { m } from '../../paraglide/messages';
import { AuthCard } from '../components/auth/auth-card';
import { pageMeta } from '../components/placeholder-page';
import { localeOfMatches, messageIn, useMessages } from '../lib/i18n';
import type { Route } from './+types/password-reset-sent';

export const meta: Route.MetaFunction = ({ matches }) => {
  const locale = localeOfMatches(matches);
  return pageMeta(messageIn(locale, m.reset_sent_title), messageIn(locale, m.reset_sent_meta_description));
};

export default function PasswordResetSentRoute() {
  const { t, rich } = useMessages();
  return (
    <AuthCard title={t(m.reset_sent_title)}>
      <MailCheck aria-hidden="true" className="size-10 text-brand-700" />
      <div className="mt-4 space-y-3 text-stone-700">
        <p>{t(m.reset_sent_text)}</p>
        <p>{rich(m.reset_sent_expires, { time: <strong>{t(m.reset_sent_hour)}</strong> })}</p>
      </div>
      <div className="mt-6 flex flex-col gap-3">
        <Link to="/login" className="button-primary">
          {t(m.auth_back_to_sign_in)}
        </Link>
        <Link to="/forgot-password" className="button-secondary">
          {t(m.reset_sent_resend)}
        </Link>
      </div>
      <p className="mt-6 text-sm text-stone-700">
        {rich(m.reset_sent_trouble, {
          link: (
            <Link to="/help" className="font-semibold text-brand-700 underline underline-offset-2">
              {t(m.reset_sent_support)}
            </Link>
          ),
        })}
      </p>
    </AuthCard>
  );
}
