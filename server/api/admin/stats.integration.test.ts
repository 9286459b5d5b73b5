import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client.server';
import { payoutLines, payoutSchedule } from '../../../db/schema';
import { utcDay } from '../../../domain/admin/admin-figures.server';
import { cardFeesAfterReversal, feesAsDecimalStrings } from '../../../domain/payments/fees';
import { formatMoney } from '../../../domain/shared/currency-conversion';
import { createCampaign, createContribution, createUser } from '../../../seed/factories';
import { startTestApp, type TestApp } from '../../../tests/setup/test-app';
import { createTestDatabase } from '../../../tests/setup/test-database';

/*
 * The figures, computed by hand (ZAR at 18.5 per USD; the platform fee is 6% of what still stands of a card gift):
 *
 *   campaign A (ZAR, ZA), campaign B (USD, KE), campaign D (ZAR, ZA, deleted: not counted as a campaign, its gift
 *   stays in the financial record)
 *   #1  A card   ZAR 1000.00 today            counts 1000.00  fee 60.00
 *   #2  A card   ZAR  500.00 3 days ago, 200.00 refunded
 *                                             counts  300.00  fee 18.00 (6% of 300, cardFeesAfterReversal)
 *   #3  A card   ZAR  400.00 wholly refunded  -
 *   #4  A card   ZAR  250.00 failed           -
 *   #5  A wallet ZAR  370.00 confirmed, 10 days ago
 *                                             counts  370.00  no fee
 *   #6  A wallet ZAR  185.00 pending review   -
 *   #7  B card   USD   50.00 3 days ago       counts   50.00  fee 3.00
 *   #8  B card   USD  100.00 45 days ago      counts  100.00  fee 6.00
 *   #9  A card   ZAR  200.00 40 days ago      counts  200.00  fee 12.00
 *   #10 D card   ZAR  100.00 today            counts  100.00  fee 6.00
 *
 *   totalContributions 7 (ZAR 5, USD 2); totalRaised ZAR 1970.00 + USD 150.00 ≈ 106.49 + 150 = USD 256.49
 *   averageContribution ZAR 394.00, USD 75.00; ≈ 256.49 / 7 = USD 36.64
 *   totalRevenue ZAR 60 + 18 + 12 + 6 = 96.00, USD 3 + 6 = 9.00 ≈ 5.19 + 9 = USD 14.19
 *   last 30 days: #1 #2 #5 #10 #7 = 5 contributions; revenue ZAR 60 + 18 + 6 = 84.00, USD 3.00 ≈ 4.54 + 3 = USD 7.54
 *   payouts: A requested (pending, ZAR 1100.50 owed ≈ USD 59.49), B completed (owed USD 135.55, sent USD 135.50)
 *   users: organizer, admin, plain = 3; campaigns: A, B = 2
 */
