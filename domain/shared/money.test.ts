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
    expect(providerScale('UGX')).toBe(1);
  });
});
