import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate, useRouteLoaderData } from 'react-router';
import { verifyEmailSchema } from '../../domain/accounts';
import { verifyEmail } from '../../domain/accounts/index.server';
import { isDomainError } from '../../domain/shared/errors';
import { refusalIn } from '../../domain/shared/refusal-words.server';
import { limitedRequestOf } from '../../domain/shared/request-dependencies.server';
import { m } from '../../paraglide/messages';
import { AuthCard } from '../components/auth/auth-card';
import { pageMeta } from '../components/placeholder-page';
import { continueAfterSignIn } from '../lib/after-sign-in';
import { throwRefusal } from '../lib/form-result.server';
import { localeOfMatches, messageIn, useMessages } from '../lib/i18n';
import { getPendingCampaign } from '../lib/pending-campaign';
import { toast } from '../lib/toast';
import type { loader as rootLoader } from '../root';
import type { Route } from './+types/verify-email';

export const meta: Route.MetaFunction = ({ matches }) => {
  const locale = localeOfMatches(matches);
  return [
    ...pageMeta(messageIn(locale, m.verify_title), messageIn(locale, m.verify_meta_description)),
    { name: 'robots', content: 'noindex' },
  ];
};

const REDIRECT_SECONDS = 3;

/**
 * The link is checked on the server, so it works on any phone, with or without JavaScript; what happened is said in
 * the reader's language.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = context;
  const parsed = verifyEmailSchema.safeParse({ token: new URL(request.url).searchParams.get('token') ?? '' });
  if (!parsed.success) return { verified: false, message: refusalIn(locale, parsed.error.issues[0].message) };
  try {
    const { alreadyVerified } = await verifyEmail(context.db, parsed.data.token, limitedRequestOf(context));
    const message = alreadyVerified ? m.account_email_already_verified : m.account_email_verified;
    return { verified: true, message: messageIn(locale, message) };
  } catch (error) {
    if (isDomainError(error, 'invalid')) {
      return { verified: false, message: refusalIn(locale, (error as Error).message) };
    }
    throwRefusal(error, locale);
  }
}

/** The link works once: running the loader again would report a used link as a failure. */
export const shouldRevalidate = () => false;

export default function VerifyEmailRoute({ loaderData }: Route.ComponentProps) {
  const { verified, message } = loaderData;
  const navigate = useNavigate();
  const signedIn = Boolean(useRouteLoaderData<typeof rootLoader>('root')?.signedIn);
  const { t, locale } = useMessages();

  useEffect(() => {
    if (!verified) {
      toast({ title: t(m.auth_error_title), description: message, variant: 'destructive' });
      return;
    }
    const timer = setTimeout(() => {
      if (!getPendingCampaign()) void navigate('/', { replace: true });
      else if (signedIn) void continueAfterSignIn(navigate, { kind: 'sign-up', destination: '/' }, locale);
      else {
        toast({ title: t(m.verify_complete_title), description: t(m.verify_complete_description) });
        void navigate('/login', { replace: true });
      }
    }, REDIRECT_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [verified, message, signedIn, navigate, t, locale]);

  if (!verified) {
    return (
      <AuthCard title={t(m.verify_failed_title)}>
        <CircleAlert aria-hidden="true" className="size-10 text-red-700" />
        <p role="alert" className="mt-4 text-stone-700">
          {message}
        </p>
        <div className="mt-6 flex flex-col gap-3">
          <Link to="/" className="button-primary">
            {t(m.shell_error_home)}
          </Link>
          <Link to="/login" className="button-secondary">
            {t(m.verify_try_login)}
          </Link>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t(m.verify_done_title)}>
      <noscript>
        <meta httpEquiv="refresh" content={`${REDIRECT_SECONDS};url=/`} />
      </noscript>
      <CircleCheck aria-hidden="true" className="size-10 text-brand-700" />
      <p role="status" className="mt-4 text-stone-700">
        {message} {t(m.verify_ready, { count: REDIRECT_SECONDS })}
      </p>
      <Link to="/" className="button-primary mt-6 w-full">
        {t(m.login_continue)}
      </Link>
    </AuthCard>
  );
}
