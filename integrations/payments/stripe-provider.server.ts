import Stripe from 'stripe';
import {
  type PaymentEvent,
  type PaymentIntentSnapshot,
  type PaymentProvider,
  PaymentProviderUnavailableError,
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
  };
}

function isStripeError(error: unknown): error is { type: string; statusCode?: number; message: string } {
  return error instanceof Error && typeof (error as { type?: unknown }).type === 'string';
}

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, clientOptions(options.apiUrl));

  async function call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isStripeError(error)) {
        throw new PaymentProviderUnavailableError(`Stripe ${error.type}: ${error.message}`);
      }
      throw error;
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
        if (isStripeError(error))
          throw new PaymentProviderUnavailableError(`Stripe ${error.type}: ${error.message}`);
        throw error;
      }
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

function paymentEventOf(event: Stripe.Event): PaymentEvent {
  const base = { id: event.id, providerType: event.type };
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed': {
      const intent = snapshotOf(event.data.object);
      return { ...base, type: event.type, paymentIntentId: intent.id, intent };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentIntentId =
        typeof charge.payment_intent === 'string'
          ? charge.payment_intent
          : (charge.payment_intent?.id ?? null);
      return { ...base, type: 'charge.refunded', paymentIntentId, intent: null };
    }
    default:
      return { ...base, type: 'ignored', paymentIntentId: null, intent: null };
  }
}
