import { m } from '../../paraglide/messages';
import { type Locale, messageIn } from '../shared/locales';
import type { EventKind } from './events';

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