let database: DatabaseHandle;
let app: TestApp;
const now = new Date();
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
let admin: Awaited<ReturnType<typeof createUser>>;
let plain: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, {}, { pages: true });
  const { db } = database;
  const organizer = await createUser(db);
  admin = await createUser(db, { isAdmin: true });
  plain = await createUser(db);
  const a = await createCampaign(db, {
    organizerId: organizer.id,
    campaignCurrency: 'ZAR',
    recipientCountry: 'ZA',
    payoutStatus: 'requested',
  });
  const b = await createCampaign(db, {
    organizerId: organizer.id,
    campaignCurrency: 'USD',
    recipientCountry: 'KE',
    payoutStatus: 'completed',
  });
  const d = await createCampaign(db, {
    organizerId: organizer.id,
    campaignCurrency: 'ZAR',
    recipientCountry: 'ZA',
    deletedAt: daysAgo(1),
  });
  const partlyRefundedFees = feesAsDecimalStrings(cardFeesAfterReversal(50000, 30000, 'ZAR'), 'ZAR');
  expect(partlyRefundedFees.platformFee).toBe('18.00');
  const card = (campaignId: number, amount: string, platformFee: string | null, currency = 'ZAR') => ({
    campaignId,
    amount,
    currency,
    platformFee,
    paymentMethod: 'card',
  });
  const wallet = (campaignId: number, amount: string) => ({
    campaignId,
    amount,
    currency: 'ZAR',
    platformFee: '0.00',
    processingFee: '0.00',
    revenue: '0.00',
    paymentMethod: 'mobile_wallet',
  });
  for (const gift of [
    { ...card(a.id, '1000.00', '60.00'), createdAt: now },
    {
      ...card(a.id, '500.00', partlyRefundedFees.platformFee),
      refundedAmount: '200.00',
      createdAt: daysAgo(3),
    },
    { ...card(a.id, '400.00', '0.00'), paymentStatus: 'refunded', refundedAmount: '400.00' },
    { ...card(a.id, '250.00', null), paymentStatus: 'failed' },
    { ...wallet(a.id, '370.00'), reviewStatus: 'confirmed', createdAt: daysAgo(10) },
    { ...wallet(a.id, '185.00'), paymentStatus: 'pending_review', reviewStatus: 'pending_review' },
    { ...card(b.id, '50.00', '3.00', 'USD'), createdAt: daysAgo(3) },
    { ...card(b.id, '100.00', '6.00', 'USD'), createdAt: daysAgo(45) },
    { ...card(a.id, '200.00', '12.00'), createdAt: daysAgo(40) },
    { ...card(d.id, '100.00', '6.00'), createdAt: now },
  ]) {
    await createContribution(db, gift);
  }
  const [pending, completed] = await db
    .insert(payoutSchedule)
    .values([
      { campaignId: a.id, campaignName: 'In memory of A', payoutAmount: '1100.50', status: 'pending' },
      {
        campaignId: b.id,
        campaignName: 'In memory of B',
        payoutAmount: '135.55',
        paidAmount: '135.50',
        status: 'completed',
        payoutDate: daysAgo(1),
      },
    ])
    .returning();
  // The totals are the payouts' lines, per currency (decision 021).
  await db.insert(payoutLines).values([
    { payoutId: pending.id, currency: 'ZAR', owed: '1100.50' },
    {
      payoutId: completed.id,
      currency: 'USD',
      owed: '135.55',
      paid: '135.50',
      differenceReason: 'Bank charge',
    },
  ]);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('GET /api/admin/stats and /api/admin/analytics: who may read them', () => {
  for (const path of ['/api/admin/stats', '/api/admin/analytics']) {
    it(`${path}: 401 for a visitor, 403 for a plain user, 200 for an admin`, async () => {
      expect((await app.fetch(path)).status).toBe(401);
      expect((await (await app.signedInAs(plain)).fetch(path)).status).toBe(403);
      // A site session of an admin is not an admin session.
      expect((await (await app.signedInAs(admin)).fetch(path)).status).toBe(401);
      expect((await (await app.adminSignedInAs(admin)).fetch(path)).status).toBe(200);
    });
  }
});

describe('GET /api/admin/stats', () => {
  it('answers every figure exactly, per currency, with the approximate USD sums under the spec names', async () => {
    const response = await (await app.adminSignedInAs(admin)).fetch('/api/admin/stats');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      totalCampaigns: 2,
      totalUsers: 3,
      totalContributions: 7,
      averageContribution: 36.64,
      totalRaised: 256.49,
      totalRevenue: 14.19,
      pendingPayouts: 1,
      completedPayouts: 1,
      last30DaysRevenue: 7.54,
      last30DaysContributions: 5,
      usdIsApproximate: true,
      byCurrency: {
        averageContribution: [
          { currency: 'USD', amount: '75.00' },
          { currency: 'ZAR', amount: '394.00' },
        ],
        totalRaised: [
          { currency: 'USD', amount: '150.00' },
          { currency: 'ZAR', amount: '1970.00' },
        ],
        testMoney: [],
        totalRevenue: [
          { currency: 'USD', amount: '9.00' },
          { currency: 'ZAR', amount: '96.00' },
        ],
        last30DaysRevenue: [
          { currency: 'ZAR', amount: '84.00' },
          { currency: 'USD', amount: '3.00' },
        ],
        pendingPayouts: [{ currency: 'ZAR', amount: '1100.50' }],
        completedPayouts: [{ currency: 'USD', amount: '135.50' }],
      },
      payoutAmounts: { pending: 59.49, completed: 135.5 },
    });
  });
});

