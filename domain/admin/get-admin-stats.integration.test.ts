import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server';
import { createCampaign, createContribution, createUser } from '../../seed/factories';
import { createTestDatabase } from '../../tests/setup/test-database';
import { LAST_DAYS, lastDaysOf } from './admin-figures.server';
import { getAdminAnalytics } from './get-admin-analytics.server';
import { getAdminStats } from './get-admin-stats.server';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

it("gives the overview's last 30 days as the analytics tab's 30 UTC days: one figure on both tabs", async () => {
  const { db } = database;
  const now = new Date();
  const window = lastDaysOf(now, LAST_DAYS);
  const firstInstant = new Date(window.since);
  // Less than 30 × 24 hours ago, yet on the UTC day before the window's first: outside both tabs' 30 days.
  const thirtyTimesDayAgo = now.getTime() - LAST_DAYS * 24 * 60 * 60 * 1000;
  const dayBefore = new Date((thirtyTimesDayAgo + firstInstant.getTime()) / 2);
  const organizer = await createUser(db);
  const campaign = await createCampaign(db, { organizerId: organizer.id, campaignCurrency: 'USD' });
  for (const [createdAt, platformFee] of [
    [firstInstant, '6.00'],
    [now, '3.00'],
    [dayBefore, '60.00'],
  ] as const) {
    await createContribution(db, {
      campaignId: campaign.id,
      amount: '100.00',
      currency: 'USD',
      platformFee,
      paymentMethod: 'card',
      createdAt,
    });
  }

  const stats = await getAdminStats(db, { now });
  const analytics = await getAdminAnalytics(db, { now });
  const chartedGifts = analytics.daily.reduce((total, day) => total + day.contributions, 0);
  expect(stats.totalContributions).toBe(3);
  expect(stats.last30DaysContributions).toBe(2);
  expect(chartedGifts).toBe(2);
  expect(stats.last30DaysRevenue.byCurrency).toEqual([{ currency: 'USD', amount: '9.00' }]);
});
