import type { ChargeAmountRules } from './currency-rules';
import {
  CANCEL_PAYMENT_INTENT,
  CONFIRM_PAYMENT_INTENT,
  CREATE_PAYMENT_INTENT,
  CREATE_REFUND,
  type EndpointParams,
  LIST,
  LIST_EVENTS,
  RETRIEVE,
} from './endpoint-params';
import type { createEventLog, EventListParams } from './events';
import { decodeForm, type FormHash, fingerprintOf, readParams } from './form-params';
import type { createIdempotencyStore, SavedReply } from './idempotency';
import {
  type CancelIntentParams,
  type ConfirmIntentParams,
  type CreateIntentParams,
  cancelIntent,
  confirmIntent,
  createIntent,
} from './payment-intents';
import { type CreateRefundParams, createRefund } from './refunds-and-disputes';
import { invalidRequest, resourceMissing, StripeError } from './stripe-errors';
import { type EventRequest, type Ledger, newId, requireIntent, type StripeContext } from './stripe-objects';

/** The endpoints the app uses, each with its documented parameters. */
interface Route {
  method: 'GET' | 'POST';
  pattern: RegExp;
  params: EndpointParams;
  run(context: StripeContext, params: never, id: string): object;
}

export interface RouterParts {
  ledger: Ledger;
  log: ReturnType<typeof createEventLog>;
  idempotency: ReturnType<typeof createIdempotencyStore>;
  rules: ChargeAmountRules;
  deliveredIds(): Set<string>;
  contextFor(request: EventRequest): StripeContext;
}

function retrieveFrom<T extends object>(items: Map<string, T>, kind: string) {
  return (_context: StripeContext, _params: never, id: string) => {
    const item = items.get(id);
    if (!item) throw resourceMissing(kind, id);
    return item;
  };
}

/** GET /v1/<resource>: the newest `limit` (10 by default, https://docs.stripe.com/api/pagination). */
function listOf<T extends object>(items: Map<string, T>, url: string) {
  return (_context: StripeContext, params: { limit?: number }) => {
    const limit = Math.min(Math.max(params.limit ?? 10, 1), 100);
    const newestFirst = [...items.values()].reverse();
    return { object: 'list', data: newestFirst.slice(0, limit), has_more: newestFirst.length > limit, url };
  };
}

function routesOf({ ledger, log, rules, deliveredIds }: RouterParts): Route[] {
  return [
    {
      method: 'POST',
      pattern: /^\/v1\/payment_intents$/,
      params: CREATE_PAYMENT_INTENT,
      run: (context, params: CreateIntentParams) => createIntent(context, params, rules),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/payment_intents$/,
      params: LIST,
      run: listOf(ledger.intents, '/v1/payment_intents'),
    },
    { method: 'GET', pattern: /^\/v1\/charges$/, params: LIST, run: listOf(ledger.charges, '/v1/charges') },
    {
      method: 'GET',
      pattern: /^\/v1\/balance_transactions$/,
      params: LIST,
      run: listOf(ledger.balanceTransactions, '/v1/balance_transactions'),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/payment_intents\/([^/]+)$/,
      params: RETRIEVE,
      run: (context, _params, id) => requireIntent(context, id),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/payment_intents\/([^/]+)\/confirm$/,
      params: CONFIRM_PAYMENT_INTENT,
      run: (context, params: ConfirmIntentParams, id) =>
        confirmIntent(context, requireIntent(context, id), params),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/payment_intents\/([^/]+)\/cancel$/,
      params: CANCEL_PAYMENT_INTENT,
      run: (context, params: CancelIntentParams, id) =>
        cancelIntent(context, requireIntent(context, id), params),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/refunds$/,
      params: CREATE_REFUND,
      run: (context, params: CreateRefundParams) => createRefund(context, params),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/refunds\/([^/]+)$/,
      params: RETRIEVE,
      run: retrieveFrom(ledger.refunds, 'refund'),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/charges\/([^/]+)$/,
      params: RETRIEVE,
      run: retrieveFrom(ledger.charges, 'charge'),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/disputes\/([^/]+)$/,
      params: RETRIEVE,
      run: retrieveFrom(ledger.disputes, 'dispute'),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/balance_transactions\/([^/]+)$/,
      params: RETRIEVE,
      run: retrieveFrom(ledger.balanceTransactions, 'balance_transaction'),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/events$/,
      params: LIST_EVENTS,
      run: (_context, params: EventListParams) => log.list(params, deliveredIds()),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/events\/([^/]+)$/,
      params: RETRIEVE,
      run: (_context, _params, id) => {
        const event = log.events.find((item) => item.id === id);
        if (!event) throw resourceMissing('event', id);
        return event;
      },
    },
  ];
}

