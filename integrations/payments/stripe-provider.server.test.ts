import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripeServer } from '../../tests/setup/fake-stripe-server';
import { createStripeProvider } from './stripe-provider.server';
import { WebhookSignatureError } from './types';

const WEBHOOK_SECRET = 'whsec_test_provider';
let fake: Awaited<ReturnType<typeof startFakeStripeServer>>;
let provider: ReturnType<typeof createStripeProvider>;

beforeAll(async () => {
  fake = await startFakeStripeServer();
  provider = createStripeProvider({
    secretKey: 'sk_test_provider',
    publishableKey: 'pk_test_provider',
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: fake.apiUrl,
  });
});
afterAll(() => fake.close());

describe('Stripe provider through the real SDK', () => {
  it('when an intent is created twice with one idempotency key, then Stripe makes one intent', async () => {
    const input = {
      amount: 250_000,
      currency: 'UGX',
      idempotencyKey: 'contribution-key-1',
      metadata: { campaignId: '7', contributionId: '3' },
      description: 'In memory of Test Person',
    };
    const first = await provider.createIntent(input);
    const second = await provider.createIntent(input);
    expect(second).toEqual(first);
    expect(first.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    const creates = fake.requests.filter((request) => request.path === '/v1/payment_intents');
    expect(creates).toHaveLength(2);
    expect(creates[0].idempotencyKey).toBe('contribution-key-1');
    expect(creates[0].body).toMatchObject({ amount: '250000', currency: 'ugx', 'metadata[campaignId]': '7' });
    expect(fake.intents.size).toBe(1);

    const retrieved = await provider.retrieveIntent(first.id);
    expect(retrieved).toMatchObject({
      id: first.id,
      amount: 250_000,
      currency: 'UGX',
      status: 'requires_payment_method',
    });
    expect(await provider.retrieveIntent('pi_missing')).toBeNull();
  });

  it('when a webhook is signed with the secret, then it is read; a wrong signature throws', () => {
    const payload = fake.eventPayload('payment_intent.succeeded', {
      id: 'pi_123',
      object: 'payment_intent',
      amount: 1000,
      currency: 'usd',
      status: 'succeeded',
      metadata: {},
      last_payment_error: null,
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const event = provider.verifyWebhook(Buffer.from(payload), signature);
    expect(event).toMatchObject({ type: 'payment_intent.succeeded', paymentIntentId: 'pi_123' });
    expect(event.intent).toMatchObject({ amount: 1000, currency: 'USD', status: 'succeeded' });

    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expect(() => provider.verifyWebhook(Buffer.from(payload), forged)).toThrow(WebhookSignatureError);
    expect(() => provider.verifyWebhook(Buffer.from(payload), undefined)).toThrow(WebhookSignatureError);
  });

  it('when events are listed since a time, then every page comes back, oldest first, only of the types asked and not older', async () => {
    const stripe = new Stripe('sk_test_provider', {
      host: '127.0.0.1',
      port: new URL(fake.apiUrl).port,
      protocol: 'http',
    });
    const hourMs = 60 * 60 * 1000;
    await stripe.paymentIntents.create({ amount: 1_000, currency: 'usd' });
    fake.clock.advance(hourMs);
    const since = new Date(fake.clock.now() - 1000);
    const created: string[] = [];
    for (let index = 0; index < 105; index += 1) {
      created.push((await stripe.paymentIntents.create({ amount: 1_000 + index, currency: 'usd' })).id);
    }
    const canceled = await provider.cancelIntent(created[0]);
    expect(canceled).toMatchObject({ id: created[0], status: 'canceled' });
    expect(fake.intents.get(created[0])?.cancellation_reason).toBe('abandoned');

    const events = await provider.listEvents({ since, types: ['payment_intent.created'] });
    expect(events.map((event) => event.providerType)).toEqual(created.map(() => 'payment_intent.created'));
    const intentIds = events.map(
      (event) => fake.events.find((stored) => stored.id === event.id)?.data.object.id,
    );
    expect(intentIds).toEqual(created);
    const pages = fake.requests.filter((request) => request.path === '/v1/events');
    expect(pages.length).toBeGreaterThan(1);
  });
});
