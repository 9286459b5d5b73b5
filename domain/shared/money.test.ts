import { describe, expect, it } from 'vitest';
import { fromDecimalString, parseAmount, providerScale, toDecimalString } from './money';

describe('money', () => {
  it('when a typed amount is read, then cents are exact and bad text is refused', () => {
    expect(parseAmount('25', 'USD')).toEqual({ ok: true, amountMinor: 2_500 });
    expect(parseAmount('0.1', 'USD')).toEqual({ ok: true, amountMinor: 10 });
    expect(parseAmount(19.99, 'USD')).toEqual({ ok: true, amountMinor: 1_999 });
    expect(parseAmount('abc', 'USD')).toEqual({ ok: false, reason: 'format' });
    expect(parseAmount('-5', 'USD')).toEqual({ ok: false, reason: 'format' });
    expect(parseAmount('1e3', 'USD')).toEqual({ ok: false, reason: 'format' });
    expect(parseAmount('1.005', 'USD')).toEqual({ ok: false, reason: 'decimals' });
  });

  it('when the currency has no decimals, then shillings are whole and 2500.50 is refused', () => {
    expect(parseAmount('2500', 'UGX')).toEqual({ ok: true, amountMinor: 2_500 });
    expect(parseAmount('2500.00', 'UGX')).toEqual({ ok: true, amountMinor: 2_500 });
    expect(parseAmount('2500.5', 'UGX')).toEqual({ ok: false, reason: 'decimals' });
  });

  it('when amounts go to and from the database, then they round-trip', () => {
    expect(toDecimalString(1_234, 'USD')).toBe('12.34');
    expect(toDecimalString(50_000, 'UGX')).toBe('50000.00');
    expect(fromDecimalString('50000.00', 'UGX')).toBe(50_000);
    expect(fromDecimalString('449.95', 'ZAR')).toBe(44_995);
  });

  it('when a three-decimal currency goes to the card processor, then hundredths are scaled by ten', () => {
    expect(providerScale('KWD')).toBe(10);
    expect(providerScale('USD')).toBe(1);
    expect(providerScale('JPY')).toBe(1);
  });

  it('when a currency is charged only in whole units (ISK, UGX), then decimals are refused and the processor gets hundredths (issue 12 item 9)', () => {
    expect(providerScale('UGX')).toBe(100);
    expect(parseAmount('4010', 'ISK')).toEqual({ ok: true, amountMinor: 4_010 });
    expect(parseAmount('40.10', 'ISK')).toEqual({ ok: false, reason: 'decimals' });
    expect(providerScale('ISK')).toBe(100);
    expect(toDecimalString(4_010, 'ISK')).toBe('4010.00');
    expect(fromDecimalString('4010.00', 'ISK')).toBe(4_010);
    expect(providerScale('HUF')).toBe(1);
  });
});
