import { type ChargeAmountRules, checkChargeAmount, checkCurrency } from './currency-rules';
import { fail, recordCharge, succeed } from './intent-outcomes';
import { cardError, invalidParameter, resourceMissing, unexpectedState } from './stripe-errors';
import {
  type FakePaymentIntent,
  newId,
  newSecret,
  type PaymentError,
  type StripeContext,
  secondsOf,
} from './stripe-objects';
import { METHOD_CURRENCIES, TEST_PAYMENT_METHODS } from './test-payment-methods';

/**
 * The PaymentIntent life cycle (https://docs.stripe.com/payments/paymentintents/lifecycle): requires_payment_method
 * → (confirm) → requires_action | processing | succeeded, a failed attempt going back to requires_payment_method
 * with `last_payment_error`, and canceled. Each change publishes the event Stripe sends for it
 * (https://docs.stripe.com/api/events/types#event_types-payment_intent.succeeded and its neighbours).
 */
export interface CreateIntentParams {
  amount: number;
  currency: string;
  automatic_payment_methods?: { enabled: boolean; allow_redirects?: 'always' | 'never' };
  confirm?: boolean;
  description?: string;
  metadata?: Record<string, string>;
  payment_method?: string;
  payment_method_types?: string[];
  receipt_email?: string;
  return_url?: string;
  statement_descriptor_suffix?: string;
}

export interface CancelIntentParams {
  cancellation_reason?: string;
}

export interface ConfirmIntentParams {
  payment_method?: string;
  receipt_email?: string;
  return_url?: string;
}

export function createIntent(
  context: StripeContext,
  params: CreateIntentParams,
  rules: ChargeAmountRules,
): FakePaymentIntent {
  checkCurrency(params.currency);
  checkChargeAmount(params.amount, params.currency, rules);
  if (params.automatic_payment_methods && params.payment_method_types) {
    throw invalidParameter(
      'You may only specify one of these parameters: automatic_payment_methods, payment_method_types.',
      'automatic_payment_methods',
      'parameters_exclusive',
    );
  }
  for (const type of params.payment_method_types ?? []) {
    const currencies = METHOD_CURRENCIES[type];
    if (currencies && !currencies.includes(params.currency)) {
      // The fake's words; the rule is the method's presentment currency (test-payment-methods.ts).
      throw invalidParameter(
        `The currency provided (${params.currency}) is invalid for one or more payment method types on this PaymentIntent. The payment method type ${type} supports these currencies: ${currencies.join(', ')}.`,
        'payment_method_types',
      );
    }
  }
  // Since API version 2023-08-16 automatic payment methods are on unless payment_method_types is given
  // (https://docs.stripe.com/api/payment_intents/create#create_payment_intent-automatic_payment_methods).
  const automatic = params.payment_method_types
    ? null
    : (params.automatic_payment_methods ?? { enabled: true });
  const id = newId('pi');
  const intent: FakePaymentIntent = {
    id,
    object: 'payment_intent',
    amount: params.amount,
    amount_capturable: 0,
    amount_received: 0,
    automatic_payment_methods: automatic,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic_async',
    client_secret: newSecret(id),
    confirmation_method: 'automatic',
    created: secondsOf(context.clock),
    currency: params.currency,
    description: params.description ?? null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: params.metadata ?? {},
    next_action: null,
    payment_method: params.payment_method ?? null,
    payment_method_types: params.payment_method_types ?? methodTypesFor(params.currency),
    receipt_email: params.receipt_email ?? null,
    statement_descriptor_suffix: params.statement_descriptor_suffix ?? null,
    status: params.payment_method ? 'requires_confirmation' : 'requires_payment_method',
  };
  context.ledger.intents.set(id, intent);
  context.emit('payment_intent.created', intent, context.request);
  if (params.confirm) return confirmIntent(context, intent, params);
  return intent;
}

/** With automatic payment methods, the fake account's Dashboard has cards and each method its currency allows on. */
function methodTypesFor(currency: string): string[] {
  return [
    'card',
    ...Object.keys(METHOD_CURRENCIES).filter((type) => METHOD_CURRENCIES[type].includes(currency)),
  ];
}

const VOUCHER_VALIDITY_S = 7 * 24 * 60 * 60;

const CONFIRMABLE = ['requires_payment_method', 'requires_confirmation', 'requires_action'];

