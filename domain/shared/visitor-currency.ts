import { getCurrency } from './currencies';
import { currencyForTimeZone } from './regions';

/**
 * The visitor's display currency (spec part 1 §4): a saved preference wins, else the currency of the browser's
 * time zone (USD when the zone is not mapped). null while the browser has not told us its time zone yet.
 */
export function visitorCurrencyFor({
  preferredCurrency,
  timeZone,
}: {
  preferredCurrency?: string;
  timeZone?: string;
}): string | null {
  if (preferredCurrency && getCurrency(preferredCurrency)) return preferredCurrency.toUpperCase();
  return timeZone ? currencyForTimeZone(timeZone) : null;
}
