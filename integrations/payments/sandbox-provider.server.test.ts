import { describe, expect, it } from 'vitest';
import { BASE_LOCALE } from '../../domain/shared/locales';
import { refusalIn } from '../../domain/shared/refusal-words.server';
import { createSandboxProvider } from './sandbox-provider.server';
import { UnknownTestCardError, WebhookSignatureError } from './types';

const input = {
  amount: 5_000,
  currency: 'usd',
  idempotencyKey: 'k1',
  metadata: { a: '1' },
  description: 'x',
};

describe('sandbox provider', () => {
  it('when an intent is created, then its client secret has the shape of a Stripe one and the key is honoured', async () => {
    const sandbox = createSandboxProvider();
    const created = await sandbox.createIntent(input);
    expect(created.id).toMatch(/^pi_[A-Za-z0-9]{24}$/);
    expect(created.clientSecret).toMatch(new RegExp(`^${created.id}_secret_[A-Za-z0-9]{25}$`));
    expect(await sandbox.createIntent(input)).toEqual(created);
    expect(await sandbox.retrieveIntent(created.id)).toMatchObject({ amount: 5_000, currency: 'USD' });
  });

  it('when 4242 4242 4242 4242 is used, then it succeeds; 4000 0000 0000 0002 is declined; others are refused', async () => {
    const sandbox = createSandboxProvider();
    const declined = await sandbox.createIntent({ ...input, idempotencyKey: 'd' });
    const refused = await sandbox.confirmWithTestCard(declined.clientSecret, '4000 0000 0000 0002');
    expect(refused.status).toBe('requires_payment_method');
    expect(refusalIn(BASE_LOCALE, refused.failureMessage ?? '')).toBe('Your card was declined.');
    expect(refusalIn('sw', refused.failureMessage ?? '')).toBe('Kadi yako imekataliwa.');
    const unknownCard = await sandbox
      .confirmWithTestCard(declined.clientSecret, '5555 5555 5555 4444')
      .catch((error: unknown) => error);
    expect(unknownCard).toBeInstanceOf(UnknownTestCardError);
    expect(refusalIn(BASE_LOCALE, (unknownCard as Error).message)).toBe(
      'Test mode accepts only the test cards 4242 4242 4242 4242 (succeeds) and 4000 0000 0000 0002 (declined).',
    );
    expect(await sandbox.confirmWithTestCard(declined.clientSecret, '4242-4242-4242-4242')).toMatchObject({
      status: 'succeeded',
    });
    await expect(sandbox.confirmWithTestCard('pi_x_secret_y', '4242424242424242')).rejects.toThrow(
      UnknownTestCardError,
    );
    expect(() => sandbox.verifyWebhook(Buffer.from('{}'), 'sig')).toThrow(WebhookSignatureError);
  });

  it('when an intent is canceled, then it reads back canceled; the sandbox lists no events to reconcile', async () => {
    const sandbox = createSandboxProvider();
    const created = await sandbox.createIntent({ ...input, idempotencyKey: 'abandoned' });
    expect(await sandbox.cancelIntent(created.id)).toMatchObject({ id: created.id, status: 'canceled' });
    expect(await sandbox.retrieveIntent(created.id)).toMatchObject({ status: 'canceled' });
    expect(await sandbox.listEvents({ since: new Date(0), types: ['payment_intent.succeeded'] })).toEqual([]);
  });
});
