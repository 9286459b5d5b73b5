import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CardPaymentsHarness, startCardPaymentsHarness } from '../../tests/setup/card-payments-harness';
import { createOrganizerWithCampaign } from '../../tests/setup/contribution-fixtures';

/** Issue 29 item 6: once a browser submission is paid, no change to the gift starts a second charge by itself. */
let harness: CardPaymentsHarness;

beforeAll(async () => {
  harness = await startCardPaymentsHarness();
});
afterAll(async () => {
  await harness?.close();
});

describe('a paid submission', () => {
  it.each([
    ['the message', { memory: 'Edited after paying.' }],
    ['the amount', { amount: '120' }],
    ['the name', { contributorName: 'Thandiwe M.' }],
    ['"send me updates"', { wantsUpdates: true }],
  ])(
    'when %s is changed and sent again under the same submission, then it is refused as already paid and Stripe gets no new intent',
    async (_field, change) => {
      const { database, app, fake } = harness;
      const { campaign } = await createOrganizerWithCampaign(database.db, { campaignCurrency: 'USD' });
      const idempotencyKey = `submission-${campaign.id}-abcdefghijklmnop`;
      const gift = await harness.paidGift(campaign.id, { idempotencyKey });
      const intentsBefore = fake.intents.size;

      const again = await app.postJson('/api/stripe/create-intent', {
        amount: '100',
        currency: 'USD',
        campaignId: String(campaign.id),
        contributorName: 'Thandiwe Mokoena',
        contributorEmail: gift.contributorEmail,
        contributorRelationship: 'Close friend',
        memory: 'She held my hand through the hardest year.',
        idempotencyKey,
        ...change,
      });
      expect(again.status).toBe(409);
      expect(await again.json()).toMatchObject({
        message: 'This contribution has already been paid. Thank you.',
        fieldErrors: { idempotencyKey: 'already_paid' },
      });
      expect(fake.intents.size).toBe(intentsBefore);

      // "Give again", confirmed: a new submission, a new gift.
      const second = await app.postJson('/api/stripe/create-intent', {
        amount: '100',
        currency: 'USD',
        campaignId: String(campaign.id),
        contributorName: 'Thandiwe Mokoena',
        contributorEmail: gift.contributorEmail,
        contributorRelationship: 'Close friend',
        idempotencyKey: `${idempotencyKey}-again`,
        ...change,
      });
      expect(second.status).toBe(200);
      expect(fake.intents.size).toBe(intentsBefore + 1);
    },
  );
});
