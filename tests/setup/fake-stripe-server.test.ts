import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripeServer, stripeClientFor } from './fake-stripe-server';

/** The fake refuses what Stripe refuses and models what Stripe does, through the real SDK. */
let fake: FakeStripe;
let stripe: Stripe;
const RETURN_URL = 'http://127.0.0.1/return?step=3';
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  fake = await startFakeStripeServer({ enforceMinimumCharge: true });
  stripe = stripeClientFor(fake);
});
afterAll(() => fake.close());

/** Parameters the typed SDK would not let through, as a caller with a typo sends them. */
const loose = <T>(params: Record<string, unknown>) => params as T;
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => error,
  );
const card = (payment_method: string) => ({ payment_method, return_url: RETURN_URL });
const usdIntent = (amount = 1000, extra: Partial<Stripe.PaymentIntentCreateParams> = {}) =>
  stripe.paymentIntents.create({
    amount,
    currency: 'usd',
    automatic_payment_methods: { enabled: true },
    ...extra,
  });

describe('parameters: only what each endpoint documents, with the right types', () => {
  it('accepts the create parameters the app and Stripe.js use', async () => {
    const intent = await usdIntent(2500, {
      description: 'In memory of Test Person',
      metadata: { campaignId: '7', contributorName: 'Thandiwe' },
      receipt_email: 'giver@example.com',
      statement_descriptor_suffix: 'PAMOJA',
    });
    expect(intent).toMatchObject({
      status: 'requires_payment_method',
      amount: 2500,
      metadata: { campaignId: '7' },
    });
    expect(intent.client_secret).toMatch(/^pi_\w+_secret_\w+$/);
  });

  it('refuses an unknown parameter, top-level or nested, with parameter_unknown and its path', async () => {
    const unknownTop = await refusal(
      stripe.paymentIntents.create(loose({ amount: 1000, currency: 'usd', colour: 'red' })),
    );
    expect(unknownTop).toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      code: 'parameter_unknown',
      param: 'colour',
      message: 'Received unknown parameter: colour',
    });
    const nested = await refusal(
      stripe.paymentIntents.create(
        loose({
          amount: 1000,
          currency: 'usd',
          automatic_payment_methods: { enabled: true, sometimes: true },
        }),
      ),
    );
    expect(nested).toMatchObject({
      param: 'automatic_payment_methods[sometimes]',
      message: 'Received unknown parameter: automatic_payment_methods[sometimes]',
    });
    const intent = await usdIntent();
    for (const attempt of [
      stripe.paymentIntents.confirm(intent.id, loose({ ...card('pm_card_visa'), savePaymentMethod: true })),
      stripe.paymentIntents.cancel(intent.id, loose({ reason: 'abandoned' })),
      stripe.refunds.create(loose({ payment_intent: intent.id, amount_cents: 100 })),
      stripe.paymentIntents.retrieve(intent.id, loose({ include: 'charges' })),
      stripe.events.list(loose({ kind: 'payment_intent.succeeded' })),
    ]) {
      expect(await refusal(attempt)).toMatchObject({ statusCode: 400, code: 'parameter_unknown' });
    }
  });

  it('refuses wrong types, missing required parameters and values outside an enum', async () => {
    expect(
      await refusal(stripe.paymentIntents.create(loose({ amount: 'ten', currency: 'usd' }))),
    ).toMatchObject({
      code: 'parameter_invalid_integer',
      param: 'amount',
      message: 'Invalid integer: ten',
    });
    expect(
      await refusal(stripe.paymentIntents.create(loose({ amount: 1000, currency: 'usd', confirm: 'yes' }))),
    ).toMatchObject({ param: 'confirm', message: 'Invalid boolean: yes' });
    expect(await refusal(stripe.paymentIntents.create(loose({ amount: 1000 })))).toMatchObject({
      code: 'parameter_missing',
      param: 'currency',
      message: 'Missing required param: currency.',
    });
    expect(
      await refusal(stripe.paymentIntents.create(loose({ amount: 1000, currency: 'usd', metadata: 'gift' }))),
    ).toMatchObject({ param: 'metadata', message: 'Invalid object' });
    expect(await refusal(usdIntent(1000, { metadata: { contributorName: 'x'.repeat(501) } }))).toMatchObject({
      param: 'metadata[contributorName]',
    });
    const intent = await usdIntent();
    expect(
      await refusal(stripe.paymentIntents.cancel(intent.id, loose({ cancellation_reason: 'bored' }))),
    ).toMatchObject({
      param: 'cancellation_reason',
      message:
        'Invalid cancellation_reason: must be one of abandoned, duplicate, fraudulent, or requested_by_customer',
    });
  });

  it('says plainly when a real Stripe parameter is one the fake does not model', async () => {
    expect(await refusal(usdIntent(1000, { capture_method: 'manual' }))).toMatchObject({
      code: 'fake_stripe_not_modelled',
      param: 'capture_method',
    });
  });
});

