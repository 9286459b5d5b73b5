/**
 * The help center's FAQ as a reader sees it, in their language (help-center.ts writes it), and its search. Browser-safe
 * and message-free: the page searches the entries its loader sent, so a phone downloads one language of the FAQ.
 */

/** The FAQ's categories; the name is also the `?category=` of a link, so it never changes with the language. */
export const FAQ_CATEGORIES = [
  'Getting Started',
  'Fees & Payment',
  'Campaign Management',
  'Privacy & Security',
  'Contributing',
  'Technical Issues',
  'Account & Profile',
] as const;

export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export interface FaqEntry {
  id: string;
  category: FaqCategory;
  question: string;
  answer: string;
  tags: string[];
}

/**
 * Text as search compares it: lower case, without accents, so "decede" finds « décédé » and "contribuicao" finds
 * « contribuição » (a phone keyboard often has no accents to hand).
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a search, folded as foldForSearch does. */
export function searchWords(query: string): string[] {
  return foldForSearch(query).split(/\s+/).filter(Boolean);
}

/** Every word of the query must appear, in any case and with or without accents, in the question, answer or tags. */
export function searchFaq(query: string, entries: readonly FaqEntry[]): FaqEntry[] {
  const words = searchWords(query);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const text = foldForSearch([entry.question, entry.answer, ...entry.tags].join('\n'));
    return words.every((word) => text.includes(word));
  });
}

/** Counts for the category sidebar; categories without entries are listed with 0. */
export function countByCategory(entries: readonly FaqEntry[]): Record<FaqCategory, number> {
  const counts = Object.fromEntries(FAQ_CATEGORIES.map((category) => [category, 0])) as Record<
    FaqCategory,
    number
  >;
  for (const entry of entries) counts[entry.category] += 1;
  return counts;
}

/**
 * Where the searched words occur in `text`, as [start, end) offsets into `text` itself: matched on the folded text,
 * so « Réponse » is marked for "reponse".
 */
export function matchRanges(text: string, words: readonly string[]): Array<[number, number]> {
  if (words.length === 0) return [];
  let folded = '';
  // origin[i]: where the i-th character of the folded text starts in `text`.
  const origin: number[] = [];
  let offset = 0;
  for (const character of text) {
    const foldedCharacter = foldForSearch(character);
    for (let index = 0; index < foldedCharacter.length; index += 1) origin.push(offset);
    folded += foldedCharacter;
    offset += character.length;
  }
  origin.push(offset);
  const escaped = words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return [...folded.matchAll(new RegExp(escaped.join('|'), 'g'))].map((match) => [
    origin[match.index] ?? 0,
    origin[match.index + match[0].length] ?? text.length,
  ]);
}
