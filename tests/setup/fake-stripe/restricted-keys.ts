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

/** A restricted key's permissions, e.g. ['rak_payment_intent_write', 'rak_charge_read']. */
export type RestrictedKeys = Record<string, readonly string[]>;

export function checkRestrictedKey(keys: RestrictedKeys, key: string, method: string, path: string) {
  const granted = keys[key];
  if (!granted) return;
  const resource = RESOURCE_OF_PATH.find(([pattern]) => pattern.test(path))?.[1];
  if (!resource) return;
  const write = `rak_${resource}_write`;
  const needed = method === 'GET' ? `rak_${resource}_read` : write;
  if (granted.includes(needed) || granted.includes(write)) return;
  throw new StripeError(403, {
    type: 'invalid_request_error',
    message: `The provided key '${key.slice(0, 8)}${'*'.repeat(8)}${key.slice(-4)}' does not have the required permissions for this endpoint on account 'acct_fakepamoja'. Having the '${needed}' permission would allow this request to continue.`,
  });
}