describe('idempotency keys (same key: same request replayed; other parameters: idempotency_error; 24 h)', () => {
  it('replays the first answer to the same key and parameters, and says so in a header', async () => {
    const params = { amount: 1500, currency: 'usd', metadata: { contributionId: '11' } };
    const first = await stripe.paymentIntents.create(params, { idempotencyKey: 'idem-replay' });
    const again = await stripe.paymentIntents.create(params, { idempotencyKey: 'idem-replay' });
    expect(again.id).toBe(first.id);
    expect(first.lastResponse.headers['idempotent-replayed']).toBeUndefined();
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
  });

  it('refuses the same key with different parameters or on another endpoint', async () => {
    await stripe.paymentIntents.create({ amount: 1500, currency: 'usd' }, { idempotencyKey: 'idem-changed' });
    const changed = await refusal(
      stripe.paymentIntents.create({ amount: 500, currency: 'usd' }, { idempotencyKey: 'idem-changed' }),
    );
    expect(changed).toMatchObject({
      type: 'StripeIdempotencyError',
      statusCode: 400,
      raw: { type: 'idempotency_error' },
      message:
        "Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than 'idem-changed' if you meant to execute a different request.",
    });
    const intent = await usdIntent();
    const elsewhere = await refusal(
      stripe.paymentIntents.cancel(intent.id, {}, { idempotencyKey: 'idem-changed' }),
    );
    expect(elsewhere).toMatchObject({ type: 'StripeIdempotencyError', raw: { type: 'idempotency_error' } });
  });

  it('forgets a key after 24 hours on its clock: the same request then makes a new intent', async () => {
    const params = { amount: 2000, currency: 'usd' };
    const first = await stripe.paymentIntents.create(params, { idempotencyKey: 'idem-expiry' });
    fake.clock.advance(DAY_MS - 60_000);
    expect((await stripe.paymentIntents.create(params, { idempotencyKey: 'idem-expiry' })).id).toBe(first.id);
    fake.clock.advance(60_000);
    const later = await stripe.paymentIntents.create(params, { idempotencyKey: 'idem-expiry' });
    expect(later.id).not.toBe(first.id);
    expect(later.lastResponse.headers['idempotent-replayed']).toBeUndefined();
  });

  it('replays a decline, but not a refusal of the parameters, which may be retried corrected', async () => {
    const intent = await usdIntent();
    const options = { idempotencyKey: 'idem-decline' };
    const declined = await refusal(
      stripe.paymentIntents.confirm(intent.id, card('pm_card_chargeDeclined'), options),
    );
    const replayed = await refusal(
      stripe.paymentIntents.confirm(intent.id, card('pm_card_chargeDeclined'), options),
    );
    expect(replayed).toMatchObject({ type: 'StripeCardError', code: 'card_declined' });
    expect((replayed as { headers: Record<string, string> }).headers['idempotent-replayed']).toBe('true');
    expect(declined).toMatchObject({ type: 'StripeCardError' });

    const typo = await refusal(
      stripe.paymentIntents.create(loose({ amount: 1000, currency: 'usd', colour: 'red' }), {
        idempotencyKey: 'idem-typo',
      }),
    );
    expect(typo).toMatchObject({ code: 'parameter_unknown' });
    const fixed = await stripe.paymentIntents.create(
      { amount: 1000, currency: 'usd' },
      { idempotencyKey: 'idem-typo' },
    );
    expect(fixed.status).toBe('requires_payment_method');
  });
});

