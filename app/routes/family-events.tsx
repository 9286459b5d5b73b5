import { data, Form, redirect, useSearchParams } from 'react-router';
import { CAMPAIGN_NOT_FOUND } from '../../domain/campaigns/campaign-rules';
import { createCampaignEvent } from '../../domain/gathering/create-campaign-event.server';
import { deleteCampaignEvent } from '../../domain/gathering/delete-campaign-event.server';
import { eventKindIn } from '../../domain/gathering/event-kind-words';
import { campaignEventSchema, EVENT_NOT_FOUND, localParts } from '../../domain/gathering/event-schemas';
import { eventTimeRangeText, isUpcomingEvent, RSVP_PREVIEW } from '../../domain/gathering/events';
import { listCampaignEvents } from '../../domain/gathering/list-campaign-events.server';
import { timeZoneChoicesFor } from '../../domain/gathering/time-zone-choices';
import { updateCampaignEvent } from '../../domain/gathering/update-campaign-event.server';
import { NotFoundError } from '../../domain/shared/errors';
import { parseRowId } from '../../domain/shared/row-id';
import { timeZoneForCountry } from '../../domain/shared/time-zones';
import { parseInput } from '../../domain/shared/validation';
import { visitorLocaleOf } from '../../domain/shared/visitor-region';
import { m } from '../../paraglide/messages';
import { EventForm, type EventFormValues } from '../components/gathering/event-form';
import { readFamilyPage } from '../lib/family-page.server';
import { type FormFailure, formFailure, formValues } from '../lib/form-result.server';
import { useMessages } from '../lib/i18n';
import { readForm } from '../lib/read-form.server';
import type { Route } from './+types/family-events';

export { formActionHeaders as headers } from '../lib/action-headers';

const DONE_NOTICES = {
  added: m.family_events_added,
  updated: m.family_events_updated,
  removed: m.family_events_removed,
} as const;

