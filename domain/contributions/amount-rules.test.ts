import { describe, expect, it } from 'vitest';
import { refusalIn } from '../shared/refusal-words.server';
import { readAmount, requireSupportedCurrency } from './amount-rules';

/** What the edge answers for the refusal an amount rule throws, in `locale`. */
function refusalOf(rule: () => unknown, locale: 'en' | 'fr' | 'pt' | 'sw'): string {
  try {
    rule();
  } catch (error) {
    return refusalIn(locale, (error as Error).message);
  }
  throw new Error('the rule refused nothing');
}

describe('the amount rules’ refusals (issue 32)', () => {
  it('when an amount is below the minimum, then the minimum is written the reader’s way, the spec’s words in English', () => {
    const belowMinimum = () => readAmount('1', 'ZAR', 20);
    expect(refusalOf(belowMinimum, 'en')).toBe('Amount must be at least ZAR\u00a020');
    expect(refusalOf(belowMinimum, 'fr')).toBe('Le montant doit être d’au moins 20\u00a0ZAR');
  });

  it('when an amount has too many decimals or a currency is not offered, then the count and the code are placed by each language', () => {
    expect(refusalOf(() => readAmount('10.5', 'UGX', 1), 'en')).toBe('Amounts in UGX are whole numbers');
    expect(refusalOf(() => readAmount('10.555', 'KES', 1), 'pt')).toBe(
      'Os montantes em KES têm no máximo 2 casas decimais',
    );
    expect(refusalOf(() => requireSupportedCurrency('XYZ', { forCard: true }), 'sw')).toBe(
      'Sarafu hii haitumiki',
    );
  });
});
