import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client.server';
import { campaigns } from '../../../db/schema';
import { ADMIN_PAGE_SIZE } from '../../../domain/admin/admin-list';
import { DELETE_CAMPAIGN_MESSAGES } from '../../../domain/admin/delete-campaign.server';
import { refusalIn } from '../../../domain/shared/refusal-words.server';
import { createCampaign, createContribution, createUser } from '../../../seed/factories';
import { lastAuditOf, postDashboardForm } from '../../../tests/setup/admin-fixtures';
import { createOrganizerWithCampaign } from '../../../tests/setup/contribution-fixtures';
import { type SignedInClient, startTestApp, type TestApp } from '../../../tests/setup/test-app';
import { createTestDatabase } from '../../../tests/setup/test-database';

let database: DatabaseHandle;
let app: TestApp;
let admin: SignedInClient<Awaited<ReturnType<typeof createUser>>>;
let plain: typeof admin;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, {}, { pages: true });
  admin = await app.adminSignedInAs(await createUser(database.db, { isAdmin: true }));
  plain = await app.signedInAs(await createUser(database.db));
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const card = { paymentMethod: 'card', paymentStatus: 'succeeded' } as const;

/** A KES campaign: card KES 1,000 (fee 60, processing 49.30, payout 890.70) and a confirmed wallet KES 500. */
async function campaignWithGifts(name: string) {
  const { organizer, campaign } = await createOrganizerWithCampaign(database.db, {
    deceasedName: name,
    campaignCurrency: 'KES',
    goal: '5000.00',
    endDate: '2026-01-10',
  });
  await createContribution(database.db, {
    ...card,
    campaignId: campaign.id,
    contributorName: 'Achieng Otieno',
    amount: '1000.00',
    currency: 'KES',
    platformFee: '60.00',
    processingFee: '49.30',
    revenue: '60.00',
    payoutAmount: '890.70',
  });
  await createContribution(database.db, {
    campaignId: campaign.id,
    contributorName: '=HYPERLINK("x")',
    paymentMethod: 'mobile_wallet',
    paymentStatus: 'succeeded',
    reviewStatus: 'confirmed',
    amount: '500.00',
    currency: 'KES',
    confirmationCode: 'QK12ABC',
  });
  return { organizer, campaign };
}

const lastAudit = (action: string) => lastAuditOf(database.db, action);

describe('who may use the admin campaign routes', () => {
  it('401 for a visitor, 403 for a plain user, 200 for an admin', async () => {
    const { campaign } = await campaignWithGifts('Access Check');
    for (const path of ['/api/admin/campaigns', `/api/admin/campaigns/${campaign.id}/statement`]) {
      expect((await app.fetch(path)).status).toBe(401);
      expect((await plain.fetch(path)).status).toBe(403);
      expect((await admin.fetch(path)).status).toBe(200);
    }
    for (const client of [app, plain]) {
      const refused = await client.fetch(`/api/admin/campaigns/${campaign.id}`, { method: 'DELETE' });
      expect([401, 403]).toContain(refused.status);
    }
    expect(
      (await database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id)))[0]?.deletedAt,
    ).toBeNull();
  });
});

