import { describe, expect, it } from 'vitest';
import { LOCALES } from '../shared/locales';
import { countByCategory, FAQ_CATEGORIES, matchRanges, searchFaq, searchWords } from './faq-search';
import { faqIn } from './help-center';

const english = faqIn('en').entries;
const ids = (entries: readonly { id: string }[]) => entries.map((entry) => entry.id);

describe('help center FAQ', () => {
  it('when the entries are read, then there are 15 covering all 7 categories', () => {
    expect(english).toHaveLength(15);
    expect(new Set(english.map((entry) => entry.category))).toEqual(new Set(FAQ_CATEGORIES));
  });

  it('when the ids are compared, then they are all different', () => {
    expect(new Set(ids(english)).size).toBe(english.length);
  });

  it.each(LOCALES)(
    'when the FAQ is read in %s, then every entry has its question, answer and tags, and every category its name',
    (locale) => {
      const { entries, categoryNames } = faqIn(locale);
      expect(ids(entries)).toEqual(ids(english));
      for (const entry of entries) {
        expect(entry.question.trim()).not.toBe('');
        expect(entry.answer.trim()).not.toBe('');
        expect(entry.tags.length).toBeGreaterThan(0);
        expect(entry.answer).not.toMatch(/[{}]/);
      }
      for (const category of FAQ_CATEGORIES) expect(categoryNames[category].trim()).not.toBe('');
    },
  );

  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    'when the FAQ is read in %s, then no question or answer is the English one',
    (locale) => {
      const { entries } = faqIn(locale);
      entries.forEach((entry, index) => {
        expect(entry.question).not.toBe(english[index]?.question);
        expect(entry.answer).not.toBe(english[index]?.answer);
      });
    },
  );

  it('when an answer states the fees, then it writes the figures as the reader writes them', () => {
    const cardFees = (locale: 'en' | 'fr') => faqIn(locale).entries.find((entry) => entry.id === 'card-fees');
    expect(cardFees('en')?.answer).toContain('a platform fee of 6% of the amount');
    expect(cardFees('en')?.answer).toContain('on a 100 USD gift the fees are 9.20 USD');
    expect(cardFees('fr')?.answer).toContain('6\u00a0%');
    expect(cardFees('fr')?.answer).toContain('90,80 USD');
  });
});

describe('searchFaq', () => {
  it('when the query is a word found only in tags, then the tagged entry is found', () => {
    const inText = english.filter((entry) =>
      `${entry.question} ${entry.answer}`.toLowerCase().includes('mpesa'),
    );
    expect(inText).toEqual([]);

    expect(ids(searchFaq('mpesa', english))).toEqual(['mobile-wallet']);
  });

  it('when the query differs in case, then it still matches', () => {
    expect(ids(searchFaq('WHATSAPP', english))).toContain('share-whatsapp');
  });

  it('when the query has several words, then only entries containing every word are returned', () => {
    const results = searchFaq('fee card', english);
    expect(ids(results)).toContain('card-fees');
    for (const entry of results) {
      const text = [entry.question, entry.answer, ...entry.tags].join(' ').toLowerCase();
      expect(text).toContain('fee');
      expect(text).toContain('card');
    }
  });

  it('when the query is empty or blank, then every entry is returned', () => {
    expect(searchFaq('', english)).toEqual(english);
    expect(searchFaq('   ', english)).toHaveLength(15);
  });

  it('when nothing matches, then the result is empty', () => {
    expect(searchFaq('zebra crossing', english)).toEqual([]);
  });

  it('when a French reader searches a French word, then the French answer is found, accents typed or not', () => {
    const french = faqIn('fr').entries;
    expect(ids(searchFaq('remboursés', french))).toEqual(['mobile-wallet']);
    expect(ids(searchFaq('rembourses', french))).toEqual(['mobile-wallet']);
    expect(ids(searchFaq('mot de passe', french))).toContain('reset-password');
    // The English FAQ does not answer a French word: the search reads the reader's language.
    expect(searchFaq('remboursés', english)).toEqual([]);
  });

  it('when a Swahili or Portuguese reader searches their own word, then their answer is found', () => {
    expect(ids(searchFaq('nenosiri', faqIn('sw').entries))).toContain('reset-password');
    expect(ids(searchFaq('palavra-passe', faqIn('pt').entries))).toContain('reset-password');
  });
});

describe('matchRanges', () => {
  it('when a word is searched without its accents, then the accented text is marked where it is', () => {
    const text = 'Les paiements ne peuvent pas être remboursés.';
    const [range] = matchRanges(text, searchWords('REMBOURSES'));
    expect(range && text.slice(...range)).toBe('remboursés');
  });

  it('when nothing is searched, then nothing is marked', () => {
    expect(matchRanges('Anything', [])).toEqual([]);
  });
});

describe('countByCategory', () => {
  it('when all entries are counted, then the counts cover every category and sum to 15', () => {
    const counts = countByCategory(english);
    expect(Object.keys(counts).sort()).toEqual([...FAQ_CATEGORIES].sort());
    expect(Object.values(counts).reduce((sum, count) => sum + count, 0)).toBe(15);
    for (const category of FAQ_CATEGORIES) expect(counts[category]).toBeGreaterThan(0);
  });

  it('when search results are counted, then categories without results show 0', () => {
    const counts = countByCategory(searchFaq('password', english));
    expect(counts['Account & Profile']).toBe(1);
    expect(counts['Getting Started']).toBe(0);
  });
});
