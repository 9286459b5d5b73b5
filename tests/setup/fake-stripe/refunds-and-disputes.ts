import { checkAmountGranularity, formatAmount } from './currency-rules';
import { invalidParameter, invalidRequest, resourceMissing } from './stripe-errors';
import {
  ASYNC_REQUEST,
  type FakeCharge,
  type FakeDispute,
  type FakeRefund,
  newId,
  requireIntent,
  type StripeContext,
  secondsOf,
} from './stripe-objects';
import { TEST_PAYMENT_METHODS } from './test-payment-methods';

/**
 * Refunds (https://docs.stripe.com/refunds): "You can issue more than one refund against a charge, but you can't
 * refund a total greater than the original charge amount"; `charge.refunded` is "Sent when a charge is refunded,
 * including partial refunds" with the charge as its object, whose `refunded` is true only once fully refunded
 * (https://docs.stripe.com/api/charges/object#charge_object-refunded). A refund can fail later: "the bank returns
 * the refunded amount to us and we add it back to your Stripe account balance", its status becomes failed with a
 * failure_reason, and "we notify you using the charge.refund.updated webhook event" (#failed-refunds).
 */
export interface CreateRefundParams {
  payment_intent?: string;
  charge?: string;
  amount?: number;
  reason?: string;
  metadata?: Record<string, string>;
}

function refundableCharge(context: StripeContext, params: CreateRefundParams): FakeCharge {
  if (params.charge) {
    const charge = context.ledger.charges.get(params.charge);
    if (!charge) throw resourceMissing('charge', params.charge, 'charge');
    return charge;
  }
  if (!params.payment_intent) {
    throw invalidParameter(
      'One of the following params should be provided for this request: payment_intent or charge.',
      'payment_intent',
      'parameter_missing',
    );
  }
  const intent = requireIntent(context, params.payment_intent);
  const charge = context.ledger.charges.get(intent.latest_charge ?? '');
  if (intent.status !== 'succeeded' || !charge) {
    throw invalidRequest(`This PaymentIntent (${intent.id}) does not have a successful charge to refund.`);
  }
  return charge;
}

export function createRefund(context: StripeContext, params: CreateRefundParams): FakeRefund {
  const charge = refundableCharge(context, params);
  if (charge.disputed) {
    throw invalidRequest(`Charge ${charge.id} has been charged back; cannot issue a refund.`, {
      code: 'charge_disputed',
    });
  }
  const unrefunded = charge.amount - charge.amount_refunded;
  if (unrefunded === 0) {
    throw invalidRequest(`Charge ${charge.id} has already been refunded.`, {
      code: 'charge_already_refunded',
    });
  }
  const amount = params.amount ?? unrefunded;
  checkAmountGranularity(amount, charge.currency);
  if (amount > unrefunded) {
    throw invalidRequest(
      `Refund amount (${formatAmount(amount, charge.currency)}) is greater than unrefunded amount on charge (${formatAmount(unrefunded, charge.currency)})`,
      { code: 'amount_too_large', param: 'amount' },
    );
  }
  const refund: FakeRefund = {
    id: newId('re'),
    object: 'refund',
    amount,
    charge: charge.id,
    created: secondsOf(context.clock),
    currency: charge.currency,
    metadata: params.metadata ?? {},
    payment_intent: charge.payment_intent,
    reason: params.reason ?? null,
    status: 'succeeded',
  };
  context.ledger.refunds.set(refund.id, refund);
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded === charge.amount;
  context.emit('charge.refunded', charge, context.request);
  // pm_card_refundFail: "the refund will appear to be successful at first" (https://docs.stripe.com/testing#refunds).
  const method = TEST_PAYMENT_METHODS[charge.payment_method];
  if (method?.outcome.kind === 'succeeds' && method.outcome.afterwards === 'refunds-fail') {
    context.later(() => failRefund(context, refund.id));
  }
  return refund;
}

export function failRefund(context: StripeContext, refundId: string, reason = 'expired_or_canceled_card') {
  const refund = context.ledger.refunds.get(refundId);
  if (!refund) throw new Error(`No such refund: ${refundId}`);
  if (refund.status !== 'succeeded' && refund.status !== 'pending') {
    throw new Error(`${refundId} is ${refund.status}: only a succeeded or pending refund can fail`);
  }
  const charge = context.ledger.charges.get(refund.charge);
  if (charge) {
    charge.amount_refunded -= refund.amount;
    charge.refunded = false;
  }
  Object.assign(refund, {
    status: 'failed',
    failure_reason: reason,
    failure_balance_transaction: newId('txn'),
  });
  context.emit('charge.refund.updated', refund, ASYNC_REQUEST);
  return refund;
}

/**
 * Disputes (https://docs.stripe.com/disputes, https://docs.stripe.com/api/disputes/object): opened by the
 * cardholder's bank as `needs_response` (charge.dispute.created), closed as won or lost (charge.dispute.closed).
 * "Disputes and chargebacks aren't possible on credit card charges that are fully refunded" (/refunds).
 */
export function openDispute(
  context: StripeContext,
  intentId: string,
  options: { reason?: string; amount?: number } = {},
): FakeDispute {
  const intent = requireIntent(context, intentId);
  const charge = context.ledger.charges.get(intent.latest_charge ?? '');
  if (charge?.status !== 'succeeded') throw new Error(`${intentId} has no succeeded charge to dispute`);
  if (charge.disputed) throw new Error(`${charge.id} is already disputed`);
  const amount = options.amount ?? charge.amount - charge.amount_refunded;
  if (amount <= 0) throw new Error(`${charge.id} is fully refunded: it cannot be disputed`);
  const created = secondsOf(context.clock);
  const dispute: FakeDispute = {
    id: newId('dp'),
    object: 'dispute',
    amount,
    charge: charge.id,
    created,
    currency: charge.currency,
    evidence_details: {
      due_by: created + 7 * 24 * 3600,
      has_evidence: false,
      past_due: false,
      submission_count: 0,
    },
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    payment_intent: intent.id,
    reason: options.reason ?? 'fraudulent',
    status: 'needs_response',
  };
  context.ledger.disputes.set(dispute.id, dispute);
  charge.disputed = true;
  context.emit('charge.dispute.created', dispute, ASYNC_REQUEST);
  return dispute;
}

export function closeDispute(
  context: StripeContext,
  disputeId: string,
  outcome: 'won' | 'lost',
): FakeDispute {
  const dispute = context.ledger.disputes.get(disputeId);
  if (!dispute) throw new Error(`No such dispute: ${disputeId}`);
  if (dispute.status === 'won' || dispute.status === 'lost')
    throw new Error(`${disputeId} is already closed`);
  dispute.status = outcome;
  context.emit('charge.dispute.closed', dispute, ASYNC_REQUEST);
  return dispute;
}
