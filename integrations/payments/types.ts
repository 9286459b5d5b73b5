/**
 * Card payments behind one small interface (DESIGN.md "card payments"): Stripe when it is configured, otherwise
 * the sandbox, which follows the same steps offline. Amounts here are in the processor's minor units
 * (cents; whole shillings for zero-decimal currencies such as UGX).
 */
export interface PaymentIntentSnapshot {
  id: string;
  /** requires_payment_method | requires_confirmation | requires_action | processing | succeeded | canceled */
  status: string;
  amount: number;
  /** Upper-case ISO code. */
  currency: string;
  metadata: Record<string, string>;
  /** The processor's words for the last failed attempt ("Your card was declined."). */
  failureMessage: string | null;
  /** What the browser confirms with; present when read back with the secret key, absent from webhooks. */
  clientSecret: string | null;
  /**
   * What the payer must still do while status is requires_action (Stripe's next_action.type: redirect_to_url for 3D
   * Secure, display_bank_transfer_instructions, oxxo_display_details, …); null otherwise.
   */
  nextActionType: string | null;
  /** false: a test-mode payment (Stripe's test keys, or the sandbox), play money that is never paid out. */
  livemode: boolean;
}

/** A succeeded payment's charge read back: what is refunded of it now (failed refunds already given back). */
export interface ChargeSnapshot {
  paymentIntentId: string;
  /** Everything refunded of the charge so far, in the intent's currency and units. */
  amountRefunded: number;
  currency: string;
  /** What the processor took for the charge, once its balance transaction exists; null before (and in the sandbox). */
  fee: ChargeFee | null;
  /** The permission a restricted key lacks to read the fee (rak_balance_transaction_read), when that is why it is null. */
  feeRefusedFor?: string;
}

/**
 * The fee of a charge as its balance transaction gives it (https://docs.stripe.com/api/balance_transactions/object),
 * in the account's settlement currency, which need not be the charge's.
 */
export interface ChargeFee {
  /** In the settlement currency's minor units, as Stripe counts them. */
  amount: number;
  /** Upper-case ISO code of the settlement currency. */
  currency: string;
  /** The charge's currency times this is the settlement currency (major units); null when nothing was converted. */
  exchangeRate: number | null;
}

export interface CreateIntentInput {
  amount: number;
  currency: string;
  /** Sent with the create call: a retried request returns the same intent instead of a second one. */
  idempotencyKey: string;
  metadata: Record<string, string>;
  description: string;
}

export interface CreatedIntent {
  id: string;
  /** Shaped like Stripe's: `pi_…_secret_…`. */
  clientSecret: string;
}

export type PaymentEventType =
  | 'payment_intent.succeeded'
  | 'payment_intent.payment_failed'
  | 'charge.refunded'
  | 'charge.refund.updated'
  | 'charge.dispute.created'
  | 'charge.dispute.updated'
  | 'charge.dispute.closed'
  | 'ignored';

/** A charge as charge.refunded reports it; amounts in the processor's minor units, like the intent's. */
export interface ChargeRefundSnapshot {
  /** Everything refunded of this charge so far (cumulative, not this refund alone). */
  amountRefunded: number;
  currency: string;
}

/** One refund, as charge.refund.updated reports it. */
export interface RefundSnapshot {
  id: string;
  amount: number;
  currency: string;
  /** pending | requires_action | succeeded | failed | canceled */
  status: string;
}

/** A dispute (chargeback or inquiry), as the charge.dispute.* events report it. */
export interface DisputeSnapshot {
  id: string;
  amount: number;
  currency: string;
  /** warning_needs_response | warning_under_review | warning_closed | needs_response | under_review | won | lost | prevented */
  status: string;
}

export interface PaymentEvent {
  id: string;
  /** The provider's own type name, kept for the payment_events table. */
  providerType: string;
  type: PaymentEventType;
  /** When the provider created the event (its clock, to the second): orders refund figures. */
  occurredAt: Date;
  paymentIntentId: string | null;
  /** Present on payment_intent.* events. */
  intent: PaymentIntentSnapshot | null;
  /** Present on charge.refunded. */
  charge?: ChargeRefundSnapshot;
  /** Present on charge.refund.updated. */
  refund?: RefundSnapshot;
  /** Present on charge.dispute.* events. */
  dispute?: DisputeSnapshot;
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'sandbox';
  /** What the browser needs to load Stripe.js; null for the sandbox. */
  readonly publishableKey: string | null;
  createIntent(input: CreateIntentInput): Promise<CreatedIntent>;
  retrieveIntent(id: string): Promise<PaymentIntentSnapshot | null>;
  /** Cancels an intent nobody will pay (abandoned), so it can never be charged later. */
  cancelIntent(id: string): Promise<PaymentIntentSnapshot>;
  /**
   * The events of these types the processor created since `since`, oldest first (what its webhooks carried).
   * Throws PaymentPermissionError when the key may not read events.
   */
  listEvents(options: { since: Date; types: string[] }): Promise<PaymentEvent[]>;
  /** The charge of a succeeded intent as the processor holds it now; null when the intent has none. */
  retrieveCharge(paymentIntentId: string): Promise<ChargeSnapshot | null>;
  /** Checks the signature of a webhook's exact bytes; throws WebhookSignatureError when it does not match. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}

/** The sandbox's stand-in for the card form Stripe.js would show: only its two test cards work. */
export interface SandboxCardPayments {
  confirmWithTestCard(clientSecret: string, cardNumber: string): Promise<PaymentIntentSnapshot>;
}

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/** The processor could not be reached or refused the request for a reason that is not the payer's card. */
export class PaymentProviderUnavailableError extends Error {
  override name = 'PaymentProviderUnavailableError';
}

/**
 * A restricted key without a permission this request needs (Stripe's 403, StripePermissionError). `permission` is
 * the one Stripe names ("rak_event_read"), or null when it names none.
 */
export class PaymentPermissionError extends Error {
  override name = 'PaymentPermissionError';
  readonly permission: string | null;
  constructor(message: string, permission: string | null) {
    super(message);
    this.permission = permission;
  }
}

/** Why the processor refused a request because of the payment itself, not because it was unreachable. */
export type PaymentRefusalReason =
  | 'card_declined'
  | 'insufficient_funds'
  | 'authentication_required'
  | 'amount_too_small'
  | 'amount_too_large'
  | 'idempotency_conflict';

/** The processor refused the payer's payment (their card, their amount): the payer can do something about it. */
export class PaymentRefusedError extends Error {
  override name = 'PaymentRefusedError';
  readonly reason: PaymentRefusalReason;
  constructor(reason: PaymentRefusalReason, message: string) {
    super(message);
    this.reason = reason;
  }
}

/** Not a test card the sandbox knows. */
export class UnknownTestCardError extends Error {
  override name = 'UnknownTestCardError';
}

export const SANDBOX_TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
} as const;

export function isPaymentProviderWithSandbox(
  provider: PaymentProvider,
): provider is PaymentProvider & SandboxCardPayments {
  return provider.name === 'sandbox';
}
