import { BASE_LOCALE, type Locale, messageIn } from '../../domain/shared/locales';
import { RELATIONSHIPS_TO_DECEASED } from '../../domain/shared/relationships';
import { m } from '../../paraglide/messages';
import type { TributeRequest, TributeWriter } from './tribute-writer';

/**
 * Works offline, with no model: a tribute assembled from a few sentences per part (opening, life, character,
 * closing), each a message of the catalogue written in the organizer's language. The person is "they": we do not
 * know, and must not guess, how the family speaks of them, so no translation gives them a gender either.
 */

type Part = (facts: Facts, locale: Locale) => string | null;

interface Facts {
  name: string;
  firstName: string;
  /** A known relationship's value ("child"), "family" for a family member or none, else the text as typed. */
  relation: string;
  born: string | null;
  died: string | null;
  place: string | null;
}

const FAMILY_WORDS = new Set(['', 'other', 'family_member', 'family']);

function relationOf(relationship: string): string {
  const value = relationship.trim();
  const key = value.toLowerCase().replace(/[\s-]+/g, '_');
  if (FAMILY_WORDS.has(key)) return 'family';
  return (RELATIONSHIPS_TO_DECEASED as readonly string[]).includes(key) ? key : value.toLowerCase();
}

/** "As their child", or "As a member of their family": the organizer speaking, in their own language. */
const asRelation = ({ relation }: Facts, locale: Locale) =>
  messageIn(locale, m.tribute_as_relation, { relation });

const OPENINGS: Part[] = [
  ({ name }, locale) => messageIn(locale, m.tribute_opening_remember, { name }),
  ({ name }, locale) => messageIn(locale, m.tribute_opening_gather, { name }),
  ({ name }, locale) => messageIn(locale, m.tribute_opening_lives, { name }),
  ({ name }, locale) => messageIn(locale, m.tribute_opening_kindness, { name }),
  ({ name }, locale) => messageIn(locale, m.tribute_opening_celebrate, { name }),
];

const LIVES: Part[] = [
  ({ firstName, born, died, place }, locale) =>
    born && died && place
      ? messageIn(locale, m.tribute_life_years_place, { firstName, born, died, place })
      : null,
  ({ firstName, place }, locale) =>
    place ? messageIn(locale, m.tribute_life_place, { firstName, place }) : null,
  ({ firstName, born, died }, locale) =>
    born && died
      ? messageIn(locale, m.tribute_life_years, { firstName, born, died })
      : born
        ? messageIn(locale, m.tribute_life_born, { firstName, born })
        : null,
  ({ firstName }, locale) => messageIn(locale, m.tribute_life_patience, { firstName }),
  ({ firstName }, locale) => messageIn(locale, m.tribute_life_welcome, { firstName }),
];

const CHARACTERS: Part[] = [
  (facts, locale) =>
    messageIn(locale, m.tribute_character_lessons, {
      asRelation: asRelation(facts, locale),
      firstName: facts.firstName,
    }),
  (facts, locale) =>
    messageIn(locale, m.tribute_character_present, {
      asRelation: asRelation(facts, locale),
      firstName: facts.firstName,
    }),
  (facts, locale) =>
    messageIn(locale, m.tribute_character_stories, {
      asRelation: asRelation(facts, locale),
      firstName: facts.firstName,
    }),
  ({ firstName }, locale) => messageIn(locale, m.tribute_character_wisdom, { firstName }),
];

const CLOSINGS: Part[] = [
  ({ firstName }, locale) => messageIn(locale, m.tribute_closing_farewell, { firstName }),
  ({ firstName }, locale) => messageIn(locale, m.tribute_closing_memory, { firstName }),
  ({ firstName }, locale) => messageIn(locale, m.tribute_closing_support, { firstName }),
  ({ firstName }, locale) => messageIn(locale, m.tribute_closing_rest, { firstName }),
];

function pick(parts: Part[], facts: Facts, locale: Locale, random: () => number): string {
  const usable = parts.map((part) => part(facts, locale)).filter((text): text is string => text !== null);
  return usable[Math.floor(random() * usable.length)] ?? '';
}

function factsOf(request: TributeRequest): Facts {
  const name = request.deceasedName.trim().replace(/\s+/g, ' ');
  return {
    name,
    firstName: name.split(' ')[0] ?? name,
    relation: relationOf(request.relationship),
    born: request.birthYear ? String(request.birthYear) : null,
    died: request.dateOfPassing?.slice(0, 4) || null,
    place: request.location?.trim() || null,
  };
}

const REMEMBERED_REQUESTS = 1000;

/** Never hands the same inputs the same text twice in a row: "Help me find words" again gives something new. */
export function createTributeComposer(random: () => number = Math.random): TributeWriter {
  const lastTextByRequest = new Map<string, string>();
  return {
    async write(request) {
      const locale = request.locale ?? BASE_LOCALE;
      const facts = factsOf(request);
      const key = JSON.stringify([locale, facts]);
      const previous = lastTextByRequest.get(key);
      let text = '';
      for (let attempt = 0; attempt < 20 && (text === '' || text === previous); attempt += 1) {
        text = [OPENINGS, LIVES, CHARACTERS, CLOSINGS]
          .map((parts) => pick(parts, facts, locale, random))
          .join(' ');
      }
      lastTextByRequest.delete(key);
      lastTextByRequest.set(key, text);
      if (lastTextByRequest.size > REMEMBERED_REQUESTS) {
        lastTextByRequest.delete(lastTextByRequest.keys().next().value as string);
      }
      return text;
    },
  };
}
