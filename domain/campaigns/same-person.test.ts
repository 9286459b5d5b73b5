import { describe, expect, it } from 'vitest';
import { editDistance, isSamePersonName, monthOfPassing, nameWords, normalisedName } from './same-person';

describe('the same person (decision 034)', () => {
  it('when names differ only by case, accents, punctuation, spaces, titles or word order, then they match', () => {
    expect(nameWords("  The late Dr. Amára  O'Kafor ")).toEqual(['amara', 'okafor']);
    expect(normalisedName('Okafor, Amara')).toBe(normalisedName('amara okafor'));
    for (const other of [
      'AMARA OKAFOR',
      'Amára Okafor',
      'Okafor Amara',
      'Mama Amara Okafor',
      'Amara  Okafor.',
    ]) {
      expect(isSamePersonName('Amara Okafor', other), other).toBe(true);
    }
  });

  it('when a middle name is added or a letter is wrong, then they match', () => {
    expect(isSamePersonName('Amara Okafor', 'Amara Ngozi Okafor')).toBe(true);
    expect(isSamePersonName('Amara Okafor', 'Amara Okafur')).toBe(true);
    expect(isSamePersonName('Nakamya Wolfeschlegel', 'Nakamyah Wolfeschlegl')).toBe(true);
  });

  it('when only a surname or a first name is shared, or a short word differs, then they do not match', () => {
    expect(isSamePersonName('Amara Okafor', 'Chidi Okafor')).toBe(false);
    expect(isSamePersonName('Amara Okafor', 'Amara')).toBe(false);
    expect(isSamePersonName('Amara Okafor', 'Amara Okonkwo')).toBe(false);
    expect(isSamePersonName('Ali Juma', 'Ada Juma')).toBe(false);
    expect(isSamePersonName('', 'Amara Okafor')).toBe(false);
  });

  it('edit distance and the month of passing', () => {
    expect(editDistance('okafor', 'okafur')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('abcdef', 'uvwxyz', 1)).toBe(2);
    expect(monthOfPassing('2025-09-14')).toBe('2025-09');
    expect(monthOfPassing('2025-09')).toBe('2025-09');
    expect(monthOfPassing(null)).toBeNull();
  });
});