describe('GET /api/admin/analytics', () => {
  it('puts gifts on their UTC day and month, empty periods at 0, and splits by currency, method and country', async () => {
    const response = await (await app.adminSignedInAs(admin)).fetch('/api/admin/analytics');
    expect(response.status).toBe(200);
    const analytics = await response.json();

    expect(analytics.daily).toHaveLength(30);
    expect(analytics.daily[29].period).toBe(utcDay(now));
    expect(analytics.daily[0].period).toBe(utcDay(daysAgo(29)));
    const day = (date: Date) =>
      analytics.daily.find((row: { period: string }) => row.period === utcDay(date));
    // Today: #1 and #10 (ZAR 1100.00, fee 66.00); 3 days ago: #2 and #7; 10 days ago: the confirmed wallet gift.
    expect(day(now)).toEqual({
      period: utcDay(now),
      contributions: 2,
      raised: { byCurrency: [{ currency: 'ZAR', amount: '1100.00' }], usdApproximate: 59.46 },
      revenue: { byCurrency: [{ currency: 'ZAR', amount: '66.00' }], usdApproximate: 3.57 },
    });
    expect(day(daysAgo(3))).toMatchObject({
      contributions: 2,
      revenue: {
        byCurrency: [
          { currency: 'USD', amount: '3.00' },
          { currency: 'ZAR', amount: '18.00' },
        ],
        usdApproximate: 3.97,
      },
    });
    expect(day(daysAgo(10))).toMatchObject({
      contributions: 1,
      revenue: { byCurrency: [], usdApproximate: 0 },
    });
    const busyDays = new Set([utcDay(now), utcDay(daysAgo(3)), utcDay(daysAgo(10))]);
    for (const row of analytics.daily.filter((row: { period: string }) => !busyDays.has(row.period))) {
      expect(row).toEqual({
        period: row.period,
        contributions: 0,
        raised: { byCurrency: [], usdApproximate: 0 },
        revenue: { byCurrency: [], usdApproximate: 0 },
      });
    }

    expect(analytics.monthly).toHaveLength(12);
    expect(analytics.monthly[11].period).toBe(utcDay(now).slice(0, 7));
    const expectedPerMonth = new Map<string, number>();
    for (const date of [now, daysAgo(3), daysAgo(10), now, daysAgo(3), daysAgo(45), daysAgo(40)]) {
      const month = utcDay(date).slice(0, 7);
      expectedPerMonth.set(month, (expectedPerMonth.get(month) ?? 0) + 1);
    }
    for (const row of analytics.monthly) {
      expect(row.contributions).toBe(expectedPerMonth.get(row.period) ?? 0);
    }

    expect(analytics.byCurrency).toEqual([
      { currency: 'USD', amount: '150.00', contributions: 2, usdApproximate: 150 },
      { currency: 'ZAR', amount: '1970.00', contributions: 5, usdApproximate: 106.49 },
    ]);
    expect(analytics.byPaymentMethod).toEqual([
      {
        method: 'card',
        contributions: 6,
        // ZAR 1000 + 300 + 200 + 100 = 1600.00 ≈ 86.49
        raised: {
          byCurrency: [
            { currency: 'USD', amount: '150.00' },
            { currency: 'ZAR', amount: '1600.00' },
          ],
          usdApproximate: 236.49,
        },
      },
      {
        method: 'mobile_wallet',
        contributions: 1,
        raised: { byCurrency: [{ currency: 'ZAR', amount: '370.00' }], usdApproximate: 20 },
      },
    ]);
    expect(analytics.campaignsByCountry).toEqual([
      { country: 'KE', campaigns: 1 },
      { country: 'ZA', campaigns: 1 },
    ]);
  });
});

describe('the overview and analytics tabs', () => {
  it('render the figures for an admin', async () => {
    const client = await app.adminSignedInAs(admin);
    const overview = await client.fetch('/admin/pamoja-control-panel?tab=overview');
    expect(overview.status).toBe(200);
    const html = await overview.text();
    expect(html).toContain('Pamoja (6%)');
    for (const text of [
      formatMoney(1970, 'ZAR', 'en'),
      formatMoney(150, 'USD', 'en'),
      formatMoney(96, 'ZAR', 'en'),
      formatMoney(1100.5, 'ZAR', 'en'),
      '≈ $256.49',
      '≈ $14.19',
      'approximate, at fixed rates',
      '5 in the last 30 days',
    ]) {
      expect(html).toContain(text);
    }

    const analytics = await client.fetch('/admin-dashboard?tab=analytics');
    expect(analytics.status).toBe(200);
    const page = await analytics.text();
    expect(page).toContain('Contributions per day');
    expect(page).toContain('<svg');
    expect(page).toContain('Mobile wallet');
    expect(page).toContain('Kenya');
    expect(page).toContain('2 contributions');
    // No script of the charts: the tab is markup only.
    expect(page).not.toContain('chart.js');
  });
});
