import { convertToUsd, roundToMinorUnit } from '../shared/currency-conversion';

/** An exact amount in one currency: a decimal string as the database sums it ("1234.50"). */
export interface CurrencyAmount {
  currency: string;
  amount: string;
}

/**
 * An admin figure across currencies: each currency's exact amount, and their sum in US dollars at the fixed
 * display rates. The dollar figure is an approximation (a conversion), never an amount anybody paid.
 */
export interface MoneyFigure {
  byCurrency: CurrencyAmount[];
  /** ≈ USD at the fixed rates (domain/shared/currency-rates.ts); approximate. */
  usdApproximate: number;
}

/** The figure of per-currency sums (one row per currency; empty or zero rows dropped), largest in USD first. */
export function moneyFigureOf(rows: readonly { currency: string; amount: string | null }[]): MoneyFigure {
  const byCurrency = rows
    .filter((row): row is CurrencyAmount => row.amount !== null && Number(row.amount) !== 0)
    .map(({ currency, amount }) => ({ currency, amount, usd: convertToUsd(Number(amount), currency) }))
    .sort((a, b) => b.usd - a.usd || a.currency.localeCompare(b.currency));
  return {
    byCurrency: byCurrency.map(({ currency, amount }) => ({ currency, amount })),
    usdApproximate: roundToMinorUnit(
      byCurrency.reduce((total, row) => total + row.usd, 0),
      'USD',
    ),
  };
}

/** Hundredths of a numeric(12,2) value ("-12.5" is -1250): every stored amount has at most two decimals. */
function hundredthsOf(value: string): number {
  const [whole = '0', fraction = ''] = value.replace('-', '').split('.');
  const hundredths = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return value.startsWith('-') ? -hundredths : hundredths;
}

function decimalOf(hundredths: number): string {
  const sign = hundredths < 0 ? '-' : '';
  const absolute = Math.abs(hundredths);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** Exact sums per currency of several lists of amounts (e.g. card and wallet lines of one currency). */
export function sumByCurrency(rows: readonly CurrencyAmount[]): CurrencyAmount[] {
  const byCurrency = new Map<string, number>();
  for (const { currency, amount } of rows) {
    byCurrency.set(currency, (byCurrency.get(currency) ?? 0) + hundredthsOf(amount));
  }
  return [...byCurrency].map(([currency, hundredths]) => ({ currency, amount: decimalOf(hundredths) }));
}
