import { getCurrency, storedExponent } from '../shared/currencies';
import { formatMoney } from '../shared/currency-conversion';
import { InvalidInputError } from '../shared/errors';
import { MAX_PROVIDER_AMOUNT, parseAmount } from '../shared/money';

/** Reads the amount exactly for its currency, or throws the spec's message for the amount field. */
export function readAmount(value: unknown, currency: string, minimumWholeUnits: number): number {
  const parsed = parseAmount(value, currency);
  if (!parsed.ok) {
    if (parsed.reason === 'decimals') {
      const exponent = storedExponent(currency);
      const message =
        exponent === 0
          ? `Amounts in ${currency} are whole numbers`
          : `Amounts in ${currency} have at most ${exponent} decimals`;
      throw new InvalidInputError(message, { amount: message });
    }
    throw new InvalidInputError('Valid amount is required', { amount: 'Valid amount is required' });
  }
  const minimumMinor = minimumWholeUnits * 10 ** storedExponent(currency);
  if (parsed.amountMinor < minimumMinor) {
    const message = `Amount must be at least ${formatMoney(minimumWholeUnits, currency, undefined, { whole: true })}`;
    throw new InvalidInputError(message, { amount: message });
  }
  if (parsed.amountMinor > MAX_PROVIDER_AMOUNT) {
    const message = 'Amount is too large for one contribution';
    throw new InvalidInputError(message, { amount: message });
  }
  return parsed.amountMinor;
}

export function requireSupportedCurrency(code: string, { forCard }: { forCard: boolean }) {
  const currency = getCurrency(code);
  if (!currency) {
    throw new InvalidInputError('Currency not supported', { currency: 'Currency not supported' });
  }
  if (forCard && !currency.stripeSupported) {
    const message = `Card payments are not available in ${currency.code}. Please choose another currency.`;
    throw new InvalidInputError(message, { currency: message });
  }
  return currency;
}
