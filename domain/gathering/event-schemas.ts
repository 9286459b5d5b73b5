import { z } from 'zod';
import { type MessageKeyWithInputs, type PlainMessageKey, refusalKey } from '../shared/refusal-words';
import { hasNullCharacter, NULL_CHARACTER_MESSAGE, SIMPLE_EMAIL_PATTERN } from '../shared/validation';
import { EVENT_KINDS } from './events';

/** Limits the family's service form and the visitor's RSVP form share with the API. */
export const EVENT_LIMITS = {
  title: 120,
  venueName: 200,
  venueAddress: 300,
  livestreamUrl: 500,
  notes: 2000,
  rsvpName: 100,
  rsvpContact: 120,
  partySizeMin: 1,
  partySizeMax: 50,
  eventsPerCampaign: 20,
} as const;

/** Kept apart from events.ts, which the campaign page's script carries: that script loads no refusal. */
export const EVENT_NOT_FOUND = refusalKey('event_error_not_found');
export const LIVESTREAM_LINK_MESSAGE = refusalKey('event_error_livestream');
export const PAST_START_MESSAGE = refusalKey('event_error_past_start');
export const END_BEFORE_START_MESSAGE = refusalKey('event_error_end_before_start');

/** A "too long" refusal of the catalogue: its one input is the limit. */
type TooLongKey = Extract<
  MessageKeyWithInputs,
  | 'event_error_title_long'
  | 'event_error_venue_long'
  | 'event_error_address_long'
  | 'event_error_livestream_long'
  | 'event_error_notes_long'
  | 'rsvp_error_name_long'
  | 'rsvp_error_contact_long'
>;

function text(missing: PlainMessageKey, tooLong: TooLongKey, max: number) {
  return z
    .string({ error: refusalKey(missing) })
    .trim()
    .min(1, refusalKey(missing))
    .max(max, refusalKey(tooLong, { max }))
    .refine((value) => !hasNullCharacter(value), NULL_CHARACTER_MESSAGE);
}

function optionalText(tooLong: TooLongKey, max: number) {
  return z
    .string()
    .trim()
    .max(max, refusalKey(tooLong, { max }))
    .refine((value) => !hasNullCharacter(value), NULL_CHARACTER_MESSAGE)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));
}

/** A real calendar day: "2026-02-30" is refused, not rolled over into March. */
function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isKnownTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value.includes('/') || value === 'UTC';
  } catch {
    return false;
  }
}

const START_TIME_MESSAGE = refusalKey('event_error_start_time');

/** The family's service form and the API body: the day and times as read on the place's clocks. */
export const campaignEventSchema = z
  .object({
    kind: z.enum(EVENT_KINDS, { error: refusalKey('event_error_kind') }),
    title: text('event_error_title', 'event_error_title_long', EVENT_LIMITS.title),
    date: z
      .string({ error: refusalKey('event_error_date_missing') })
      .trim()
      .refine(isRealDate, refusalKey('event_error_date')),
    startTime: z.string({ error: START_TIME_MESSAGE }).trim().regex(TIME_PATTERN, START_TIME_MESSAGE),
    endTime: z
      .string()
      .trim()
      .optional()
      .nullable()
      .transform((value) => (value ? value : null))
      .refine((value) => value === null || TIME_PATTERN.test(value), refusalKey('event_error_end_time')),
    timeZone: z
      .string({ error: refusalKey('event_error_time_zone') })
      .trim()
      .refine(isKnownTimeZone, refusalKey('event_error_time_zone')),
    venueName: text('event_error_venue', 'event_error_venue_long', EVENT_LIMITS.venueName),
    venueAddress: text('event_error_address', 'event_error_address_long', EVENT_LIMITS.venueAddress),
    livestreamUrl: optionalText('event_error_livestream_long', EVENT_LIMITS.livestreamUrl)
      .refine((value) => value === null || strictHttpUrl(value) !== null, LIVESTREAM_LINK_MESSAGE)
      .transform((value) => value && strictHttpUrl(value)),
    notes: optionalText('event_error_notes_long', EVENT_LIMITS.notes),
  })
  .refine((input) => input.endTime === null || input.endTime > input.startTime, {
    message: END_BEFORE_START_MESSAGE,
    path: ['endTime'],
  });

export type CampaignEventInput = z.infer<typeof campaignEventSchema>;

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's job.
const WHITESPACE_OR_CONTROL = /[\s\u0000-\u001F\u007F-\u009F]/;

/**
 * A link as the browser and a calendar will use it, or null. Strict on purpose (issue 31 item 5): `new URL`
 * silently drops tabs and line breaks, so a link carrying them is refused before parsing, as is any space or
 * control character, any scheme but http and https, and a user name or password before the host (which makes
 * "https://youtube.com@elsewhere.example" look like YouTube). What is kept is the parsed form.
 */
export function strictHttpUrl(value: string): string | null {
  if (WHITESPACE_OR_CONTROL.test(value)) return null;
  try {
    const url = new URL(value);
    const isWeb = url.protocol === 'http:' || url.protocol === 'https:';
    return isWeb && url.hostname !== '' && !url.username && !url.password ? url.href : null;
  } catch {
    return null;
  }
}

/** "I will attend": a name, how many people, and optionally a phone number or an e-mail address. */
const PARTY_SIZE_MESSAGE = refusalKey('rsvp_error_party_size');

export const rsvpSchema = z.object({
  name: text('rsvp_error_name', 'rsvp_error_name_long', EVENT_LIMITS.rsvpName),
  partySize: z.coerce
    .number({ error: PARTY_SIZE_MESSAGE })
    .int(PARTY_SIZE_MESSAGE)
    .min(EVENT_LIMITS.partySizeMin, PARTY_SIZE_MESSAGE)
    .max(EVENT_LIMITS.partySizeMax, PARTY_SIZE_MESSAGE),
  contact: optionalText('rsvp_error_contact_long', EVENT_LIMITS.rsvpContact).refine(
    (value) => value === null || isPhoneOrEmail(value),
    refusalKey('rsvp_error_contact'),
  ),
});

export type RsvpInput = z.infer<typeof rsvpSchema>;

/** Loose on purpose: the family reads it, nothing dials or mails it. */
function isPhoneOrEmail(value: string): boolean {
  if (value.includes('@')) return SIMPLE_EMAIL_PATTERN.test(value);
  return /^\+?[\d\s().-]{6,25}$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= 6;
}

/**
 * The UTC instant at which the clocks of `timeZone` show `date` `time`, or null for a time the zone skips
 * (a daylight-saving gap). Two passes of the zone's offset settle it around a change.
 */
export function zonedLocalToUtc(date: string, time: string, timeZone: string): Date | null {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  let guess = wall - offsetMilliseconds(new Date(wall), timeZone);
  guess = wall - offsetMilliseconds(new Date(guess), timeZone);
  const moment = new Date(guess);
  const shown = localParts(moment, timeZone);
  return shown.date === date && shown.time === time ? moment : null;
}

/** "YYYY-MM-DD" and "HH:MM" of a moment on the clocks of a zone: what the family's edit form shows back. */
export function localParts(moment: Date, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(moment)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

function offsetMilliseconds(moment: Date, timeZone: string): number {
  const { date, time } = localParts(moment, timeZone);
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  return asUtc - Math.floor(moment.getTime() / 60000) * 60000;
}
