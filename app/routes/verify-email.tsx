import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate, useRouteLoaderData } from 'react-router';
import { verifyEmailSchema } from '../../domain/accounts';
import { EMAIL_ALREADY_VERIFIED_MESSAGE, verifyEmail } from '../../domain/accounts/index.server';
import { isDomainError } from '../../domain/shared/errors';
import { limitedRequestOf } from '../../domain/shared/request-dependencies.server';
import { AuthCard } from '../components/auth/auth-card';
import { pageMeta } from '../components/placeholder-page';
import { continueAfterSignIn } from '../lib/after-sign-in';
import { throwRefusal } from '../lib/form-result.server';
import { getPendingCampaign } from '../lib/pending-campaign';
import { toast } from '../lib/toast';
import type { loader as rootLoader } from '../root';
import type { Route } from './+types/verify-email';

export const meta = () => [
  ...pageMeta('Verify Email', 'Confirm your e-mail address.'),
  { name: 'robots', content: 'noindex' },
];

const REDIRECT_SECONDS = 3;

/** The link is checked on the server, so it works on any phone, with or without JavaScript. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const parsed = verifyEmailSchema.safeParse({ token: new URL(request.url).searchParams.get('token') ?? '' });
  if (!parsed.success) return { verified: false, message: parsed.error.issues[0].message };
  try {
    const { alreadyVerified } = await verifyEmail(context.db, parsed.data.token, limitedRequestOf(context));
    return {
      verified: true,
      message: alreadyVerified
        ? EMAIL_ALREADY_VERIFIED_MESSAGE
        : 'Your email address is verified. Thank you.',
    };
  } catch (error) {
    if (isDomainError(error, 'invalid')) return { verified: false, message: (error as Error).message };
    throwRefusal(error);
  }
}

/** The link works once: running the loader again would report a used link as a failure. */
export const shouldRevalidate = () => false;

export default function VerifyEmailRoute({ loaderData }: Route.ComponentProps) {
  const { verified, message } = loaderData;
  const navigate = useNavigate();
  const signedIn = Boolean(useRouteLoaderData<typeof rootLoader>('root')?.signedIn);

  useEffect(() => {
    if (!verified) {
      toast({ title: 'Error', description: message, variant: 'destructive' });
      return;
    }
    const timer = setTimeout(() => {
      if (!getPendingCampaign()) void navigate('/', { replace: true });
      else if (signedIn) void continueAfterSignIn(navigate, { kind: 'sign-up', destination: '/' });
      else {
        toast({
          title: 'Complete Your Campaign',
          description: 'Sign in to publish the campaign you started.',
        });
        void navigate('/login', { replace: true });
      }
    }, REDIRECT_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [verified, message, signedIn, navigate]);

  if (!verified) {
    return (
      <AuthCard title="Verification Failed">
        <CircleAlert aria-hidden="true" className="size-10 text-red-700" />
        <p role="alert" className="mt-4 text-stone-700">
          {message}
        </p>
        <div className="mt-6 flex flex-col gap-3">
          <Link to="/" className="button-primary">
            Go to Homepage
          </Link>
          <Link to="/login" className="button-secondary">
            Try Logging In
          </Link>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Email Verified">
      <noscript>
        <meta httpEquiv="refresh" content={`${REDIRECT_SECONDS};url=/`} />
      </noscript>
      <CircleCheck aria-hidden="true" className="size-10 text-brand-700" />
      <p role="status" className="mt-4 text-stone-700">
        {message} Your account is ready. Taking you on in {REDIRECT_SECONDS} seconds…
      </p>
      <Link to="/" className="button-primary mt-6 w-full">
        Continue
      </Link>
    </AuthCard>
  );
}
