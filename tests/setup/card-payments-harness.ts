import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { contributions } from '../../db/schema';
import { type FakeEvent, startFakeStripeServer, stripeClientFor } from './fake-stripe-server';
import { startTestApp } from './test-app';
import { createTestDatabase } from './test-database';

const WEBHOOK_SECRET = 'whsec_pamoja_card_tests';

/**
 * The real app on a fresh database and the faithful fake Stripe, each pointed at the other: the giver pays through
 * create-intent and Stripe.js's confirm, the platform refunds through Stripe's API as its dashboard would, the bank
 * opens and closes disputes, and the fake delivers every event to the webhook, signed.
 */
export async function startCardPaymentsHarness() {
  const database = await createTestDatabase();
  const fake = await startFakeStripeServer();
  const app = await startTestApp(database, {
    STRIPE_SECRET_KEY: 'sk_test_pamoja',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_pamoja',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.apiUrl,
  });
  const endpoint = { url: `${app.baseUrl}/api/stripe/webhook`, secret: WEBHOOK_SECRET };
  fake.webhooks.configure(endpoint);
  /** Plays the browser's Stripe.js part. */
  const payer = stripeClientFor(fake, 'sk_test_browser');
  /** The platform's own Stripe account (what the dashboard does for a refund). */
  const platform = stripeClientFor(fake, 'sk_test_pamoja');
  let givers = 0;

  /** A card gift started and paid (100.00 USD unless overridden), its success webhook delivered. */
  async function paidGift(campaignId: number, overrides: Record<string, unknown> = {}) {
    givers += 1;
    const contributorEmail = `card-giver${givers}@example.com`;
    const response = await app.postJson('/api/stripe/create-intent', {
      amount: '100',
      currency: 'USD',
      campaignId: String(campaignId),
      contributorName: 'Thandiwe Mokoena',
      contributorEmail,
      contributorRelationship: 'Close friend',
      memory: 'She held my hand through the hardest year.',
      ...overrides,
    });
    const started = (await response.json()) as { paymentIntentId: string; contributionId: number };
    expect(response.status, JSON.stringify(started)).toBe(200);
    const paid = await payer.paymentIntents.confirm(started.paymentIntentId, {
      payment_method: 'pm_card_visa',
      return_url: 'http://127.0.0.1/contribution-return',
    });
    expect(paid.status).toBe('succeeded');
    await fake.webhooks.flush();
    return { ...started, contributorEmail };
  }

  /** A refund made through Stripe's API (all that is left when `amount` is absent); its webhook delivered. */
  async function refund(gift: { paymentIntentId: string }, amount?: number) {
    const made = await platform.refunds.create({ payment_intent: gift.paymentIntentId, amount });
    await fake.webhooks.flush();
    return made;
  }

  /** Stripe's own changes (a refund failing, a dispute opening or closing), their webhooks delivered. */
  async function stripeDoes<T>(change: () => T): Promise<T> {
    const result = change();
    await fake.webhooks.flush();
    return result;
  }

  /** Stripe's events of `work` are not delivered (`eventsAbout` finds them, `redeliver` sends them late). */
  async function heldBack<T>(work: () => Promise<T>): Promise<T> {
    fake.webhooks.configure(null);
    try {
      return await work();
    } finally {
      fake.webhooks.configure(endpoint);
    }
  }

  /** The events Stripe has sent about a payment intent, oldest first. */
  function eventsAbout(gift: { paymentIntentId: string }, type: string): FakeEvent[] {
    return fake.events.filter(
      (event) => event.type === type && event.data.object.payment_intent === gift.paymentIntentId,
    );
  }

  /** Delivers an event again, freshly signed, as Stripe does when it retries late or an event is resent. */
  async function redeliver(event: FakeEvent) {
    const payload = JSON.stringify(event);
    const response = await app.fetch('/api/stripe/webhook', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': fake.signatureHeader(payload, WEBHOOK_SECRET),
      },
      body: payload,
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { outcome: string }).outcome;
  }

  const rowOf = async (id: number) =>
    (await database.db.select().from(contributions).where(eq(contributions.id, id)))[0];

  return {
    database,
    fake,
    app,
    paidGift,
    refund,
    stripeDoes,
    heldBack,
    eventsAbout,
    redeliver,
    rowOf,
    close: async () => {
      await app.close();
      await fake.close();
      await database.close();
    },
  };
}

export type CardPaymentsHarness = Awaited<ReturnType<typeof startCardPaymentsHarness>>;
