import { getCurrency, storedExponent } from '../shared/currencies';
import { InvalidInputError } from '../shared/errors';
import { MAX_PROVIDER_AMOUNT, parseAmount } from '../shared/money';
import { refusalKey } from '../shared/refusal-words';

/** The refusals of an amount, as catalogue keys (refusal-words.ts): the spec's words in English. */
export const AMOUNT_TOO_LARGE = refusalKey('gift_error_amount_too_large');

function invalidAmount(message: string): InvalidInputError {
  return new InvalidInputError(message, { amount: message });
}

/** Reads the amount exactly for its currency, or throws the spec's refusal for the amount field. */
export function readAmount(value: unknown, currency: string, minimumWholeUnits: number): number {
  const parsed = parseAmount(value, currency);
  if (!parsed.ok) {
    if (parsed.reason === 'decimals') {
      const exponent = storedExponent(currency);
      throw invalidAmount(
        exponent === 0
          ? refusalKey('gift_error_whole_numbers', { currency })
          : refusalKey('gift_error_decimals', { currency, count: exponent }),
      );
    }
    throw invalidAmount(refusalKey('wizard_amount_invalid'));
  }
  const minimumMinor = minimumWholeUnits * 10 ** storedExponent(currency);
  if (parsed.amountMinor < minimumMinor) {
    throw invalidAmount(
      refusalKey('wizard_amount_minimum', { minimum: { amount: minimumWholeUnits, currency } }),
    );
  }
  if (parsed.amountMinor > MAX_PROVIDER_AMOUNT) {
    throw invalidAmount(AMOUNT_TOO_LARGE);
  }
  return parsed.amountMinor;
}

export function requireSupportedCurrency(code: string, { forCard }: { forCard: boolean }) {
  const currency = getCurrency(code);
  if (!currency) {
    const message = refusalKey('gift_error_currency_unsupported');
    throw new InvalidInputError(message, { currency: message });
  }
  if (forCard && !currency.stripeSupported) {
    const message = refusalKey('gift_error_card_currency', { currency: currency.code });
    throw new InvalidInputError(message, { currency: message });
  }
  return currency;
}
