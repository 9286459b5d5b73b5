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
  | 'ignored';

export interface PaymentEvent {
  id: string;
  /** The provider's own type name, kept for the payment_events table. */
  providerType: string;
  type: PaymentEventType;
  paymentIntentId: string | null;
  /** Present on payment_intent.* events. */
  intent: PaymentIntentSnapshot | null;
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'sandbox';
  /** What the browser needs to load Stripe.js; null for the sandbox. */
  readonly publishableKey: string | null;
  createIntent(input: CreateIntentInput): Promise<CreatedIntent>;
  retrieveIntent(id: string): Promise<PaymentIntentSnapshot | null>;
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
