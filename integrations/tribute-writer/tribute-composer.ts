import { relationshipToDeceasedPhrase } from '../../domain/shared/relationships';
import type { TributeRequest, TributeWriter } from './tribute-writer';

/**
 * Works offline, with no model: a tribute assembled from a few hand-written sentences per part (opening, life,
 * character, closing). The person is "they": we do not know, and must not guess, how the family speaks of them.
 */

type Part = (facts: Facts) => string | null;

interface Facts {
  name: string;
  firstName: string;
  /** "As their child" or "As a member of their family". */
  asRelation: string;
  lifeSpan: string | null;
  place: string | null;
}

function asRelationOf(relationship: string): string {
  const value = relationship.trim();
  const key = value.toLowerCase().replace(/[\s-]+/g, '_');
  if (!value || key === 'other' || key === 'family_member' || key === 'family')
    return 'As a member of their family';
  const words = relationshipToDeceasedPhrase(key) ?? value.toLowerCase();
  return `As their ${words}`;
}

function lifeSpanOf({ birthYear, dateOfPassing }: TributeRequest): string | null {
  const passingYear = dateOfPassing ? Number(dateOfPassing.slice(0, 4)) : undefined;
  if (birthYear && passingYear) return `${birthYear} to ${passingYear}`;
  if (birthYear) return `born in ${birthYear}`;
  return null;
}

const OPENINGS: Part[] = [
  ({ name }) => `It is with heavy hearts that we remember ${name}.`,
  ({ name }) => `We gather, near and far, to honor the life of ${name}.`,
  ({ name }) => `${name} touched more lives than we will ever be able to count.`,
  ({ name }) => `There are people whose kindness changes everyone around them, and ${name} was one of them.`,
  ({ name }) => `Today we celebrate ${name}, and the love they gave so freely.`,
];

const LIVES: Part[] = [
  ({ firstName, lifeSpan, place }) =>
    lifeSpan && place
      ? `From ${lifeSpan}, ${firstName} filled ${place} with warmth, laughter and quiet strength.`
      : null,
  ({ firstName, place }) =>
    place ? `In ${place}, ${firstName} was known for an open door and a full table.` : null,
  ({ firstName, lifeSpan }) =>
    lifeSpan ? `Across the years, ${lifeSpan}, ${firstName} gave far more than they ever asked for.` : null,
  ({ firstName }) => `${firstName} met every day with patience, faith and a generous heart.`,
  ({ firstName }) => `Wherever ${firstName} went, people felt welcome and a little less alone.`,
];

const CHARACTERS: Part[] = [
  ({ asRelation, firstName }) =>
    `${asRelation}, I will always carry the lessons ${firstName} taught me: to be kind, to work hard and to never let anyone grieve alone.`,
  ({ asRelation, firstName }) =>
    `${asRelation}, I saw every day how ${firstName} showed up for the people they loved, in good times and in hard ones.`,
  ({ asRelation, firstName }) =>
    `${asRelation}, I hold close the stories, the advice and the laughter that ${firstName} shared with us.`,
  ({ firstName }) =>
    `Family, friends and neighbors will remember ${firstName}'s gentle wisdom and the way they made each of us feel seen.`,
];

const CLOSINGS: Part[] = [
  ({ firstName }) =>
    `We are coming together to give ${firstName} the farewell they deserve and to support the family they leave behind. Every contribution, memory and prayer means more than words can say.`,
  ({ firstName }) =>
    `Please help us honor ${firstName}'s memory by supporting the family during this difficult time, and by sharing a memory of your own.`,
  ({ firstName }) =>
    `Your support will help the family through the days ahead, just as ${firstName} always helped others. Thank you for standing with us.`,
  ({ firstName }) =>
    `Rest in peace, ${firstName}. Your love lives on in all of us, and together we will carry your family through this time.`,
];

function pick(parts: Part[], facts: Facts, random: () => number): string {
  const usable = parts.map((part) => part(facts)).filter((text): text is string => text !== null);
  return usable[Math.floor(random() * usable.length)] ?? '';
}

function factsOf(request: TributeRequest): Facts {
  const name = request.deceasedName.trim().replace(/\s+/g, ' ');
  return {
    name,
    firstName: name.split(' ')[0] ?? name,
    asRelation: asRelationOf(request.relationship),
    lifeSpan: lifeSpanOf(request),
    place: request.location?.trim() || null,
  };
}

const REMEMBERED_REQUESTS = 1000;

/** Never hands the same inputs the same text twice in a row: "Help me find words" again gives something new. */
export function createTributeComposer(random: () => number = Math.random): TributeWriter {
  const lastTextByRequest = new Map<string, string>();
  return {
    async write(request) {
      const facts = factsOf(request);
      const key = JSON.stringify(facts);
      const previous = lastTextByRequest.get(key);
      let text = '';
      for (let attempt = 0; attempt < 20 && (text === '' || text === previous); attempt += 1) {
        text = [OPENINGS, LIVES, CHARACTERS, CLOSINGS].map((parts) => pick(parts, facts, random)).join(' ');
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
