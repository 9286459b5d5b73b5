import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.server';
import { convertCurrency, formatMoney } from '../domain/shared/currency-conversion';
import { createCampaign, createContribution, createUser } from '../seed/factories';
import { startTestApp, type TestApp } from '../tests/setup/test-app';
import { createTestDatabase } from '../tests/setup/test-database';

/** One fact, one rule: every screen that shows it reads the same (issue 10 item 1). */

let database: DatabaseHandle;
let app: TestApp;
let organizer: Awaited<ReturnType<TestApp['signedInAs']>>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, {}, { pages: true });
  organizer = await app.signedInAs(await createUser(database.db));
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** The page's text as a reader sees it: no scripts (hydration data), no tags, no React comment separators. */
async function visibleText(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  return (await response.text())
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ');
}

describe('the same fact reads the same on every screen', () => {
  it('a recipient who is an aunt reads "Aunt / Uncle" on the campaign page and on the mobile-wallet page', async () => {
    const campaign = await createCampaign(database.db, {
      organizerId: organizer.user.id,
      recipientRelationship: 'aunt_uncle',
      customUrl: 'rip-aunt-reads-the-same',
    });
    const campaignPage = await visibleText(await app.fetch('/campaign/rip-aunt-reads-the-same'));
    const walletPage = await visibleText(await app.fetch(`/mobile-wallet/${campaign.id}`));
    for (const page of [campaignPage, walletPage]) {
      expect(page).toContain('Aunt / Uncle');
      expect(page).not.toContain('aunt_uncle');
    }
  });

  it('a 333 KES gift to an NGN campaign shows the same total on every screen', async () => {
    const campaign = await createCampaign(database.db, {
      organizerId: organizer.user.id,
      campaignCurrency: 'NGN',
      goal: '1000000.00',
      customUrl: 'rip-one-total-everywhere',
    });
    await createContribution(database.db, {
      campaignId: campaign.id,
      amount: '333.00',
      currency: 'KES',
      paymentStatus: 'succeeded',
    });
    const expected = convertCurrency(333, 'KES', 'NGN');
    const shown = formatMoney(expected, 'NGN');

    const api = (await (await app.fetch(`/api/campaigns/${campaign.id}`)).json()) as {
      stats: { totalRaised: number };
    };
    const myCampaigns = (await (await organizer.fetch('/api/campaigns')).json()) as Array<{
      id: number;
      totalRaised: number;
    }>;
    const statsText = (await (await organizer.fetch(`/api/campaigns/${campaign.id}/quick-stats`)).json()) as {
      text: string;
    };
    expect(api.stats.totalRaised).toBe(expected);
    expect(myCampaigns.find((row) => row.id === campaign.id)?.totalRaised).toBe(expected);
    expect(statsText.text).toContain(`Raised: ${shown} of`);
    expect(await visibleText(await app.fetch('/campaign/rip-one-total-everywhere'))).toContain(shown);
    expect(await visibleText(await organizer.fetch('/dashboard'))).toContain(shown);
  });
});
