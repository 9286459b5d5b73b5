import { providerExponent, storedExponent } from './currencies';

/**
 * Multiplier from a stored minor amount to what the card processor expects: 1; 10 for three-decimal currencies,
 * whose last digit Stripe requires to be 0; 100 for ISK and UGX.
 */
export function providerScale(code: string): number {
  return 10 ** (providerExponent(code) - storedExponent(code));
}

/** Stripe accepts at most eight digits in `amount`. */
export const MAX_PROVIDER_AMOUNT = 99_999_999;

const DECIMAL = /^(\d{1,12})(?:\.(\d+))?$/;

export type ParsedAmount = { ok: true; amountMinor: number } | { ok: false; reason: 'format' | 'decimals' };

/**
 * Reads a typed amount ("25", "25.5", 25.5) exactly, without going through a binary float for the cents.
 * More decimals than the currency has is refused rather than silently rounded.
 */
export function parseAmount(value: unknown, code: string): ParsedAmount {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string') return { ok: false, reason: 'format' };
  const match = DECIMAL.exec(text.trim());
  if (!match) return { ok: false, reason: 'format' };
  const exponent = storedExponent(code);
  const decimals = (match[2] ?? '').replace(/0+$/, '');
  if (decimals.length > exponent) return { ok: false, reason: 'decimals' };
  const amountMinor = Number(match[1]) * 10 ** exponent + Number(decimals.padEnd(exponent, '0') || '0');
  return { ok: true, amountMinor };
}

/** "1234.50" for 123450 minor units of a two-decimal currency; "50000.00" for 50000 UGX (database form). */
export function toDecimalString(amountMinor: number, code: string): string {
  const exponent = storedExponent(code);
  const units = amountMinor / 10 ** exponent;
  return units.toFixed(2);
}

/** The inverse of toDecimalString for values read from numeric columns. */
export function fromDecimalString(value: string, code: string): number {
  const parsed = parseAmount(value, code);
  if (!parsed.ok) throw new Error(`Unreadable stored amount ${value} ${code}`);
  return parsed.amountMinor;
}

export function toMajorUnits(amountMinor: number, code: string): number {
  return amountMinor / 10 ** storedExponent(code);
}

/** Integer division rounding halves away from zero (all money here is positive): exact, no floats. */
export function divideRoundingHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** An amount as a person types it in a form: "150000" for UGX, "1500.50" for KES (no grouping, no symbol). */
export function toTypedAmount(amountMinor: number, code: string): string {
  const exponent = storedExponent(code);
  return (amountMinor / 10 ** exponent).toFixed(exponent);
}
