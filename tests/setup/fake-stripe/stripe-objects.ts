import { randomBytes } from 'node:crypto';
import type { FakeClock } from './idempotency';
import { resourceMissing } from './stripe-errors';

/**
 * The objects the fake keeps, shaped as Stripe's API reference describes them (the fields the app and its tests
 * can read): https://docs.stripe.com/api/payment_intents/object, /api/charges/object, /api/refunds/object,
 * /api/disputes/object.
 */
export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled';

export interface PaymentError {
  type: string;
  code: string;
  message: string;
  decline_code?: string;
  doc_url?: string;
  charge?: string;
  payment_method?: { id: string; object: 'payment_method'; type: string };
}

/** A Multibanco voucher (https://docs.stripe.com/api/payment_intents/object#payment_intent_object-next_action-multibanco_display_details). */
export interface MultibancoDisplayDetails {
  entity: string;
  reference: string;
  /** Unix seconds. */
  expires_at: number;
  hosted_voucher_url: string;
}

export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  automatic_payment_methods: { enabled: boolean; allow_redirects?: 'always' | 'never' } | null;
  canceled_at: number | null;
  cancellation_reason: string | null;
  capture_method: 'automatic_async';
  client_secret: string;
  confirmation_method: 'automatic';
  created: number;
  currency: string;
  description: string | null;
  last_payment_error: PaymentError | null;
  latest_charge: string | null;
  livemode: false;
  metadata: Record<string, string>;
  next_action:
    | { type: 'redirect_to_url'; redirect_to_url: { url: string; return_url: string } }
    | { type: 'multibanco_display_details'; multibanco_display_details: MultibancoDisplayDetails }
    | null;
  payment_method: string | null;
  payment_method_types: string[];
  receipt_email: string | null;
  statement_descriptor_suffix: string | null;
  status: PaymentIntentStatus;
}

export interface FakeCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  balance_transaction: string | null;
  captured: boolean;
  created: number;
  currency: string;
  description: string | null;
  disputed: boolean;
  failure_code: string | null;
  failure_message: string | null;
  livemode: false;
  metadata: Record<string, string>;
  paid: boolean;
  payment_intent: string;
  payment_method: string;
  refunded: boolean;
  status: 'succeeded' | 'pending' | 'failed';
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  created: number;
  currency: string;
  failure_balance_transaction?: string;
  failure_reason?: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string | null;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled';
}

/** https://docs.stripe.com/api/balance_transactions/object: money moving through the balance, in its currency. */
export interface FakeBalanceTransaction {
  id: string;
  object: 'balance_transaction';
  /** Gross amount in the settlement currency's smallest unit. */
  amount: number;
  available_on: number;
  created: number;
  currency: string;
  description: string | null;
  /** "If money converts from currency A to currency B, then the amount in currency A, multiplied by the exchange_rate, equals the amount in currency B". */
  exchange_rate: number | null;
  fee: number;
  fee_details: {
    amount: number;
    application: null;
    currency: string;
    description: string;
    type: 'stripe_fee';
  }[];
  net: number;
  reporting_category: 'charge';
  source: string;
  status: 'pending' | 'available';
  type: 'charge';
}

export type DisputeStatus = 'needs_response' | 'under_review' | 'won' | 'lost';

export interface FakeDispute {
  id: string;
  object: 'dispute';
  amount: number;
  charge: string;
  created: number;
  currency: string;
  evidence_details: { due_by: number; has_evidence: boolean; past_due: boolean; submission_count: number };
  is_charge_refundable: boolean;
  livemode: false;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string;
  status: DisputeStatus;
}

const randomId = (length: number) =>
  randomBytes(length).toString('base64url').replace(/[-_]/g, 'x').slice(0, length);

export const newId = (prefix: string) => `${prefix}_${randomId(24)}`;
export const newSecret = (id: string) => `${id}_secret_${randomId(25)}`;

/** Everything the fake knows, by id. Tests read it directly (`fake.intents.get(id)`). */
export function createLedger() {
  return {
    intents: new Map<string, FakePaymentIntent>(),
    charges: new Map<string, FakeCharge>(),
    refunds: new Map<string, FakeRefund>(),
    disputes: new Map<string, FakeDispute>(),
    balanceTransactions: new Map<string, FakeBalanceTransaction>(),
    /** Where a redirect-based confirmation sends the payer back (https://docs.stripe.com/api/payment_intents/confirm#confirm_payment_intent-return_url). */
    returnUrls: new Map<string, string>(),
  };
}
export type Ledger = ReturnType<typeof createLedger>;

export interface EventRequest {
  id: string | null;
  idempotency_key: string | null;
}

/** What an operation needs: the state, Stripe's clock, a way to publish an event, and deferred work. */
export interface StripeContext {
  ledger: Ledger;
  clock: FakeClock;
  apiUrl: string;
  /** The currency the account's balance is kept in (a US account: usd); charges in others are converted. */
  settlementCurrency: string;
  /** The API request that caused the change, or nulls for asynchronous changes (https://docs.stripe.com/api/events/object#event_object-request). */
  request: EventRequest;
  emit(type: string, object: object, request: EventRequest): void;
  /** Work Stripe does a moment later (a test card's dispute, a refund that fails). */
  later(work: () => void): void;
}

export const secondsOf = (clock: FakeClock) => Math.floor(clock.now() / 1000);
export const ASYNC_REQUEST: EventRequest = { id: null, idempotency_key: null };

export function requireIntent(context: StripeContext, id: string): FakePaymentIntent {
  const intent = context.ledger.intents.get(id);
  if (!intent) throw resourceMissing('payment_intent', id);
  return intent;
}