describe('GET /api/admin/campaigns', () => {
  it('finds a campaign by name and #id with its figures and derived status', async () => {
    const { campaign } = await campaignWithGifts('Nyambura Figures');
    const byName = await (await admin.fetch('/api/admin/campaigns?q=nyambura%20fig')).json();
    expect(byName.rows).toHaveLength(1);
    expect(byName.rows[0]).toMatchObject({
      id: campaign.id,
      deceasedName: 'Nyambura Figures',
      raised: 1500,
      goal: 5000,
      platformFee: 60,
      net: 1390.7,
      contributors: 2,
      views: 0,
      status: 'Overdue',
    });
    const byId = await (await admin.fetch(`/api/admin/campaigns?q=%23${campaign.id}`)).json();
    expect(byId.rows.map((row: { id: number }) => row.id)).toEqual([campaign.id]);
    // A search's own % matches literally, never everything.
    expect((await (await admin.fetch('/api/admin/campaigns?q=%25')).json()).rows).toEqual([]);
  });

  it('pages without counting: 26 matching campaigns are a full page and a next one', async () => {
    const organizer = await createUser(database.db);
    for (let index = 0; index < ADMIN_PAGE_SIZE + 1; index++) {
      await createCampaign(database.db, {
        organizerId: organizer.id,
        deceasedName: `Paging Person ${index}`,
      });
    }
    const first = await (
      await admin.fetch('/api/admin/campaigns?q=Paging%20Person&sort=name&dir=asc')
    ).json();
    expect(first).toMatchObject({ page: 1, hasPreviousPage: false, hasNextPage: true });
    expect(first.rows).toHaveLength(ADMIN_PAGE_SIZE);
    const second = await (
      await admin.fetch('/api/admin/campaigns?q=Paging%20Person&sort=name&dir=asc&page=2')
    ).json();
    expect(second).toMatchObject({ page: 2, hasPreviousPage: true, hasNextPage: false });
    expect(second.rows).toHaveLength(1);
    // The export holds every matching campaign, not one page of them.
    const csv = await (await admin.fetch('/api/admin/campaigns?q=Paging%20Person&format=csv')).text();
    expect(csv.trim().split('\r\n')).toHaveLength(ADMIN_PAGE_SIZE + 2);
    // Unknown sorts and pages fall back rather than fail.
    expect((await admin.fetch('/api/admin/campaigns?sort=drop%20table&page=-4')).status).toBe(200);
  });

  it('exports more than a batch in any sort, each campaign once and in the list order', async () => {
    const { id: model } = await createCampaign(database.db, {
      organizerId: plain.user.id,
      deceasedName: 'Model',
    });
    // 1,010 campaigns, a third with no end date, the others sharing 40 dates: ties and nulls across batches of 1,000.
    await database.db.execute(sql`
      do $$ declare columns text; begin
        select string_agg(quote_ident(column_name), ', ') into columns from information_schema.columns
          where table_name = 'campaigns' and column_name not in ('id', 'custom_url', 'end_date', 'deceased_name');
        execute format('insert into campaigns (%s, custom_url, end_date, deceased_name)
          select %s, ''bulk-export-'' || g,
            case when mod(g, 3) = 0 then null else date ''2027-01-01'' + mod(g, 40) end, ''Bulk Person '' || mod(g, 50)
          from campaigns, generate_series(1, 1010) g where id = ${sql.raw(String(model))}', columns, columns);
      end $$`);
    for (const [sort, dir, order] of [
      ['endDate', 'asc', 'end_date asc nulls last, id asc'],
      ['name', 'desc', 'deceased_name desc, id desc'],
    ]) {
      const csv = await (
        await admin.fetch(`/api/admin/campaigns?q=Bulk%20Person&sort=${sort}&dir=${dir}&format=csv`)
      ).text();
      const exportedIds = csv
        .trim()
        .split('\r\n')
        .slice(1)
        .map((line) => Number(line.split(',')[0]));
      const expected = await database.db
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(like(campaigns.deceasedName, 'Bulk Person %'))
        .orderBy(sql.raw(order as string));
      expect(exportedIds).toEqual(expected.map((row) => row.id));
      expect(new Set(exportedIds).size).toBe(1010);
    }
  });

  it('exports the list as CSV, formula cells escaped, and records the export', async () => {
    await campaignWithGifts('=CSV Person');
    const response = await admin.fetch('/api/admin/campaigns?q=CSV%20Person&format=csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(
      'attachment; filename="pamoja-campaigns.csv"',
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).toContain('ID,Deceased,');
    expect(text).toContain("'=CSV Person");
    expect(await lastAudit('admin.export_csv')).toMatchObject({
      adminId: admin.user.id,
      details: { list: 'campaigns', search: 'CSV Person' },
    });
  });
});

describe('the statement (the payout statement grown into the family statement, issue 34)', () => {
  it('lists each gift with its fees, wallet gifts apart, and the reference once completed', async () => {
    const { organizer, campaign } = await campaignWithGifts('Statement Person');
    // Requested by the family and completed by the admin, as a real payout is.
    const family = await app.signedInAs(organizer);
    const requested = await family.postJson('/api/campaigns/request-payout', {
      campaignId: campaign.id,
      type: 'payout',
    });
    expect(requested.status).toBe(201);
    const completed = await admin.postJson(`/api/admin/campaigns/${campaign.id}/complete-payout`, {
      reference: 'QJK7XY12',
      date: '2026-02-01',
    });
    expect(completed.status).toBe(200);
    const response = await admin.fetch(`/api/admin/campaigns/${campaign.id}/statement`);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('Statement-Person-statement.txt');
    // Intl writes "KES\u00a01,000": read with a plain space.
    const text = (await response.text()).replace(/\u00a0/g, ' ');
    expect(text).toContain(`Campaign: In memory of Statement Person (#${campaign.id})`);
    expect(text).toContain(
      '| Achieng Otieno | card | KES 1,000 | KES 1,000 | KES 60.00 | KES 49.30 | KES 890.70',
    );
    expect(text).toContain('mobile wallet, received directly | KES 500.00');
    expect(text).toContain('MOBILE MONEY GIFTS');
    expect(text).toMatch(
      /#\d+ \| [\d-]+ \| 2026-02-01 \| Completed \| QJK7XY12 \| KES \| KES 890\.70 \| KES 890\.70/,
    );
    const asOrganizer = await (await app.signedInAs(organizer)).fetch(
      `/api/campaigns/${campaign.id}/statement`,
    );
    expect(asOrganizer.status).toBe(200);
    expect(await asOrganizer.text()).toContain('| Completed | QJK7XY12 |');
    expect((await plain.fetch(`/api/campaigns/${campaign.id}/statement`)).status).toBe(403);
    expect((await app.fetch(`/api/campaigns/${campaign.id}/statement`)).status).toBe(401);
    expect((await admin.fetch('/api/admin/campaigns/999999999/statement')).status).toBe(404);
  });
});

