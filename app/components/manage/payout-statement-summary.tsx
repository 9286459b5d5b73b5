import { feeLabelsIn } from '../../../domain/payments/fee-wording';
import type { PayoutStatement } from '../../../domain/payouts/payout-request';
import { formatMoney } from '../../../domain/shared/currencies';
import { m } from '../../../paraglide/messages';
import { useMessages, useMoneyLocale } from '../../lib/i18n';

/** Amounts as the page writes them for this visitor (the root loader's money locale). */
function useMoney() {
  const moneyLocale = useMoneyLocale();
  return (amount: string | number, currency: string) => formatMoney(Number(amount), currency, moneyLocale);
}

/** What the Request Payout dialog shows before asking: per currency, the card money, its fees and what is paid. */
export function Statement({ statement }: { statement: PayoutStatement }) {
  const { t, locale } = useMessages();
  const moneyLocale = useMoneyLocale();
  const money = useMoney();
  if (statement.card.length === 0) {
    return (
      <p className="rounded-lg border border-stone-200 bg-white p-3 text-sm text-stone-800">
        {t(m.payout_summary_nothing_yet)}
      </p>
    );
  }
  const fees = feeLabelsIn(locale);
  const row = 'flex justify-between gap-4 px-4 py-2';
  return (
    <div className="grid gap-3">
      {statement.card.map((line) => (
        <dl
          key={line.currency}
          aria-label={t(m.payout_summary_card_in, { currency: line.currency })}
          className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white text-sm"
        >
          <div className={row}>
            <dt className="text-stone-700">
              {t(m.payout_summary_card_count, { count: line.contributions, currency: line.currency })}
            </dt>
            <dd className="font-medium tabular-nums">{money(line.counted, line.currency)}</dd>
          </div>
          <div className={row}>
            <dt className="text-stone-700">{fees.platform}</dt>
            <dd className="font-medium tabular-nums">− {money(line.platformFee, line.currency)}</dd>
          </div>
          <div className={row}>
            <dt className="text-stone-700">
              {t(m.payout_summary_processing_each, { fee: fees.processing })}
            </dt>
            <dd className="font-medium tabular-nums">− {money(line.processingFee, line.currency)}</dd>
          </div>
          {Number(line.paidOut) !== 0 && (
            <div className={row}>
              <dt className="text-stone-700">{t(m.payout_summary_paid_out)}</dt>
              <dd className="font-medium tabular-nums">− {money(line.paidOut, line.currency)}</dd>
            </div>
          )}
          <div className={`${row} bg-brand-50`}>
            <dt className="font-semibold">{t(m.payout_summary_to_be_paid)}</dt>
            <dd className="font-bold tabular-nums">{money(line.payoutAmount, line.currency)}</dd>
          </div>
          {Number(line.payoutAmount) < 0 && (
            <div className={row}>
              <dt className="sr-only">{t(m.payout_summary_note)}</dt>
              <dd className="text-stone-800">
                {t(m.payout_summary_refund_after, { currency: line.currency })}
              </dd>
            </div>
          )}
        </dl>
      ))}
      {statement.approximatePayoutTotal && (
        <p className="text-sm text-stone-700">
          {t(m.payout_summary_together, {
            amount: formatMoney(
              statement.approximatePayoutTotal.amount,
              statement.approximatePayoutTotal.currency,
              moneyLocale,
              { approximate: true },
            ),
          })}
        </p>
      )}
    </div>
  );
}

export function TestMoney({ statement }: { statement: PayoutStatement }) {
  const { t } = useMessages();
  const money = useMoney();
  if (statement.testMoney.length === 0) return null;
  return (
    <div className="rounded-lg border border-dashed border-stone-400 bg-white p-3 text-sm text-stone-800">
      <p className="font-semibold">{t(m.payout_summary_test_heading)}</p>
      <ul className="mt-1">
        {statement.testMoney.map((line) => (
          <li key={line.currency}>
            {t(m.payout_summary_test_line, {
              amount: money(line.counted, line.currency),
              count: line.contributions,
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function WalletGifts({ statement }: { statement: PayoutStatement }) {
  const { t } = useMessages();
  const money = useMoney();
  if (statement.wallet.length === 0) return null;
  return (
    <div className="rounded-lg border border-stone-200 bg-white p-3 text-sm text-stone-800">
      <p className="font-semibold">{t(m.payout_summary_wallet_heading)}</p>
      <ul className="mt-1">
        {statement.wallet.map((line) => (
          <li key={line.currency}>
            {t(m.payout_summary_wallet_line, {
              amount: money(line.total, line.currency),
              count: line.contributions,
            })}
          </li>
        ))}
      </ul>
      <p className="mt-1 text-stone-700">{t(m.payout_summary_wallet_note)}</p>
    </div>
  );
}
