import { resourceMissing, StripeError } from './stripe-errors';
import type { Ledger } from './stripe-objects';

/**
 * Requests Stripe.js makes in the browser with the publishable key (`key=pk_test_…` among the parameters, beside
 * the PaymentIntent's `client_secret`). The key unlocks only what the client secret names: retrieving the intent
 * ("You can retrieve a PaymentIntent client-side using a publishable key when the client_secret is in the query
 * string", https://docs.stripe.com/api/payment_intents/retrieve) and confirming it, which is what
 * stripe.confirmPayment does (https://docs.stripe.com/js/payment_intents/confirm_payment). Every other endpoint
 * needs the secret key.
 */
const CLIENT_ENDPOINTS = [
  { method: 'GET', pattern: /^\/v1\/payment_intents\/([^/]+)$/ },
  { method: 'POST', pattern: /^\/v1\/payment_intents\/([^/]+)\/confirm$/ },
];

/**
 * The PaymentIntent fields "retrievable with publishable key" (https://docs.stripe.com/api/payment_intents/object),
 * the ones Stripe.js's own PaymentIntent type has (github.com/stripe/stripe-js, types/api/payment-intents.d.ts).
 * Metadata and the charge stay on the server's side.
 */
const CLIENT_FIELDS = [
  'id',
  'object',
  'amount',
  'automatic_payment_methods',
  'canceled_at',
  'cancellation_reason',
  'capture_method',
  'client_secret',
  'confirmation_method',
  'created',
  'currency',
  'description',
  'last_payment_error',
  'livemode',
  'next_action',
  'payment_method',
  'payment_method_types',
  'receipt_email',
  'status',
];

export function publishableKeyOf(encoded: string): string | null {
  const key = new URLSearchParams(encoded).get('key');
  return key?.startsWith('pk_test_') ? key : null;
}

/**
 * A publishable-key request's own parameters, without `key` and `client_secret`, once the client secret is the
 * intent's. A wrong secret is answered as a missing intent (the fake's choice: nothing says the intent exists).
 */
export function clientRequestParams(ledger: Ledger, method: string, path: string, encoded: string): string {
  const endpoint = CLIENT_ENDPOINTS.find((item) => item.method === method && item.pattern.test(path));
  if (!endpoint) {
    throw new StripeError(
      401,
      {
        type: 'invalid_request_error',
        message:
          'This API call cannot be made with a publishable API key. Please use a secret API key. You can find a list of your API keys at https://dashboard.stripe.com/account/apikeys.',
      },
      true,
    );
  }
  const intentId = decodeURIComponent(endpoint.pattern.exec(path)?.[1] ?? '');
  const params = new URLSearchParams(encoded);
  const intent = ledger.intents.get(intentId);
  if (!intent || params.get('client_secret') !== intent.client_secret) {
    throw resourceMissing('payment_intent', intentId);
  }
  params.delete('key');
  params.delete('client_secret');
  return params.toString();
}

function clientViewOfIntent(intent: Record<string, unknown>) {
  return Object.fromEntries(
    CLIENT_FIELDS.filter((field) => field in intent).map((field) => [field, intent[field]]),
  );
}

/** The answer as a publishable key sees it: intents (also the one inside a card error) cut to the client fields. */
export function clientView(body: unknown): unknown {
  const record = body as Record<string, unknown> & { error?: Record<string, unknown> };
  if (record?.object === 'payment_intent') return clientViewOfIntent(record);
  const failedIntent = record?.error?.payment_intent as Record<string, unknown> | undefined;
  if (failedIntent) return { error: { ...record.error, payment_intent: clientViewOfIntent(failedIntent) } };
  return body;
}
