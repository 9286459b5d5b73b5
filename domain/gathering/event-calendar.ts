import { m } from '../../paraglide/messages';
import { BASE_LOCALE, type Locale, messagesIn } from '../shared/locales';
import { eventKindIn } from './event-kind-words';
import { strictHttpUrl } from './event-schemas';
import type { CampaignEventSummary } from './events';

/**
 * "Add to calendar": one service as an iCalendar file (RFC 5545). Times are written in UTC ("…Z"): every
 * calendar shows them on the reader's clock without a VTIMEZONE block that would have to copy the zone's rules,
 * and the place's zone is named in the description so nobody wonders which 10:00 was meant.
 */
export interface CalendarEvent extends CampaignEventSummary {
  livestreamUrl: string | null;
  notes: string | null;
  updatedAt: Date;
}

/** A service with no end time fills two hours in the calendar, the usual length of a funeral service. */
const DEFAULT_LENGTH_MS = 2 * 60 * 60 * 1000;

/**
 * The file's words are in `language`, the campaign's own (decision 030): the file is shared onward like the link.
 */
export function eventCalendarFile(
  event: CalendarEvent,
  context: { campaignUrl: string; host: string; deceasedName: string; language?: Locale },
): string {
  const language = context.language ?? BASE_LOCALE;
  const say = messagesIn(language);
  // A stored link from before the strict check may be unsafe: it is then left out of the file altogether.
  const livestreamUrl = event.livestreamUrl === null ? null : strictHttpUrl(event.livestreamUrl);
  const description = [
    event.notes,
    livestreamUrl ? say(m.calendar_livestream, { url: livestreamUrl }) : null,
    say(m.calendar_times_in, { zone: event.timeZone }),
    say(m.calendar_in_memory, { name: context.deceasedName, url: context.campaignUrl }),
  ]
    .filter((line): line is string => Boolean(line))
    .join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Pamoja//Services//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    textProperty('UID', `event-${event.id}@${context.host}`),
    `DTSTAMP:${utcStamp(event.updatedAt)}`,
    `DTSTART:${utcStamp(event.startsAt)}`,
    `DTEND:${utcStamp(event.endsAt ?? new Date(event.startsAt.getTime() + DEFAULT_LENGTH_MS))}`,
    textProperty(
      'SUMMARY',
      say(m.calendar_summary, { kind: eventKindIn(language, event.kind), title: event.title }),
    ),
    textProperty('LOCATION', [event.venueName, event.venueAddress].join(', ')),
    textProperty('DESCRIPTION', description),
    ...(livestreamUrl ? [foldLine(`URL:${livestreamUrl}`)] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** A readable file name: "funeral-service-14-march.ics" style, ASCII only. */
export function eventCalendarFileName(event: Pick<CalendarEvent, 'title' | 'startsAt'>): string {
  const slug = `${event.title} ${event.startsAt.toISOString().slice(0, 10)}`
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60);
  return `${slug || 'service'}.ics`;
}

/** 20260314T070000Z */
export function utcStamp(moment: Date): string {
  return moment
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Every control character but tab and line feed: carriage returns included. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is this pattern's job.
const TEXT_FORBIDDEN_CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F]/g;

/**
 * RFC 5545 §3.3.11: backslash, semicolon and comma escaped, a line break written as \n. A carriage return is
 * dropped, and so is every other control character TEXT may not hold: a raw line break would end the property
 * and let the text add its own (an attachment, an alarm).
 */
export function escapeText(value: string): string {
  return value
    .replace(TEXT_FORBIDDEN_CONTROLS, '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n');
}

/** One TEXT property, escaped and folded: the only way text enters the file. */
export function textProperty(name: string, value: string): string {
  return foldLine(`${name}:${escapeText(value)}`);
}

/** RFC 5545 §3.1: lines of at most 75 octets, continued with CRLF and a space; never splits a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}
