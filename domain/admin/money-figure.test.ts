import { describe, expect, it } from 'vitest';
import { moneyFigureOf, sumByCurrency } from './money-figure';

describe('admin money figures', () => {
  it('sums decimal strings exactly per currency, whatever the currency', () => {
    expect(
      sumByCurrency([
        { currency: 'ZAR', amount: '0.10' },
        { currency: 'USD', amount: '5' },
        { currency: 'ZAR', amount: '0.2' },
        { currency: 'UGX', amount: '4988.70' },
        { currency: 'ZAR', amount: '-1.05' },
      ]),
    ).toEqual([
      { currency: 'ZAR', amount: '-0.75' },
      { currency: 'USD', amount: '5.00' },
      { currency: 'UGX', amount: '4988.70' },
    ]);
  });

  it('drops empty currencies, puts the largest in USD first and sums the approximate USD', () => {
    expect(
      moneyFigureOf([
        { currency: 'ZAR', amount: '1970.00' },
        { currency: 'USD', amount: '150.00' },
        { currency: 'KES', amount: '0.00' },
        { currency: 'GBP', amount: null },
      ]),
    ).toEqual({
      byCurrency: [
        { currency: 'USD', amount: '150.00' },
        { currency: 'ZAR', amount: '1970.00' },
      ],
      usdApproximate: 256.49,
    });
  });
});
