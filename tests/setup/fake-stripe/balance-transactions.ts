import { exchangeRateOf, toSettlementMinor } from './currency-rules';
import {
  type FakeBalanceTransaction,
  type FakeCharge,
  newId,
  type StripeContext,
  secondsOf,
} from './stripe-objects';
import type { TestPaymentMethod } from './test-payment-methods';

/** The fake account is a US one (its settlement currency's country). */
const ACCOUNT_COUNTRY = 'US';
const DAY_SECONDS = 24 * 60 * 60;

/**
 * A succeeded charge's balance transaction (https://docs.stripe.com/api/balance_transactions/object): the money
 * entering the balance in the settlement currency, converted at `exchange_rate` when the charge was in another, with
 * the fee Stripe took. Fees as Stripe's standard pricing (https://stripe.com/pricing): 2.9% + 30¢ for a domestic
 * card, "+ 1.5% for international cards", "+ 1% if currency conversion is required"; the 30¢ is converted into the
 * settlement currency. So the fee differs from the app's model (2.9% + 0.30 USD of the gift) for any card from
 * abroad or any gift in another currency, as it does at Stripe. An ACH Direct Debit costs "0.8%, $5.00 cap" instead.
 */
export function recordBalanceTransaction(
  context: StripeContext,
  charge: FakeCharge,
  method: TestPaymentMethod,
): FakeBalanceTransaction {
  const settlement = context.settlementCurrency;
  const rate = charge.currency === settlement ? null : exchangeRateOf(charge.currency, settlement);
  const converted = rate === null ? null : toSettlementMinor(charge.amount, charge.currency, settlement);
  const currency = converted === null ? charge.currency : settlement;
  const amount = converted ?? charge.amount;
  const perMille = 29 + (method.country !== ACCOUNT_COUNTRY ? 15 : 0) + (converted !== null ? 10 : 0);
  const fixed = toSettlementMinor(30, 'usd', currency) ?? 0;
  const fee =
    method.type === 'us_bank_account'
      ? Math.min(Math.round((amount * 8) / 1000), 500)
      : Math.round((amount * perMille) / 1000) + fixed;
  const created = secondsOf(context.clock);
  const transaction: FakeBalanceTransaction = {
    id: newId('txn'),
    object: 'balance_transaction',
    amount,
    available_on: created + 2 * DAY_SECONDS,
    created,
    currency,
    description: charge.description,
    exchange_rate: converted === null ? null : rate,
    fee,
    fee_details: [
      { amount: fee, application: null, currency, description: 'Stripe processing fees', type: 'stripe_fee' },
    ],
    net: amount - fee,
    reporting_category: 'charge',
    source: charge.id,
    status: 'pending',
    type: 'charge',
  };
  context.ledger.balanceTransactions.set(transaction.id, transaction);
  return transaction;
}
