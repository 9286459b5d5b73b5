import { m } from '../../paraglide/messages';
import { BASE_LOCALE, type Locale, messageIn } from '../shared/locales';
import {
  type CampaignEventSummary,
  type EventKind,
  eventWhenText,
  nextUpcomingEvent,
  zonePlaceName,
} from './events';

/** Each kind of service's name in the catalogue: the family's form, the campaign page, the RSVP page and the .ics. */
export const EVENT_KIND_WORDS = {
  vigil: m.event_kind_vigil,
  funeral: m.event_kind_funeral,
  burial: m.event_kind_burial,
  memorial: m.event_kind_memorial,
  other: m.event_kind_other,
} satisfies Record<EventKind, unknown>;

/** A stored kind's name in `locale`; a kind no longer offered reads as a gathering. */
export function eventKindIn(locale: Locale, kind: string): string {
  return messageIn(locale, EVENT_KIND_WORDS[kind as EventKind] ?? EVENT_KIND_WORDS.other);
}

/**
 * The dates of a text written in `language`: `formats` (the reader's Intl locale, "fr-CI") when it is of that
 * language, else the language itself; English as in Britain ("Saturday 14 March"), as the family's pages write it.
 */
function dateLocaleOf(language: Locale, formats: string | undefined): string {
  if (formats && formats.split('-')[0]?.toLowerCase() === language) return formats;
  return language === BASE_LOCALE ? 'en-GB' : language;
}

/**
 * "Funeral service: Saturday 14 March, 10:00 Nairobi time, All Saints Cathedral, Nairobi.", in `language` (the
 * campaign's, for the WhatsApp status, the share text and the link preview): the zone named, so a relative abroad who
 * reads it in a WhatsApp group knows whose clock it is.
 */
export function eventOneLine(
  event: CampaignEventSummary,
  language: Locale = BASE_LOCALE,
  formats?: string,
): string {
  const venue = [event.venueName, event.venueAddress].filter((part) => part.trim() !== '').join(', ');
  const words = {
    kind: eventKindIn(language, event.kind),
    when: eventWhenText(event, dateLocaleOf(language, formats)),
    zone: zonePlaceName(event.timeZone),
  };
  return venue
    ? messageIn(language, m.event_one_line, { ...words, venue })
    : messageIn(language, m.event_one_line_no_venue, words);
}

/** A service this close is worth naming wherever the link is shared (its preview, the share text). */
const NEAR_EVENT_MS = 14 * 24 * 60 * 60 * 1000;

/** The next service's one line, in `language`, when it is within two weeks, else null. */
export function nearEventLine(
  events: readonly CampaignEventSummary[],
  now: Date,
  language: Locale = BASE_LOCALE,
  formats?: string,
): string | null {
  const next = nextUpcomingEvent(events, now);
  if (!next || next.startsAt.getTime() - now.getTime() > NEAR_EVENT_MS) return null;
  return eventOneLine(next, language, formats);
}
