import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaigns, pageReports } from '../../db/schema';
import { createCampaign, createUser } from '../../seed/factories';
import { lastAuditOf, postDashboardForm } from '../../tests/setup/admin-fixtures';
import { mailsTo } from '../../tests/setup/contribution-fixtures';
import { servePagesForThisFile, type TestClient } from '../../tests/setup/test-app';
import { walletGiftBody } from '../../tests/setup/wallet-gift-body';

const served = servePagesForThisFile();

async function reportedCampaign(deceasedName = 'Zuberi Mwakilema') {
  const { db } = served.database;
  const organizer = await createUser(db);
  const campaign = await createCampaign(db, {
    organizerId: organizer.id,
    organizerEmail: organizer.email,
    deceasedName,
    campaignCurrency: 'KES',
  });
  return { organizer, campaign };
}

/** The report form as a browser without JavaScript posts it. */
function postReportForm(client: TestClient, campaignId: number | string, fields: Record<string, string>) {
  return client.fetch(`/report-page/${campaignId}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: served.app.baseUrl },
    redirect: 'manual',
  });
}

const reportsOf = (campaignId: number) =>
  served.database.db.select().from(pageReports).where(eq(pageReports.campaignId, campaignId));

describe('"Report this page" (issue 34)', () => {
  it('when a visitor opens a campaign page, then a plain link leads to its report page', async () => {
    const { campaign } = await reportedCampaign();
    const html = await (await served.app.fetch(`/campaign/${campaign.customUrl}`)).text();
    expect(html).toContain(`href="/report-page/${campaign.id}"`);
    expect(html).toContain('Report this page');
    const page = await served.app.fetch(`/report-page/${campaign.id}`);
    expect(page.status).toBe(200);
    const form = await page.text();
    expect(form).toContain('What is wrong with this page?');
    expect(form).toContain('value="not_family"');
    expect((await served.app.fetch('/report-page/999999')).status).toBe(404);
  });

  it('when a visitor sends the form, then the report is stored and they are thanked', async () => {
    const { campaign } = await reportedCampaign('Neema Kiprotich');
    const sent = await postReportForm(served.app, campaign.id, {
      reason: 'duplicate',
      details: '  The family made another page: /campaign/rip-neema  ',
      contact: 'cousin@example.com',
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe(`/report-page/${campaign.id}?sent=1`);
    expect(await reportsOf(campaign.id)).toMatchObject([
      {
        reason: 'duplicate',
        details: 'The family made another page: /campaign/rip-neema',
        contact: 'cousin@example.com',
        status: 'open',
      },
    ]);
    const thanks = await (await served.app.fetch(`/report-page/${campaign.id}?sent=1`)).text();
    expect(thanks).toContain('Thank you for telling us');
  });

  it('when the input is bad, then 400 with a clear message and nothing is stored', async () => {
    const { campaign } = await reportedCampaign('Imani Chepkoech');
    const noReason = await postReportForm(served.app, campaign.id, { details: 'Something' });
    expect(noReason.status).toBe(400);
    expect(await noReason.text()).toContain('Choose what is wrong with this page');
    const cases: [Record<string, unknown>, string][] = [
      [{ reason: 'spam' }, 'Choose what is wrong with this page'],
      [{ reason: 'other', details: 'x'.repeat(1001) }, 'Please keep the details to 1,000 characters'],
      [{ reason: 'other', contact: 'y'.repeat(201) }, 'Please keep how to reach you to 200 characters'],
    ];
    for (const [body, message] of cases) {
      const response = await served.app.postJson(`/api/campaigns/${campaign.id}/page-reports`, body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(message);
    }
    expect(
      (await served.app.postJson('/api/campaigns/999999/page-reports', { reason: 'other' })).status,
    ).toBe(404);
    expect(await reportsOf(campaign.id)).toEqual([]);
  });

  it('when one visitor keeps reporting, then after 5 an hour the answer is 429 and nothing more is stored', async () => {
    const { campaign } = await reportedCampaign('Tumaini Wafula');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const response = await served.app.postJson(`/api/campaigns/${campaign.id}/page-reports`, {
        reason: 'misleading',
      });
      statuses.push(response.status);
    }
    // One report was sent from this address by the test before: five in all, then refused.
    expect(statuses.filter((status) => status === 201)).toHaveLength(4);
    expect(statuses.slice(4)).toEqual([429, 429, 429]);
    expect(await reportsOf(campaign.id)).toHaveLength(4);
  });
});

describe("the admin's queue of reported pages (issue 34)", () => {
  async function queuedReport() {
    const { db } = served.database;
    const { organizer, campaign } = await reportedCampaign('Halima Wambui');
    const [report] = await db
      .insert(pageReports)
      .values({
        campaignId: campaign.id,
        reason: 'not_family',
        details: 'I am her son; I do not know this person.',
      })
      .returning();
    const admin = await createUser(db, { isAdmin: true });
    const client = await served.app.adminSignedInAs(admin);
    return { organizer, campaign, report, admin, client };
  }

  it('when an admin lists the queue in French, then each reason keeps its key and reads in French', async () => {
    const { report, client } = await queuedReport();
    const response = await client.fetch('/api/admin/page-reports', { headers: { 'accept-language': 'fr' } });
    expect(response.status).toBe(200);
    const { reports } = (await response.json()) as {
      reports: { id: number; reason: string; reasonLabel: string }[];
    };
    expect(reports.find(({ id }) => id === report.id)).toMatchObject({
      reason: 'not_family',
      reasonLabel: "L'organisateur n'est pas de la famille",
    });
  });

  it('when someone who is not an admin acts on a report or a pause, then 401 or 403 and nothing changes', async () => {
    const { organizer, campaign, report } = await queuedReport();
    const asOrganizer = await served.app.signedInAs(organizer);
    for (const client of [served.app, asOrganizer]) {
      for (const path of [
        `/api/admin/page-reports/${report.id}/pause`,
        `/api/admin/page-reports/${report.id}/dismiss`,
        `/api/admin/campaigns/${campaign.id}/unpause`,
      ]) {
        const response = await client.postJson(path, {});
        expect(response.status, path).toBe(client === served.app ? 401 : 403);
      }
    }
    const refused = await postDashboardForm(asOrganizer, served.app.baseUrl, 'overview', {
      intent: 'page_report.pause',
      pageReportId: String(report.id),
    });
    expect(refused.status).toBe(403);
    const [row] = await reportsOf(campaign.id);
    expect(row.status).toBe('open');
    const [stored] = await served.database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(stored.pausedAt).toBeNull();
  });

  it('when an admin pauses the page, then gifts by card and wallet are refused, the page shows a notice, the organizer is told, and it is audited; unpausing undoes it', async () => {
    const { db } = served.database;
    const { organizer, campaign, report, admin, client } = await queuedReport();
    const queue = await (await client.fetch('/admin/pamoja-control-panel?tab=overview')).text();
    expect(queue).toContain('The organizer is not the family');
    expect(queue).toContain('I am her son; I do not know this person.');

    const paused = await postDashboardForm(client, served.app.baseUrl, 'overview', {
      intent: 'page_report.pause',
      pageReportId: String(report.id),
      note: 'We will call you this week.',
    });
    expect(paused.status).toBe(200);
    const [stored] = await db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(stored.pausedAt).not.toBeNull();
    expect(await reportsOf(campaign.id)).toMatchObject([{ status: 'paused', resolvedBy: admin.id }]);
    expect(await lastAuditOf(db, 'admin.page_report_pause')).toMatchObject({
      entityType: 'page_report',
      entityId: report.id,
      adminId: admin.id,
      details: { campaignId: campaign.id, reason: 'not_family', note: 'We will call you this week.' },
    });
    const [mail] = await mailsTo(db, organizer.email);
    expect(mail.subject).toBe('Gifts to the page of Halima Wambui are paused while we check it');
    expect(mail.text).toContain('What we were told: The organizer is not the family.');
    expect(mail.text).toContain('We will call you this week.');

    const card = await served.app.postJson('/api/stripe/create-intent', {
      amount: '500',
      currency: 'KES',
      campaignId: String(campaign.id),
      contributorName: 'Grace Wanjiru',
      contributorEmail: 'grace@example.com',
      contributorRelationship: 'Neighbor',
      hideAmount: false,
      photos: [],
    });
    expect(card.status).toBe(409);
    expect(await card.json()).toMatchObject({
      code: 'paused',
      message: 'Gifts to this page are paused while we check it with the family',
    });
    const wallet = await served.app.postJson('/api/contribute', walletGiftBody(campaign.id));
    expect(wallet.status).toBe(409);
    expect(((await wallet.json()) as { code: string }).code).toBe('paused');

    const page = await (await served.app.fetch(`/campaign/${campaign.customUrl}`)).text();
    expect(page).toContain('Gifts to this page are paused while we check it with the family.');
    expect(page).not.toContain('Contribute Now');

    // Settled once: a second decision on the same report is refused.
    const again = await client.postJson(`/api/admin/page-reports/${report.id}/dismiss`, {});
    expect(again.status).toBe(409);

    const unpaused = await postDashboardForm(client, served.app.baseUrl, 'overview', {
      intent: 'campaign.unpause',
      campaignId: String(campaign.id),
    });
    expect(unpaused.status).toBe(200);
    const [open] = await db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(open.pausedAt).toBeNull();
    expect(await lastAuditOf(db, 'admin.campaign_unpause')).toMatchObject({
      entityId: campaign.id,
      adminId: admin.id,
    });
    expect((await client.postJson(`/api/admin/campaigns/${campaign.id}/unpause`, {})).status).toBe(409);
    const reopened = await (await served.app.fetch(`/campaign/${campaign.customUrl}`)).text();
    expect(reopened).toContain('Contribute Now');
    expect((await served.app.postJson('/api/contribute', walletGiftBody(campaign.id))).status).toBe(201);
  });

  it('when an admin contacts the organizer or dismisses a report, then the report is settled and audited, and the page is unchanged', async () => {
    const { db } = served.database;
    const { organizer, campaign, report, admin, client } = await queuedReport();
    const contacted = await client.postJson(`/api/admin/page-reports/${report.id}/contact`, {
      note: 'Please tell us who you are to Halima.',
    });
    expect(contacted.status).toBe(200);
    const [mail] = await mailsTo(db, organizer.email);
    expect(mail.subject).toBe('A question about the page of Halima Wambui');
    expect(mail.text).toContain('Please tell us who you are to Halima.');
    expect(await lastAuditOf(db, 'admin.page_report_contact')).toMatchObject({
      entityId: report.id,
      adminId: admin.id,
    });

    const [second] = await db
      .insert(pageReports)
      .values({ campaignId: campaign.id, reason: 'other' })
      .returning();
    const dismissed = await postDashboardForm(client, served.app.baseUrl, 'overview', {
      intent: 'page_report.dismiss',
      pageReportId: String(second.id),
    });
    expect(dismissed.status).toBe(200);
    expect(await lastAuditOf(db, 'admin.page_report_dismiss')).toMatchObject({ entityId: second.id });
    expect((await reportsOf(campaign.id)).map((row) => row.status).sort()).toEqual([
      'contacted',
      'dismissed',
    ]);
    expect(await mailsTo(db, organizer.email)).toHaveLength(1);
    const [stored] = await db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(stored.pausedAt).toBeNull();
    const queue = await (await client.fetch('/admin/pamoja-control-panel?tab=overview')).text();
    expect(queue).not.toContain('Please tell us who you are to Halima.');
  });
});
