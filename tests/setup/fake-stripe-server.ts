import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { buildEvent, createEventLog } from './fake-stripe/events';
import { createClock, createIdempotencyStore } from './fake-stripe/idempotency';
import { completeAction, settle } from './fake-stripe/intent-outcomes';
import { clientRequestParams, clientView, publishableKeyOf } from './fake-stripe/publishable-key';
import { closeDispute, failRefund, openDispute } from './fake-stripe/refunds-and-disputes';
import { checkRestrictedKey, type RestrictedKeys } from './fake-stripe/restricted-keys';
import { createRouter, type Reply } from './fake-stripe/routes';
import { StripeError } from './fake-stripe/stripe-errors';
import {
  ASYNC_REQUEST,
  createLedger,
  type EventRequest,
  newId,
  type StripeContext,
} from './fake-stripe/stripe-objects';
import {
  createWebhookDelivery,
  signatureHeader,
  type WebhookEndpoint,
  type WebhookFaults,
} from './fake-stripe/webhook-delivery';

export type { FakeEvent } from './fake-stripe/events';
export type { FakeCharge, FakeDispute, FakePaymentIntent, FakeRefund } from './fake-stripe/stripe-objects';

/**
 * A Stripe that runs on 127.0.0.1 for tests, driven by the real `stripe` SDK through its host/port/protocol
 * options. It answers as Stripe does and refuses what Stripe refuses, each rule beside the documentation page it
 * comes from (tests/setup/fake-stripe/*): documented parameters only, idempotency keys (replay, idempotency_error,
 * 24 h expiry on `clock`), currency amount rules, the PaymentIntent life cycle with Stripe's test payment methods
 * (declines, 3D Secure redirects, delayed `processing` methods, cancel), partial refunds and failed refunds,
 * disputes, and its own signed webhooks with retries and optional duplicates, delays, reordering and drops.
 * Stripe.js's own calls (publishable key and client secret: retrieve and confirm a PaymentIntent) are answered too,
 * for the browser journeys (tests/setup/fake-stripe-js.js).
 */
export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  body: Record<string, string>;
}

