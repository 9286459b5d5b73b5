import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripeServer, stripeClientFor } from './fake-stripe-server';

/** Refunds, disputes and the fake's own signed webhooks, received by a small endpoint that verifies them. */
const SECRET = 'whsec_fake_stripe_tests';
const RETURN_URL = 'http://127.0.0.1/return';
let fake: FakeStripe;
let stripe: Stripe;
let endpoint: Awaited<ReturnType<typeof startWebhookEndpoint>>;

/** Verifies each delivery with the SDK, as the app does; `failNext(type, …statuses)` makes it answer errors first. */
async function startWebhookEndpoint() {
  const received: Stripe.Event[] = [];
  const failures = new Map<string, number[]>();
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const status = failures.get(JSON.parse(body.toString()).type)?.shift() ?? 200;
    if (status === 200) {
      received.push(Stripe.webhooks.constructEvent(body, String(req.headers['stripe-signature']), SECRET));
    }
    res.writeHead(status).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook`,
    received,
    failNext: (type: string, ...statuses: number[]) => failures.set(type, statuses),
    reset() {
      received.length = 0;
      failures.clear();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

beforeAll(async () => {
  endpoint = await startWebhookEndpoint();
  fake = await startFakeStripeServer({
    enforceMinimumCharge: true,
    webhook: { url: endpoint.url, secret: SECRET },
  });
  stripe = stripeClientFor(fake);
});
afterAll(async () => {
  await fake.close();
  await endpoint.close();
});
beforeEach(async () => {
  await fake.webhooks.flush();
  fake.webhooks.mode({});
  endpoint.reset();
});

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => error,
  );
async function paidIntent(amount = 1000, paymentMethod = 'pm_card_visa') {
  const intent = await stripe.paymentIntents.create({ amount, currency: 'usd' });
  return stripe.paymentIntents.confirm(intent.id, { payment_method: paymentMethod, return_url: RETURN_URL });
}
const chargeOf = (intent: Stripe.PaymentIntent) => stripe.charges.retrieve(intent.latest_charge as string);
const objectIdOf = (event: Stripe.Event) => (event.data.object as { id: string }).id;
const receivedOf = (type: string) => endpoint.received.filter((event) => event.type === type);

describe('refunds', () => {
  it('refunds part of a charge, then the rest; never more than was captured', async () => {
    const intent = await paidIntent(1000);
    const partial = await stripe.refunds.create({ payment_intent: intent.id, amount: 300 });
    expect(partial).toMatchObject({
      object: 'refund',
      amount: 300,
      status: 'succeeded',
      payment_intent: intent.id,
    });
    expect(await chargeOf(intent)).toMatchObject({ amount_refunded: 300, refunded: false });
    expect(await refusal(stripe.refunds.create({ payment_intent: intent.id, amount: 800 }))).toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'amount_too_large',
      param: 'amount',
      message: 'Refund amount ($8.00) is greater than unrefunded amount on charge ($7.00)',
    });
    await stripe.refunds.create({ payment_intent: intent.id });
    expect(await chargeOf(intent)).toMatchObject({ amount_refunded: 1000, refunded: true });
    expect(await refusal(stripe.refunds.create({ payment_intent: intent.id }))).toMatchObject({
      code: 'charge_already_refunded',
    });
    await fake.webhooks.flush();
    const refunded = endpoint.received.filter((event) => event.type === 'charge.refunded');
    expect(refunded.map((event) => (event.data.object as Stripe.Charge).amount_refunded)).toEqual([
      300, 1000,
    ]);
  });

  it('refuses to refund an intent that has not been paid', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 1000, currency: 'usd' });
    expect(await refusal(stripe.refunds.create({ payment_intent: intent.id }))).toMatchObject({
      message: `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
    });
  });

  it('a refund that fails later gives the amount back to the charge and sends charge.refund.updated', async () => {
    const intent = await paidIntent(1000);
    const refund = await stripe.refunds.create({ payment_intent: intent.id, amount: 400 });
    fake.failRefund(refund.id);
    expect(await stripe.refunds.retrieve(refund.id)).toMatchObject({
      status: 'failed',
      failure_reason: 'expired_or_canceled_card',
    });
    expect(await chargeOf(intent)).toMatchObject({ amount_refunded: 0, refunded: false });
    await fake.webhooks.flush();
    expect(endpoint.received.at(-1)).toMatchObject({
      type: 'charge.refund.updated',
      data: { object: { id: refund.id, object: 'refund', status: 'failed' } },
    });
  });

  it('pm_card_refundFail: the refund looks successful, then fails', async () => {
    const intent = await paidIntent(1000, 'pm_card_refundFail');
    const refund = await stripe.refunds.create({ payment_intent: intent.id });
    expect(refund.status).toBe('succeeded');
    await fake.webhooks.flush();
    expect((await stripe.refunds.retrieve(refund.id)).status).toBe('failed');
  });
});

