import type { ReactNode } from 'react';
import type { CampaignEvent } from '../../../domain/gathering/campaign-events.server';
import { eventKindIn } from '../../../domain/gathering/event-kind-words';
import { strictHttpUrl } from '../../../domain/gathering/event-schemas';
import { directionsUrl, eventTimeRangeText, isUpcomingEvent } from '../../../domain/gathering/events';
import { type Locale, messagesIn } from '../../../domain/shared/locales';
import { m } from '../../../paraglide/messages';
import { FAMILY_SECTIONS } from './family-sections';
import type { GatheringSectionInput } from './gathering-sections.server';

const linkClass = 'font-medium text-amber-800 underline underline-offset-2';

function EventCard({
  event,
  locale,
  language,
  open,
}: {
  event: CampaignEvent;
  locale: string;
  language: Locale;
  open: boolean;
}) {
  const t = messagesIn(language);
  // A link stored before the strict check is shown only if it passes it now.
  const livestreamUrl = event.livestreamUrl && strictHttpUrl(event.livestreamUrl);
  return (
    <article className="rounded-lg border border-stone-200 p-4" aria-labelledby={`event-${event.id}`}>
      <p className="text-xs font-semibold uppercase tracking-wide text-stone-600">
        {eventKindIn(language, event.kind)}
      </p>
      <h3 id={`event-${event.id}`} className="mt-1 font-serif text-lg font-bold text-stone-900">
        {event.title}
      </h3>
      <p className="mt-1 text-stone-800">
        <time dateTime={event.startsAt.toISOString()}>{eventTimeRangeText(event, locale)}</time>
      </p>
      {/* Filled in the browser with the visitor's own clock when it differs (app/lib/visitor-clocks.ts). */}
      <p
        hidden
        className="mt-1 text-sm text-stone-700"
        data-visitor-clock=""
        data-starts-at={event.startsAt.toISOString()}
        data-ends-at={event.endsAt?.toISOString()}
        data-time-zone={event.timeZone}
        data-template={t(m.visitor_clock_for_you, { when: '{when}', place: '{place}' })}
      />
      <p className="mt-1 text-stone-800">
        {event.venueName}
        <br />
        {event.venueAddress}
      </p>
      {event.notes && <p className="mt-2 whitespace-pre-line text-sm text-stone-700">{event.notes}</p>}
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {open && (
          <li>
            <a href={`/rsvp/${event.id}`} className="button-primary inline-block">
              {t(m.events_attend)}
            </a>
          </li>
        )}
        <li className="self-center">
          <a href={`/calendar/${event.id}.ics`} download className={linkClass}>
            {t(m.events_add_to_calendar)}
          </a>
        </li>
        <li className="self-center">
          <a href={directionsUrl(event)} rel="noopener noreferrer" className={linkClass}>
            {t(m.events_directions)}
          </a>
        </li>
        {livestreamUrl && (
          <li className="self-center">
            <a href={livestreamUrl} rel="noopener noreferrer nofollow ugc" className={linkClass}>
              {t(m.events_livestream)}
            </a>
          </li>
        )}
      </ul>
    </article>
  );
}

/**
 * The campaign page's services (issue 16), as static HTML (decision 017): what is coming, with Add to calendar, Get
 * directions and "I will attend" as plain links; past services folded away. The family also gets the way to its
 * tools; a visitor sees nothing when there are none.
 */
export function eventsSection({ page, locale, language, url, isFamily }: GatheringSectionInput): ReactNode {
  const t = messagesIn(language);
  const now = new Date();
  const upcoming = page.events.filter((event) => isUpcomingEvent(event, now));
  const past = page.events.filter((event) => !isUpcomingEvent(event, now)).reverse();
  if (page.events.length === 0 && !isFamily) return null;
  const acceptsReplies = (event: CampaignEvent) => event.startsAt.getTime() > now.getTime();
  return (
    <section
      id="services"
      aria-labelledby="services-heading"
      className="rounded-xl border border-stone-200 bg-white p-5"
    >
      <h2 id="services-heading" className="font-serif text-xl font-bold text-stone-900">
        {t(m.events_heading)}
      </h2>
      {url.searchParams.get('rsvp') === '1' && (
        <p role="status" className="mt-3 rounded-lg bg-green-50 p-3 text-sm font-medium text-green-900">
          {t(m.events_rsvp_thanks)}
        </p>
      )}
      {upcoming.length > 0 ? (
        <ul className="mt-3 space-y-3">
          {upcoming.map((event) => (
            <li key={event.id}>
              <EventCard event={event} locale={locale} language={language} open={acceptsReplies(event)} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-stone-700">{past.length > 0 ? t(m.events_all_past) : t(m.events_none)}</p>
      )}
      {past.length > 0 && (
        <details className="mt-3">
          <summary className="cursor-pointer text-sm font-medium text-stone-700">
            {t(m.events_past, { count: past.length })}
          </summary>
          <ul className="mt-3 space-y-3">
            {past.map((event) => (
              <li key={event.id}>
                <EventCard event={event} locale={locale} language={language} open={false} />
              </li>
            ))}
          </ul>
        </details>
      )}
      {isFamily && (
        <nav aria-label={t(m.family_meta_title)} className="mt-4 border-t border-stone-200 pt-3 text-sm">
          <p className="font-medium text-stone-700">{t(m.family_meta_title)}</p>
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {FAMILY_SECTIONS.map((section) => (
              <li key={section.to}>
                <a href={`/family/${page.campaign.id}/${section.to}`} className={linkClass}>
                  {section.to === 'events' && page.events.length === 0
                    ? t(m.events_add_details)
                    : t(section.label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}
