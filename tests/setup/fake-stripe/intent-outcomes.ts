import { recordBalanceTransaction } from './balance-transactions';
import { openDispute } from './refunds-and-disputes';
import {
  type FakeCharge,
  type FakePaymentIntent,
  newId,
  type PaymentError,
  requireIntent,
  type StripeContext,
  secondsOf,
} from './stripe-objects';
import { TEST_PAYMENT_METHODS, type TestPaymentMethod } from './test-payment-methods';

/**
 * How a payment attempt ends (https://docs.stripe.com/payments/paymentintents/lifecycle): succeeded with a charge,
 * or back to requires_payment_method with `last_payment_error`, each publishing its event
 * (https://docs.stripe.com/api/events/types: payment_intent.succeeded, payment_intent.payment_failed). Reached by a
 * confirmation, by the payer's 3D Secure redirect, or by the bank settling a `processing` debit.
 */
export function recordCharge(
  context: StripeContext,
  intent: FakePaymentIntent,
  status: FakeCharge['status'],
  decline?: { declineCode: string; message: string },
): FakeCharge {
  const succeeded = status === 'succeeded';
  const charge: FakeCharge = {
    id: newId('ch'),
    object: 'charge',
    amount: intent.amount,
    amount_captured: succeeded ? intent.amount : 0,
    amount_refunded: 0,
    balance_transaction: null,
    captured: succeeded,
    created: secondsOf(context.clock),
    currency: intent.currency,
    description: intent.description,
    disputed: false,
    failure_code: decline ? decline.declineCode : null,
    failure_message: decline ? decline.message : null,
    livemode: false,
    metadata: { ...intent.metadata },
    paid: succeeded,
    payment_intent: intent.id,
    payment_method: intent.payment_method ?? '',
    refunded: false,
    status,
  };
  context.ledger.charges.set(charge.id, charge);
  const method = TEST_PAYMENT_METHODS[charge.payment_method];
  if (succeeded && method) charge.balance_transaction = recordBalanceTransaction(context, charge, method).id;
  return charge;
}

export function succeed(context: StripeContext, intent: FakePaymentIntent, method: TestPaymentMethod) {
  const pending = intent.latest_charge ? context.ledger.charges.get(intent.latest_charge) : undefined;
  if (pending?.status === 'pending') {
    Object.assign(pending, {
      status: 'succeeded',
      paid: true,
      captured: true,
      amount_captured: pending.amount,
      balance_transaction: recordBalanceTransaction(context, pending, method).id,
    });
  } else {
    intent.latest_charge = recordCharge(context, intent, 'succeeded').id;
  }
  intent.status = 'succeeded';
  intent.amount_received = intent.amount;
  intent.next_action = null;
  context.emit('payment_intent.succeeded', intent, context.request);
  if (method.outcome.kind === 'succeeds' && method.outcome.afterwards === 'dispute') {
    context.later(() => openDispute(context, intent.id));
  }
}

export function fail(
  context: StripeContext,
  intent: FakePaymentIntent,
  error: PaymentError,
  chargeId: string,
) {
  intent.status = 'requires_payment_method';
  intent.latest_charge = chargeId;
  intent.last_payment_error = error;
  intent.next_action = null;
  context.emit('payment_intent.payment_failed', intent, context.request);
}

/** The payer finishes (or abandons) 3D Secure; returns the return_url Stripe sends them back to. */
export function completeAction(context: StripeContext, intentId: string, succeeded: boolean): string {
  const intent = requireIntent(context, intentId);
  if (intent.status !== 'requires_action')
    throw new Error(`${intentId} is ${intent.status}, not requires_action`);
  const method = TEST_PAYMENT_METHODS[intent.payment_method ?? ''];
  if (succeeded) {
    succeed(context, intent, method);
  } else {
    const charge = recordCharge(context, intent, 'failed');
    fail(
      context,
      intent,
      {
        type: 'invalid_request_error',
        code: 'payment_intent_authentication_failure',
        message:
          'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
        payment_method: { id: intent.payment_method ?? '', object: 'payment_method', type: method.type },
      },
      charge.id,
    );
  }
  // Stripe.js's redirect appends payment_intent, payment_intent_client_secret and redirect_status
  // (https://docs.stripe.com/js/payment_intents/confirm_payment, "return_url").
  const back = new URL(context.ledger.returnUrls.get(intentId) ?? 'about:blank');
  back.searchParams.set('payment_intent', intent.id);
  back.searchParams.set('payment_intent_client_secret', intent.client_secret);
  back.searchParams.set('redirect_status', succeeded ? 'succeeded' : 'failed');
  return back.toString();
}

/**
 * The bank's answer for a `processing` payment (ACH takes up to four business days), or a voucher's end: paid
 * (payment_intent.succeeded) or expired unpaid, which Stripe reports as payment_intent.payment_failed with the
 * intent back at requires_payment_method (https://docs.stripe.com/api/events/types).
 */
export function settle(context: StripeContext, intentId: string, outcome: 'succeeded' | 'failed') {
  const intent = requireIntent(context, intentId);
  const voucher =
    intent.status === 'requires_action' && intent.next_action?.type === 'multibanco_display_details';
  if (intent.status !== 'processing' && !voucher)
    throw new Error(`${intentId} is ${intent.status}, not processing or waiting on a voucher`);
  const method = TEST_PAYMENT_METHODS[intent.payment_method ?? ''];
  if (outcome === 'succeeded') {
    succeed(context, intent, method);
    return;
  }
  if (voucher) {
    // The code and words of an expired voucher are the fake's own choice: the docs give only the event.
    const charge = recordCharge(context, intent, 'failed');
    fail(
      context,
      intent,
      {
        type: 'invalid_request_error',
        code: 'payment_intent_payment_attempt_expired',
        message: 'The voucher expired.',
      },
      charge.id,
    );
    return;
  }
  const charge = context.ledger.charges.get(intent.latest_charge ?? '');
  if (charge) Object.assign(charge, { status: 'failed', failure_code: 'insufficient_funds' });
  // The code and words of a failed bank debit are the fake's own choice: the docs give only the event.
  fail(
    context,
    intent,
    {
      type: 'invalid_request_error',
      code: 'payment_intent_payment_attempt_failed',
      message: 'The payment failed.',
    },
    intent.latest_charge ?? '',
  );
}
