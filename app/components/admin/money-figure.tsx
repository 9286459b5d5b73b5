import type { MoneyFigure } from '../../../domain/admin/money-figure';
import { formatMoney } from '../../../domain/shared/currency-conversion';

/** "≈ $1,234" for a figure's USD sum: a conversion at the fixed rates, never an amount anybody paid. */
export function approximateUsd(figure: MoneyFigure): string {
  return `≈ ${formatMoney(figure.usdApproximate, 'USD', 'en', { approximate: true })}`;
}

/** An admin amount: each currency's exact amount, then its USD equivalent marked as an approximation. */
export function MoneyLines({ figure }: { figure: MoneyFigure }) {
  if (figure.byCurrency.length === 0) {
    return <p className="text-2xl font-semibold text-stone-900">{formatMoney(0, 'USD', 'en')}</p>;
  }
  return (
    <div>
      <ul className="space-y-0.5">
        {figure.byCurrency.map((line) => (
          <li key={line.currency} className="text-xl font-semibold text-stone-900">
            {formatMoney(Number(line.amount), line.currency, 'en')}
          </li>
        ))}
      </ul>
      <p className="mt-1 text-sm text-stone-700">
        {approximateUsd(figure)} <span className="text-stone-600">(approximate, at fixed rates)</span>
      </p>
    </div>
  );
}