describe('currency rules (https://docs.stripe.com/currencies)', () => {
  const create = (amount: number, currency: string) =>
    refusal(stripe.paymentIntents.create({ amount, currency }));

  it('enforces the minimum charge of the settlement currency, converting other currencies', async () => {
    expect(await create(49, 'usd')).toMatchObject({
      code: 'amount_too_small',
      param: 'amount',
      message: 'Amount must be at least $0.50 usd',
    });
    expect(await create(50, 'usd')).toBe('accepted');
    // KES 60.00 is $0.48 and KES 63.00 is $0.50 at the fixed rates.
    expect(await create(6000, 'kes')).toMatchObject({
      code: 'amount_too_small',
      message: 'Amount must convert to at least 50 cents. KES 60.00 converts to approximately $0.48.',
    });
    expect(await create(6300, 'kes')).toBe('accepted');
    const pounds = await startFakeStripeServer({ enforceMinimumCharge: true, settlementCurrency: 'gbp' });
    try {
      const british = stripeClientFor(pounds);
      expect(await refusal(british.paymentIntents.create({ amount: 29, currency: 'gbp' }))).toMatchObject({
        message: 'Amount must be at least £0.30 gbp',
      });
      expect(await refusal(british.paymentIntents.create({ amount: 30, currency: 'gbp' }))).toBe('accepted');
    } finally {
      await pounds.close();
    }
  });

  it('reads zero-decimal amounts as whole units and three-decimal amounts only when they end in 0', async () => {
    expect(await create(50, 'jpy')).toMatchObject({
      message: 'Amount must convert to at least 50 cents. ¥50 converts to approximately $0.33.',
    });
    expect(await create(100, 'jpy')).toBe('accepted');
    expect(await create(5125, 'kwd')).toMatchObject({ code: 'invalid_charge_amount', param: 'amount' });
    expect(await create(5120, 'kwd')).toBe('accepted');
  });

  it('requires ISK and UGX in two decimals that are always 00, and lets HUF and TWD charge cents', async () => {
    expect(await create(12345, 'isk')).toMatchObject({
      code: 'invalid_charge_amount',
      message:
        'Invalid amount. Currency ISK has become effectively zero-decimal and charged amounts must be evenly divisible by 100. See https://stripe.com/docs/currencies#special-cases for more information.',
    });
    expect(await create(12300, 'isk')).toBe('accepted');
    expect(await create(250_050, 'ugx')).toMatchObject({ code: 'invalid_charge_amount' });
    expect(await create(250_000, 'ugx')).toBe('accepted');
    expect(await create(50_051, 'huf')).toBe('accepted');
  });

  it('allows eight digits (twelve for IDR) and refuses currencies Stripe does not present', async () => {
    expect(await create(100_000_000, 'usd')).toMatchObject({ code: 'amount_too_large', param: 'amount' });
    expect(await create(99_999_999, 'usd')).toBe('accepted');
    expect(await create(999_999_999_999, 'idr')).toBe('accepted');
    expect(await create(1_000_000_000_000, 'idr')).toMatchObject({ code: 'amount_too_large' });
    expect(await create(1000, 'zwl')).toMatchObject({ param: 'currency' });
    expect(await create(0, 'usd')).toMatchObject({ param: 'amount' });
  });
});

