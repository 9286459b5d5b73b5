import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server';
import { contributions, paymentEvents } from '../../db/schema';
import { getCampaignStats } from '../../domain/campaigns/get-campaign-stats.server';
import {
  contributionCount,
  createOrganizerWithCampaign,
  mailsTo,
} from '../../tests/setup/contribution-fixtures';
import { startFakeStripeServer } from '../../tests/setup/fake-stripe-server';
import { startTestApp, type TestApp } from '../../tests/setup/test-app';
import { createTestDatabase } from '../../tests/setup/test-database';

const WEBHOOK_SECRET = 'whsec_pamoja_tests';
let database: DatabaseHandle;
let fake: Awaited<ReturnType<typeof startFakeStripeServer>>;
let app: TestApp;
/** Plays the browser's Stripe.js part: confirms the intent with a test payment method. */
let payer: Stripe;
/** Stripe.js confirms with the page to come back to, and Stripe refuses a confirm without one. */
const payWith = (paymentIntentId: string, paymentMethod: string) =>
  payer.paymentIntents.confirm(paymentIntentId, {
    payment_method: paymentMethod,
    return_url: 'http://127.0.0.1/contribution-return',
  });

beforeAll(async () => {
  database = await createTestDatabase();
  fake = await startFakeStripeServer();
  app = await startTestApp(database, {
    STRIPE_SECRET_KEY: 'sk_test_pamoja',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_pamoja',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.apiUrl,
  });
  const url = new URL(fake.apiUrl);
  payer = new Stripe('sk_test_browser', { host: url.hostname, port: url.port, protocol: 'http' });
});
afterAll(async () => {
  await app.close();
  await fake.close();
  await database.close();
});

let emailCounter = 0;
async function startGift(campaignId: number, overrides: Record<string, unknown> = {}) {
  emailCounter += 1;
  const contributorEmail = `giver${emailCounter}@example.com`;
  const response = await app.postJson(
    '/api/stripe/create-intent',
    giftBody(campaignId, contributorEmail, overrides),
  );
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return {
    ...(body as { clientSecret: string; paymentIntentId: string; contributionId: number }),
    contributorEmail,
  };
}

function giftBody(campaignId: number, contributorEmail: string, overrides: Record<string, unknown> = {}) {
  return {
    amount: '100',
    currency: 'USD',
    campaignId: String(campaignId),
    contributorName: 'Thandiwe Mokoena',
    contributorEmail,
    contributorRelationship: 'Close friend',
    memory: 'She held my hand through the hardest year.',
    hideAmount: false,
    photos: [],
    ...overrides,
  };
}

const intentCreations = () =>
  fake.requests.filter((request) => request.method === 'POST' && request.path === '/v1/payment_intents')
    .length;

