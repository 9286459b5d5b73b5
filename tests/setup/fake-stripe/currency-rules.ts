import { RATE_PER_USD } from '../../../domain/shared/currency-rates';
import { invalidParameter } from './stripe-errors';

/**
 * Stripe's amount rules, from https://docs.stripe.com/currencies (sections cited beside each rule). Amounts are in
 * the unit Stripe's API uses, which is not always ISO 4217's: ISK and UGX keep two decimals in the API.
 */

// https://docs.stripe.com/currencies#presentment-currencies: "You must use all lowercase letters" and only these.
const PRESENTMENT_CURRENCIES = new Set(
  (
    'usd aed afn all amd ang aoa ars aud awg azn bam bbd bdt bgn bif bmd bnd bob brl bsd bwp byn bzd cad cdf chf ' +
    'clp cny cop crc cve czk djf dkk dop dzd egp etb eur fjd fkp gbp gel gip gmd gnf gtq gyd hkd hnl htg huf idr ' +
    'ils inr isk jmd jpy kes kgs khr kmf krw kyd kzt lak lbp lkr lrd lsl mad mdl mga mkd mmk mnt mop mur mvr mwk ' +
    'mxn myr mzn nad ngn nio nok npr nzd pab pen pgk php pkr pln pyg qar ron rsd rub rwf sar sbd scr sek sgd shp ' +
    'sle sos srd std szl thb tjs top try ttd twd tzs uah ugx uyu uzs vnd vuv wst xaf xcd xof xpf yer zar zmw ' +
    // Three-decimal currencies are presentment currencies too (https://docs.stripe.com/currencies#three-decimal).
    'bhd jod kwd omr tnd'
  ).split(' '),
);

// https://docs.stripe.com/currencies#zero-decimal. UGX is on that list but is also a special case that keeps two
// decimals in the API ("to charge 5 UGX, provide an amount value of 500"), which is what Stripe enforces.
const ZERO_DECIMAL = new Set('bif clp djf gnf jpy kmf krw mga pyg rwf vnd vuv xaf xof xpf'.split(' '));
// https://docs.stripe.com/currencies#three-decimal: "these API calls require the least-significant (last) digit to be 0".
const THREE_DECIMAL = new Set('bhd jod kwd omr tnd'.split(' '));
// https://docs.stripe.com/currencies#special-cases: ISK (since 2023-04-14) and UGX "The amount value must be evenly
// divisible by 100". HUF and TWD are listed there too, but only for payouts: "you can charge two-decimal amounts".
const WHOLE_UNITS_IN_TWO_DECIMALS = new Set(['isk', 'ugx']);

/**
 * https://docs.stripe.com/currencies#minimum-and-maximum-charge-amounts: the minimum "depends on which bank account
 * settlement currency the payment would be paid out to"; a charge in another currency "must meet the equivalent
 * minimum of the settlement currency" after conversion. Minor units, as the table listed them when read.
 */
const MINIMUM_BY_SETTLEMENT_CURRENCY: Readonly<Record<string, number>> = {
  usd: 50,
  aed: 200,
  aud: 50,
  bgn: 100,
  brl: 50,
  cad: 50,
  chf: 50,
  czk: 1500,
  dkk: 250,
  eur: 50,
  gbp: 30,
  hkd: 400,
  huf: 17500,
  inr: 50,
  jpy: 50,
  mxn: 1000,
  myr: 200,
  nok: 300,
  nzd: 50,
  pln: 200,
  ron: 200,
  sek: 300,
  sgd: 50,
  thb: 1000,
};

export function apiExponent(currency: string): number {
  if (ZERO_DECIMAL.has(currency)) return 0;
  return THREE_DECIMAL.has(currency) ? 3 : 2;
}

/** "$1.50", "£93.90", "USh500.00": how Stripe's messages write an amount. */
export function formatAmount(amount: number, currency: string): string {
  const exponent = apiExponent(currency);
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: currency.toUpperCase(),
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: exponent,
      maximumFractionDigits: exponent,
    })
      .format(amount / 10 ** exponent)
      .replaceAll('\u00a0', ' ');
  } catch {
    return `${(amount / 10 ** exponent).toFixed(exponent)} ${currency}`;
  }
}

