import { PLATFORM_FEE_LABEL, PROCESSING_FEE_LABEL } from '../../../domain/payments/fee-wording';
import type { PayoutStatement } from '../../../domain/payouts/payout-request';
import { formatMoney } from '../../../domain/shared/currencies';

/** What the Request Payout dialog shows before asking: per currency, the card money, its fees and what is paid. */
const money = (amount: string | number, currency: string) => formatMoney(Number(amount), currency);

export function Statement({ statement }: { statement: PayoutStatement }) {
  if (statement.card.length === 0) {
    return (
      <p className="rounded-lg border border-stone-200 bg-white p-3 text-sm text-stone-800">
        There is nothing to pay out yet: no card contributions have been received.
      </p>
    );
  }
  const row = 'flex justify-between gap-4 px-4 py-2';
  return (
    <div className="grid gap-3">
      {statement.card.map((line) => (
        <dl
          key={line.currency}
          aria-label={`Card contributions in ${line.currency}`}
          className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white text-sm"
        >
          <div className={row}>
            <dt className="text-stone-700">
              Card contributions ({line.contributions}) in {line.currency}
            </dt>
            <dd className="font-medium tabular-nums">{money(line.counted, line.currency)}</dd>
          </div>
          <div className={row}>
            <dt className="text-stone-700">{PLATFORM_FEE_LABEL}</dt>
            <dd className="font-medium tabular-nums">− {money(line.platformFee, line.currency)}</dd>
          </div>
          <div className={row}>
            <dt className="text-stone-700">{PROCESSING_FEE_LABEL} each</dt>
            <dd className="font-medium tabular-nums">− {money(line.processingFee, line.currency)}</dd>
          </div>
          {Number(line.paidOut) !== 0 && (
            <div className={row}>
              <dt className="text-stone-700">Already paid out</dt>
              <dd className="font-medium tabular-nums">− {money(line.paidOut, line.currency)}</dd>
            </div>
          )}
          <div className={`${row} bg-brand-50`}>
            <dt className="font-semibold">To be paid</dt>
            <dd className="font-bold tabular-nums">{money(line.payoutAmount, line.currency)}</dd>
          </div>
          {Number(line.payoutAmount) < 0 && (
            <div className={row}>
              <dt className="sr-only">Note</dt>
              <dd className="text-stone-800">
                A refund came after a payout: this is taken from the next gifts in {line.currency}.
              </dd>
            </div>
          )}
        </dl>
      ))}
      {statement.approximatePayoutTotal && (
        <p className="text-sm text-stone-700">
          Together about{' '}
          {formatMoney(
            statement.approximatePayoutTotal.amount,
            statement.approximatePayoutTotal.currency,
            undefined,
            {
              approximate: true,
            },
          )}{' '}
          (an estimate at fixed rates; each currency above is exact).
        </p>
      )}
    </div>
  );
}

export function TestMoney({ statement }: { statement: PayoutStatement }) {
  if (statement.testMoney.length === 0) return null;
  return (
    <div className="rounded-lg border border-dashed border-stone-400 bg-white p-3 text-sm text-stone-800">
      <p className="font-semibold">Test money, never paid out</p>
      <ul className="mt-1">
        {statement.testMoney.map((line) => (
          <li key={line.currency}>
            {money(line.counted, line.currency)} ({line.contributions}{' '}
            {line.contributions === 1 ? 'test payment' : 'test payments'})
          </li>
        ))}
      </ul>
    </div>
  );
}

export function WalletGifts({ statement }: { statement: PayoutStatement }) {
  if (statement.wallet.length === 0) return null;
  return (
    <div className="rounded-lg border border-stone-200 bg-white p-3 text-sm text-stone-800">
      <p className="font-semibold">Mobile wallet gifts, already received directly</p>
      <ul className="mt-1">
        {statement.wallet.map((line) => (
          <li key={line.currency}>
            {money(line.total, line.currency)} ({line.contributions}{' '}
            {line.contributions === 1 ? 'gift' : 'gifts'})
          </li>
        ))}
      </ul>
      <p className="mt-1 text-stone-700">They went straight to the recipient and are not paid again.</p>
    </div>
  );
}
