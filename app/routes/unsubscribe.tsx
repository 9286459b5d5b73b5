import { data } from 'react-router';
import {
  getSubscriptionByToken,
  unsubscribeFromUpdates,
} from '../../domain/gathering/unsubscribe-from-updates.server';
import { UNSUBSCRIBE_LINK_NOT_FOUND } from '../../domain/gathering/update-schemas';
import { isDomainError } from '../../domain/shared/errors';
import { limitedRequestOf } from '../../domain/shared/request-dependencies.server';
import { pageMeta } from '../components/placeholder-page';
import { throwRefusal } from '../lib/form-result.server';
import { oncePerRead } from '../lib/once-per-read.server';
import type { Route } from './+types/unsubscribe';

export const meta = () => [
  ...pageMeta('Stop update e-mails', 'Stop the e-mails about a memorial page.'),
  { name: 'robots', content: 'noindex' },
];

const NOT_FOUND = { state: 'not-found' as const };
const NO_STORE = { 'Cache-Control': 'no-store' };

/** Tokens are what createRandomToken makes (base64url); anything else is as unknown as a wrong one. */
const isTokenShaped = (token: string | undefined): token is string =>
  token !== undefined && /^[A-Za-z0-9_-]{1,64}$/.test(token);

async function answer(read: () => Promise<{ deceasedName: string; unsubscribed: boolean }>) {
  try {
    return data({ state: 'found' as const, ...(await read()) }, { headers: NO_STORE });
  } catch (error) {
    if (isDomainError(error, 'not_found')) return data(NOT_FOUND, { status: 404, headers: NO_STORE });
    throwRefusal(error);
  }
}

/**
 * /unsubscribe/{token}, the link in every update e-mail (issue 16). Opening it only asks: mail scanners open every
 * link, and must not take anyone off the list. The button, and a mail client's one-click POST (RFC 8058,
 * `List-Unsubscribe-Post`), leave the list; doing it again says the same.
 */
/** The subscription, looked up (and counted against the link-token limit) once per request. */
const subscriptionOf = (context: Route.LoaderArgs['context'], token: string) =>
  oncePerRead(context, `subscription\n${token}`, () =>
    getSubscriptionByToken(context.db, token, limitedRequestOf(context)),
  );

export async function loader({ params, context }: Route.LoaderArgs) {
  const { token } = params;
  if (!isTokenShaped(token)) return data(NOT_FOUND, { status: 404, headers: NO_STORE });
  return answer(() => subscriptionOf(context, token));
}

export async function action({ params, context }: Route.ActionArgs) {
  const { token } = params;
  if (!isTokenShaped(token)) return data(NOT_FOUND, { status: 404, headers: NO_STORE });
  return answer(async () => {
    await subscriptionOf(context, token);
    return {
      ...(await unsubscribeFromUpdates(context.db, token, limitedRequestOf(context))),
      unsubscribed: true,
    };
  });
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const shown = actionData ?? loaderData;
  return (
    <section className="page-container max-w-xl py-12 text-center">
      {shown.state === 'not-found' ? (
        <>
          <h1 className="font-serif text-2xl font-bold">Link not found</h1>
          <p className="mt-2 text-stone-700">{UNSUBSCRIBE_LINK_NOT_FOUND}</p>
        </>
      ) : shown.unsubscribed ? (
        <>
          <h1 className="font-serif text-2xl font-bold">You will get no more e-mails</h1>
          <p className="mt-2 text-stone-700" role="status">
            {`You no longer receive updates about ${shown.deceasedName}’s page. The page stays open to you.`}
          </p>
        </>
      ) : (
        <>
          <h1 className="font-serif text-2xl font-bold">{`Stop e-mails about ${shown.deceasedName}’s page?`}</h1>
          <p className="mt-2 text-stone-700">
            You asked for updates from the family. Press the button to stop them.
          </p>
          <form method="post" className="mt-6">
            <button type="submit" className="button-primary">
              Stop the e-mails
            </button>
          </form>
        </>
      )}
    </section>
  );
}