/** /family/{campaignId}/events (issue 16): the family adds, corrects and removes services and reads the replies. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const found = await readFamilyPage(params.campaignId, (campaignId) =>
    listCampaignEvents(context.db, { campaignId, actor: context.actor }),
  );
  if (!found) return null;
  const { campaign, events } = found;
  const locale = visitorLocaleOf(request.headers);
  const now = new Date();
  return data(
    {
      events: events.map((event) => {
        const starts = localParts(event.startsAt, event.timeZone);
        const form: EventFormValues = {
          kind: event.kind,
          title: event.title,
          date: starts.date,
          startTime: starts.time,
          endTime: event.endsAt ? localParts(event.endsAt, event.timeZone).time : '',
          timeZone: event.timeZone,
          venueName: event.venueName,
          venueAddress: event.venueAddress,
          livestreamUrl: event.livestreamUrl ?? '',
          notes: event.notes ?? '',
        };
        return {
          id: event.id,
          kind: eventKindIn(context.locale, event.kind),
          title: event.title,
          when: eventTimeRangeText(event, locale),
          venue: `${event.venueName}, ${event.venueAddress}`,
          upcoming: isUpcomingEvent(event, now),
          attendingCount: event.attendingCount,
          rsvps: event.rsvps.map(({ id, name, partySize, contact }) => ({ id, name, partySize, contact })),
          moreRsvps: event.moreRsvps,
          repliesCsv: `/api/campaigns/${campaign.id}/events/${event.id}/rsvps.csv`,
          form,
        };
      }),
      timeZones: timeZoneChoicesFor(campaign.recipientCountry, locale, now),
      defaultTimeZone: timeZoneForCountry(campaign.recipientCountry) ?? 'Africa/Nairobi',
    },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const values = formValues(form);
  const campaignId = parseRowId(params.campaignId);
  const eventId = parseRowId(values.eventId);
  const dependencies = { campaignChanged: context.services.campaignChanged };
  try {
    if (campaignId === null) throw new NotFoundError(CAMPAIGN_NOT_FOUND);
    const { actor } = context;
    let done: keyof typeof DONE_NOTICES;
    if (values.intent === 'create') {
      await createCampaignEvent(
        context.db,
        { campaignId, actor, event: parseInput(campaignEventSchema, values) },
        dependencies,
      );
      done = 'added';
    } else if (values.intent === 'update' && eventId !== null) {
      await updateCampaignEvent(
        context.db,
        { campaignId, eventId, actor, event: parseInput(campaignEventSchema, values) },
        dependencies,
      );
      done = 'updated';
    } else if (values.intent === 'delete' && eventId !== null) {
      await deleteCampaignEvent(context.db, { campaignId, eventId, actor }, dependencies);
      done = 'removed';
    } else {
      throw new NotFoundError(EVENT_NOT_FOUND);
    }
    // After a post, a redirect: a reload cannot add the same service twice.
    return redirect(`/family/${campaignId}/events?done=${done}`, 303);
  } catch (error) {
    return formFailure(error, values, context.locale);
  }
}

function failureFor(failure: FormFailure | undefined, intent: string, eventId?: number) {
  if (!failure || failure.values.intent !== intent) return undefined;
  return eventId === undefined || failure.values.eventId === String(eventId) ? failure : undefined;
}

export default function FamilyEvents({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const { t } = useMessages();
  if (!loaderData) return null;
  const { events, timeZones, defaultTimeZone } = loaderData;
  const failure = actionData ?? undefined;
  const doneKey = searchParams.get('done');
  const done = doneKey && Object.hasOwn(DONE_NOTICES, doneKey) ? doneKey : undefined;
  const blank: EventFormValues = {
    kind: 'funeral',
    title: '',
    date: '',
    startTime: '',
    endTime: '',
    timeZone: defaultTimeZone,
    venueName: '',
    venueAddress: '',
    livestreamUrl: '',
    notes: '',
  };
  const createFailure = failureFor(failure, 'create');
  return (
    <div className="space-y-8">
      {done && !failure && (
        <p role="status" className="rounded-lg bg-green-50 p-3 text-sm font-medium text-green-900">
          {t(DONE_NOTICES[done as keyof typeof DONE_NOTICES])}
        </p>
      )}
      <section aria-labelledby="services-list-heading">
        <h2 id="services-list-heading" className="font-serif text-xl font-bold">
          {t(m.family_events_heading)}
        </h2>
        {events.length === 0 ? (
          <p className="mt-2 text-stone-700">{t(m.family_events_none)}</p>
        ) : (
          <ul className="mt-3 space-y-4">
            {events.map((event) => {
              const updateFailure = failureFor(failure, 'update', event.id);
              const deleteFailure = failureFor(failure, 'delete', event.id);
              return (
                <li key={event.id} className="rounded-lg border border-stone-200 bg-white p-4">
                  <p className="text-xs font-semibold uppercase tracking-wide text-stone-600">
                    {event.upcoming ? event.kind : t(m.family_events_kind_past, { kind: event.kind })}
                  </p>
                  <h3 className="mt-1 font-semibold">{event.title}</h3>
                  <p className="text-stone-800">{event.when}</p>
                  <p className="text-stone-800">{event.venue}</p>
                  <details className="mt-3">
                    <summary className="cursor-pointer font-medium">
                      {t(m.family_events_attending, { count: event.attendingCount })}
                    </summary>
                    {event.rsvps.length === 0 ? (
                      <p className="mt-2 text-sm text-stone-700">{t(m.family_events_no_replies)}</p>
                    ) : (
                      <>
                        <p className="mt-2 text-sm text-stone-700">
                          {event.moreRsvps ? `${t(m.family_events_latest, { count: RSVP_PREVIEW })} ` : ''}
                          <a
                            href={event.repliesCsv}
                            download
                            className="font-medium text-amber-800 underline"
                          >
                            {t(m.family_events_download)}
                          </a>
                        </p>
                        <table className="mt-2 w-full text-left text-sm">
                          <caption className="sr-only">
                            {t(m.family_events_replies_caption, { title: event.title })}
                          </caption>
                          <thead>
                            <tr>
                              <th scope="col">{t(m.family_events_col_name)}</th>
                              <th scope="col">{t(m.family_events_col_people)}</th>
                              <th scope="col">{t(m.family_events_col_contact)}</th>
                            </tr>
                          </thead>
                          <tbody>
                            {event.rsvps.map((rsvp) => (
                              <tr key={rsvp.id} className="border-t border-stone-200">
                                <td className="py-1 pr-2 break-words">{rsvp.name}</td>
                                <td className="py-1 pr-2">{rsvp.partySize}</td>
                                <td className="py-1 wrap-anywhere">{rsvp.contact ?? '—'}</td>
                              </tr>
                            ))}
                          </tbody>
                        </table>
                      </>
                    )}
                  </details>
                  <details className="mt-2" open={updateFailure !== undefined}>
                    <summary className="cursor-pointer font-medium">{t(m.family_events_edit)}</summary>
                    <div className="mt-3">
                      <EventForm
                        intent="update"
                        eventId={event.id}
                        initial={event.form}
                        timeZones={timeZones}
                        failure={updateFailure}
                        submitLabel={t(m.family_save_changes)}
                      />
                    </div>
                  </details>
                  <details className="mt-2" open={deleteFailure !== undefined}>
                    <summary className="cursor-pointer font-medium">{t(m.family_events_remove)}</summary>
                    <Form method="post" className="mt-2">
                      <input type="hidden" name="intent" value="delete" />
                      <input type="hidden" name="eventId" value={event.id} />
                      {deleteFailure && (
                        <p role="alert" className="mb-2 text-sm font-medium text-red-700">
                          {deleteFailure.message}
                        </p>
                      )}
                      <p className="text-sm text-stone-700">{t(m.family_events_remove_text)}</p>
                      <button
                        type="submit"
                        className="mt-2 rounded-lg border border-red-700 px-4 py-2 text-red-800"
                      >
                        {t(m.family_events_remove_button, { title: event.title })}
                      </button>
                    </Form>
                  </details>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section
        aria-labelledby="add-service-heading"
        className="rounded-xl border border-stone-200 bg-white p-5"
      >
        <h2 id="add-service-heading" className="font-serif text-xl font-bold">
          {t(m.family_events_add_heading)}
        </h2>
        <div className="mt-4">
          <EventForm
            // A kept service clears the form; a refused one keeps what was typed.
            key={done ?? 'form'}
            intent="create"
            initial={blank}
            timeZones={timeZones}
            failure={createFailure}
            submitLabel={t(m.family_events_add_submit)}
          />
        </div>
      </section>
    </div>
  );
}
