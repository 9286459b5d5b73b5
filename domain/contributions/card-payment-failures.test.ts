import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { providerErrorOf } from '../../integrations/payments/stripe-provider.server';
import { domainErrorOf, HTTP_STATUS_BY_KIND } from '../shared/errors';
import { BASE_LOCALE } from '../shared/locales';
import { refusalIn } from '../shared/refusal-words.server';
import { cardPaymentFailureOf } from './card-payment-failures';

/** A Stripe error as the real SDK builds it from an API answer, then as the giver reads it (issue 12 item 8). */
function giverSees(raw: Parameters<typeof Stripe.errors.StripeError.generate>[0]) {
  const failure = domainErrorOf(
    cardPaymentFailureOf(providerErrorOf(Stripe.errors.StripeError.generate(raw))),
  );
  if (!failure) throw new Error('not a domain failure');
  const inEnglish = (text: string) => refusalIn(BASE_LOCALE, text);
  return {
    status: HTTP_STATUS_BY_KIND[failure.kind],
    message: inEnglish(failure.message),
    fields: Object.fromEntries(
      Object.entries(failure.fieldErrors ?? {}).map(([field, text]) => [field, inEnglish(text)]),
    ),
  };
}

describe('card processor failures in the giver’s words', () => {
  it('a decline, insufficient funds and a bank check are 400s that say what to do, each about the card', () => {
    const declined = giverSees({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    });
    expect(declined).toMatchObject({
      status: 400,
      message: expect.stringMatching(/^Your card was declined\. Please try another card/),
    });
    expect(declined.fields.card).toBe(declined.message);
    expect(
      giverSees({
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      }).message,
    ).toMatch(/^Your card has insufficient funds\./);
    expect(
      giverSees({
        type: 'card_error',
        code: 'authentication_required',
        message: 'This payment requires authentication.',
      }).message,
    ).toMatch(/^Your bank needs you to confirm this payment/);
  });

  it('an amount outside Stripe’s limits is a 400 on the amount field', () => {
    const small = giverSees({
      type: 'invalid_request_error',
      code: 'amount_too_small',
      param: 'amount',
      message: 'Amount must be at least 50 cents',
    });
    expect(small.status).toBe(400);
    expect(small.fields.amount).toMatch(/below the smallest card payment/);
    expect(
      giverSees({
        type: 'invalid_request_error',
        code: 'amount_too_large',
        message: 'Amount must be no more than 99999999',
      }).fields.amount,
    ).toBe('Amount is too large for one contribution');
  });

  it('an idempotency clash is a 409; an outage, a rate limit or a bad key of ours is a 503 with a retry hint', () => {
    expect(
      giverSees({
        type: 'idempotency_error',
        message: 'Keys for idempotent requests can only be used with the same parameters',
      }).status,
    ).toBe(409);
    for (const type of ['api_error', 'rate_limit_error', 'authentication_error'] as const) {
      const outage = cardPaymentFailureOf(
        providerErrorOf(Stripe.errors.StripeError.generate({ type, message: 'x' })),
      );
      expect(domainErrorOf(outage)).toMatchObject({ kind: 'unavailable', retryAfterSeconds: 30 });
    }
    expect(
      giverSees({
        type: 'invalid_request_error',
        code: 'parameter_unknown',
        message: 'Received unknown parameter: x',
      }).status,
    ).toBe(503);
  });

  it('anything that is not the card processor’s passes through unchanged', () => {
    const fault = new TypeError('bug');
    expect(cardPaymentFailureOf(fault)).toBe(fault);
  });
});
