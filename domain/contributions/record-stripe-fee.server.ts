import type { Database } from '../../db/client.server';
import type { ChargeFee, ChargeSnapshot } from '../../integrations/payments';
import { providerExponent, storedExponent } from '../shared/currencies';
import { fromDecimalString, providerScale, toDecimalString } from '../shared/money';
import { changeFromChargeReading } from './change-card-reversal.server';
import type { ContributionNotices } from './contribution-dependencies.server';

/**
 * Stripe's fee in the gift's stored minor units, or null when it cannot be known exactly enough: the balance
 * transaction is in the settlement currency, which for a KES gift on a US account is USD. Stripe gives the rate it
 * converted at ("the amount in currency A, multiplied by the exchange_rate, equals the amount in currency B",
 * https://docs.stripe.com/api/balance_transactions/object#balance_transaction_object-exchange_rate), so the fee is
 * converted back at that same rate. A fee in another currency without a rate keeps the model (decision 026).
 */
export function feeInGiftCurrency(fee: ChargeFee, giftCurrency: string): number | null {
  if (fee.currency === giftCurrency) {
    return Math.round(fee.amount / providerScale(giftCurrency));
  }
  if (!fee.exchangeRate || fee.exchangeRate <= 0) return null;
  const settlementMajor = fee.amount / 10 ** providerExponent(fee.currency);
  return Math.round((settlementMajor / fee.exchangeRate) * 10 ** storedExponent(giftCurrency));
}

/**
 * Stores the fee Stripe took on a card gift once its charge has a balance transaction (issue 29 bug 11): the gift's
 * processing fee becomes it, and the family's share and the platform's revenue follow, through the same locked
 * change as a refund (so the kept totals, the ledger and the audit log move together). True when it changed.
 * After a payout the balance absorbs the difference like a refund does; a completed payout is never rewritten.
 */
export async function recordStripeFee(
  db: Database,
  charge: ChargeSnapshot,
  { readAt }: { readAt: Date },
  services: ContributionNotices,
): Promise<boolean> {
  const { fee } = charge;
  if (!fee) return false;
  return changeFromChargeReading(
    db,
    charge,
    readAt,
    (row) => {
      const feeMinor = feeInGiftCurrency(fee, row.currency);
      if (feeMinor === null) return null;
      const stripeFee = toDecimalString(feeMinor, row.currency);
      if (row.stripeFee !== null && fromDecimalString(row.stripeFee, row.currency) === feeMinor) return null;
      return {
        set: { stripeFee },
        action: 'contribution.stripe_fee',
        details: {
          modelFee: row.processingFee,
          stripeFee,
          settlementFee: fee.amount,
          settlementCurrency: fee.currency,
          exchangeRate: fee.exchangeRate,
        },
      };
    },
    services,
  );
}