export function confirmIntent(
  context: StripeContext,
  intent: FakePaymentIntent,
  params: ConfirmIntentParams,
): FakePaymentIntent {
  if (intent.status === 'succeeded') {
    throw unexpectedState(
      'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
    );
  }
  if (!CONFIRMABLE.includes(intent.status)) {
    throw unexpectedState(
      `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`,
    );
  }
  const methodId = params.payment_method ?? intent.payment_method;
  if (!methodId) {
    throw unexpectedState(
      "You cannot confirm this PaymentIntent because it's missing a payment method. You can either update the PaymentIntent with a payment method and then confirm it again, or confirm it again directly with a payment method.",
    );
  }
  const method = TEST_PAYMENT_METHODS[methodId];
  if (!method) throw resourceMissing('PaymentMethod', methodId, 'payment_method');
  if (!intent.payment_method_types.includes(method.type)) {
    throw invalidParameter(
      `The provided PaymentMethod of type ${method.type} is not allowed for this PaymentIntent. Please attach a PaymentMethod of one of the following types: ${intent.payment_method_types.join(', ')}.`,
      'payment_method',
      'payment_intent_incompatible_payment_method',
    );
  }
  const automatic = intent.automatic_payment_methods;
  if (automatic?.enabled && automatic.allow_redirects !== 'never' && !params.return_url) {
    // The refusal real Stripe gives a server-side confirm without return_url (Stripe.js always sends one).
    throw invalidParameter(
      'A `return_url` must be specified because this Payment Intent is configured to automatically accept the payment methods enabled in the Dashboard, some of which may require a full page redirect to succeed. If you do not want to accept redirect-based payment methods, set `automatic_payment_methods[enabled]` to `true` and `automatic_payment_methods[allow_redirects]` to `never` when creating Setup Intents and Payment Intents.',
      'return_url',
    );
  }
  intent.payment_method = methodId;
  intent.receipt_email = params.receipt_email ?? intent.receipt_email;
  intent.last_payment_error = null;
  intent.next_action = null;
  const outcome = method.outcome;
  switch (outcome.kind) {
    case 'succeeds':
      succeed(context, intent, method);
      return intent;
    case 'processing':
      intent.latest_charge = recordCharge(context, intent, 'pending').id;
      intent.status = 'processing';
      context.emit('payment_intent.processing', intent, context.request);
      return intent;
    case 'voucher': {
      // requires_action with the voucher until the customer pays it; no charge before
      // (https://docs.stripe.com/payments/paymentintents/lifecycle; the object's next_action.multibanco_display_details).
      // Its 7-day validity is the fake's choice: the docs give expires_at, not a fixed period.
      intent.status = 'requires_action';
      intent.next_action = {
        type: 'multibanco_display_details',
        multibanco_display_details: {
          entity: '12345',
          reference: String(100_000_000 + (intent.amount % 900_000_000)),
          expires_at: secondsOf(context.clock) + VOUCHER_VALIDITY_S,
          hosted_voucher_url: `${context.apiUrl}/fake/voucher/${intent.id}`,
        },
      };
      context.emit('payment_intent.requires_action', intent, context.request);
      return intent;
    }
    case 'requires-authentication': {
      // With a return_url, 3D Secure is a redirect (https://docs.stripe.com/payments/3d-secure/authentication-flow#manual-redirect):
      // status requires_action and next_action.redirect_to_url; the payer comes back to return_url.
      const returnUrl = params.return_url ?? 'about:blank';
      context.ledger.returnUrls.set(intent.id, returnUrl);
      intent.status = 'requires_action';
      intent.next_action = {
        type: 'redirect_to_url',
        redirect_to_url: { url: `${context.apiUrl}/fake/authenticate/${intent.id}`, return_url: returnUrl },
      };
      context.emit('payment_intent.requires_action', intent, context.request);
      return intent;
    }
    case 'declined': {
      const charge = recordCharge(context, intent, 'failed', outcome);
      const error: PaymentError = {
        type: 'card_error',
        code: outcome.code,
        decline_code: outcome.declineCode,
        message: outcome.message,
        charge: charge.id,
        doc_url: `https://stripe.com/docs/error-codes/${outcome.code.replaceAll('_', '-')}`,
        payment_method: { id: methodId, object: 'payment_method', type: method.type },
      };
      fail(context, intent, error, charge.id);
      // A declined confirmation answers 402 with the error and the intent (https://docs.stripe.com/declines/card#handling-declines).
      throw cardError({ ...error, payment_intent: structuredClone(intent) });
    }
  }
}

// "You can cancel a PaymentIntent object when it's in one of these statuses: requires_payment_method,
// requires_capture, requires_confirmation, requires_action or, in rare cases, processing"
// (https://docs.stripe.com/api/payment_intents/cancel).
const CANCELABLE = [
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
];

export function cancelIntent(
  context: StripeContext,
  intent: FakePaymentIntent,
  params: CancelIntentParams,
): FakePaymentIntent {
  if (!CANCELABLE.includes(intent.status)) {
    throw unexpectedState(
      `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE.join(', ')}.`,
    );
  }
  intent.status = 'canceled';
  intent.canceled_at = secondsOf(context.clock);
  intent.cancellation_reason = params.cancellation_reason ?? null;
  intent.next_action = null;
  context.emit('payment_intent.canceled', intent, context.request);
  return intent;
}
