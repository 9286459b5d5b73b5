import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  convertFromUsd,
  convertToUsd,
  formatMoney,
  getCurrency,
  isCampaignCurrency,
  kickstartAmount,
  minorUnitExponent,
  rateFor,
  roundSuggestedAmount,
  roundToMinorUnit,
  suggestedAmounts,
} from './currencies';

describe('currency table', () => {
  it('when the specification rates are looked up, then they match the campaign-display table exactly', () => {
    const specificationRates = {
      USD: 1,
      ZAR: 18.5,
      NGN: 750,
      KES: 125,
      GHS: 12,
      UGX: 2500,
      TZS: 2400,
      ZMW: 27,
      BWP: 13.5,
      MWK: 1650,
      GBP: 0.79,
      EUR: 0.92,
      CAD: 1.35,
      AUD: 1.5,
    };
    for (const [code, rate] of Object.entries(specificationRates)) {
      expect(rateFor(code), code).toBe(rate);
    }
  });

  it('when a currency is unknown, then its rate is 1', () => {
    expect(rateFor('XYZ')).toBe(1);
    expect(getCurrency('XYZ')).toBeUndefined();
  });

  it('when a code is given in lower case, then the currency is still found', () => {
    expect(getCurrency('zar')?.symbol).toBe('R');
    expect(rateFor('kes')).toBe(125);
  });

  it('when the table is listed, then it holds 65 to 110 currencies with unique codes and positive rates', () => {
    expect(CURRENCIES.length).toBeGreaterThanOrEqual(65);
    expect(CURRENCIES.length).toBeLessThanOrEqual(110);
    expect(new Set(CURRENCIES.map((entry) => entry.code)).size).toBe(CURRENCIES.length);
    for (const entry of CURRENCIES) {
      expect(entry.code, entry.code).toMatch(/^[A-Z]{3}$/);
      expect(entry.ratePerUsd, entry.code).toBeGreaterThan(0);
      expect(entry.symbol, entry.code).not.toBe('');
      expect(entry.flag, entry.code).not.toBe('');
    }
  });

  it('when the selector shows its first 20 currencies, then they are the agreed ones in order', () => {
    expect(CURRENCIES.slice(0, 20).map((entry) => entry.code)).toEqual([
      'USD',
      'EUR',
      'GBP',
      'ZAR',
      'NGN',
      'KES',
      'GHS',
      'UGX',
      'TZS',
      'ZMW',
      'BWP',
      'MWK',
      'RWF',
      'ZWL',
      'CAD',
      'AUD',
      'XOF',
      'XAF',
      'ETB',
      'EGP',
    ]);
  });

  it('when card support is checked, then the currencies Stripe cannot charge are left out (issue 12 item 9)', () => {
    expect(CURRENCIES.filter((entry) => !entry.stripeSupported).map((entry) => entry.code)).toEqual([
      'GHS',
      'ZWL',
      'SDG',
      'SSP',
    ]);
  });

  it('when a campaign picks its currency, then any currency still in use will do, cedis included', () => {
    expect(isCampaignCurrency('GHS')).toBe(true);
    expect(isCampaignCurrency('usd')).toBe(true);
    expect(isCampaignCurrency('ZWL')).toBe(false);
    expect(isCampaignCurrency('XYZ')).toBe(false);
  });

  it('when the banner currencies are shown, then they carry the specification symbols', () => {
    const symbols = Object.fromEntries(
      ['USD', 'ZAR', 'NGN', 'KES', 'GHS', 'UGX', 'TZS', 'ZMW', 'BWP', 'MWK', 'GBP', 'EUR', 'CAD', 'AUD'].map(
        (code) => [code, getCurrency(code)?.symbol],
      ),
    );
    expect(symbols).toEqual({
      USD: '$',
      ZAR: 'R',
      NGN: '₦',
      KES: 'KSh',
      GHS: '₵',
      UGX: 'USh',
      TZS: 'TSh',
      ZMW: 'ZK',
      BWP: 'P',
      MWK: 'MK',
      GBP: '£',
      EUR: '€',
      CAD: 'C$',
      AUD: 'A$',
    });
  });
});

describe('minorUnitExponent', () => {
  it('when the currency is on the card processor zero-decimal list, then the exponent is 0', () => {
    for (const code of ['UGX', 'JPY', 'XOF', 'XAF', 'RWF', 'KRW']) {
      expect(minorUnitExponent(code), code).toBe(0);
    }
  });

  it('when the currency has cents, then the exponent is 2', () => {
    for (const code of ['USD', 'EUR', 'ZAR', 'KES', 'usd']) {
      expect(minorUnitExponent(code), code).toBe(2);
    }
  });

  it('when Intl rounds a two-decimal card currency to whole units, then the exponent is still 2', () => {
    expect(minorUnitExponent('IDR')).toBe(2);
    expect(minorUnitExponent('HUF')).toBe(2);
  });

  it('when the currency has three decimals, then the exponent is 3', () => {
    expect(minorUnitExponent('KWD')).toBe(3);
  });

  it('when the code is not a valid currency code, then the exponent defaults to 2', () => {
    expect(minorUnitExponent('not-a-code')).toBe(2);
  });
});