/**
 * `expand[]=latest_charge`: the id in that field becomes the object; `latest_charge.balance_transaction` expands
 * within the expanded one (https://docs.stripe.com/api/expanding_objects: "nested fields using dot notation").
 */
function expanded(object: object, paths: string[] | undefined, ledger: Ledger): object {
  if (!paths?.length) return object;
  const copy = structuredClone(object) as Record<string, unknown>;
  for (const path of paths) expandPath(copy, path.split('.'), ledger);
  return copy;
}

function expandPath(object: Record<string, unknown>, [field, ...rest]: string[], ledger: Ledger) {
  const value = object[field];
  if (typeof value === 'string') {
    const found =
      ledger.charges.get(value) ??
      ledger.intents.get(value) ??
      ledger.refunds.get(value) ??
      ledger.disputes.get(value) ??
      ledger.balanceTransactions.get(value);
    if (found) object[field] = structuredClone(found);
  }
  const inner = object[field];
  if (rest.length > 0 && inner && typeof inner === 'object') {
    expandPath(inner as Record<string, unknown>, rest, ledger);
  }
}

function refuseNotModelled(params: EndpointParams, form: FormHash) {
  const name = params.notModelled?.find((key) => key in form);
  if (name) {
    throw new StripeError(
      400,
      {
        type: 'invalid_request_error',
        code: 'fake_stripe_not_modelled',
        message: `'${name}' is a real Stripe parameter that the fake (tests/setup/fake-stripe) does not model yet.`,
        param: name,
      },
      true,
    );
  }
}

export interface Reply extends SavedReply {
  replayed: boolean;
}

/**
 * One API request: route, idempotency replay (https://docs.stripe.com/api/idempotent_requests), parameters,
 * the operation, and the reply saved under the key unless it failed before the endpoint ran.
 */
export function createRouter(parts: RouterParts) {
  const routes = routesOf(parts);
  return function answer(
    method: string,
    path: string,
    encoded: string,
    idempotencyKey: string | undefined,
  ): Reply {
    const requestId = newId('req');
    const route = routes.find((item) => item.method === method && item.pattern.test(path));
    if (!route) {
      const error = invalidRequest(
        `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
      );
      return { status: 404, body: { error: error.body }, requestId, replayed: false };
    }
    const id = decodeURIComponent(route.pattern.exec(path)?.[1] ?? '');
    const form = decodeForm(encoded);
    const fingerprint = fingerprintOf(form);
    // "All POST requests accept idempotency keys. Don't send idempotency keys in GET and DELETE requests because it has no effect."
    const key = method === 'POST' ? idempotencyKey : undefined;
    const endpoint = `${method} ${path}`;
    let reply: SavedReply;
    try {
      const replay = key ? parts.idempotency.replayFor(key, endpoint, fingerprint) : null;
      if (replay) return { ...structuredClone(replay), replayed: true };
      refuseNotModelled(route.params, form);
      const params = readParams<{ expand?: string[] }>(route.params.fields, form);
      const context = parts.contextFor({ id: requestId, idempotency_key: key ?? null });
      const result = route.run(context, params as never, id);
      reply = {
        status: 200,
        body: structuredClone(expanded(result, params.expand, parts.ledger)),
        requestId,
      };
    } catch (error) {
      if (!(error instanceof StripeError)) throw error;
      reply = { status: error.status, body: { error: error.body }, requestId };
      if (error.beforeExecution) return { ...reply, replayed: false };
    }
    if (key) parts.idempotency.save(key, endpoint, fingerprint, reply);
    return { ...reply, replayed: false };
  };
}
