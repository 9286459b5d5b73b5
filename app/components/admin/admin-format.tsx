import { convertCurrency, formatMoney } from '../../../domain/shared/currency-conversion';

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const momentFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

/** A stored moment as its day (UTC, so the server's and the browser's renderings agree). */
export function adminDay(iso: string | null): string {
  return iso ? dayFormat.format(new Date(iso)) : '—';
}

export function adminMoment(iso: string | null): string {
  return iso ? momentFormat.format(new Date(iso)) : '—';
}

/** An amount in its own currency, with a USD equivalent marked "≈" below it when the currency is another. */
export function MoneyWithUsd({ amount, currency }: { amount: string | number; currency: string }) {
  const value = Number(amount);
  return (
    <span className="whitespace-nowrap">
      {formatMoney(value, currency)}
      {currency !== 'USD' && (
        <span className="block text-xs text-stone-600">
          ≈ {formatMoney(convertCurrency(value, currency, 'USD'), 'USD', undefined, { approximate: true })}
        </span>
      )}
    </span>
  );
}
