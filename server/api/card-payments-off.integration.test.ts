import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server';
import { createOrganizerWithCampaign } from '../../tests/setup/contribution-fixtures';
import { startTestApp, type TestApp } from '../../tests/setup/test-app';
import { createTestDatabase } from '../../tests/setup/test-database';
import { walletGiftBody } from '../../tests/setup/wallet-gift-body';

/** The English words of the refusal (spec). */
const CARD_PAYMENTS_OFF = 'Card payments are turned off on this site for now. Please give by mobile wallet.';

/** Issue 31 item 1: a production site without Stripe keys takes wallet gifts only, and says so where cards would be. */
let database: DatabaseHandle;
let app: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(
    database,
    {
      NODE_ENV: 'production',
      CARD_PAYMENTS: 'off',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'pamoja-cards-off-')),
    },
    { pages: true },
  );
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('card payments turned off (CARD_PAYMENTS=off)', () => {
  it('when a giver starts a card gift, then the API refuses with a 403 that says to give by mobile wallet, and keeps nothing', async () => {
    const { campaign } = await createOrganizerWithCampaign(database.db, { campaignCurrency: 'USD' });
    const response = await app.postJson('/api/stripe/create-intent', {
      amount: '100',
      currency: 'USD',
      campaignId: String(campaign.id),
      contributorName: 'Thandiwe Mokoena',
      contributorEmail: 'thandiwe@example.com',
      contributorRelationship: 'Close friend',
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ message: CARD_PAYMENTS_OFF });
    const config = await (await app.fetch('/api/stripe/config')).json();
    expect(config).toMatchObject({ cardPayments: 'off' });
  });

  it('when a giver gives by mobile wallet, then the gift is taken as ever', async () => {
    const { campaign } = await createOrganizerWithCampaign(database.db, { campaignCurrency: 'KES' });
    const response = await app.postJson('/api/contribute', walletGiftBody(campaign.id));
    expect(response.status).toBeLessThan(300);
  });

  it('when the giving page is opened, then the card choice is a line saying cards are off, and the wallet choice stays', async () => {
    const { campaign } = await createOrganizerWithCampaign(database.db, { campaignCurrency: 'KES' });
    const html = await (await app.fetch(`/give/${campaign.id}`)).text();
    expect(html).toContain(CARD_PAYMENTS_OFF);
    expect(html).toContain(`href="/mobile-wallet/${campaign.id}"`);
    expect(html).not.toMatch(/<button[^>]*>(?:(?!<\/button>).)*Debit\/Credit Card/s);
  });
});
