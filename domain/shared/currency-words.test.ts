import { describe, expect, it } from 'vitest';
import { currencyIn } from './currency-words';

describe('a currency named in the reader’s language', () => {
  it('when the reader reads English, then it is the name Pamoja lists, with its symbol', () => {
    expect(currencyIn('KES', 'en')).toEqual({ code: 'KES', symbol: 'KSh', name: 'Kenyan Shilling' });
  });

  it('when the reader reads French or Swahili, then the same currency is named in their language', () => {
    expect(currencyIn('KES', 'fr').name).toBe('shilling kényan');
    expect(currencyIn('KES', 'sw').name).toBe('Shilingi ya Kenya');
    expect(currencyIn('XOF', 'fr').name).toBe('franc CFA (BCEAO)');
  });

  it('when a code is not one Pamoja lists, then the code stands for its name and symbol in English', () => {
    expect(currencyIn('ZZZ', 'en')).toEqual({ code: 'ZZZ', symbol: 'ZZZ', name: 'ZZZ' });
  });
});
