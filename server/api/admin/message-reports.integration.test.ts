import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contributions, guestbookMessages, messageReports } from '../../../db/schema';
import { MESSAGE_REPORT_MESSAGES } from '../../../domain/admin/decide-message-report.server';
import { refusalIn } from '../../../domain/shared/refusal-words.server';
import { createCampaign, createContribution, createUser } from '../../../seed/factories';
import { lastAuditOf, postDashboardForm } from '../../../tests/setup/admin-fixtures';
import { servePagesForThisFile } from '../../../tests/setup/test-app';

const served = servePagesForThisFile();

/** Issue 16 item 2: a reported message reaches the family and the admin's queue. */
describe('the admin overview’s reported messages', () => {
  it('when messages are reported, then the open ones are listed newest first with their page, and settled ones are not', async () => {
    const { db } = served.database;
    const organizer = await createUser(db);
    const admin = await createUser(db, { isAdmin: true });
    const campaign = await createCampaign(db, { organizerId: organizer.id, deceasedName: 'Baraka Otieno' });
    const [message] = await db
      .insert(guestbookMessages)
      .values({ campaignId: campaign.id, name: 'Spammer', message: 'Buy <b>cheap</b> watches' })
      .returning();
    const gift = await createContribution(db, {
      campaignId: campaign.id,
      contributorName: 'Kamau',
      memory: 'An unkind word',
    });
    await db.insert(messageReports).values([
      {
        campaignId: campaign.id,
        guestbookMessageId: message.id,
        reason: 'Advertising',
        createdAt: new Date(Date.now() - 60_000),
      },
      { campaignId: campaign.id, contributionId: gift.id, reason: 'Hurtful' },
      { campaignId: campaign.id, contributionId: gift.id, reason: 'Settled already', resolvedAt: new Date() },
    ]);

    const client = await served.app.adminSignedInAs(admin);
    const html = await (await client.fetch('/admin/pamoja-control-panel?tab=overview')).text();
    expect(html).toContain('Reported messages (2 open)');
    expect(html).toContain('Buy &lt;b&gt;cheap&lt;/b&gt; watches');
    expect(html).toContain('Reason given: Advertising');
    expect(html.indexOf('An unkind word')).toBeLessThan(html.indexOf('Buy &lt;b&gt;cheap'));
    expect(html).not.toContain('Settled already');
    expect(html).toContain(`href="/campaign/${campaign.customUrl}"`);

    const signedOut = await served.app.fetch('/admin/pamoja-control-panel?tab=overview');
    expect(signedOut.status).toBe(401);
    expect(await signedOut.text()).not.toContain('Buy &lt;b&gt;cheap');
  });
});

