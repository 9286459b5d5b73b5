import { feeLabelsIn } from '../../../domain/payments/fee-wording';
import { calculateCardFees } from '../../../domain/payments/fees';
import { formatMoney } from '../../../domain/shared/currencies';
import { toMajorUnits } from '../../../domain/shared/money';
import { m } from '../../../paraglide/messages';
import { useMessages, useMoneyLocale } from '../../lib/i18n';

/** What the contributor pays and what reaches the family, before they pay (no fee discovered afterwards). */
export function FeeBreakdown({ amountMinor, currency }: { amountMinor: number; currency: string }) {
  const { t, locale } = useMessages();
  const moneyLocale = useMoneyLocale();
  const fees = calculateCardFees(amountMinor, currency);
  const feeLabels = feeLabelsIn(locale);
  const money = (minor: number) => formatMoney(toMajorUnits(minor, currency), currency, moneyLocale);
  const rows: [string, string][] = [
    [t(m.gift_fee_yours), money(fees.amountMinor)],
    [feeLabels.platform, `− ${money(fees.platformFeeMinor)}`],
    [feeLabels.processing, `− ${money(fees.processingFeeMinor)}`],
  ];
  return (
    <dl className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4 px-4 py-2">
          <dt className="text-stone-700">{label}</dt>
          <dd className="font-medium tabular-nums">{value}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 bg-brand-50 px-4 py-2">
        <dt className="font-semibold">{t(m.gift_fee_reaches_family)}</dt>
        <dd className="font-bold tabular-nums">{money(fees.payoutAmountMinor)}</dd>
      </div>
    </dl>
  );
}
