import Stripe from 'stripe';
import {
  type PaymentEvent,
  type PaymentIntentSnapshot,
  PaymentPermissionError,
  type PaymentProvider,
  PaymentProviderUnavailableError,
  PaymentRefusedError,
  WebhookSignatureError,
} from './types';

export interface StripeProviderOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret?: string;
  /** Another API host (tests point this at a local Stripe-compatible server). */
  apiUrl?: string;
}

function clientOptions(apiUrl: string | undefined): Stripe.StripeConfig {
  const options: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 20_000 };
  if (!apiUrl) return options;
  const url = new URL(apiUrl);
  return {
    ...options,
    host: url.hostname,
    port: url.port || (url.protocol === 'http:' ? 80 : 443),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
  };
}

export function snapshotOf(intent: Stripe.PaymentIntent): PaymentIntentSnapshot {
  return {
    id: intent.id,
    status: intent.status,
    amount: intent.amount,
    currency: intent.currency.toUpperCase(),
    metadata: { ...(intent.metadata ?? {}) },
    failureMessage: intent.last_payment_error?.message ?? null,
    clientSecret: intent.client_secret ?? null,
    nextActionType: intent.next_action?.type ?? null,
    livemode: intent.livemode,
  };
}

interface StripeErrorShape {
  type: string;
  /** The API's own error type (card_error, invalid_request_error, idempotency_error, api_error). */
  rawType?: string;
  statusCode?: number;
  message: string;
  code?: string;
  decline_code?: string;
}

function isStripeError(error: unknown): error is StripeErrorShape {
  return error instanceof Error && typeof (error as { type?: unknown }).type === 'string';
}

/**
 * Stripe's refusals the payer can act on, told apart from outages. Card errors carry `code` and, for declines,
 * `decline_code` (docs.stripe.com/api/errors, docs.stripe.com/declines/codes); an amount outside the currency's
 * limits is an invalid_request_error with code amount_too_small / amount_too_large (docs.stripe.com/error-codes);
 * the same idempotency key with other parameters is an idempotency_error (docs.stripe.com/api/idempotent_requests).
 * Everything else (connection, API, rate limit, authentication errors) means Stripe could not do it now.
 */
export function providerErrorOf(error: StripeErrorShape): Error {
  if (error.statusCode === 403) {
    // "Having the 'rak_event_read' permission would allow this request to continue." (a restricted key's 403)
    const permission = /Having the '([\w.]+)' permission/.exec(error.message)?.[1] ?? null;
    return new PaymentPermissionError(error.message, permission);
  }
  if (error.rawType === 'card_error') {
    if (error.decline_code === 'insufficient_funds' || error.code === 'insufficient_funds') {
      return new PaymentRefusedError('insufficient_funds', error.message);
    }
    if (error.code === 'authentication_required' || error.decline_code === 'authentication_required') {
      return new PaymentRefusedError('authentication_required', error.message);
    }
    return new PaymentRefusedError('card_declined', error.message);
  }
  if (error.rawType === 'invalid_request_error') {
    if (error.code === 'amount_too_small') return new PaymentRefusedError('amount_too_small', error.message);
    if (error.code === 'amount_too_large') return new PaymentRefusedError('amount_too_large', error.message);
  }
  if (error.rawType === 'idempotency_error') {
    return new PaymentRefusedError('idempotency_conflict', error.message);
  }
  return new PaymentProviderUnavailableError(`Stripe ${error.type}: ${error.message}`);
}

/** The permission whose lack leaves a charge's fee unread (the model's estimate stays). */
const BALANCE_TRANSACTION_READ = 'rak_balance_transaction_read';

/**
 * The permissions a restricted key needs (README, "A restricted key"), each with the cheapest read that shows it is
 * there: a list of one. A key that may write a resource may read it ("Write permissions imply read permissions",
 * https://docs.stripe.com/keys#create-restricted-api-secret-key), so a read refused means the permission is missing;
 * a read allowed proves only Read for PaymentIntents, whose Write the first gift needs.
 */
const NEEDED_PERMISSIONS: { permission: string; read: (stripe: Stripe) => Promise<unknown> }[] = [
  { permission: 'rak_payment_intent_write', read: (stripe) => stripe.paymentIntents.list({ limit: 1 }) },
  { permission: 'rak_charge_read', read: (stripe) => stripe.charges.list({ limit: 1 }) },
  { permission: 'rak_event_read', read: (stripe) => stripe.events.list({ limit: 1 }) },
  {
    permission: BALANCE_TRANSACTION_READ,
    read: (stripe) => stripe.balanceTransactions.list({ limit: 1 }),
  },
];

/**
 * The needed permissions this key lacks: Stripe answers a restricted key without one with 403 (PaymentPermissionError).
 * Any other failure (Stripe unreachable) is thrown: nothing can be said of the key then.
 */