describe('DELETE /api/admin/campaigns/{id}', () => {
  it('refuses while card money is unpaid, and changes nothing', async () => {
    const { campaign } = await campaignWithGifts('Money Held');
    const response = await admin.fetch(`/api/admin/campaigns/${campaign.id}`, { method: 'DELETE' });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      message: refusalIn('en', DELETE_CAMPAIGN_MESSAGES.moneyHeld),
    });
    expect((await app.fetch(`/api/campaigns/url/${campaign.customUrl}`)).status).toBe(200);
  });

  it('refuses while a card payment is on its way (a bank debit), saying to archive instead (issue 29 item 4)', async () => {
    const { campaign } = await createOrganizerWithCampaign(database.db, {
      deceasedName: 'Payment In Flight',
    });
    await createContribution(database.db, {
      campaignId: campaign.id,
      paymentMethod: 'card',
      paymentStatus: 'pending',
      stripePaymentIntentId: `pi_in_flight_${campaign.id}`,
    });
    const response = await admin.fetch(`/api/admin/campaigns/${campaign.id}`, { method: 'DELETE' });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      message: refusalIn('en', DELETE_CAMPAIGN_MESSAGES.paymentInFlight),
    });
    expect(refusalIn('en', DELETE_CAMPAIGN_MESSAGES.paymentInFlight)).toContain(
      'archive the campaign instead',
    );
    // The dashboard's form, without JavaScript, shows the same reason.
    const fromTab = await postDashboardForm(admin, app.baseUrl, 'campaigns', {
      intent: 'campaign.delete',
      campaignId: String(campaign.id),
      confirmation: campaign.customUrl,
    });
    expect(fromTab.status).toBe(409);
    expect(await fromTab.text()).toContain(refusalIn('en', DELETE_CAMPAIGN_MESSAGES.paymentInFlight));
    expect((await app.fetch(`/api/campaigns/url/${campaign.customUrl}`)).status).toBe(200);
  });

  it('removes the campaign from the public and the lists, keeps its gifts, audits it, and refuses twice', async () => {
    const { organizer, campaign } = await createOrganizerWithCampaign(database.db, {
      deceasedName: 'To Be Deleted',
    });
    await createContribution(database.db, {
      campaignId: campaign.id,
      paymentMethod: 'mobile_wallet',
      paymentStatus: 'succeeded',
      amount: '300.00',
      currency: 'KES',
    });
    const response = await admin.fetch(`/api/admin/campaigns/${campaign.id}`, { method: 'DELETE' });
    expect(response.status).toBe(200);
    expect((await app.fetch(`/api/campaigns/url/${campaign.customUrl}`)).status).toBe(404);
    expect((await app.fetch(`/api/campaigns/${campaign.id}`)).status).toBe(404);
    expect((await app.fetch(`/campaign/${campaign.customUrl}`)).status).toBe(404);
    const organizerClient = await app.signedInAs(organizer);
    const mine = await (await organizerClient.fetch('/api/campaigns')).json();
    expect(JSON.stringify(mine)).not.toContain(campaign.customUrl);
    const live = await (await admin.fetch('/api/admin/campaigns?q=To%20Be%20Deleted')).json();
    expect(live.rows).toEqual([]);
    const deleted = await (await admin.fetch('/api/admin/campaigns?q=To%20Be%20Deleted&show=deleted')).json();
    expect(deleted.rows).toMatchObject([{ id: campaign.id, contributors: 1 }]);
    expect(await lastAudit('admin.campaign_delete')).toMatchObject({
      adminId: admin.user.id,
      entityType: 'campaign',
      entityId: campaign.id,
    });
    expect((await admin.fetch(`/api/admin/campaigns/${campaign.id}`, { method: 'DELETE' })).status).toBe(409);
  });

  it('the dashboard deletes only when the address is typed, without JavaScript', async () => {
    const { campaign } = await createOrganizerWithCampaign(database.db, {
      deceasedName: 'Typed Confirmation',
    });
    const post = (confirmation: string) =>
      postDashboardForm(admin, app.baseUrl, 'campaigns', {
        intent: 'campaign.delete',
        campaignId: String(campaign.id),
        confirmation,
      });
    const wrong = await post('not-the-address');
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain(refusalIn('en', DELETE_CAMPAIGN_MESSAGES.confirmation));
    expect((await app.fetch(`/api/campaigns/url/${campaign.customUrl}`)).status).toBe(200);
    const right = await post(campaign.customUrl.toUpperCase());
    expect(right.status).toBe(200);
    expect((await app.fetch(`/api/campaigns/url/${campaign.customUrl}`)).status).toBe(404);
  });

  it('the Campaigns tab shows the columns, actions and empty state', async () => {
    const { campaign } = await campaignWithGifts('Tab Person');
    const html = await (await admin.fetch('/admin/pamoja-control-panel?tab=campaigns&q=Tab%20Person')).text();
    expect(html).toContain('Tab Person');
    expect(html).toContain(`#${campaign.id}`);
    expect(html).toContain(`/api/admin/campaigns/${campaign.id}/statement`);
    expect(html).toContain('Overdue');
    const empty = await (await admin.fetch('/admin/pamoja-control-panel?tab=campaigns&q=zzz-no-such')).text();
    expect(empty).toContain('No campaigns found');
  });
});