describe('payment intents: test payment methods and states', () => {
  it('pm_card_visa succeeds with a charge; confirming again or cancelling is refused', async () => {
    const intent = await usdIntent(1234);
    const paid = await stripe.paymentIntents.confirm(intent.id, card('pm_card_visa'));
    expect(paid).toMatchObject({ status: 'succeeded', amount_received: 1234, last_payment_error: null });
    const charge = await stripe.charges.retrieve(paid.latest_charge as string);
    expect(charge).toMatchObject({
      status: 'succeeded',
      amount: 1234,
      amount_captured: 1234,
      payment_intent: intent.id,
    });
    const expanded = await stripe.paymentIntents.retrieve(intent.id, { expand: ['latest_charge'] });
    expect(expanded.latest_charge).toMatchObject({ id: charge.id, object: 'charge' });
    expect(await refusal(stripe.paymentIntents.confirm(intent.id, card('pm_card_visa')))).toMatchObject({
      code: 'payment_intent_unexpected_state',
    });
    expect(await refusal(stripe.paymentIntents.cancel(intent.id))).toMatchObject({
      code: 'payment_intent_unexpected_state',
      message:
        'You cannot cancel this PaymentIntent because it has a status of succeeded. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.',
    });
  });

  it('declines with card_error and the decline code, leaving the intent ready for another card', async () => {
    const intent = await usdIntent();
    expect(
      await refusal(stripe.paymentIntents.confirm(intent.id, card('pm_card_chargeDeclined'))),
    ).toMatchObject({
      type: 'StripeCardError',
      statusCode: 402,
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    });
    const poor = await refusal(
      stripe.paymentIntents.confirm(intent.id, card('pm_card_chargeDeclinedInsufficientFunds')),
    );
    expect(poor).toMatchObject({
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
    expect(await stripe.paymentIntents.retrieve(intent.id)).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'card_declined', decline_code: 'insufficient_funds' },
    });
    expect((await stripe.paymentIntents.confirm(intent.id, card('pm_card_visa'))).status).toBe('succeeded');
  });

  it('refuses a confirm without return_url unless redirects are off, as for automatic payment methods', async () => {
    const intent = await usdIntent();
    expect(
      await refusal(stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' })),
    ).toMatchObject({ param: 'return_url' });
    const cardsOnly = await usdIntent(1000, {
      automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
    });
    expect(
      (await stripe.paymentIntents.confirm(cardsOnly.id, { payment_method: 'pm_card_visa' })).status,
    ).toBe('succeeded');
  });

  it('3D Secure: requires_action with a redirect, finished by completeAction or the authentication page', async () => {
    const intent = await usdIntent();
    const pending = await stripe.paymentIntents.confirm(intent.id, card('pm_card_authenticationRequired'));
    expect(pending).toMatchObject({
      status: 'requires_action',
      next_action: { type: 'redirect_to_url', redirect_to_url: { return_url: RETURN_URL } },
    });
    const back = new URL(fake.completeAction(intent.id, { succeed: false }));
    expect(Object.fromEntries(back.searchParams)).toEqual({
      step: '3',
      payment_intent: intent.id,
      payment_intent_client_secret: intent.client_secret,
      redirect_status: 'failed',
    });
    expect(await stripe.paymentIntents.retrieve(intent.id)).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'payment_intent_authentication_failure' },
    });

    const retried = await stripe.paymentIntents.confirm(intent.id, card('pm_card_authenticationRequired'));
    const page = await fetch(`${retried.next_action?.redirect_to_url?.url}?outcome=succeed`, {
      redirect: 'manual',
    });
    expect(page.status).toBe(302);
    expect(new URL(page.headers.get('location') ?? '').searchParams.get('redirect_status')).toBe('succeeded');
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('succeeded');
  });

  it('a bank debit stays processing until settled, either way', async () => {
    const intent = await usdIntent();
    expect((await stripe.paymentIntents.confirm(intent.id, card('pm_usBankAccount'))).status).toBe(
      'processing',
    );
    fake.settle(intent.id, 'failed');
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('requires_payment_method');
    await stripe.paymentIntents.confirm(intent.id, card('pm_usBankAccount'));
    fake.settle(intent.id, 'succeeded');
    expect(await stripe.paymentIntents.retrieve(intent.id)).toMatchObject({
      status: 'succeeded',
      amount_received: 1000,
    });
    const types = fake.events
      .filter((event) => event.data.object.id === intent.id)
      .map((event) => event.type);
    expect(types).toEqual([
      'payment_intent.created',
      'payment_intent.processing',
      'payment_intent.payment_failed',
      'payment_intent.processing',
      'payment_intent.succeeded',
    ]);
  });

  it('a Multibanco voucher (euros only) waits in requires_action with its details until paid, or fails when it expires', async () => {
    const intent = await stripe.paymentIntents.create({
      amount: 2500,
      currency: 'eur',
      automatic_payment_methods: { enabled: true },
    });
    expect(intent.payment_method_types).toEqual(['card', 'multibanco']);
    const waiting = await stripe.paymentIntents.confirm(intent.id, card('pm_multibanco'));
    expect(waiting).toMatchObject({
      status: 'requires_action',
      latest_charge: null,
      next_action: {
        type: 'multibanco_display_details',
        multibanco_display_details: { entity: '12345', reference: expect.stringMatching(/^\d{9}$/) },
      },
    });
    fake.settle(intent.id, 'succeeded');
    expect(await stripe.paymentIntents.retrieve(intent.id)).toMatchObject({
      status: 'succeeded',
      amount_received: 2500,
      next_action: null,
    });

    const expiring = await stripe.paymentIntents.create({ amount: 2500, currency: 'eur' });
    await stripe.paymentIntents.confirm(expiring.id, card('pm_multibanco'));
    fake.settle(expiring.id, 'failed');
    expect(await stripe.paymentIntents.retrieve(expiring.id)).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'payment_intent_payment_attempt_expired' },
    });
    const types = (id: string) =>
      fake.events.filter((event) => event.data.object.id === id).map((event) => event.type);
    expect(types(intent.id)).toEqual([
      'payment_intent.created',
      'payment_intent.requires_action',
      'payment_intent.succeeded',
    ]);
    expect(types(expiring.id)).toEqual([
      'payment_intent.created',
      'payment_intent.requires_action',
      'payment_intent.payment_failed',
    ]);

    // Not in dollars: a USD intent does not offer it, and asking for it by name is refused.
    const dollars = await usdIntent();
    expect(await refusal(stripe.paymentIntents.confirm(dollars.id, card('pm_multibanco')))).toMatchObject({
      statusCode: 400,
      code: 'payment_intent_incompatible_payment_method',
    });
    expect(
      await refusal(
        stripe.paymentIntents.create(
          loose<Stripe.PaymentIntentCreateParams>({
            amount: 1000,
            currency: 'usd',
            payment_method_types: ['multibanco'],
          }),
        ),
      ),
    ).toMatchObject({
      statusCode: 400,
      param: 'payment_method_types',
      message: expect.stringContaining('The payment method type multibanco supports these currencies: eur'),
    });
  });

  it('cancels an unpaid intent with its reason', async () => {
    const intent = await usdIntent();
    const canceled = await stripe.paymentIntents.cancel(intent.id, { cancellation_reason: 'abandoned' });
    expect(canceled).toMatchObject({ status: 'canceled', cancellation_reason: 'abandoned' });
    expect(fake.events.at(-1)).toMatchObject({
      type: 'payment_intent.canceled',
      data: { object: { id: intent.id } },
    });
    expect(await refusal(stripe.paymentIntents.confirm(intent.id, card('pm_card_visa')))).toMatchObject({
      code: 'payment_intent_unexpected_state',
    });
  });
});