describe('disputes', () => {
  it('opens a dispute (no refund possible while it lasts) and closes it won or lost', async () => {
    const intent = await paidIntent(2500);
    const dispute = fake.openDispute(intent.id);
    expect(dispute).toMatchObject({
      object: 'dispute',
      amount: 2500,
      status: 'needs_response',
      payment_intent: intent.id,
    });
    expect(await chargeOf(intent)).toMatchObject({ disputed: true });
    expect(await refusal(stripe.refunds.create({ payment_intent: intent.id }))).toMatchObject({
      code: 'charge_disputed',
    });
    fake.closeDispute(dispute.id, 'lost');
    await fake.webhooks.flush();
    expect(endpoint.received.slice(-2)).toMatchObject([
      { type: 'charge.dispute.created', data: { object: { id: dispute.id, status: 'needs_response' } } },
      {
        type: 'charge.dispute.closed',
        data: { object: { id: dispute.id, status: 'lost', charge: dispute.charge } },
      },
    ]);
  });

  it('pm_card_createDispute: the payment succeeds, then is disputed', async () => {
    const intent = await paidIntent(1000, 'pm_card_createDispute');
    await fake.webhooks.flush();
    expect([...fake.disputes.values()].find((item) => item.payment_intent === intent.id)).toMatchObject({
      status: 'needs_response',
    });
  });
});

describe('webhooks: signed deliveries, retries and faults', () => {
  it('delivers each event signed with the endpoint secret; another secret does not verify', async () => {
    const intent = await paidIntent(1500);
    await fake.webhooks.flush();
    expect(endpoint.received.at(-1)).toMatchObject({
      object: 'event',
      type: 'payment_intent.succeeded',
      api_version: Stripe.API_VERSION,
      data: { object: { id: intent.id, object: 'payment_intent', status: 'succeeded', amount: 1500 } },
      request: { id: expect.stringMatching(/^req_/) },
    });
    const payload = JSON.stringify(fake.events.at(-1));
    expect(() =>
      Stripe.webhooks.constructEvent(payload, fake.signatureHeader(payload, 'whsec_other'), SECRET),
    ).toThrow();
  });

  it('retries with back-off while the endpoint answers errors', async () => {
    endpoint.failNext('payment_intent.succeeded', 500, 503);
    const intent = await paidIntent(1000);
    await fake.webhooks.flush();
    const event = fake.events.find(
      (item) => item.type === 'payment_intent.succeeded' && item.data.object.id === intent.id,
    );
    expect(
      fake.webhooks.attempts.filter((item) => item.eventId === event?.id).map((item) => item.outcome),
    ).toEqual([500, 503, 200]);
    expect(receivedOf('payment_intent.succeeded').map(objectIdOf)).toEqual([intent.id]);
  });

  it('gives up after its retries when the endpoint cannot be reached', async () => {
    const gone = await startFakeStripeServer({
      webhook: { url: 'http://127.0.0.1:9/webhook', secret: SECRET, retryDelaysMs: [5, 10, 20] },
    });
    try {
      const client = stripeClientFor(gone);
      const intent = await client.paymentIntents.create({ amount: 1000, currency: 'usd' });
      await client.paymentIntents.cancel(intent.id);
      await gone.webhooks.flush();
      const canceled = gone.events.find((event) => event.type === 'payment_intent.canceled');
      expect(
        gone.webhooks.attempts.filter((item) => item.eventId === canceled?.id).map((item) => item.outcome),
      ).toEqual(['unreachable', 'unreachable', 'unreachable', 'unreachable']);
    } finally {
      await gone.close();
    }
  });

  it('duplicates, drops, delays and reorders deliveries on demand', async () => {
    fake.webhooks.mode({ duplicate: 1 });
    const twice = await paidIntent(1000);
    await fake.webhooks.flush();
    expect(receivedOf('payment_intent.succeeded').map(objectIdOf)).toEqual([twice.id, twice.id]);

    fake.webhooks.mode({ drop: 1 });
    const never = await paidIntent(1000);
    await fake.webhooks.flush();
    expect(fake.webhooks.attempts.at(-1)?.outcome).toBe('dropped');
    expect(endpoint.received.filter((event) => objectIdOf(event) === never.id)).toEqual([]);

    endpoint.reset();
    fake.webhooks.mode({ reorder: true, reorderWindowMs: 300, delayMs: [5, 10], seed: 7 });
    const created: string[] = [];
    for (let index = 0; index < 8; index += 1) {
      const intent = await stripe.paymentIntents.create({ amount: 1000 + index, currency: 'usd' });
      await stripe.paymentIntents.cancel(intent.id);
      created.push(intent.id);
    }
    await fake.webhooks.flush();
    const arrived = receivedOf('payment_intent.canceled').map(objectIdOf);
    expect([...arrived].sort()).toEqual([...created].sort());
    expect(arrived).not.toEqual(created);
  });
});

describe('GET /v1/events', () => {
  it('lists events newest first, by type and creation time, as a Stripe list', async () => {
    const before = Math.floor(fake.clock.now() / 1000);
    fake.clock.advance(10_000);
    const first = await paidIntent(1100);
    const second = await paidIntent(1200);
    const page = await stripe.events.list({
      type: 'payment_intent.succeeded',
      created: { gt: before },
      limit: 1,
    });
    expect(page).toMatchObject({ object: 'list', has_more: true, url: '/v1/events' });
    expect(page.data.map((event) => event.data.object)).toMatchObject([{ id: second.id }]);
    const next = await stripe.events.list({
      type: 'payment_intent.*',
      created: { gt: before },
      starting_after: page.data[0].id,
    });
    expect(next.data.map((event) => `${event.type} ${objectIdOf(event)}`)).toEqual([
      `payment_intent.created ${second.id}`,
      `payment_intent.succeeded ${first.id}`,
      `payment_intent.created ${first.id}`,
    ]);
    expect(await stripe.events.retrieve(page.data[0].id)).toMatchObject({ id: page.data[0].id });
  });
});
