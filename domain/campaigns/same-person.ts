/**
 * One true page per person (issue 34, decision 034): whether two campaigns' names, for people who passed away in the
 * same month, name the same person. Pure and browser-safe; the database part is find-same-person-campaigns.server.ts.
 */

import { refusalKey } from '../shared/refusal-words';

/** Words that say who someone was, not which person: "the late Dr. Amara Okafor" is Amara Okafor. */
const TITLES = new Set([
  'the',
  'late',
  'mr',
  'mrs',
  'ms',
  'miss',
  'dr',
  'prof',
  'rev',
  'pastor',
  'bishop',
  'hon',
  'sir',
  'mama',
  'baba',
  'mzee',
  'bi',
  'bw',
  'chief',
  'elder',
  'jr',
  'sr',
  'mme',
  'sra',
]);

/** A name as its words: lower case, accents and punctuation gone, titles left out ("Amára  O'Kafor" → amara okafor). */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && !TITLES.has(word));
}

/** The name in one form for comparing: its words sorted, so word order does not matter. */
export function normalisedName(name: string): string {
  return nameWords(name).sort().join(' ');
}

/** Levenshtein distance, stopping once it is past `limit` (names are short, candidates few). */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMinimum = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      rowMinimum = Math.min(rowMinimum, current[j]);
    }
    if (rowMinimum > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length];
}

/** One letter wrong in a word of 4 letters or more, two in one of 8 or more ("Okafor"/"Okafur", "Nakamya"/"Nakamyah"). */
function isCloseWord(a: string, b: string): boolean {
  if (a === b) return true;
  const shorter = Math.min(a.length, b.length);
  const allowed = shorter >= 8 ? 2 : shorter >= 4 ? 1 : 0;
  return allowed > 0 && editDistance(a, b, allowed) <= allowed;
}

/**
 * Whether two names name the same person: the same words in any order, or every word of the shorter name (two at
 * least) matching its own word of the longer one, exactly or with a letter or two wrong. So a middle name added or
 * left out ("Amara Okafor" / "Amara Ngozi Okafor"), a typo, accents, titles and word order all match; two people
 * who share only a surname ("Amara Okafor" / "Chidi Okafor") do not.
 */
export function isSamePersonName(first: string, second: string): boolean {
  const a = nameWords(first);
  const b = nameWords(second);
  if (a.length === 0 || b.length === 0) return false;
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  // A single word ("Amara") says too little unless both are that one word.
  if (shorter.length === 1 && longer.length > 1) return false;
  const unused = [...longer];
  // Exact words first, so "Ann Anne" matched against "Anne Ann" pairs each with its twin.
  const rest = shorter.filter((word) => {
    const at = unused.indexOf(word);
    if (at === -1) return true;
    unused.splice(at, 1);
    return false;
  });
  return rest.every((word) => {
    const at = unused.findIndex((other) => isCloseWord(word, other));
    if (at === -1) return false;
    unused.splice(at, 1);
    return true;
  });
}

/** 'YYYY-MM' of a 'YYYY-MM-DD' date of passing; null when there is none. */
export function monthOfPassing(dateOfPassing: string | null | undefined): string | null {
  return dateOfPassing && /^\d{4}-\d{2}/.test(dateOfPassing) ? dateOfPassing.slice(0, 7) : null;
}

/** An existing page for the same person, as the creation dialog and a refused API call show it. */
export interface SamePersonMatch {
  id: number;
  deceasedName: string;
  /** 'YYYY-MM': the month of passing both share. */
  monthOfPassing: string;
  path: string;
}

/** The code of the 409 a creation gets when it names someone who has a page and the organizer has not confirmed. */
export const SAME_PERSON_CODE = 'same_person';

/** The 409's refusal: the pages by name and address, written in the organizer's language at the edge. */
export function samePersonMessage(matches: SamePersonMatch[]): string {
  const pages = matches.map((match) => `${match.deceasedName} (${match.path})`).join(', ');
  return refusalKey('campaign_error_same_person', { pages });
}