export async function missingStripePermissions(options: StripeProviderOptions): Promise<string[]> {
  const stripe = new Stripe(options.secretKey, clientOptions(options.apiUrl));
  const missing: string[] = [];
  for (const { permission, read } of NEEDED_PERMISSIONS) {
    try {
      await read(stripe);
    } catch (error) {
      const refusal = isStripeError(error) ? providerErrorOf(error) : error;
      if (!(refusal instanceof PaymentPermissionError)) throw refusal;
      missing.push(permission);
    }
  }
  return missing;
}

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, clientOptions(options.apiUrl));

  async function call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw isStripeError(error) ? providerErrorOf(error) : error;
    }
  }

  return {
    name: 'stripe',
    publishableKey: options.publishableKey,

    async createIntent(input) {
      const intent = await call(() =>
        stripe.paymentIntents.create(
          {
            amount: input.amount,
            currency: input.currency.toLowerCase(),
            automatic_payment_methods: { enabled: true },
            description: input.description,
            metadata: input.metadata,
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      if (!intent.client_secret)
        throw new PaymentProviderUnavailableError('Stripe returned no client secret');
      return { id: intent.id, clientSecret: intent.client_secret };
    },

    async retrieveIntent(id) {
      try {
        return snapshotOf(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        if (isStripeError(error) && error.statusCode === 404) return null;
        throw isStripeError(error) ? providerErrorOf(error) : error;
      }
    },

    async cancelIntent(id) {
      return snapshotOf(
        await call(() => stripe.paymentIntents.cancel(id, { cancellation_reason: 'abandoned' })),
      );
    },

    /**
     * GET /v1/events with created[gte] and types, every page (https://docs.stripe.com/api/events/list: newest
     * first, "going back up to 30 days"; `types` takes up to 20 names). Returned oldest first, the order they
     * happened in.
     */
    async listEvents({ since, types }) {
      const events: PaymentEvent[] = [];
      await call(() =>
        stripe.events
          .list({ created: { gte: Math.floor(since.getTime() / 1000) }, types, limit: 100 })
          .autoPagingEach((event) => {
            events.push(paymentEventOf(event));
          }),
      );
      return events.reverse();
    },

    /**
     * The intent with its latest charge and that charge's balance transaction expanded, in one request
     * (https://docs.stripe.com/api/expanding_objects, dot notation): the charge's amount_refunded counts every refund
     * so far, less those that failed (https://docs.stripe.com/refunds#failed-refunds); the balance transaction's
     * `fee` is what Stripe took, in the settlement currency with its `exchange_rate`
     * (https://docs.stripe.com/api/balance_transactions/object). A charge has none until its money reaches the
     * balance (a bank debit: once it settles). A restricted key that may not read balance transactions is refused
     * the whole request (403): the charge is read again without its fee, so refunds are still counted.
     */
    async retrieveCharge(paymentIntentId) {
      let feeRefusedFor: string | undefined;
      const intent = await call(() =>
        stripe.paymentIntents.retrieve(paymentIntentId, {
          expand: ['latest_charge.balance_transaction'],
        }),
      ).catch((error: unknown) => {
        if (!(error instanceof PaymentPermissionError) || error.permission !== BALANCE_TRANSACTION_READ)
          throw error;
        feeRefusedFor = error.permission;
        return call(() => stripe.paymentIntents.retrieve(paymentIntentId, { expand: ['latest_charge'] }));
      });
      const charge = intent.latest_charge;
      if (!charge || typeof charge === 'string' || charge.status !== 'succeeded') return null;
      const transaction = charge.balance_transaction;
      return {
        paymentIntentId,
        amountRefunded: charge.amount_refunded,
        currency: charge.currency.toUpperCase(),
        fee:
          transaction && typeof transaction !== 'string'
            ? {
                amount: transaction.fee,
                currency: transaction.currency.toUpperCase(),
                exchangeRate: transaction.exchange_rate,
              }
            : null,
        ...(feeRefusedFor ? { feeRefusedFor } : {}),
      };
    },

    verifyWebhook(rawBody, signature) {
      if (!options.webhookSecret) throw new WebhookSignatureError('STRIPE_WEBHOOK_SECRET is not set');
      if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid signature');
      }
      return paymentEventOf(event);
    },
  };
}

const idOf = (reference: string | { id: string } | null): string | null =>
  typeof reference === 'string' ? reference : (reference?.id ?? null);

/**
 * The events Pamoja acts on, as Stripe documents them (https://docs.stripe.com/api/events/types):
 * - charge.refunded, "whenever a charge is refunded, including partial refunds", carries the Charge, whose
 *   amount_refunded is everything refunded so far (https://docs.stripe.com/api/charges/object#charge_object-amount_refunded);
 * - charge.refund.updated carries one Refund, whose status is pending, requires_action, succeeded, failed or canceled
 *   (https://docs.stripe.com/api/refunds/object#refund_object-status; failed refunds: https://docs.stripe.com/refunds#failed-refunds);
 * - charge.dispute.created / updated / closed carry the Dispute: its amount and status
 *   (https://docs.stripe.com/api/disputes/object).
 * Each names its payment intent, which is how a contribution is found.
 */
function paymentEventOf(event: Stripe.Event): PaymentEvent {
  const base = {
    id: event.id,
    providerType: event.type,
    occurredAt: new Date(event.created * 1000),
    intent: null,
  };
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed': {
      const intent = snapshotOf(event.data.object);
      return { ...base, type: event.type, paymentIntentId: intent.id, intent };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      return {
        ...base,
        type: event.type,
        paymentIntentId: idOf(charge.payment_intent),
        charge: {
          amountRefunded: charge.amount_refunded,
          currency: charge.currency.toUpperCase(),
        },
      };
    }
    case 'charge.refund.updated': {
      const refund = event.data.object;
      return {
        ...base,
        type: event.type,
        paymentIntentId: idOf(refund.payment_intent),
        refund: {
          id: refund.id,
          amount: refund.amount,
          currency: refund.currency.toUpperCase(),
          status: refund.status ?? 'pending',
        },
      };
    }
    case 'charge.dispute.created':
    case 'charge.dispute.updated':
    case 'charge.dispute.closed': {
      const dispute = event.data.object;
      return {
        ...base,
        type: event.type,
        paymentIntentId: idOf(dispute.payment_intent),
        dispute: {
          id: dispute.id,
          amount: dispute.amount,
          currency: dispute.currency.toUpperCase(),
          status: dispute.status,
        },
      };
    }
    default:
      return { ...base, type: 'ignored', paymentIntentId: null };
  }
}
