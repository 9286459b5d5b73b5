import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server';
import { campaignViews, dailyViewTotals } from '../../db/schema';
import { createCampaign, createUser } from '../../seed/factories';
import { createTestDatabase } from '../../tests/setup/test-database';
import { viewsPerDay } from '../admin/list-view-stats.server';
import { getCampaignStats, getCampaignWithStats } from './get-campaign-stats.server';
import {
  createCampaignViewRecorder,
  rebuildViewCounts,
  recordCampaignView,
} from './record-campaign-view.server';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const PHONE =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const LAPTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

async function newCampaign() {
  const organizer = await createUser(database.db);
  return createCampaign(database.db, { organizerId: organizer.id, campaignCurrency: 'KES' });
}

async function viewCountOf(campaign: { id: number; campaignCurrency: string }) {
  const stats = await getCampaignStats(database.db, campaign.id);
  const page = await getCampaignWithStats(database.db, { id: campaign.id });
  // The page's one-statement read and the stats text's read agree.
  expect(page?.stats.viewCount).toBe(stats.viewCount);
  return stats.viewCount;
}

describe('page-view recorder', () => {
  it('when one visitor views a page several times in a day, then the campaign counts one view; another visitor counts another', async () => {
    const campaign = await newCampaign();
    const record = createCampaignViewRecorder(database.db);
    const visitor = { campaignId: campaign.id, ipAddress: '102.89.1.7', userAgent: PHONE };

    await record(visitor);
    await record(visitor);
    expect(await viewCountOf(campaign)).toBe(1);

    // Another process (a restart, a second server) does not remember the first: the database still counts once.
    await createCampaignViewRecorder(database.db)(visitor);
    expect(await viewCountOf(campaign)).toBe(1);

    await record({ ...visitor, ipAddress: '102.89.1.8' });
    await record({ ...visitor, userAgent: LAPTOP });
    expect(await viewCountOf(campaign)).toBe(3);
  });

  it('when the same visitor comes back the next day (UTC), then that is a second view', async () => {
    const campaign = await newCampaign();
    let now = new Date('2026-03-01T23:59:00Z');
    const record = createCampaignViewRecorder(database.db, { now: () => now });
    const visitor = { campaignId: campaign.id, ipAddress: '41.90.3.3', userAgent: PHONE };

    await record(visitor);
    now = new Date('2026-03-02T00:01:00Z');
    await record(visitor);
    await record(visitor);
    expect(await viewCountOf(campaign)).toBe(2);

    const rows = await database.db.select({ viewedOn: campaignViews.viewedOn }).from(campaignViews);
    expect(rows.map((row) => row.viewedOn)).toEqual(expect.arrayContaining(['2026-03-01', '2026-03-02']));
  });

  it('when a link preview or crawler fetches the page, then no view is counted', async () => {
    const campaign = await newCampaign();
    const record = createCampaignViewRecorder(database.db);
    for (const userAgent of [
      'WhatsApp/2.23.20.0 A',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'TelegramBot (like TwitterBot)',
    ]) {
      await record({ campaignId: campaign.id, ipAddress: '31.13.64.1', userAgent });
    }
    expect(await viewCountOf(campaign)).toBe(0);

    await record({ campaignId: campaign.id, ipAddress: '31.13.64.1', userAgent: PHONE });
    expect(await viewCountOf(campaign)).toBe(1);
  });

  it('when views are recorded for one campaign, then another campaign counts none of them', async () => {
    const viewed = await newCampaign();
    const other = await newCampaign();
    await recordCampaignView(database.db, {
      campaignId: viewed.id,
      ipAddress: '105.1.1.1',
      userAgent: PHONE,
    });
    expect(await viewCountOf(viewed)).toBe(1);
    expect(await viewCountOf(other)).toBe(0);
  });

  it('when a view is stored, then the visitor key is a hash (not the IP) and an overlong user agent is cut to fit', async () => {
    const campaign = await newCampaign();
    const longAgent = `${PHONE} ${'x'.repeat(600)}`;
    await recordCampaignView(database.db, {
      campaignId: campaign.id,
      ipAddress: '105.2.2.2',
      userAgent: longAgent,
    });
    const [row] = (await database.db.select().from(campaignViews)).filter(
      (view) => view.campaignId === campaign.id,
    );
    expect(row?.visitorHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.visitorHash).not.toContain('105.2.2.2');
    expect(row?.userAgent).toHaveLength(500);
  });
});

describe('the kept view count', () => {
  it('when many visitors come at once, some twice, then the kept count equals a fresh count of the views', async () => {
    const campaign = await newCampaign();
    const visits = Array.from({ length: 40 }, (_, index) => ({
      campaignId: campaign.id,
      ipAddress: `41.90.4.${index % 25}`,
      userAgent: PHONE,
    }));
    await Promise.all(visits.map((visit) => recordCampaignView(database.db, visit)));
    const stored = await database.db
      .select()
      .from(campaignViews)
      .where(eq(campaignViews.campaignId, campaign.id));
    expect(stored).toHaveLength(25);
    expect(await viewCountOf(campaign)).toBe(25);
    await rebuildViewCounts(database.db);
    expect(await viewCountOf(campaign)).toBe(25);
  });
});

describe("each day's kept view count (the admin's views per day)", () => {
  it('equals a fresh count of the views by day, across campaigns, days and repeat visits, and after a rebuild', async () => {
    const campaigns = [await newCampaign(), await newCampaign(), await newCampaign()];
    const days = [new Date('2026-11-20T23:59:59Z'), new Date('2026-11-21T00:00:00Z'), new Date()];
    const visits = days.flatMap((day, dayIndex) =>
      campaigns.flatMap((campaign, campaignIndex) =>
        Array.from({ length: 3 + dayIndex + campaignIndex }, (_, index) => ({
          view: { campaignId: campaign.id, ipAddress: `41.90.5.${index % 4}`, userAgent: PHONE },
          day,
        })),
      ),
    );
    await Promise.all(visits.map(({ view, day }) => recordCampaignView(database.db, view, day)));
    const freshByDay = async () =>
      Object.fromEntries(
        (
          await database.db
            .select({ day: campaignViews.viewedOn, views: sql<number>`count(*)::int` })
            .from(campaignViews)
            .groupBy(campaignViews.viewedOn)
        ).map((row) => [row.day, Number(row.views)]),
      );
    const keptByDay = async () =>
      Object.fromEntries(
        (
          await database.db
            .select({ day: dailyViewTotals.day, views: sql<number>`sum(${dailyViewTotals.views})::int` })
            .from(dailyViewTotals)
            .groupBy(dailyViewTotals.day)
        ).map((row) => [row.day, Number(row.views)]),
      );
    const fresh = await freshByDay();
    expect(fresh['2026-11-20']).toBeGreaterThan(0);
    expect(await keptByDay()).toEqual(fresh);
    // The chart reads the kept counts: today's bar is today's views.
    const today = new Date().toISOString().slice(0, 10);
    const chart = await viewsPerDay(database.db, { now: new Date() });
    expect(chart.find((bar) => bar.day === today)?.views).toBe(fresh[today]);
    await rebuildViewCounts(database.db);
    expect(await keptByDay()).toEqual(fresh);
  });
});
