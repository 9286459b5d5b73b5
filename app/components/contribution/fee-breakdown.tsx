import { PLATFORM_FEE_LABEL, PROCESSING_FEE_LABEL } from '../../../domain/payments/fee-wording';
import { calculateCardFees } from '../../../domain/payments/fees';
import { formatMoney } from '../../../domain/shared/currencies';
import { toMajorUnits } from '../../../domain/shared/money';

/** What the contributor pays and what reaches the family, before they pay (no fee discovered afterwards). */
export function FeeBreakdown({
  amountMinor,
  currency,
  recipientLabel,
}: {
  amountMinor: number;
  currency: string;
  recipientLabel: string;
}) {
  const fees = calculateCardFees(amountMinor, currency);
  const money = (minor: number) => formatMoney(toMajorUnits(minor, currency), currency);
  const rows: [string, string][] = [
    ['Your contribution', money(fees.amountMinor)],
    [PLATFORM_FEE_LABEL, `− ${money(fees.platformFeeMinor)}`],
    [PROCESSING_FEE_LABEL, `− ${money(fees.processingFeeMinor)}`],
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
        <dt className="font-semibold">Reaches {recipientLabel}</dt>
        <dd className="font-bold tabular-nums">{money(fees.payoutAmountMinor)}</dd>
      </div>
    </dl>
  );
}
