import { StripeError } from './stripe-errors';

/**
 * Restricted API keys (https://docs.stripe.com/keys#create-restricted-api-secret-key): an `rk_test_…` key may call
 * only what its permissions allow, each resource None, Read or Write ("Write permissions imply read permissions";
 * GET needs read, POST write). A missing one is a 403 whose message names it, as Stripe's does:
 * "The provided key 'rk_test_…' does not have the required permissions for this endpoint on account 'acct_…'.
 * Having the 'rak_event_read' permission would allow this request to continue." (stripe/stripe-node#2246).
 */
const RESOURCE_OF_PATH: [RegExp, string][] = [
  [/^\/v1\/payment_intents/, 'payment_intent'],
  [/^\/v1\/events/, 'event'],
  [/^\/v1\/refunds/, 'refund'],
  [/^\/v1\/charges/, 'charge'],
  [/^\/v1\/disputes/, 'dispute'],
  [/^\/v1\/balance_transactions/, 'balance_transaction'],
];

/**
 * The resource an expanded field holds (https://docs.stripe.com/api/expanding_objects): `expand[]=latest_charge.
 * balance_transaction` reads a charge and a balance transaction as well as the intent. The docs above say only that
 * a key may do no more than its permissions allow; that an expansion needs read on what it expands is this fake's
 * reading of that rule, the strict side of it (were Stripe looser, the app would only get the fee it asked for).
 */
const RESOURCE_OF_FIELD: Record<string, string> = {
  latest_charge: 'charge',
  charge: 'charge',
  payment_intent: 'payment_intent',
  balance_transaction: 'balance_transaction',
  dispute: 'dispute',
};

/** A restricted key's permissions, e.g. ['rak_payment_intent_write', 'rak_charge_read']. */
export type RestrictedKeys = Record<string, readonly string[]>;

function expandedResources(encoded: string): string[] {
  // The SDK sends expand[0]=…, Stripe.js and curl expand[]=….
  const paths = [...new URLSearchParams(encoded)]
    .filter(([name]) => /^expand(\[\d*\])?$/.test(name))
    .map(([, value]) => value);
  return paths.flatMap((path) =>
    path.split('.').flatMap((field) => (RESOURCE_OF_FIELD[field] ? [RESOURCE_OF_FIELD[field]] : [])),
  );
}

/** `encoded`: the request's form body or query string, whose `expand[]` fields are read too. */
export function checkRestrictedKey(
  keys: RestrictedKeys,
  key: string,
  method: string,
  path: string,
  encoded = '',
) {
  const granted = keys[key];
  if (!granted) return;
  const resource = RESOURCE_OF_PATH.find(([pattern]) => pattern.test(path))?.[1];
  if (!resource) return;
  const write = `rak_${resource}_write`;
  const needed = [
    method === 'GET' ? `rak_${resource}_read` : write,
    ...expandedResources(encoded).map((expanded) => `rak_${expanded}_read`),
  ];
  const missing = needed.find(
    (permission) =>
      !granted.includes(permission) && !granted.includes(permission.replace(/_read$/, '_write')),
  );
  if (!missing) return;
  throw new StripeError(403, {
    type: 'invalid_request_error',
    message: `The provided key '${key.slice(0, 8)}${'*'.repeat(8)}${key.slice(-4)}' does not have the required permissions for this endpoint on account 'acct_fakepamoja'. Having the '${missing}' permission would allow this request to continue.`,
  });
}
