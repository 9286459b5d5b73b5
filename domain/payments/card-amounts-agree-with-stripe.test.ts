import { describe, expect, it } from 'vitest';
import { checkChargeAmount, checkCurrency } from '../../tests/setup/fake-stripe/currency-rules';
import { CURRENCIES, storedExponent } from '../shared/currencies';
import { providerScale } from '../shared/money';
import { minimumCardAmount } from './fees';

/**
 * The app's own card amount rules (the smallest gift, whole units, Stripe's units) checked against Stripe's
 * documented ones as the faithful fake models them, for every currency the card wizard offers (issue 12 item 9).
 */
const cardCurrencies = CURRENCIES.filter((currency) => currency.stripeSupported).map(({ code }) => code);

function stripeRefusalOf(amountMinor: number, code: string): string | null {
  try {
    checkCurrency(code.toLowerCase());
    checkChargeAmount(amountMinor * providerScale(code), code.toLowerCase(), {
      settlementCurrency: 'usd',
      enforceMinimumCharge: true,
    });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('card amounts as Stripe reads them', () => {
  it.each(cardCurrencies)('the smallest card gift in %s is a charge Stripe accepts', (code) => {
    const smallestGiftMinor = minimumCardAmount(code) * 10 ** storedExponent(code);
    expect(stripeRefusalOf(smallestGiftMinor, code)).toBeNull();
  });
});