export function checkCurrency(currency: string): void {
  if (!PRESENTMENT_CURRENCIES.has(currency)) {
    throw invalidParameter(
      `Invalid currency: ${currency}. Stripe currently supports these currencies: ${[...PRESENTMENT_CURRENCIES].join(', ')}`,
      'currency',
    );
  }
}

/** The parts of the rules that apply to any amount moved in the currency (charges and refunds alike). */
export function checkAmountGranularity(amount: number, currency: string, param = 'amount'): void {
  if (amount < 1) throw invalidParameter('This value must be greater than or equal to 1.', param);
  if (WHOLE_UNITS_IN_TWO_DECIMALS.has(currency) && amount % 100 !== 0) {
    // The wording Stripe answers with (https://support.stripe.com/questions/deprecation-of-fractional-isk-charges-and-refunds).
    throw invalidParameter(
      `Invalid amount. Currency ${currency.toUpperCase()} has become effectively zero-decimal and charged amounts must be evenly divisible by 100. See https://stripe.com/docs/currencies#special-cases for more information.`,
      param,
      'invalid_charge_amount',
    );
  }
  if (THREE_DECIMAL.has(currency) && amount % 10 !== 0) {
    // Stripe's exact wording for this one was not found; the rule is the documented one.
    throw invalidParameter(
      `Invalid amount. Amounts in ${currency.toUpperCase()} must end in 0: round to the nearest ten. See https://stripe.com/docs/currencies#three-decimal for more information.`,
      param,
      'invalid_charge_amount',
    );
  }
}

export interface ChargeAmountRules {
  settlementCurrency: string;
  enforceMinimumCharge: boolean;
}

export function checkChargeAmount(amount: number, currency: string, rules: ChargeAmountRules): void {
  checkAmountGranularity(amount, currency);
  // "The amount value supports up to twelve digits for IDR […] and up to eight digits for all other currencies"
  // (https://docs.stripe.com/currencies#minimum-and-maximum-charge-amounts), code amount_too_large.
  const maximum = currency === 'idr' ? 999_999_999_999 : 99_999_999;
  if (amount > maximum) {
    throw invalidParameter(
      `Amount must be no more than ${formatAmount(maximum, currency)}`,
      'amount',
      'amount_too_large',
    );
  }
  if (rules.enforceMinimumCharge) checkMinimum(amount, currency, rules.settlementCurrency);
}

/**
 * Stripe's rate is its own; the fake converts at the app's fixed rates, close enough to find a gift below $0.50.
 * As Stripe's balance transactions give it: an amount in `currency` times the rate is the amount in `settlement`
 * (major units); null when the fake knows no rate for either.
 */
export function exchangeRateOf(currency: string, settlement: string): number | null {
  const fromRate = RATE_PER_USD[currency.toUpperCase()];
  const toRate = RATE_PER_USD[settlement.toUpperCase()];
  if (!fromRate || !toRate) return null;
  return Number((toRate / fromRate).toPrecision(6));
}

export function toSettlementMinor(amount: number, currency: string, settlement: string): number | null {
  const rate = exchangeRateOf(currency, settlement);
  if (rate === null) return null;
  const major = amount / 10 ** apiExponent(currency);
  return Math.round(major * rate * 10 ** apiExponent(settlement));
}

function checkMinimum(amount: number, currency: string, settlement: string): void {
  const minimum = MINIMUM_BY_SETTLEMENT_CURRENCY[settlement];
  if (minimum === undefined) return;
  if (currency === settlement) {
    if (amount < minimum) {
      throw invalidParameter(
        `Amount must be at least ${formatAmount(minimum, settlement)} ${settlement}`,
        'amount',
        'amount_too_small',
      );
    }
    return;
  }
  const converted = toSettlementMinor(amount, currency, settlement);
  if (converted === null || converted >= minimum) return;
  const least = settlement === 'usd' ? '50 cents' : formatAmount(minimum, settlement);
  throw invalidParameter(
    `Amount must convert to at least ${least}. ${formatAmount(amount, currency)} converts to approximately ${formatAmount(converted, settlement)}.`,
    'amount',
    'amount_too_small',
  );
}
