import { data, Form, Link, redirect } from 'react-router';
import { campaignPathOf } from '../../domain/campaigns/campaign-rules';
import { createEventRsvp } from '../../domain/gathering/create-event-rsvp.server';
import { eventKindIn } from '../../domain/gathering/event-kind-words';
import { EVENT_LIMITS, EVENT_NOT_FOUND, rsvpSchema } from '../../domain/gathering/event-schemas';
import { eventTimeRangeText } from '../../domain/gathering/events';
import { getPublicEvent } from '../../domain/gathering/get-public-event.server';
import { isDomainError, NotFoundError } from '../../domain/shared/errors';
import { parseRowId } from '../../domain/shared/row-id';
import { parseInput } from '../../domain/shared/validation';
import { visitorLocaleOf } from '../../domain/shared/visitor-region';
import { m } from '../../paraglide/messages';
import { FormAlert } from '../components/forms/form-alert';
import { TextField } from '../components/forms/text-field';
import { pageMeta } from '../components/placeholder-page';
import { formFailure, formValues } from '../lib/form-result.server';
import { localeOfMatches, messageIn, useMessages } from '../lib/i18n';
import { readForm } from '../lib/read-form.server';
import type { Route } from './+types/rsvp';

export { formActionHeaders as headers } from '../lib/action-headers';

/** /rsvp/{eventId} (issue 16): "I will attend" for one service, a plain form that needs no script. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const eventId = parseRowId(params.eventId);
  const notFound = data({ event: null, campaign: null }, { status: 404 });
  if (eventId === null) return notFound;
  try {
    const { event, campaign } = await getPublicEvent(context.db, { eventId, actor: context.actor });
    return {
      event: {
        kind: eventKindIn(context.locale, event.kind),
        title: event.title,
        when: eventTimeRangeText(event, visitorLocaleOf(request.headers)),
        venue: [event.venueName, event.venueAddress].join(', '),
        open: event.startsAt.getTime() > Date.now(),
      },
      campaign: { deceasedName: campaign.deceasedName, path: campaignPathOf(campaign) },
    };
  } catch (error) {
    if (isDomainError(error, 'not_found')) return notFound;
    throw error;
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const values = formValues(form);
  const eventId = parseRowId(params.eventId);
  if (eventId === null) return formFailure(new NotFoundError(EVENT_NOT_FOUND), values, context.locale);
  try {
    const { campaignPath } = await createEventRsvp(
      context.db,
      { eventId, actor: context.actor, rsvp: parseInput(rsvpSchema, values) },
      { limiters: context.services.rateLimiters, ipAddress: context.ipAddress },
    );
    return redirect(`${campaignPath}?rsvp=1#services`, 303);
  } catch (error) {
    return formFailure(error, values, context.locale);
  }
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => {
  const locale = localeOfMatches(matches);
  return pageMeta(
    loaderData?.event
      ? messageIn(locale, m.rsvp_title, { title: loaderData.event.title })
      : messageIn(locale, m.rsvp_not_found),
    messageIn(locale, m.rsvp_description),
  );
};

export default function RsvpRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useMessages();
  const { event, campaign } = loaderData;
  if (!event || !campaign) {
    return (
      <section className="page-container py-12 text-center">
        <h1 className="font-serif text-2xl font-bold">{t(m.rsvp_not_found)}</h1>
        <p className="mt-2 text-stone-700">{t(m.event_error_not_found)}</p>
        <Link to="/" className="button-primary mt-4 inline-block">
          {t(m.family_go_home)}
        </Link>
      </section>
    );
  }
  const failure = actionData && 'ok' in actionData ? actionData : undefined;
  const values = failure?.values ?? {};
  const errors = failure?.fieldErrors ?? {};
  return (
    <section className="px-2 py-6 sm:py-10">
      <div className="mx-auto max-w-lg rounded-2xl border border-stone-200 bg-white p-5 shadow-lg sm:p-7">
        <p className="text-sm text-stone-700">{t(m.rsvp_in_memory, { name: campaign.deceasedName })}</p>
        <h1 className="mt-1 font-serif text-2xl font-bold">{t(m.events_attend)}</h1>
        <div className="mt-4 rounded-lg bg-stone-50 p-4">
          <p className="text-xs font-semibold uppercase tracking-wide text-stone-600">{event.kind}</p>
          <p className="mt-1 font-semibold">{event.title}</p>
          <p className="mt-1 text-stone-800">{event.when}</p>
          <p className="mt-1 text-stone-800">{event.venue}</p>
        </div>
        {event.open ? (
          <Form method="post" className="mt-5 space-y-4">
            <FormAlert
              message={
                failure && !Object.values(errors).includes(failure.message) ? failure.message : undefined
              }
            />
            <TextField
              name="name"
              label={t(m.rsvp_your_name)}
              autoComplete="name"
              maxLength={EVENT_LIMITS.rsvpName}
              required
              defaultValue={values.name}
              error={errors.name}
            />
            <TextField
              name="partySize"
              label={t(m.rsvp_party_size)}
              type="number"
              inputMode="numeric"
              min={EVENT_LIMITS.partySizeMin}
              max={EVENT_LIMITS.partySizeMax}
              required
              defaultValue={values.partySize ?? '1'}
              error={errors.partySize}
            />
            <TextField
              name="contact"
              label={t(m.rsvp_contact)}
              hint={t(m.rsvp_contact_hint)}
              autoComplete="tel"
              maxLength={EVENT_LIMITS.rsvpContact}
              defaultValue={values.contact}
              error={errors.contact}
            />
            <button type="submit" className="button-primary w-full">
              {t(m.rsvp_send)}
            </button>
          </Form>
        ) : (
          <p className="mt-5 rounded-lg bg-stone-100 p-4">{t(m.rsvp_error_closed)}</p>
        )}
        <p className="mt-4 text-center text-sm">
          <Link to={campaign.path} className="font-medium text-amber-800 underline">
            {t(m.page_report_back, { name: campaign.deceasedName })}
          </Link>
        </p>
      </div>
    </section>
  );
}
