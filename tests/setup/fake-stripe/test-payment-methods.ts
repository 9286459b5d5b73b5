/**
 * Stripe's test PaymentMethods, "use a PaymentMethod such as pm_card_visa instead of a card number" in test code
 * (https://docs.stripe.com/testing), and what confirming with each does. Sections of that page:
 * #cards (succeed), #declined-payments (decline codes and messages), #regulatory-cards (3D Secure required),
 * #disputes (pm_card_createDispute), #refunds (pm_card_refundFail).
 */
export type TestOutcome =
  | { kind: 'succeeds'; afterwards?: 'dispute' | 'refunds-fail' }
  | { kind: 'declined'; code: string; declineCode: string; message: string }
  | { kind: 'requires-authentication' }
  | { kind: 'processing' }
  | { kind: 'voucher' };

export interface TestPaymentMethod {
  type: 'card' | 'us_bank_account' | 'multibanco';
  last4: string;
  /** Where the card was issued: one outside the account's country costs an extra fee (balance-transactions.ts). */
  country: string;
  outcome: TestOutcome;
}

const card = (last4: string, outcome: TestOutcome, country = 'US'): TestPaymentMethod => ({
  type: 'card',
  last4,
  outcome,
  country,
});
const declined = (declineCode: string, message: string, code = 'card_declined'): TestOutcome => ({
  kind: 'declined',
  code,
  declineCode,
  message,
});

export const TEST_PAYMENT_METHODS: Readonly<Record<string, TestPaymentMethod>> = {
  pm_card_visa: card('4242', { kind: 'succeeds' }),
  pm_card_mastercard: card('4444', { kind: 'succeeds' }),
  pm_card_amex: card('8431', { kind: 'succeeds' }),
  // "International cards": United Kingdom (GB) Visa 4000 0082 6000 0000 (https://docs.stripe.com/testing#international-cards).
  pm_card_gb: card('0000', { kind: 'succeeds' }, 'GB'),
  pm_card_chargeDeclined: card('0002', declined('generic_decline', 'Your card was declined.')),
  pm_card_chargeDeclinedInsufficientFunds: card(
    '9995',
    declined('insufficient_funds', 'Your card has insufficient funds.'),
  ),
  pm_card_chargeDeclinedLostCard: card('9987', declined('lost_card', 'Your card was declined.')),
  pm_card_chargeDeclinedExpiredCard: card(
    '0069',
    declined('expired_card', 'Your card has expired.', 'expired_card'),
  ),
  // "This card requires authentication on all transactions" (4000 0027 6000 3184).
  pm_card_authenticationRequired: card('3184', { kind: 'requires-authentication' }),
  pm_card_threeDSecure2Required: card('3155', { kind: 'requires-authentication' }),
  // "With default account settings, the charge succeeds, only to be disputed" (4000 0000 0000 0259).
  pm_card_createDispute: card('0259', { kind: 'succeeds', afterwards: 'dispute' }),
  // "Charge succeeds but refunding a captured charge fails asynchronously with a failure_reason of
  // expired_or_canceled_card" (4000 0000 0000 5126).
  pm_card_refundFail: card('5126', { kind: 'succeeds', afterwards: 'refunds-fail' }),
  // A delayed-notification method: ACH Direct Debit payments stay `processing` until the bank settles them
  // (https://docs.stripe.com/payments/ach-direct-debit/accept-a-payment, "Payment confirmation: Delayed
  // notification"; https://docs.stripe.com/payments/paymentintents/lifecycle). Settled by `fake.settle(id, …)`.
  pm_usBankAccount: {
    type: 'us_bank_account',
    last4: '6789',
    country: 'US',
    outcome: { kind: 'processing' },
  },
  // A voucher (https://docs.stripe.com/payments/multibanco): "customers receive a voucher that includes a Multibanco
  // entity and reference numbers" and pay it "outside your checkout flow through online banking or from an ATM";
  // "Payment confirmation: Customer-initiated", "might be delayed by several days". Confirming leaves the intent
  // requires_action with next_action multibanco_display_details until the customer pays (fake.settle).
  pm_multibanco: { type: 'multibanco', last4: '', country: 'PT', outcome: { kind: 'voucher' } },
};

/**
 * The currencies each method other than cards may be presented in: ACH Direct Debit in USD
 * (https://docs.stripe.com/payments/ach-direct-debit), Multibanco in EUR ("Presentment currency: EUR",
 * https://docs.stripe.com/payments/multibanco). An intent offers only the methods its currency allows.
 */
export const METHOD_CURRENCIES: Readonly<Record<string, readonly string[]>> = {
  us_bank_account: ['usd'],
  multibanco: ['eur'],
};
