import { RATE_PER_USD } from './currency-rates';

/** Money arithmetic and formatting at the fixed display rates (DESIGN.md Money). */

export function rateFor(code: string): number {
  return RATE_PER_USD[code.toUpperCase()] ?? 1;
}

// https://docs.stripe.com/currencies#zero-decimal
const STRIPE_ZERO_DECIMAL = new Set(
  'BIF CLP DJF GNF JPY KMF KRW MGA PYG RWF UGX VND VUV XAF XOF XPF'.split(' '),
);

/**
 * Digits after the decimal point in the currency's minor unit, as the card processor counts them.
 * Stripe treats every currency outside its zero-decimal list as having at least two, while Intl rounds some
 * of them (IDR, PKR, HUF, ...) to whole units for display, so Intl's answer is only trusted above two.
 */
// Building an Intl formatter costs far more than using one: a busy page formats dozens of amounts per render.
const exponentByCode = new Map<string, number>();
const moneyFormats = new Map<string, Intl.NumberFormat>();
const MAX_CACHED_FORMATS = 500;

export function minorUnitExponent(code: string): number {
  const upperCode = code.toUpperCase();
  if (STRIPE_ZERO_DECIMAL.has(upperCode)) return 0;
  const known = exponentByCode.get(upperCode);
  if (known !== undefined) return known;
  let exponent = 2;
  try {
    const intlDigits = new Intl.NumberFormat('en', {
      style: 'currency',
      currency: upperCode,
    }).resolvedOptions().maximumFractionDigits;
    exponent = Math.max(2, intlDigits ?? 2);
  } catch {
    // not a currency Intl knows: two decimals
  }
  exponentByCode.set(upperCode, exponent);
  return exponent;
}

/**
 * Money in code is an integer count of the currency's stored minor unit (`amountMinor`); the database keeps
 * numeric(12,2) strings. Stored exponents are capped at 2: the database has two decimals, and for the
 * three-decimal currencies (KWD, BHD, JOD, OMR, TND) Stripe itself only accepts multiples of ten.
 */
export function storedExponent(code: string): number {
  if (WHOLE_UNITS_IN_TWO_DECIMALS.has(code.toUpperCase())) return 0;
  return Math.min(2, minorUnitExponent(code));
}

/**
 * Currencies now spent only in whole units that Stripe's API still counts in two decimals, "where the decimal amount
 * is always 00": to charge 5 UGX (or 5 ISK) the amount is 500, evenly divisible by 100, and fractions are refused
 * (docs.stripe.com/currencies#special-cases; for ISK also support.stripe.com/questions/deprecation-of-fractional-
 * isk-charges-and-refunds, error invalid_charge_amount_no_decimal_compatible). Kept here in whole units; the
 * provider scale adds the two zeros. HUF and TWD are whole-unit only for Stripe payouts, which Pamoja does not
 * make, so they keep their decimals.
 */
const WHOLE_UNITS_IN_TWO_DECIMALS = new Set(['ISK', 'UGX']);

/** The exponent of an amount as Stripe's API reads it. */
export function providerExponent(code: string): number {
  return WHOLE_UNITS_IN_TWO_DECIMALS.has(code.toUpperCase()) ? 2 : minorUnitExponent(code);
}

/**
 * An amount in major units (a sum, a conversion at the fixed rates) rounded once to what the currency keeps: cents
 * for USD and KWD (stored with two decimals), whole shillings for UGX.
 */
export function roundToMinorUnit(amount: number, code: string): number {
  const minorPerUnit = 10 ** storedExponent(code);
  return Math.round((amount + Number.EPSILON) * minorPerUnit) / minorPerUnit;
}

export function convertFromUsd(amountUsd: number, code: string): number {
  return roundToMinorUnit(amountUsd * rateFor(code), code);
}

export function convertToUsd(amount: number, code: string): number {
  return roundToMinorUnit(amount / rateFor(code), 'USD');
}

/** `amount` in `from` expressed in `to` at the fixed rates, rounded once (not once per leg through USD). */
export function convertCurrency(amount: number, from: string, to: string): number {
  if (from.toUpperCase() === to.toUpperCase()) return amount;
  return roundToMinorUnit((amount * rateFor(to)) / rateFor(from), to);
}

/** Pamoja's kickstart gift, in US dollars, and what a campaign raises before it is generally added (help center). */
export const KICKSTART_USD = 20;
export const KICKSTART_THRESHOLD_USD = 500;

export function kickstartAmount(code: string, amountUsd: number = KICKSTART_USD): number {
  return Math.round(amountUsd * rateFor(code));
}

export function roundSuggestedAmount(amount: number): number {
  const step = amount >= 1000 ? 100 : amount >= 100 ? 10 : amount >= 10 ? 5 : 1;
  return Math.round(amount / step) * step;
}

const SUGGESTED_AMOUNTS_USD = [20, 50, 100, 200] as const;

export function suggestedAmounts(code: string): number[] {
  return SUGGESTED_AMOUNTS_USD.map((amountUsd) => roundSuggestedAmount(convertFromUsd(amountUsd, code)));
}

/** A currency whose unit is worth less than this many US dollars: its cents are noise in large amounts. */
const SMALL_UNIT_USD = 0.05;
/** From this amount on, such a currency is shown in whole units (KES 83,333, not KES 83,333.33). */
export const WHOLE_UNITS_FROM = 1000;

type Precision = 'currency' | 'whole' | 'whole-if-even';

/**
 * The one rule for decimals. Large amounts (from 1,000) of a currency whose unit is worth a few US cents or less
 * (KES, NGN, TZS, UGX, MWK, ZMW…, read from the one rates table) show whole units: an estimate (a conversion)
 * is rounded, an exact amount drops ".00" but keeps real cents, since a charge or a payout must read as what
 * moves. Everything else shows the currency's own decimals.
 */
function precisionOf(amount: number, code: string, approximate: boolean): Precision {
  if (amount < WHOLE_UNITS_FROM || 1 / rateFor(code) >= SMALL_UNIT_USD) return 'currency';
  return approximate ? 'whole' : 'whole-if-even';
}

/**
 * Every amount a person reads, in their language: the only way an amount is written (an architecture test keeps
 * it so), so one journey never shows "KSh2,500", "KES 2,785.40" and "Ksh 2,785.40". `approximate` marks a
 * conversion ("≈ KES 83,333 in your currency"), which may be rounded; `whole` a whole figure (a suggested amount, a
 * minimum, a goal: "KES 2,500"); anything charged, given or paid out is exact.
 */
export function formatMoney(
  amount: number,
  code: string,
  locale?: string,
  { approximate = false, whole = false }: { approximate?: boolean; whole?: boolean } = {},
): string {
  const precision = whole ? 'whole' : precisionOf(amount, code, approximate);
  const key = `${locale ?? 'en'}|${code}|${precision}`;
  let format = moneyFormats.get(key);
  if (!format) {
    const digits = precision === 'whole' ? 0 : minorUnitExponent(code);
    try {
      format = new Intl.NumberFormat(locale ?? 'en', {
        style: 'currency',
        currency: code.toUpperCase(),
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
        ...(precision === 'whole-if-even' && { trailingZeroDisplay: 'stripIfInteger' as const }),
      });
    } catch {
      return `${code}${amount}`;
    }
    if (moneyFormats.size >= MAX_CACHED_FORMATS) moneyFormats.clear();
    moneyFormats.set(key, format);
  }
  return format.format(amount);
}