describe('conversion', () => {
  it('when US dollars are converted, then the result is rounded to 2 decimals', () => {
    expect(convertFromUsd(10, 'ZAR')).toBe(185);
    expect(convertFromUsd(1.23, 'GBP')).toBe(0.97);
    expect(convertFromUsd(5, 'XYZ')).toBe(5);
  });

  it('when a local amount is converted back, then the US dollar value is rounded to 2 decimals', () => {
    expect(convertToUsd(185, 'ZAR')).toBe(10);
    expect(convertToUsd(100, 'NGN')).toBe(0.13);
  });
});

describe('kickstartAmount', () => {
  it('when the kickstart is localised, then 20 USD is converted and rounded to a whole number', () => {
    expect(kickstartAmount('USD')).toBe(20);
    expect(kickstartAmount('ZAR')).toBe(370);
    expect(kickstartAmount('NGN')).toBe(15000);
    expect(kickstartAmount('KES')).toBe(2500);
    expect(kickstartAmount('BWP')).toBe(270);
  });
});

describe('suggested amounts', () => {
  it('when an amount is rounded, then the step depends on its size', () => {
    expect(roundSuggestedAmount(7.4)).toBe(7);
    expect(roundSuggestedAmount(16)).toBe(15);
    expect(roundSuggestedAmount(18.5)).toBe(20);
    expect(roundSuggestedAmount(925)).toBe(930);
    expect(roundSuggestedAmount(1850)).toBe(1900);
    expect(roundSuggestedAmount(6250)).toBe(6300);
  });

  it('when the currency is USD, then the suggestions are 20, 50, 100 and 200', () => {
    expect(suggestedAmounts('USD')).toEqual([20, 50, 100, 200]);
  });

  it('when the currency is ZAR, then the converted suggestions are rounded by size', () => {
    expect(suggestedAmounts('ZAR')).toEqual([370, 930, 1900, 3700]);
  });

  it('when the currency is UGX, then the suggestions are whole hundreds', () => {
    expect(suggestedAmounts('UGX')).toEqual([50000, 125000, 250000, 500000]);
  });

  it('when the currency is KES, then the suggestions are rounded to the nearest hundred', () => {
    expect(suggestedAmounts('KES')).toEqual([2500, 6300, 12500, 25000]);
  });

  it('when the currency is GBP, then small amounts are rounded to the nearest 5', () => {
    expect(suggestedAmounts('GBP')).toEqual([15, 40, 80, 160]);
  });
});

describe('formatMoney', () => {
  it('when an amount is formatted, then the currency exponent decides the decimals', () => {
    expect(formatMoney(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatMoney(50000, 'UGX')).toBe('UGX\u00a050,000');
    expect(formatMoney(12.3, 'EUR', 'de-DE')).toBe('12,30\u00a0€');
  });

  it('when a currency unit is worth a few US cents, then amounts from 1,000 drop ".00" and estimates show whole units', () => {
    expect(formatMoney(83_333.33, 'KES', 'en', { approximate: true })).toBe('KES\u00a083,333');
    expect(formatMoney(15_000, 'NGN')).toBe('NGN\u00a015,000');
    expect(formatMoney(250_000, 'TZS')).toBe('TZS\u00a0250,000');
    // What is charged or paid out reads exactly.
    expect(formatMoney(16_712.4, 'NGN')).toBe('NGN\u00a016,712.40');
    expect(formatMoney(999, 'KES')).toBe('KES\u00a0999.00');
    expect(formatMoney(1234, 'ZAR')).toBe('ZAR\u00a01,234.00');
    expect(formatMoney(1234.5, 'GBP', 'en', { approximate: true })).toBe('£1,234.50');
  });

  it('when Intl rejects the code, then the amount is shown after the code', () => {
    expect(formatMoney(5, 'not-a-code')).toBe('not-a-code5');
  });
});

describe('roundToMinorUnit: one rounding of a major-unit amount, by the currency kept', () => {
  it('when an amount is rounded, then USD and KWD keep cents and UGX whole shillings', () => {
    expect(roundToMinorUnit(12.345, 'USD')).toBe(12.35);
    expect(roundToMinorUnit(1.005, 'USD')).toBe(1.01);
    expect(roundToMinorUnit(3.4567, 'KWD')).toBe(3.46);
    expect(roundToMinorUnit(4551.5, 'UGX')).toBe(4552);
  });

  it('when dollars become shillings, then the conversion is whole shillings', () => {
    expect(convertFromUsd(1.23, 'UGX')).toBe(Math.round(1.23 * rateFor('UGX')));
  });
});