describe('balance transactions: what Stripe took, in the settlement currency (https://docs.stripe.com/api/balance_transactions/object)', () => {
  const paid = async (currency: string, amount: number, payment_method: string) => {
    const intent = await stripe.paymentIntents.create({
      amount,
      currency,
      confirm: true,
      ...card(payment_method),
    });
    return stripe.paymentIntents.retrieve(intent.id, { expand: ['latest_charge.balance_transaction'] });
  };
  const transactionOf = (intent: Stripe.PaymentIntent) =>
    (intent.latest_charge as Stripe.Charge).balance_transaction as Stripe.BalanceTransaction;

  it('a domestic card in the settlement currency: 2.9% + 30¢, served by id and within the expanded charge', async () => {
    const transaction = transactionOf(await paid('usd', 10_000, 'pm_card_visa'));
    expect(transaction).toMatchObject({
      object: 'balance_transaction',
      amount: 10_000,
      currency: 'usd',
      exchange_rate: null,
      fee: 320,
      net: 9_680,
      type: 'charge',
      fee_details: [{ amount: 320, currency: 'usd', type: 'stripe_fee' }],
    });
    expect(await stripe.balanceTransactions.retrieve(transaction.id)).toEqual(transaction);
  });

  it('an international card and a converted currency cost more: +1.5% and +1%, fees in the settlement currency', async () => {
    const international = transactionOf(await paid('usd', 10_000, 'pm_card_gb'));
    expect(international.fee).toBe(470);
    // KES 10,000.00 at 0.008 USD is 80.00 USD: (2.9% + 1% conversion) + 30¢.
    const kenyan = transactionOf(await paid('kes', 1_000_000, 'pm_card_visa'));
    expect(kenyan).toMatchObject({ amount: 8_000, currency: 'usd', exchange_rate: 0.008, fee: 342 });
  });

  it('a bank debit has none until it settles (then 0.8%); an unknown id is resource_missing', async () => {
    const intent = await stripe.paymentIntents.create({
      amount: 5_000,
      currency: 'usd',
      confirm: true,
      ...card('pm_usBankAccount'),
    });
    const charge = await stripe.charges.retrieve(intent.latest_charge as string);
    expect(charge.balance_transaction).toBeNull();
    fake.settle(intent.id, 'succeeded');
    const settled = await stripe.charges.retrieve(charge.id, { expand: ['balance_transaction'] });
    expect(settled.balance_transaction).toMatchObject({ amount: 5_000, fee: 40 });
    expect(await refusal(stripe.balanceTransactions.retrieve('txn_missing'))).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      message: "No such balance_transaction: 'txn_missing'",
    });
  });
});

