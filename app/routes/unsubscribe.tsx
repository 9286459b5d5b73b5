import { data } from 'react-router';
import {
  getSubscriptionByToken,
  unsubscribeFromUpdates,
} from '../../domain/gathering/unsubscribe-from-updates.server';
import { isDomainError } from '../../domain/shared/errors';
import { limitedRequestOf } from '../../domain/shared/request-dependencies.server';
import { m } from '../../paraglide/messages';
import { pageMeta } from '../components/placeholder-page';
import { throwRefusal } from '../lib/form-result.server';
import { localeOfMatches, messageIn, useMessages } from '../lib/i18n';
import { oncePerRead } from '../lib/once-per-read.server';
import type { Route } from './+types/unsubscribe';

export const meta: Route.MetaFunction = ({ matches }) => {
  const locale = localeOfMatches(matches);
  return [
    ...pageMeta(messageIn(locale, m.unsubscribe_title), messageIn(locale, m.unsubscribe_meta_description)),
    { name: 'robots', content: 'noindex' },
  ];
};

const NOT_FOUND = { state: 'not-found' as const };
const NO_STORE = { 'Cache-Control': 'no-store' };

/** Tokens are what createRandomToken makes (base64url); anything else is as unknown as a wrong one. */
const isTokenShaped = (token: string | undefined): token is string =>
  token !== undefined && /^[A-Za-z0-9_-]{1,64}$/.test(token);

async function answer(
  context: Route.LoaderArgs['context'],
  read: () => Promise<{ deceasedName: string; unsubscribed: boolean }>,
) {
  try {
    return data({ state: 'found' as const, ...(await read()) }, { headers: NO_STORE });
  } catch (error) {
    if (isDomainError(error, 'not_found')) return data(NOT_FOUND, { status: 404, headers: NO_STORE });
    throwRefusal(error, context.locale);
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
  return answer(context, () => subscriptionOf(context, token));
}

export async function action({ params, context }: Route.ActionArgs) {
  const { token } = params;
  if (!isTokenShaped(token)) return data(NOT_FOUND, { status: 404, headers: NO_STORE });
  return answer(context, async () => {
    await subscriptionOf(context, token);
    return {
      ...(await unsubscribeFromUpdates(context.db, token, limitedRequestOf(context))),
      unsubscribed: true,
    };
  });
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const shown = actionData ?? loaderData;
  const { t } = useMessages();
  return (
    <section className="page-container max-w-xl py-12 text-center">
      {shown.state === 'not-found' ? (
        <>
          <h1 className="font-serif text-2xl font-bold">{t(m.auth_link_not_found)}</h1>
          <p className="mt-2 text-stone-700">{t(m.unsubscribe_link_unknown)}</p>
        </>
      ) : shown.unsubscribed ? (
        <>
          <h1 className="font-serif text-2xl font-bold">{t(m.unsubscribe_done_title)}</h1>
          <p className="mt-2 text-stone-700" role="status">
            {t(m.unsubscribe_done_text, { name: shown.deceasedName })}
          </p>
        </>
      ) : (
        <>
          <h1 className="font-serif text-2xl font-bold">
            {t(m.unsubscribe_ask_title, { name: shown.deceasedName })}
          </h1>
          <p className="mt-2 text-stone-700">{t(m.unsubscribe_ask_text)}</p>
          <form method="post" className="mt-6">
            <button type="submit" className="button-primary">
              {t(m.unsubscribe_submit)}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
