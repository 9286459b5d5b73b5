import { currencyForCountry } from '../shared/regions';

/**
 * A campaign's base currency: the recipient is paid in their own country's currency; without a recipient
 * country, the organizer's; without either, US dollars (spec part 1 §9, DESIGN.md Money).
 */
export function campaignCurrencyFor(
  recipientCountry: string | null,
  organizerCountry: string | null,
): string {
  const country = recipientCountry?.trim() || organizerCountry?.trim();
  return country ? currencyForCountry(country) : 'USD';
}
