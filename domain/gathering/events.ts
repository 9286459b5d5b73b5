/**
 * Services (vigil, funeral, burial, memorial): the pure rules the campaign page, the family's pages, the link
 * preview and the WhatsApp text share. Browser-safe: no database here, and no message (the page's clocks load this
 * module; the services' words are in event-kind-words.ts).
 */

/** How many replies a service shows the family on its page; all of them are in its CSV. */
export const RSVP_PREVIEW = 50;

export const EVENT_KINDS = ['vigil', 'funeral', 'burial', 'memorial', 'other'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** What every reader of a service needs: when (UTC instants and the place's zone), what and where. */
export interface CampaignEventSummary {
  id: number;
  kind: string;
  title: string;
  startsAt: Date;
  endsAt: Date | null;
  timeZone: string;
  venueName: string;
  venueAddress: string;
}

/** A service is upcoming until it ends (or, with no end, until it starts): a family gathering today still counts. */
export function isUpcomingEvent(
  event: Pick<CampaignEventSummary, 'startsAt' | 'endsAt'>,
  now: Date,
): boolean {
  return (event.endsAt ?? event.startsAt).getTime() >= now.getTime();
}

/** The soonest service not yet over, or null. The list may come in any order. */
export function nextUpcomingEvent<T extends Pick<CampaignEventSummary, 'startsAt' | 'endsAt'>>(
  events: readonly T[],
  now: Date,
): T | null {
  let next: T | null = null;
  for (const event of events) {
    if (!isUpcomingEvent(event, now)) continue;
    if (next === null || event.startsAt.getTime() < next.startsAt.getTime()) next = event;
  }
  return next;
}

/**
 * "Saturday 14 March, 10:00" in the place's zone (never the server's or the reader's), 24-hour clock so the text
 * reads the same in every group it is pasted into.
 */
export function eventWhenText(
  event: Pick<CampaignEventSummary, 'startsAt' | 'timeZone'>,
  locale: string = 'en-GB',
): string {
  const day = new Intl.DateTimeFormat(locale, {
    timeZone: event.timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(event.startsAt);
  return `${day}, ${clockText(event.startsAt, event.timeZone, locale)}`;
}

/** The place a zone is named after, in plain words: "Africa/Dar_es_Salaam" → "Dar es Salaam". */
export function zonePlaceName(timeZone: string): string {
  return (timeZone.split('/').at(-1) ?? timeZone).replaceAll('_', ' ');
}

/**
 * The service's time on a visitor's own clock (when: "Saturday 14 March, 07:00–09:30", place: "London"), or null
 * when their clock reads the same as the venue's: the page names the venue's time, and a relative abroad needs their
 * own. The sentence around it is the catalogue's (`visitor_clock_for_you`).
 */
export function visitorClockParts(
  event: Pick<CampaignEventSummary, 'startsAt' | 'endsAt' | 'timeZone'>,
  visitorZone: string,
  locale: string = 'en-GB',
): { when: string; place: string } | null {
  const atVisitor = { ...event, timeZone: visitorZone };
  if (eventWhenText(atVisitor, locale) === eventWhenText(event, locale)) return null;
  const end = event.endsAt ? `–${clockText(event.endsAt, visitorZone, locale)}` : '';
  return { when: `${eventWhenText(atVisitor, locale)}${end}`, place: zonePlaceName(visitorZone) };
}

/** "10:00" on the place's clock. */
function clockText(instant: Date, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
}

/** "Saturday 14 March, 10:00–12:00, East Africa Time": the whole time of a service, as the place reads it. */
export function eventTimeRangeText(
  event: Pick<CampaignEventSummary, 'startsAt' | 'endsAt' | 'timeZone'>,
  locale: string = 'en-GB',
): string {
  const zoneName =
    new Intl.DateTimeFormat(locale, { timeZone: event.timeZone, timeZoneName: 'long' })
      .formatToParts(event.startsAt)
      .find((part) => part.type === 'timeZoneName')?.value ?? event.timeZone;
  const end = event.endsAt ? `–${clockText(event.endsAt, event.timeZone, locale)}` : '';
  return `${eventWhenText(event, locale)}${end}, ${zoneName}`;
}

/** OpenStreetMap's search for the venue: it opens in the phone's browser or map app, with no key or account. */
export function directionsUrl(event: Pick<CampaignEventSummary, 'venueName' | 'venueAddress'>): string {
  const query = [event.venueName, event.venueAddress].filter((part) => part.trim() !== '').join(', ');
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}
