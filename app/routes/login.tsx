import { useEffect, useMemo } from 'react';
import {
  Link,
  redirect,
  type ShouldRevalidateFunctionArgs,
  useActionData,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router';
import { signInSchema } from '../../domain/accounts';
import { signInWithPassword } from '../../domain/accounts/index.server';
import { campaignPathOf } from '../../domain/campaigns/campaign-rules';
import { getLatestOrganizerCampaign } from '../../domain/campaigns/get-latest-organizer-campaign.server';
import { safeRedirect } from '../../domain/shared/safe-redirect';
import { m } from '../../paraglide/messages';
import { AuthCard } from '../components/auth/auth-card';
import { GoogleSignInButton, OrDivider } from '../components/auth/google-sign-in-button';
import { SignInForm } from '../components/auth/sign-in-form';
import { pageMeta } from '../components/placeholder-page';
import { continueAfterSignIn, type SignInKind } from '../lib/after-sign-in';
import { formFailure, formValues, signedInAnswer } from '../lib/form-result.server';
import { localeOfMatches, messageIn, useMessages } from '../lib/i18n';
import { prefilledEmailOf } from '../lib/login-prefill';
import { noticeOf } from '../lib/notices';
import { readForm } from '../lib/read-form.server';
import { toast } from '../lib/toast';
import { useHydrated } from '../lib/use-hydrated';
import type { Route } from './+types/login';

export { formActionHeaders as headers } from '../lib/action-headers';

export const meta: Route.MetaFunction = ({ matches }) => {
  const locale = localeOfMatches(matches);
  return pageMeta(messageIn(locale, m.login_title), messageIn(locale, m.login_meta_description));
};

/** Without a `redirectTo`: the organizer's latest campaign, else home (spec part 1 §4). */
async function destinationAfterSignIn(
  context: Route.LoaderArgs['context'],
  userId: number,
  redirectTo: string,
) {
  if (redirectTo) return redirectTo;
  const latest = await getLatestOrganizerCampaign(context.db, userId);
  return latest ? campaignPathOf(latest) : '/';
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get('redirectTo'), '');
  const completed = url.searchParams.get('completed');
  // Back from Google: the page finishes the sign-in in the browser (a saved campaign draft lives there).
  const completing: SignInKind | null =
    completed === 'google-signup' ? 'sign-up' : completed === 'google' ? 'sign-in' : null;
  if (context.user && completing) {
    const destination =
      completing === 'sign-up'
        ? redirectTo || '/dashboard'
        : await destinationAfterSignIn(context, context.user.id, redirectTo);
    return { googleEnabled: false, redirectTo, completing: { kind: completing, destination } };
  }
  if (context.user) throw redirect(redirectTo || '/');
  return { googleEnabled: Boolean(context.config.google), redirectTo, completing: null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request);
  const values = formValues(formData);
  try {
    const input = signInSchema.parse({
      email: formData.get('email') ?? '',
      password: formData.get('password') ?? '',
    });
    const user = await signInWithPassword(context.db, input, {
      limiters: context.services.rateLimiters,
      ipAddress: context.ipAddress,
    });
    const sessionCookie = await context.session.signIn(user.id);
    const destination = await destinationAfterSignIn(
      context,
      user.id,
      safeRedirect(formData.get('redirectTo'), ''),
    );
    return signedInAnswer(formData, destination, sessionCookie);
  } catch (error) {
    return formFailure(error, values, context.locale);
  }
}

/** After a signed-in answer the page itself moves on (it may first create a saved campaign draft). */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionResult?.ok ? false : defaultShouldRevalidate;
}

export default function LoginRoute({ loaderData }: Route.ComponentProps) {
  const { googleEnabled, redirectTo, completing } = loaderData;
  const result = useActionData<typeof action>();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const { t, rich, locale } = useMessages();
  const [searchParams, setSearchParams] = useSearchParams();
  const noticeName = searchParams.get('notice');
  const notice = useMemo(() => noticeOf(noticeName, locale), [noticeName, locale]);
  /** The creation dialog sends a returning organizer here with the address they typed. */
  const prefilledEmail = prefilledEmailOf(useLocation().state);

  useEffect(() => {
    if (!notice) return;
    toast(notice);
    setSearchParams(
      (params) => {
        params.delete('notice');
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [notice, setSearchParams]);

  useEffect(() => {
    if (!completing) return;
    toast({ title: t(m.login_success_title), description: t(m.login_success_description) });
    void continueAfterSignIn(navigate, completing, locale);
  }, [completing, navigate, t, locale]);

  if (completing) {
    return (
      <AuthCard title={t(m.login_completing_title)}>
        <p role="status" className="text-stone-700">
          {t(m.login_completing_text)}
        </p>
        <Link to={completing.destination} className="button-primary mt-6 w-full">
          {t(m.login_continue)}
        </Link>
      </AuthCard>
    );
  }

  const signupHref = redirectTo ? `/signup?redirectTo=${encodeURIComponent(redirectTo)}` : '/signup';
  return (
    <AuthCard title={t(m.login_title)} intro={t(m.login_intro)}>
      {notice && !hydrated && (
        <p className="mb-4 rounded-lg bg-stone-100 p-3 text-sm text-stone-800">
          {notice.title}
          {notice.description ? `: ${notice.description}` : ''}
        </p>
      )}
      <SignInForm result={result} redirectTo={redirectTo} prefilledEmail={prefilledEmail} />
      {googleEnabled && (
        <div className="mt-6 space-y-6">
          <OrDivider />
          <GoogleSignInButton redirectTo={redirectTo} />
        </div>
      )}
      <div className="mt-8 space-y-2 border-t border-stone-200 pt-6 text-center text-sm text-stone-700">
        <p>
          {rich(m.login_new_here, {
            link: (
              <Link to={signupHref} className="font-semibold text-brand-700 underline underline-offset-2">
                {t(m.login_create_account)}
              </Link>
            ),
          })}
        </p>
        <p>
          {rich(m.login_lost_someone, {
            link: (
              <Link
                to="/create-campaign"
                className="font-semibold text-brand-700 underline underline-offset-2"
              >
                {t(m.login_start_campaign)}
              </Link>
            ),
          })}
        </p>
      </div>
    </AuthCard>
  );
}