async function sendWebhook(type: string, object: unknown, eventId?: string, secret = WEBHOOK_SECRET) {
  const payload = fake.eventPayload(type, object, eventId);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return app.fetch('/api/stripe/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
}

const confirm = (paymentIntentId: string) => app.postJson('/api/stripe/confirm-payment', { paymentIntentId });
const rowOf = async (id: number) =>
  (await database.db.select().from(contributions).where(eq(contributions.id, id)))[0];

describe('card payments through Stripe (real SDK, local Stripe-compatible server)', () => {
  it('when the card succeeds and the browser confirms, then one contribution with fees and one receipt are recorded', async () => {
    const { campaign, organizer } = await createOrganizerWithCampaign(database.db, {
      campaignCurrency: 'USD',
    });
    const gift = await startGift(campaign.id);
    expect(gift.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    const created = fake.requests.find(
      (request) => request.body['metadata[contributionId]'] === String(gift.contributionId),
    );
    expect(created?.body).toMatchObject({
      amount: '10000',
      currency: 'usd',
      'metadata[campaignId]': String(campaign.id),
      description: `Contribution in memory of ${campaign.deceasedName}`,
    });
    expect(created?.idempotencyKey).toBeTruthy();

    await payWith(gift.paymentIntentId, 'pm_card_visa');
    const response = await confirm(gift.paymentIntentId);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, contribution: { id: gift.contributionId } });

    expect(await rowOf(gift.contributionId)).toMatchObject({
      paymentStatus: 'succeeded',
      amount: '100.00',
      platformFee: '6.00',
      processingFee: '3.20',
      revenue: '6.00',
      payoutAmount: '90.80',
      stripePaymentIntentId: gift.paymentIntentId,
    });
    const receipts = await mailsTo(database.db, gift.contributorEmail);
    expect(receipts).toHaveLength(1);
    expect(receipts[0].text).toContain('Pamoja platform fee (6%): $6.00');
    expect(receipts[0].text).toContain('Card processing (2.9% + 0.30 USD): $3.20');
    expect(await mailsTo(database.db, organizer.email)).toHaveLength(1);
    expect((await getCampaignStats(database.db, campaign.id)).totalRaised).toBe(100);
  });

  it('when a French giver starts a card gift, then the payment Stripe shows on their receipt is described in French', async () => {
    const { campaign } = await createOrganizerWithCampaign(database.db, { campaignCurrency: 'USD' });
    const response = await app.postJson(
      '/api/stripe/create-intent',
      giftBody(campaign.id, 'donneuse@example.com'),
      { 'accept-language': 'fr-CI,fr;q=0.9' },
    );
    const { contributionId } = await response.json();
    const created = fake.requests.find(
      (request) => request.body['metadata[contributionId]'] === String(contributionId),
    );
    expect(created?.body.description).toBe(`Contribution à la mémoire de ${campaign.deceasedName}`);
  });

  it('when the same webhook arrives twice after the confirm, then nothing changes and no second receipt is sent', async () => {
    const { campaign } = await createOrganizerWithCampaign(database.db, { campaignCurrency: 'USD' });
    const gift = await startGift(campaign.id);
    const paid = await payWith(gift.paymentIntentId, 'pm_card_visa');
    expect((await confirm(gift.paymentIntentId)).status).toBe(200);

    const first = await sendWebhook('payment_intent.succeeded', paid, 'evt_duplicate_1');
    const second = await sendWebhook('payment_intent.succeeded', paid, 'evt_duplicate_1');
    expect(first.status).toBe(200);
    expect(await second.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await contributionCount(database.db, campaign.id)).toBe(1);
    expect(await mailsTo(database.db, gift.contributorEmail)).toHaveLength(1);
    const events = await database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, 'evt_duplicate_1'));
    expect(events).toHaveLength(1);
  });

  it('when the webhook arrives before the browser confirms, then the confirm finds it recorded and nothing doubles', async () => {
    const { campaign } = await createOrganizerWithCampaign(database.db, { campaignCurrency: 'USD' });
    const gift = await startGift(campaign.id, { amount: '12.34' });
    const paid = await payWith(gift.paymentIntentId, 'pm_card_visa');
    const webhook = await sendWebhook('payment_intent.succeeded', paid);
    expect(await webhook.json()).toEqual({ received: true, outcome: 'applied' });
    expect((await rowOf(gift.contributionId)).paymentStatus).toBe('succeeded');

    const response = await confirm(gift.paymentIntentId);
    expect(await response.json()).toEqual({ success: true, contribution: { id: gift.contributionId } });
    expect(await mailsTo(database.db, gift.contributorEmail)).toHaveLength(1);
    expect(await rowOf(gift.contributionId)).toMatchObject({
      platformFee: '0.74',
      processingFee: '0.66',
      payoutAmount: '10.94',
    });
  });

  it('when the browser confirm never comes, then the webhook alone records the contribution', async () => {
    const { campaign } = await createOrganizerWithCampaign(database.db, { campaignCurrency: 'USD' });
    const gift = await startGift(campaign.id);
    const paid = await payWith(gift.paymentIntentId, 'pm_card_visa');
    await sendWebhook('payment_intent.succeeded', paid);
    expect((await rowOf(gift.contributionId)).paymentStatus).toBe('succeeded');
    expect(await mailsTo(database.db, gift.contributorEmail)).toHaveLength(1);
  });

  it('when the webhook and the confirm race each other, then exactly one receipt is sent', async () => {
    const { campaign } = await createOrganizerWithCampaign(database.db, { campaignCurrency: 'USD' });
    const gift = await startGift(campaign.id);
    const paid = await payWith(gift.paymentIntentId, 'pm_card_visa');
    const responses = await Promise.all([
      confirm(gift.paymentIntentId),
      sendWebhook('payment_intent.succeeded', paid),
      sendWebhook('payment_intent.succeeded', paid),
      confirm(gift.paymentIntentId),
    ]);
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    expect(await mailsTo(database.db, gift.contributorEmail)).toHaveLength(1);
    expect(await contributionCount(database.db, campaign.id)).toBe(1);
  });

  it('when the card is declined, then confirm-payment refuses, the webhook marks it failed, and nothing counts', async () => {
    const { campaign } = await createOrganizerWithCampaign(database.db, { campaignCurrency: 'USD' });
    const gift = await startGift(campaign.id);
    const declined = await payWith(gift.paymentIntentId, 'pm_card_chargeDeclined').catch(
      (error: { type: string; message: string }) => error,
    );
    expect(declined).toMatchObject({ type: 'StripeCardError', message: 'Your card was declined.' });

    const response = await confirm(gift.paymentIntentId);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: 'Your card was declined.' });
    const webhook = await sendWebhook(
      'payment_intent.payment_failed',
      fake.intents.get(gift.paymentIntentId),
    );
    expect(webhook.status).toBe(200);
    expect((await rowOf(gift.contributionId)).paymentStatus).toBe('failed');
    expect(await mailsTo(database.db, gift.contributorEmail)).toHaveLength(0);
    expect((await getCampaignStats(database.db, campaign.id)).contributorCount).toBe(0);

    // The contributor tries again with another card on the same payment.
    const paid = await payWith(gift.paymentIntentId, 'pm_card_visa');
    expect(paid.status).toBe('succeeded');
    expect((await confirm(gift.paymentIntentId)).status).toBe(200);
    expect((await rowOf(gift.contributionId)).paymentStatus).toBe('succeeded');
  });

  it('when a webhook signature is wrong or missing, then it is refused with 400 and nothing is recorded', async () => {
    const { campaign } = await createOrganizerWithCampaign(database.db, { campaignCurrency: 'USD' });
    const gift = await startGift(campaign.id);
    const paid = await payWith(gift.paymentIntentId, 'pm_card_visa');
    const forged = await sendWebhook('payment_intent.succeeded', paid, 'evt_forged', 'whsec_attacker');
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({ message: 'Invalid webhook signature' });
    const unsigned = await app.fetch('/api/stripe/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: fake.eventPayload('payment_intent.succeeded', paid),
    });
    expect(unsigned.status).toBe(400);
    expect((await rowOf(gift.contributionId)).paymentStatus).toBe('pending');
    expect(
      await database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, 'evt_forged')),
    ).toHaveLength(0);
  });

  it('when a UGX gift is started, then Stripe receives whole shillings in its two-decimal form and fees are whole shillings', async () => {
    const { campaign } = await createOrganizerWithCampaign(database.db, { campaignCurrency: 'UGX' });
    const gift = await startGift(campaign.id, { amount: '50000', currency: 'UGX' });
    const created = fake.requests.find(
      (request) => request.body['metadata[contributionId]'] === String(gift.contributionId),
    );
    // "To charge 5 UGX, provide an amount value of 500" (docs.stripe.com/currencies#special-cases).
    expect(created?.body.amount).toBe('5000000');
    expect(created?.body.currency).toBe('ugx');
    expect(await rowOf(gift.contributionId)).toMatchObject({
      amount: '50000.00',
      platformFee: '3000.00',
      processingFee: '2200.00',
      payoutAmount: '44800.00',
    });
    const paid = await payWith(gift.paymentIntentId, 'pm_card_visa');
    expect(paid.amount).toBe(5_000_000);
    expect((await confirm(gift.paymentIntentId)).status).toBe(200);
  });

  it('when the giver covers the fees, then the server works out the charge and the whole gift reaches the family', async () => {
    const { campaign } = await createOrganizerWithCampaign(database.db, { campaignCurrency: 'USD' });
    // The browser sends the gift and the choice only; 100.00 needs 110.10 charged (see domain/payments/fees.test.ts).
    const gift = await startGift(campaign.id, { amount: '100', coverFees: true });
    const created = fake.requests.find(
      (request) => request.body['metadata[contributionId]'] === String(gift.contributionId),
    );
    expect(created?.body.amount).toBe('11010');
    expect(await rowOf(gift.contributionId)).toMatchObject({
      amount: '110.10',
      platformFee: '6.61',
      processingFee: '3.49',
      payoutAmount: '100.00',
    });
    await payWith(gift.paymentIntentId, 'pm_card_visa');
    expect((await confirm(gift.paymentIntentId)).status).toBe(200);
    expect((await rowOf(gift.contributionId)).paymentStatus).toBe('succeeded');
  });

  it('when covering the fees would pass Stripe’s eight-digit limit, then it is refused before Stripe is asked', async () => {
    const { campaign } = await createOrganizerWithCampaign(database.db, { campaignCurrency: 'UGX' });
    const asked = fake.requests.length;
    const response = await app.postJson('/api/stripe/create-intent', {
      amount: '99999999',
      currency: 'UGX',
      coverFees: true,
      campaignId: String(campaign.id),
      contributorName: 'Thandiwe Mokoena',
      contributorEmail: 'too-much@example.com',
      contributorRelationship: 'Close friend',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('Amount is too large for one contribution');
    expect(fake.requests.length).toBe(asked);
    expect(await contributionCount(database.db, campaign.id)).toBe(0);
  });

  it('when the fake is asked for a nine-digit amount, then it refuses it as Stripe does (amount_too_large)', async () => {
    await expect(payer.paymentIntents.create({ amount: 100_000_000, currency: 'usd' })).rejects.toMatchObject(
      {
        type: 'StripeInvalidRequestError',
        code: 'amount_too_large',
        param: 'amount',
      },
    );
  });

  it('when the browser retries create-intent with its idempotency key, then one contribution and one intent exist, and Stripe is not asked again', async () => {
    const { campaign } = await createOrganizerWithCampaign(database.db, { campaignCurrency: 'USD' });
    const idempotencyKey = 'wizard-submission-0001';
    const first = await startGift(campaign.id, { idempotencyKey });
    const creates = intentCreations();
    const again = await app.postJson(
      '/api/stripe/create-intent',
      giftBody(campaign.id, first.contributorEmail, { idempotencyKey }),
    );
    expect((await again.json()).clientSecret).toBe(first.clientSecret);
    expect(await contributionCount(database.db, campaign.id)).toBe(1);
    // The stored intent is read back, never created again: after 24 hours Stripe would make a second one for
    // the same key, and its payment would match no contribution (issue 12 item 1).
    expect(intentCreations()).toBe(creates);
  });

  it('when the giver corrects their name or amount in the same tab, then it is a new attempt with its own key, not a 409 (issue 12 item 5)', async () => {
    const { campaign } = await createOrganizerWithCampaign(database.db, { campaignCurrency: 'USD' });
    const idempotencyKey = 'wizard-submission-0002';
    const first = await startGift(campaign.id, { idempotencyKey });
    const corrected = await app.postJson(
      '/api/stripe/create-intent',
      giftBody(campaign.id, first.contributorEmail, {
        idempotencyKey,
        amount: '120',
        contributorName: 'Thandi Mokoena',
      }),
    );
    const body = await corrected.json();
    expect(corrected.status, JSON.stringify(body)).toBe(200);
    expect(body.paymentIntentId).not.toBe(first.paymentIntentId);
    expect(body.contributionId).not.toBe(first.contributionId);
    const keys = fake.requests
      .filter((request) => request.method === 'POST' && request.path === '/v1/payment_intents')
      .map((request) => request.idempotencyKey);
    expect(new Set(keys.slice(-2)).size).toBe(2);
    // Each intent belongs to its own row, and paying the corrected one records that one only.
    await payWith(body.paymentIntentId, 'pm_card_visa');
    expect((await confirm(body.paymentIntentId)).status).toBe(200);
    expect((await rowOf(body.contributionId)).paymentStatus).toBe('succeeded');
    expect((await rowOf(body.contributionId)).amount).toBe('120.00');
    expect((await rowOf(first.contributionId)).paymentStatus).toBe('pending');
  });

  it('when a card is declined and the giver tries again from the same tab, then a new attempt starts at once (issue 12 item 5)', async () => {
    const { campaign } = await createOrganizerWithCampaign(database.db, { campaignCurrency: 'USD' });
    const idempotencyKey = 'wizard-submission-0003';
    const first = await startGift(campaign.id, { idempotencyKey });
    const declined = await payWith(first.paymentIntentId, 'pm_card_chargeDeclined').catch(
      (error: { raw: { payment_intent: unknown } }) => error.raw.payment_intent,
    );
    await sendWebhook('payment_intent.payment_failed', declined);
    expect((await rowOf(first.contributionId)).paymentStatus).toBe('failed');

    const retried = await app.postJson(
      '/api/stripe/create-intent',
      giftBody(campaign.id, first.contributorEmail, { idempotencyKey }),
    );
    const body = await retried.json();
    expect(retried.status, JSON.stringify(body)).toBe(200);
    expect(body.contributionId).not.toBe(first.contributionId);
    await payWith(body.paymentIntentId, 'pm_card_visa');
    expect((await confirm(body.paymentIntentId)).status).toBe(200);
    expect((await getCampaignStats(database.db, campaign.id)).totalRaised).toBe(100);
  });

  it('when one payment is confirmed over and over, then the server stops asking Stripe after ten (issue 12 item 12)', async () => {
    const { campaign } = await createOrganizerWithCampaign(database.db, { campaignCurrency: 'USD' });
    const gift = await startGift(campaign.id);
    await payWith(gift.paymentIntentId, 'pm_card_visa');
    for (let attempt = 1; attempt <= 10; attempt += 1)
      expect((await confirm(gift.paymentIntentId)).status).toBe(200);
    const retrievals = fake.requests.filter(
      (request) => request.path === `/v1/payment_intents/${gift.paymentIntentId}`,
    ).length;
    const limited = await confirm(gift.paymentIntentId);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(
      fake.requests.filter((request) => request.path === `/v1/payment_intents/${gift.paymentIntentId}`)
        .length,
    ).toBe(retrievals);
  });

  it('when a webhook reports an amount that differs from the contribution, then it is not recorded', async () => {
    const { campaign } = await createOrganizerWithCampaign(database.db, { campaignCurrency: 'USD' });
    const gift = await startGift(campaign.id);
    const paid = await payWith(gift.paymentIntentId, 'pm_card_visa');
    const response = await sendWebhook('payment_intent.succeeded', { ...paid, amount: 1 });
    expect(await response.json()).toEqual({ received: true, outcome: 'unmatched' });
    expect((await rowOf(gift.contributionId)).paymentStatus).toBe('pending');
  });

  it('when the browser confirms an intent Stripe does not know, then the answer is 404', async () => {
    const response = await confirm('pi_doesnotexist000');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Payment not found' });
  });
});
