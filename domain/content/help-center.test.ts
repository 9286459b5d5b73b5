import { describe, expect, it } from 'vitest';
import { countByCategory, FAQ_CATEGORIES, FAQ_ENTRIES, searchFaq } from './help-center';

describe('help center FAQ', () => {
  it('when the entries are read, then there are 15 covering all 7 categories', () => {
    expect(FAQ_ENTRIES).toHaveLength(15);
    expect(new Set(FAQ_ENTRIES.map((entry) => entry.category))).toEqual(new Set(FAQ_CATEGORIES));
  });

  it('when the ids are compared, then they are all different', () => {
    expect(new Set(FAQ_ENTRIES.map((entry) => entry.id)).size).toBe(FAQ_ENTRIES.length);
  });

  it('when an entry is shown, then it has a question, an answer and at least one tag', () => {
    for (const entry of FAQ_ENTRIES) {
      expect(entry.question.trim()).not.toBe('');
      expect(entry.answer.trim()).not.toBe('');
      expect(entry.tags.length).toBeGreaterThan(0);
    }
  });
});

describe('searchFaq', () => {
  it('when the query is a word found only in tags, then the tagged entry is found', () => {
    const inText = FAQ_ENTRIES.filter((entry) =>
      `${entry.question} ${entry.answer}`.toLowerCase().includes('mpesa'),
    );
    expect(inText).toEqual([]);

    expect(searchFaq('mpesa').map((entry) => entry.id)).toEqual(['mobile-wallet']);
  });

  it('when the query differs in case, then it still matches', () => {
    expect(searchFaq('WHATSAPP').map((entry) => entry.id)).toContain('share-whatsapp');
  });

  it('when the query has several words, then only entries containing every word are returned', () => {
    const results = searchFaq('fee card');
    expect(results.map((entry) => entry.id)).toContain('card-fees');
    for (const entry of results) {
      const text = [entry.question, entry.answer, ...entry.tags].join(' ').toLowerCase();
      expect(text).toContain('fee');
      expect(text).toContain('card');
    }
  });

  it('when the query is empty or blank, then every entry is returned', () => {
    expect(searchFaq('')).toEqual([...FAQ_ENTRIES]);
    expect(searchFaq('   ')).toHaveLength(15);
  });

  it('when nothing matches, then the result is empty', () => {
    expect(searchFaq('zebra crossing')).toEqual([]);
  });
});

describe('countByCategory', () => {
  it('when all entries are counted, then the counts cover every category and sum to 15', () => {
    const counts = countByCategory();
    expect(Object.keys(counts).sort()).toEqual([...FAQ_CATEGORIES].sort());
    expect(Object.values(counts).reduce((sum, count) => sum + count, 0)).toBe(15);
    for (const category of FAQ_CATEGORIES) expect(counts[category]).toBeGreaterThan(0);
  });

  it('when search results are counted, then categories without results show 0', () => {
    const counts = countByCategory(searchFaq('password'));
    expect(counts['Account & Profile']).toBe(1);
    expect(counts['Getting Started']).toBe(0);
  });
});