describe("Stripe.js's requests: the publishable key with the client secret (tests/setup/fake-stripe-js.js)", () => {
  const fromBrowser = (path: string, params: Record<string, string>, method: 'GET' | 'POST' = 'POST') => {
    const form = new URLSearchParams({ key: 'pk_test_fake', ...params });
    return method === 'GET'
      ? fetch(`${fake.apiUrl}${path}?${form}`)
      : fetch(`${fake.apiUrl}${path}`, { method, body: form });
  };

  it('retrieves and confirms the intent the client secret names, seeing only the fields a browser may', async () => {
    const intent = await usdIntent(1000, { metadata: { campaignId: '7' } });
    const secret = intent.client_secret ?? '';
    const read = await fromBrowser(`/v1/payment_intents/${intent.id}`, { client_secret: secret }, 'GET');
    expect(read.status).toBe(200);
    expect(read.headers.get('access-control-allow-origin')).toBe('*');
    const seen = (await read.json()) as Record<string, unknown>;
    expect(seen).toMatchObject({
      id: intent.id,
      status: 'requires_payment_method',
      payment_method_types: ['card', 'us_bank_account'],
    });
    expect(seen).not.toHaveProperty('metadata');

    const declined = await fromBrowser(`/v1/payment_intents/${intent.id}/confirm`, {
      client_secret: secret,
      payment_method: 'pm_card_chargeDeclined',
      return_url: RETURN_URL,
    });
    expect(declined.status).toBe(402);
    const { error } = (await declined.json()) as { error: Record<string, unknown> };
    expect(error).toMatchObject({ type: 'card_error', message: 'Your card was declined.' });
    expect(error.payment_intent).not.toHaveProperty('metadata');

    const paid = await fromBrowser(`/v1/payment_intents/${intent.id}/confirm`, {
      client_secret: secret,
      payment_method: 'pm_card_visa',
      return_url: RETURN_URL,
    });
    expect(await paid.json()).toMatchObject({ id: intent.id, status: 'succeeded' });
  });

  it('refuses another intent’s secret and every endpoint that needs the secret key', async () => {
    const intent = await usdIntent();
    const other = await usdIntent();
    const wrongSecret = await fromBrowser(
      `/v1/payment_intents/${intent.id}`,
      { client_secret: other.client_secret ?? '' },
      'GET',
    );
    expect(wrongSecret.status).toBe(404);
    const create = await fromBrowser('/v1/payment_intents', { amount: '1000', currency: 'usd' });
    expect(create.status).toBe(401);
    expect(((await create.json()) as { error: { message: string } }).error.message).toMatch(
      /cannot be made with a publishable API key/,
    );
  });
});
