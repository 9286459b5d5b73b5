import type { MoneyFigure } from '../../../domain/admin/money-figure';
import { formatMoney } from '../../../domain/shared/currency-conversion';
import type { Locale } from '../../../domain/shared/locales';
import { m } from '../../../paraglide/messages';
import { useMessages } from '../../lib/i18n';

/** "≈ $1,234" for a figure's USD sum: a conversion at the fixed rates, never an amount anybody paid. */
export function approximateUsd(figure: MoneyFigure, locale: Locale): string {
  return `≈ ${formatMoney(figure.usdApproximate, 'USD', locale, { approximate: true })}`;
}

/** An admin amount: each currency's exact amount, then its USD equivalent marked as an approximation. */
export function MoneyLines({ figure }: { figure: MoneyFigure }) {
  const { t, locale } = useMessages();
  if (figure.byCurrency.length === 0) {
    return <p className="text-2xl font-semibold text-stone-900">{formatMoney(0, 'USD', locale)}</p>;
  }
  return (
    <div>
      <ul className="space-y-0.5">
        {figure.byCurrency.map((line) => (
          <li key={line.currency} className="text-xl font-semibold text-stone-900">
            {formatMoney(Number(line.amount), line.currency, locale)}
          </li>
        ))}
      </ul>
      <p className="mt-1 text-sm text-stone-700">
        {approximateUsd(figure, locale)} <span className="text-stone-600">{t(m.admin_approximate_note)}</span>
      </p>
    </div>
  );
}
