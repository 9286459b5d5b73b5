import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small Stripe-compatible HTTP server for tests: the real `stripe` SDK talks to it through its host/port/
 * protocol options. It speaks the parts of the API the app uses: form-encoded bodies, bearer keys,
 * Idempotency-Key replay, and payment_intents create / retrieve / confirm (pm_card_visa succeeds,
 * pm_card_chargeDeclined is declined).
 */
export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  last_payment_error: { code: string; message: string; type: string } | null;
  livemode: false;
  created: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  body: Record<string, string>;
}

const randomId = (length: number) =>
  randomBytes(length).toString('base64url').replace(/[-_]/g, 'x').slice(0, length);

/** `metadata[campaignId]=1` stays a flat key; `readNested` groups them again. */
function readForm(raw: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(raw));
}

function readNested(form: Record<string, string>, prefix: string): Record<string, string> {
  const nested: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const match = new RegExp(`^${prefix}\\[(.+)\\]$`).exec(key);
    if (match) nested[match[1]] = value;
  }
  return nested;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomId(14)}` });
  res.end(JSON.stringify(body));
}

function stripeError(status: number, type: string, message: string, extra: Record<string, unknown> = {}) {
  return { status, body: { error: { type, message, ...extra } } };
}

export async function startFakeStripeServer() {
  const intents = new Map<string, FakePaymentIntent>();
  const idempotentReplies = new Map<string, { status: number; body: unknown }>();
  const requests: RecordedRequest[] = [];

  function handle(method: string, path: string, form: Record<string, string>) {
    if (method === 'POST' && path === '/v1/payment_intents') {
      const amount = Number(form.amount);
      if (!/^\d+$/.test(form.amount ?? '') || amount < 1) {
        return stripeError(400, 'invalid_request_error', 'Invalid integer: amount', { param: 'amount' });
      }
      // "The amount value supports up to eight digits (e.g., a value of 99999999 for a USD charge of
      // $999,999.99)": Stripe API reference, PaymentIntent `amount`; error code amount_too_large
      // (https://docs.stripe.com/currencies#minimum-and-maximum-charge-amounts, https://docs.stripe.com/error-codes).
      if (amount > 99_999_999) {
        return stripeError(400, 'invalid_request_error', 'Amount must be no more than 99999999', {
          code: 'amount_too_large',
          param: 'amount',
        });
      }
      const id = `pi_${randomId(24)}`;
      const intent: FakePaymentIntent = {
        id,
        object: 'payment_intent',
        amount,
        amount_received: 0,
        currency: (form.currency ?? '').toLowerCase(),
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomId(25)}`,
        description: form.description ?? null,
        metadata: readNested(form, 'metadata'),
        last_payment_error: null,
        livemode: false,
        created: Math.floor(Date.now() / 1000),
      };
      intents.set(id, intent);
      return { status: 200, body: intent };
    }
    const match = /^\/v1\/payment_intents\/([\w]+)(\/confirm)?$/.exec(path);
    const intent = match ? intents.get(match[1]) : undefined;
    if (!match || !intent) {
      return stripeError(404, 'invalid_request_error', `No such payment_intent: '${match?.[1] ?? ''}'`, {
        code: 'resource_missing',
      });
    }
    if (method === 'GET' && !match[2]) return { status: 200, body: intent };
    if (method === 'POST' && match[2]) {
      if (form.payment_method === 'pm_card_chargeDeclined') {
        intent.status = 'requires_payment_method';
        intent.last_payment_error = {
          code: 'card_declined',
          message: 'Your card was declined.',
          type: 'card_error',
        };
        return stripeError(402, 'card_error', 'Your card was declined.', {
          code: 'card_declined',
          decline_code: 'generic_decline',
          payment_intent: intent,
        });
      }
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      intent.last_payment_error = null;
      return { status: 200, body: intent };
    }
    return stripeError(404, 'invalid_request_error', 'Unrecognized request URL');
  }

  const server = createServer(async (req, res) => {
    const raw = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const form = readForm(raw);
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    requests.push({ method: req.method ?? 'GET', path: url.pathname, idempotencyKey, body: form });
    if (!/^Bearer sk_test_\w+$/.test(req.headers.authorization ?? '')) {
      send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      return;
    }
    const replayKey = idempotencyKey && req.method === 'POST' ? `${url.pathname} ${idempotencyKey}` : null;
    const replay = replayKey ? idempotentReplies.get(replayKey) : undefined;
    if (replay) {
      res.setHeader('idempotent-replayed', 'true');
      send(res, replay.status, replay.body);
      return;
    }
    const reply = handle(req.method ?? 'GET', url.pathname, form);
    if (replayKey) idempotentReplies.set(replayKey, JSON.parse(JSON.stringify(reply)));
    send(res, reply.status, reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    apiUrl,
    intents,
    requests,
    /** The JSON body of a Stripe event about an intent, as Stripe would post it to the webhook. */
    eventPayload(type: string, object: unknown, id = `evt_${randomId(24)}`): string {
      return JSON.stringify({
        id,
        object: 'event',
        api_version: '2026-10-28.endive',
        created: Math.floor(Date.now() / 1000),
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object },
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