export interface FakeStripeOptions {
  webhook?: WebhookEndpoint;
  /** The account's settlement currency, which sets the minimum charge (https://docs.stripe.com/currencies#minimum-and-maximum-charge-amounts). */
  settlementCurrency?: string;
  /** Refuse charges below Stripe's minimum (amount_too_small), as Stripe does; on unless a test turns it off. */
  enforceMinimumCharge?: boolean;
  /** A fixed port (a fake shared by separate processes); a free one when absent. */
  port?: number;
  /** Restricted keys (rk_test_…) this account has, each with its permissions (fake-stripe/restricted-keys.ts). */
  restrictedKeys?: RestrictedKeys;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(
  res: ServerResponse,
  reply: Reply,
  idempotencyKey: string | undefined,
  { fromBrowser = false }: { fromBrowser?: boolean } = {},
) {
  res.writeHead(reply.status, {
    'content-type': 'application/json',
    // Stripe.js calls the API from the shop's own origin.
    ...(fromBrowser ? { 'access-control-allow-origin': '*' } : {}),
    'request-id': reply.replayed ? newId('req') : reply.requestId,
    ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    // A replayed answer says so (https://docs.stripe.com/api/idempotent_requests).
    ...(reply.replayed ? { 'idempotent-replayed': 'true', 'original-request': reply.requestId } : {}),
  });
  res.end(JSON.stringify(reply.body));
}

export async function startFakeStripeServer(options: FakeStripeOptions = {}) {
  const clock = createClock();
  const restrictedKeys = options.restrictedKeys ?? {};
  const ledger = createLedger();
  const settlementCurrency = options.settlementCurrency ?? 'usd';
  const log = createEventLog(clock);
  const webhooks = createWebhookDelivery();
  webhooks.configure(options.webhook ?? null);
  const requests: RecordedRequest[] = [];
  const deferred = new Set<ReturnType<typeof setTimeout>>();
  let apiUrl = '';

  function contextFor(request: EventRequest): StripeContext {
    return {
      ledger,
      clock,
      apiUrl,
      settlementCurrency,
      request,
      emit(type, object, eventRequest) {
        webhooks.deliver(log.record(type, object, eventRequest, webhooks.listensTo(type) ? 1 : 0));
      },
      later(work) {
        const timer = setTimeout(() => {
          deferred.delete(timer);
          work();
        }, 0);
        deferred.add(timer);
      },
    };
  }
  const stripeSide = () => contextFor(ASYNC_REQUEST);

  const answer = createRouter({
    ledger,
    log,
    idempotency: createIdempotencyStore(clock),
    rules: {
      settlementCurrency,
      enforceMinimumCharge: options.enforceMinimumCharge ?? true,
    },
    deliveredIds: () => webhooks.deliveredIds(),
    contextFor,
  });

  /** A Stripe.js request (publishable key and client secret): the same endpoint, seen as the browser may see it. */
  function answerBrowser(
    method: string,
    path: string,
    encoded: string,
    idempotencyKey: string | undefined,
  ): Reply {
    let params: string;
    try {
      params = clientRequestParams(ledger, method, path, encoded);
    } catch (error) {
      if (!(error instanceof StripeError)) throw error;
      return { status: error.status, body: { error: error.body }, requestId: newId('req'), replayed: false };
    }
    const reply = answer(method, path, params, idempotencyKey);
    return { ...reply, body: clientView(reply.body) };
  }

  /** The page a 3D Secure redirect opens: ?outcome=succeed|fail finishes it and goes back to the return_url. */
  function authenticationPage(res: ServerResponse, intentId: string, outcome: string | null) {
    if (outcome) {
      res.writeHead(302, { location: completeAction(stripeSide(), intentId, outcome === 'succeed') });
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><title>Test authentication</title><a href="?outcome=succeed">Complete</a> <a href="?outcome=fail">Fail</a>`,
    );
  }

  const server = createServer(async (req, res) => {
    const raw = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = req.method ?? 'GET';
    const voucher = /^\/fake\/voucher\/(\w+)$/.exec(url.pathname);
    if (voucher) {
      // The hosted voucher page a voucher's next_action links to.
      const details = ledger.intents.get(voucher[1])?.next_action;
      res.writeHead(details ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        details?.type === 'multibanco_display_details'
          ? `<!doctype html><title>Multibanco voucher</title><p>Entity: ${details.multibanco_display_details.entity}</p><p>Reference: ${details.multibanco_display_details.reference}</p>`
          : '<!doctype html><title>No voucher</title>',
      );
      return;
    }
    const authentication = /^\/fake\/authenticate\/([\w]+)$/.exec(url.pathname);
    if (authentication) {
      authenticationPage(res, authentication[1], url.searchParams.get('outcome'));
      return;
    }
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    requests.push({
      method,
      path: url.pathname,
      idempotencyKey,
      body: Object.fromEntries(new URLSearchParams(raw)),
    });
    const encoded = method === 'GET' ? url.search.slice(1) : raw;
    const fromBrowser = !req.headers.authorization && publishableKeyOf(encoded) !== null;
    const secretKey = /^Bearer ((?:sk|rk)_test_\w+)$/.exec(req.headers.authorization ?? '')?.[1];
    const knownKey = secretKey?.startsWith('sk_') || (secretKey && secretKey in restrictedKeys);
    if (!fromBrowser && !knownKey) {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }),
      );
      return;
    }
    try {
      if (fromBrowser) {
        send(res, answerBrowser(method, url.pathname, encoded, idempotencyKey), idempotencyKey, {
          fromBrowser,
        });
        return;
      }
      if (secretKey) checkRestrictedKey(restrictedKeys, secretKey, method, url.pathname, encoded);
      send(res, answer(method, url.pathname, encoded, idempotencyKey), idempotencyKey);
    } catch (error) {
      if (error instanceof StripeError) {
        send(
          res,
          { status: error.status, body: { error: error.body }, requestId: newId('req'), replayed: false },
          idempotencyKey,
        );
        return;
      }
      // A bug in the fake, not a Stripe answer: say so, and tell the SDK not to retry it.
      res.writeHead(500, { 'content-type': 'application/json', 'stripe-should-retry': 'false' });
      res.end(
        JSON.stringify({ error: { type: 'api_error', message: `fake-stripe failed: ${String(error)}` } }),
      );
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    apiUrl,
    /** Stripe's clock: `advance(ms)` ages idempotency keys and dates what happens next. */
    clock,
    intents: ledger.intents,
    charges: ledger.charges,
    refunds: ledger.refunds,
    disputes: ledger.disputes,
    balanceTransactions: ledger.balanceTransactions,
    requests,
    /** Every event so far, oldest first (also GET /v1/events). */
    events: log.events,
    webhooks: {
      /** Where events go and the secret they are signed with (whsec_…); null stops delivery. */
      configure: (endpoint: WebhookEndpoint | null) => webhooks.configure(endpoint),
      /** Fault injection for deliveries: duplicate, drop (probabilities), delayMs, reorder, seed. */
      mode: (faults: WebhookFaults) => webhooks.mode(faults),
      /** Waits until every queued delivery and retry has been made or given up. */
      async flush() {
        while (deferred.size > 0) await new Promise((resolve) => setTimeout(resolve, 0));
        await webhooks.flush();
      },
      /** Every delivery attempt: event id and type, attempt number, the endpoint's status or 'unreachable'/'dropped'. */
      attempts: webhooks.attempts,
    },
    /** The payer finishes 3D Secure (or fails it); returns the URL Stripe sends them back to. */
    completeAction: (intentId: string, { succeed }: { succeed: boolean }) =>
      completeAction(stripeSide(), intentId, succeed),
    /** The bank's answer for a `processing` payment. */
    settle: (intentId: string, outcome: 'succeeded' | 'failed') => settle(stripeSide(), intentId, outcome),
    failRefund: (refundId: string, reason?: string) => failRefund(stripeSide(), refundId, reason),
    openDispute: (intentId: string, disputeOptions?: { reason?: string; amount?: number }) =>
      openDispute(stripeSide(), intentId, disputeOptions),
    closeDispute: (disputeId: string, outcome: 'won' | 'lost') =>
      closeDispute(stripeSide(), disputeId, outcome),
    /** A Stripe-Signature header for `payload`, as Stripe signs deliveries. */
    signatureHeader,
    /** The JSON body of a Stripe event about `object`, as Stripe would post it to the webhook. */
    eventPayload(type: string, object: unknown, id?: string): string {
      return JSON.stringify(buildEvent(type, object, Math.floor(clock.now() / 1000), ASYNC_REQUEST, 1, id));
    },
    close() {
      webhooks.close();
      for (const timer of deferred) clearTimeout(timer);
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripeServer>>;

/** The real SDK pointed at the fake (no network retries, so each call is one request). */
export function stripeClientFor(fake: { apiUrl: string }, secretKey = 'sk_test_fake'): Stripe {
  const url = new URL(fake.apiUrl);
  return new Stripe(secretKey, {
    host: url.hostname,
    port: url.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
}
