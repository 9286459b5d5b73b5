import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client.server';
import { auditLog, campaignViews } from '../../../db/schema';
import { utcDay } from '../../../domain/admin/admin-figures.server';
import { ADMIN_PAGE_SIZE } from '../../../domain/admin/admin-list';
import { rebuildViewCounts } from '../../../domain/campaigns/record-campaign-view.server';
import { createCampaign, createUser } from '../../../seed/factories';
import { startTestApp, type TestApp } from '../../../tests/setup/test-app';
import { createTestDatabase } from '../../../tests/setup/test-database';

/*
 * Views: "Most" 5 (3 today, 2 three days ago), "Second" 3 (today), "Third" 1 (40 days ago), 26 campaigns with 1 view
 * each (today), a deleted campaign with 4 views (today; not listed), one campaign without views (not listed).
 * Listed: 29 campaigns, most viewed first, ties the newest first. Views per day: today 3 + 3 + 26 + 4 = 36, three days ago 2.
 */
let database: DatabaseHandle;
let app: TestApp;
const now = new Date();
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
let admin: Awaited<ReturnType<typeof createUser>>;
let plain: Awaited<ReturnType<typeof createUser>>;
let most: Awaited<ReturnType<typeof createCampaign>>;
let second: Awaited<ReturnType<typeof createCampaign>>;
let third: Awaited<ReturnType<typeof createCampaign>>;
const oneViewIds: number[] = [];

async function addViews(campaignId: number, count: number, at: Date) {
  await database.db.insert(campaignViews).values(
    Array.from({ length: count }, (_, index) => ({
      campaignId,
      visitorHash: `visitor-${campaignId}-${at.getTime()}-${index}`,
      viewedOn: utcDay(at),
      createdAt: at,
    })),
  );
  // Written around recordCampaignView (to place views on past days): the kept counts follow them.
  await rebuildViewCounts(database.db);
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, {}, { pages: true });
  const { db } = database;
  const organizer = await createUser(db);
  admin = await createUser(db, { isAdmin: true });
  plain = await createUser(db);
  most = await createCampaign(db, { organizerId: organizer.id, deceasedName: 'Most Viewed' });
  second = await createCampaign(db, { organizerId: organizer.id, deceasedName: 'Second Viewed' });
  third = await createCampaign(db, { organizerId: organizer.id, deceasedName: 'Third Viewed' });
  const deleted = await createCampaign(db, {
    organizerId: organizer.id,
    deceasedName: 'Deleted Campaign',
    deletedAt: now,
  });
  await createCampaign(db, { organizerId: organizer.id, deceasedName: 'Never Viewed' });
  await addViews(most.id, 3, now);
  await addViews(most.id, 2, daysAgo(3));
  await addViews(second.id, 3, now);
  await addViews(third.id, 1, daysAgo(40));
  await addViews(deleted.id, 4, now);
  for (let index = 0; index < 26; index += 1) {
    const campaign = await createCampaign(db, { organizerId: organizer.id, deceasedName: `Person ${index}` });
    oneViewIds.push(campaign.id);
    await addViews(campaign.id, 1, now);
  }
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('GET /api/admin/view-stats', () => {
  it('401 for a visitor, 403 for a plain user, 200 for an admin', async () => {
    expect((await app.fetch('/api/admin/view-stats')).status).toBe(401);
    expect((await (await app.signedInAs(plain)).fetch('/api/admin/view-stats')).status).toBe(403);
    expect((await (await app.signedInAs(admin)).fetch('/api/admin/view-stats?format=csv')).status).toBe(401);
    expect((await (await app.adminSignedInAs(admin)).fetch('/api/admin/view-stats')).status).toBe(200);
  });

  it('answers [{ campaignId, viewCount }] most viewed first, ties the newest first, without deleted campaigns, paged', async () => {
    const client = await app.adminSignedInAs(admin);
    const first = await (await client.fetch('/api/admin/view-stats')).json();
    expect(first).toMatchObject({ page: 1, hasPreviousPage: false, hasNextPage: true });
    expect(first.rows).toHaveLength(ADMIN_PAGE_SIZE);
    expect(first.rows.slice(0, 2)).toEqual([
      { campaignId: most.id, viewCount: 5, deceasedName: 'Most Viewed', customUrl: most.customUrl },
      { campaignId: second.id, viewCount: 3, deceasedName: 'Second Viewed', customUrl: second.customUrl },
    ]);
    const rest = (await (await client.fetch('/api/admin/view-stats?page=2')).json()) as {
      rows: { campaignId: number; viewCount: number }[];
      hasPreviousPage: boolean;
      hasNextPage: boolean;
    };
    expect(rest).toMatchObject({ page: 2, hasPreviousPage: true, hasNextPage: false });
    const oneViewListed = [...first.rows.slice(2), ...rest.rows];
    expect(oneViewListed.map((row: { campaignId: number }) => row.campaignId)).toEqual([
      ...[...oneViewIds].reverse(),
      third.id,
    ]);
    expect(oneViewListed.at(-1)).toEqual({
      campaignId: third.id,
      viewCount: 1,
      deceasedName: 'Third Viewed',
      customUrl: third.customUrl,
    });
    expect(oneViewListed.every((row: { viewCount: number }) => row.viewCount === 1)).toBe(true);

    const searched = await (await client.fetch('/api/admin/view-stats?q=second')).json();
    expect(searched.rows.map((row: { campaignId: number }) => row.campaignId)).toEqual([second.id]);
    const fewest = await (await client.fetch('/api/admin/view-stats?dir=asc&q=viewed')).json();
    expect(fewest.rows.map((row: { campaignId: number }) => row.campaignId)).toEqual([
      third.id,
      second.id,
      most.id,
    ]);
  });

  it('?format=csv streams the whole list and is audited', async () => {
    const client = await app.adminSignedInAs(admin);
    const response = await client.fetch('/api/admin/view-stats?format=csv&q=viewed', {
      headers: { 'user-agent': 'views-test' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toEqual([
      'Campaign ID,Deceased,Address,Views',
      `${most.id},Most Viewed,${most.customUrl},5`,
      `${second.id},Second Viewed,${second.customUrl},3`,
      `${third.id},Third Viewed,${third.customUrl},1`,
    ]);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'admin.export_csv'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ adminId: admin.id, userAgent: 'views-test' });
    expect(audit?.details).toMatchObject({ list: 'view-stats', search: 'viewed' });
  });
});

describe('the Page Views tab', () => {
  it('shows the most viewed campaigns with links that open in a new tab, the views per day, and an empty state', async () => {
    const client = await app.adminSignedInAs(admin);
    const response = await client.fetch('/admin/pamoja-control-panel?tab=views');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Most Viewed');
    expect(html).toContain(`href="/campaign/${most.customUrl}"`);
    expect(html).toContain('target="_blank"');
    expect(html).toContain('Page views per day');
    // Today: 3 + 3 + 26 + 4 (the deleted campaign's page was still seen) = 36; three days ago 2.
    expect(html).toContain('38 views in the last 30 days');
    expect(html).toContain('36 views');
    expect(html).not.toContain('Deleted Campaign');

    const empty = await client.fetch('/admin/pamoja-control-panel?tab=views&q=nobody-by-this-name');
    expect(await empty.text()).toContain('No page views yet');
  });
});