/** Issue 33 item 9: an admin settles a report as the family can, audited; a family may be absent or be the abuser. */
describe('an admin decides a reported message', () => {
  async function reportedMessages() {
    const { db } = served.database;
    const organizer = await createUser(db);
    const campaign = await createCampaign(db, { organizerId: organizer.id, consentDisplayNames: false });
    const [message] = await db
      .insert(guestbookMessages)
      .values({ campaignId: campaign.id, name: 'Troll', message: 'Something cruel' })
      .returning();
    const gift = await createContribution(db, {
      campaignId: campaign.id,
      contributorName: 'Wekesa Barasa',
      memory: 'A hurtful word with a gift',
    });
    const [guestReport, giftReport, secondGiftReport] = await db
      .insert(messageReports)
      .values([
        { campaignId: campaign.id, guestbookMessageId: message.id, reason: 'Cruel' },
        { campaignId: campaign.id, contributionId: gift.id, reason: 'Hurtful' },
        { campaignId: campaign.id, contributionId: gift.id, reason: 'Also hurtful' },
      ])
      .returning();
    const admin = await createUser(db, { isAdmin: true });
    const client = await served.app.adminSignedInAs(admin);
    const decide = (intent: string, reportId: number) =>
      postDashboardForm(client, served.app.baseUrl, 'overview', { intent, reportId: String(reportId) });
    return { organizer, campaign, message, gift, guestReport, giftReport, secondGiftReport, admin, decide };
  }
  const reportOf = async (id: number) =>
    (await served.database.db.select().from(messageReports).where(eq(messageReports.id, id)))[0];

  it('when the admin hides a guestbook message without JavaScript, then it leaves the page, its report is settled and audited, and a second decision is refused', async () => {
    const { campaign, message, guestReport, admin, decide } = await reportedMessages();
    expect((await decide('report.hide', guestReport.id)).status).toBe(200);
    const [stored] = await served.database.db
      .select()
      .from(guestbookMessages)
      .where(eq(guestbookMessages.id, message.id));
    expect(stored.hiddenAt).toBeInstanceOf(Date);
    expect((await reportOf(guestReport.id)).resolvedAt).toBeInstanceOf(Date);
    expect(await lastAuditOf(served.database.db, 'admin.message_report_hide')).toMatchObject({
      adminId: admin.id,
      entityType: 'message_report',
      entityId: guestReport.id,
      details: { campaignId: campaign.id, kind: 'message', messageId: message.id },
    });
    expect(await (await served.app.fetch(`/campaign/${campaign.customUrl}`)).text()).not.toContain(
      'Something cruel',
    );
    const again = await decide('report.keep', guestReport.id);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain(refusalIn('en', MESSAGE_REPORT_MESSAGES.alreadySettled));
  });

  it('when the admin dismisses one report of a gift message, then only that report is settled; keeping it shown settles the rest', async () => {
    const { gift, giftReport, secondGiftReport, decide } = await reportedMessages();
    expect((await decide('report.dismiss', giftReport.id)).status).toBe(200);
    expect((await reportOf(giftReport.id)).resolvedAt).toBeInstanceOf(Date);
    expect((await reportOf(secondGiftReport.id)).resolvedAt).toBeNull();
    expect(await lastAuditOf(served.database.db, 'admin.message_report_dismiss')).toMatchObject({
      entityId: giftReport.id,
    });

    expect((await decide('report.keep', secondGiftReport.id)).status).toBe(200);
    expect((await reportOf(secondGiftReport.id)).resolvedAt).toBeInstanceOf(Date);
    const [stored] = await served.database.db
      .select()
      .from(contributions)
      .where(eq(contributions.id, gift.id));
    expect(stored.messageHiddenAt).toBeNull();
    expect(await lastAuditOf(served.database.db, 'admin.message_report_keep')).toMatchObject({
      entityId: secondGiftReport.id,
      details: { kind: 'gift', messageId: gift.id },
    });
  });

  it('when someone who is not a signed-in admin posts a decision, then nothing is settled', async () => {
    const { organizer, guestReport } = await reportedMessages();
    const family = await served.app.signedInAs(organizer);
    const fields = { intent: 'report.hide', reportId: String(guestReport.id) };
    expect(
      (await postDashboardForm(family, served.app.baseUrl, 'overview', fields)).status,
    ).toBeGreaterThanOrEqual(400);
    expect(
      (await postDashboardForm(served.app, served.app.baseUrl, 'overview', fields)).status,
    ).toBeGreaterThanOrEqual(400);
    expect((await reportOf(guestReport.id)).resolvedAt).toBeNull();
  });

  it("when names are hidden from the public, then the family's moderation page still names who wrote a gift message", async () => {
    const { organizer, campaign } = await reportedMessages();
    const family = await served.app.signedInAs(organizer);
    const html = await (await family.fetch(`/family/${campaign.id}/guestbook`)).text();
    expect(html).toContain('Wekesa Barasa');
    expect(html).toContain('Visitors see this as “A contributor”.');
    expect(await (await served.app.fetch(`/campaign/${campaign.customUrl}`)).text()).not.toContain(
      'Wekesa Barasa',
    );
  });
});
