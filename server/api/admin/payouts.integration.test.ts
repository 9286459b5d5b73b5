import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client.server';
import { auditLog, campaigns, emailOutbox, nomineeChangeRequests, payoutSchedule } from '../../../db/schema';
import { NOMINEE_CHANGE_MESSAGES } from '../../../domain/admin/decide-nominee-change.server';
import { COMPLETE_PAYOUT_MESSAGES } from '../../../domain/payouts';
import { refusalIn } from '../../../domain/shared/refusal-words.server';
import { createContribution, createUser } from '../../../seed/factories';
import { postDashboardForm } from '../../../tests/setup/admin-fixtures';
import { createOrganizerWithCampaign, mailsTo } from '../../../tests/setup/contribution-fixtures';
import { isoDay } from '../../../tests/setup/creation-dialog-body';
import { startTestApp, type TestApp } from '../../../tests/setup/test-app';
import { createTestDatabase } from '../../../tests/setup/test-database';

let database: DatabaseHandle;
let app: TestApp;
let adminUser: Awaited<ReturnType<typeof createUser>>;
let admin: Awaited<ReturnType<TestApp['adminSignedInAs']>>;
let plain: Awaited<ReturnType<TestApp['signedInAs']>>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, {}, { pages: true });
  adminUser = await createUser(database.db, { isAdmin: true });
  admin = await app.adminSignedInAs(adminUser);
  plain = await app.signedInAs(await createUser(database.db));
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** A USD campaign with one card gift of 100.00 (payout 90.80) whose organizer has requested the payout. */
async function requestedPayout(campaign: Parameters<typeof createOrganizerWithCampaign>[1] = {}) {
  const created = await createOrganizerWithCampaign(database.db, {
    campaignCurrency: 'USD',
    deceasedName: 'Amina Odhiambo',
    recipientName: 'Baraka Odhiambo',
    recipientPhone: '+254711000222',
    recipientPayoutMethod: 'mobile_money',
    ...campaign,
  });
  await createContribution(database.db, {
    campaignId: created.campaign.id,
    paymentMethod: 'card',
    paymentStatus: 'succeeded',
    amount: '100.00',
    currency: 'USD',
    platformFee: '6.00',
    processingFee: '3.20',
    revenue: '6.00',
    payoutAmount: '90.80',
  });
  const organizerClient = await app.signedInAs(created.organizer);
  const response = await organizerClient.postJson('/api/campaigns/request-payout', {
    campaignId: created.campaign.id,
    type: 'payout',
  });
  expect(response.status).toBe(201);
  return created;
}

const scheduleOf = async (campaignId: number) =>
  (await database.db.select().from(payoutSchedule).where(eq(payoutSchedule.campaignId, campaignId)))[0];
const campaignRow = async (id: number) =>
  (await database.db.select().from(campaigns).where(eq(campaigns.id, id)))[0];
const auditsOf = (campaignId: number, action: string) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, campaignId), eq(auditLog.action, action)));

describe('POST /api/admin/campaigns/:id/complete-payout', () => {
  const path = (id: number) => `/api/admin/campaigns/${id}/complete-payout`;

  it('when a visitor or a plain user calls it, then 401 and 403, and the payout stays pending', async () => {
    const { campaign } = await requestedPayout();
    expect((await app.postJson(path(campaign.id), {})).status).toBe(401);
    expect((await plain.postJson(path(campaign.id), {})).status).toBe(403);
    // An admin's ordinary site session is not the admin session.
    const siteSession = await app.signedInAs(adminUser);
    expect((await siteSession.postJson(path(campaign.id), {})).status).toBe(401);
    expect((await scheduleOf(campaign.id)).status).toBe('pending');
  });

  it('when the admin records the transfer, then it is stored, the campaign completed, audited and the organizer e-mailed', async () => {
    const { organizer, campaign } = await requestedPayout();
    const sentOn = isoDay(-1);
    const response = await admin.postJson(path(campaign.id), {
      reference: ' QJK4TY7PLM ',
      date: sentOn,
      amount: '90.80',
    });
    expect(response.status).toBe(200);
    const { payout } = await response.json();
    expect(payout).toMatchObject({
      campaignId: campaign.id,
      status: 'completed',
      transferReference: 'QJK4TY7PLM',
      paidAmount: '90.80',
      currency: 'USD',
      payoutDate: `${sentOn}T00:00:00.000Z`,
    });
    expect(await scheduleOf(campaign.id)).toMatchObject({
      status: 'completed',
      transferReference: 'QJK4TY7PLM',
      paidAmount: '90.80',
      payoutDate: new Date(`${sentOn}T00:00:00Z`),
    });
    expect((await campaignRow(campaign.id)).payoutStatus).toBe('completed');
    const [audit] = await auditsOf(campaign.id, 'payout.complete');
    expect(audit).toMatchObject({ adminId: adminUser.id, userId: null, entityType: 'campaign' });
    expect(audit.details).toMatchObject({
      reference: 'QJK4TY7PLM',
      lines: [{ currency: 'USD', owed: '90.80', paid: '90.80' }],
    });
    const mail = (await mailsTo(database.db, organizer.email)).find((row) =>
      row.subject.includes('is complete'),
    );
    expect(mail?.text).toContain('Transfer reference: QJK4TY7PLM');

    const again = await admin.postJson(path(campaign.id), { reference: 'AGAIN' });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: refusalIn('en', COMPLETE_PAYOUT_MESSAGES.notRequested) });
    expect(await auditsOf(campaign.id, 'payout.complete')).toHaveLength(1);
    expect((await scheduleOf(campaign.id)).transferReference).toBe('QJK4TY7PLM');
  });

  it('when called with no body (the spec shape), then it completes with the requested amount and no reference', async () => {
    const { campaign } = await requestedPayout();
    const response = await admin.fetch(path(campaign.id), { method: 'POST' });
    expect(response.status).toBe(200);
    expect((await response.json()).payout).toMatchObject({ transferReference: null, paidAmount: '90.80' });
    expect(await scheduleOf(campaign.id)).toMatchObject({ status: 'completed', transferReference: null });
  });

  it.each([
    [{ reference: 'Q1', date: isoDay(2) }, 'date', refusalIn('en', COMPLETE_PAYOUT_MESSAGES.date)],
    [{ reference: 'Q1', date: '2026-02-30' }, 'date', refusalIn('en', COMPLETE_PAYOUT_MESSAGES.dateFormat)],
    [{ reference: 'Q1', date: '31/01/2026' }, 'date', refusalIn('en', COMPLETE_PAYOUT_MESSAGES.dateFormat)],
    [{ reference: 'Q1', amount: '-5' }, 'amount', refusalIn('en', COMPLETE_PAYOUT_MESSAGES.amount)],
    [{ reference: 'Q1', amount: '0' }, 'amount', refusalIn('en', COMPLETE_PAYOUT_MESSAGES.amount)],
    [{ reference: 'Q1', amount: 'ninety' }, 'amount', refusalIn('en', COMPLETE_PAYOUT_MESSAGES.amount)],
    [{ reference: 'Q1', amount: '90.801' }, 'amount', refusalIn('en', COMPLETE_PAYOUT_MESSAGES.amount)],
    [{ reference: 'Q1', amount: '99999999999' }, 'amount', refusalIn('en', COMPLETE_PAYOUT_MESSAGES.amount)],
    [{ reference: '   ' }, 'reference', refusalIn('en', COMPLETE_PAYOUT_MESSAGES.reference)],
    [{ reference: 'Q'.repeat(101) }, 'reference', refusalIn('en', COMPLETE_PAYOUT_MESSAGES.reference)],
  ])('when the body is %j, then 400 names %s and nothing changes', async (body, field, message) => {
    const { organizer, campaign } = await requestedPayout();
    const response = await admin.postJson(path(campaign.id), body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message, fieldErrors: { [field]: message } });
    expect(await scheduleOf(campaign.id)).toMatchObject({ status: 'pending', transferReference: null });
    expect((await campaignRow(campaign.id)).payoutStatus).toBe('requested');
    expect(await auditsOf(campaign.id, 'payout.complete')).toEqual([]);
    expect((await mailsTo(database.db, organizer.email)).map((mail) => mail.subject)).not.toContain(
      'The payout for Amina Odhiambo is complete',
    );
  });

  it("when the campaign is the admin's own, then 403; unknown campaigns 404; none requested 409", async () => {
    const { campaign } = await requestedPayout();
    await database.db
      .update(campaigns)
      .set({ organizerId: adminUser.id })
      .where(eq(campaigns.id, campaign.id));
    const own = await admin.postJson(path(campaign.id), { reference: 'Q1' });
    expect(own.status).toBe(403);
    expect(await own.json()).toEqual({ message: refusalIn('en', COMPLETE_PAYOUT_MESSAGES.ownCampaign) });
    expect((await scheduleOf(campaign.id)).status).toBe('pending');

    expect((await admin.postJson(path(2_000_000_000), { reference: 'Q1' })).status).toBe(404);
    expect((await admin.postJson('/api/admin/campaigns/abc/complete-payout', {})).status).toBe(404);
    const { campaign: quiet } = await createOrganizerWithCampaign(database.db);
    const none = await admin.postJson(path(quiet.id), { reference: 'Q1' });
    expect(none.status).toBe(409);
    expect(await none.json()).toEqual({ message: refusalIn('en', COMPLETE_PAYOUT_MESSAGES.notRequested) });
  });
});

const HOUR = 60 * 60 * 1000;

/** A campaign and its payout_schedule row written directly: `tag` in the recipient's name keeps a test's rows apart. */
async function scheduled(
  tag: string,
  {
    deadlineInHours,
    completed = false,
    currency = 'USD',
  }: { deadlineInHours: number; completed?: boolean; currency?: string },
) {
  const { campaign } = await createOrganizerWithCampaign(database.db, {
    campaignCurrency: currency,
    deceasedName: `Person ${tag}`,
    recipientName: `Recipient ${tag}`,
  });
  const [row] = await database.db
    .insert(payoutSchedule)
    .values({
      campaignId: campaign.id,
      campaignName: `In memory of Person ${tag}`,
      recipientName: `Recipient ${tag}`,
      payoutMethod: 'bank_transfer',
      totalAmount: '100.00',
      platformFee: '6.00',
      processingFee: '3.20',
      payoutAmount: '90.80',
      payoutDeadline: new Date(Date.now() + deadlineInHours * HOUR),
      ...(completed && {
        status: 'completed',
        payoutDate: new Date(Date.now() - HOUR),
        transferReference: `REF-${tag}`,
        paidAmount: '90.80',
      }),
    })
    .returning();
  return { campaign, row };
}

type ScheduleAnswer = {
  rows: { id: number; status: string; recipientName: string; transferReference: string | null }[];
  page: number;
  hasPreviousPage: boolean;
  hasNextPage: boolean;
};

describe('GET /api/admin/payout-schedule', () => {
  it('when a visitor or a plain user asks, then 401 and 403', async () => {
    expect((await app.fetch('/api/admin/payout-schedule')).status).toBe(401);
    expect((await plain.fetch('/api/admin/payout-schedule')).status).toBe(403);
    expect((await plain.fetch('/api/admin/payout-schedule?format=csv')).status).toBe(403);
  });

  it('when the admin asks, then overdue payouts come first, then pending by deadline, then completed; searchable and filtered', async () => {
    const tag = `sched${Date.now()}`;
    const later = await scheduled(tag, { deadlineInHours: 40 });
    const done = await scheduled(tag, { deadlineInHours: -100, completed: true });
    const overdue = await scheduled(tag, { deadlineInHours: -5 });
    const soon = await scheduled(tag, { deadlineInHours: 2 });
    const response = await admin.fetch(`/api/admin/payout-schedule?q=${tag}`);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as ScheduleAnswer;
    expect(answer.rows.map((row) => [row.id, row.status])).toEqual([
      [overdue.row.id, 'Overdue'],
      [soon.row.id, 'Pending'],
      [later.row.id, 'Pending'],
      [done.row.id, 'Completed'],
    ]);
    expect(answer).toMatchObject({ page: 1, hasPreviousPage: false, hasNextPage: false });
    expect(answer.rows[3]).toMatchObject({
      transferReference: `REF-${tag}`,
      paidAmount: '90.80',
      currency: 'USD',
    });

    const overdueOnly = (await (
      await admin.fetch(`/api/admin/payout-schedule?q=${tag}&status=overdue`)
    ).json()) as ScheduleAnswer;
    expect(overdueOnly.rows.map((row) => row.id)).toEqual([overdue.row.id]);
    const byCampaign = (await (
      await admin.fetch(`/api/admin/payout-schedule?q=%23${soon.campaign.id}`)
    ).json()) as ScheduleAnswer;
    expect(byCampaign.rows.map((row) => row.id)).toEqual([soon.row.id]);
    const nobody = (await (
      await admin.fetch(`/api/admin/payout-schedule?q=${tag}-nobody`)
    ).json()) as ScheduleAnswer;
    expect(nobody.rows).toEqual([]);
  });

  it('when there are more than 25, then they come a page at a time; the CSV has them all and is audited', async () => {
    const tag = `paged${Date.now()}`;
    for (let index = 0; index < 26; index++) await scheduled(tag, { deadlineInHours: 10 + index });
    const first = (await (await admin.fetch(`/api/admin/payout-schedule?q=${tag}`)).json()) as ScheduleAnswer;
    expect(first.rows).toHaveLength(25);
    expect(first.hasNextPage).toBe(true);
    const second = (await (
      await admin.fetch(`/api/admin/payout-schedule?q=${tag}&page=2`)
    ).json()) as ScheduleAnswer;
    expect(second).toMatchObject({ page: 2, hasPreviousPage: true, hasNextPage: false });
    expect(second.rows).toHaveLength(1);

    const csv = await admin.fetch(`/api/admin/payout-schedule?q=${tag}&format=csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text()).trim().split('\n');
    expect(lines).toHaveLength(27);
    expect(lines[0]).toContain('Transfer reference');
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'admin.export_csv'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ adminId: adminUser.id });
    expect(audit.details).toMatchObject({ list: 'payout-schedule', search: tag });
  });
});

/** A pending nominee change asked by the organizer, as POST /api/campaigns/request-payout stores it. */
async function nomineeChangeRequested() {
  const { organizer, campaign } = await createOrganizerWithCampaign(database.db, {
    deceasedName: 'Otieno Were',
    recipientName: 'Akinyi Were',
  });
  const client = await app.signedInAs(organizer);
  const response = await client.postJson('/api/campaigns/request-payout', {
    campaignId: campaign.id,
    type: 'nominee-change',
    reason: 'Akinyi has moved abroad; please pay her brother Ochieng.',
  });
  expect(response.status).toBe(201);
  const { nomineeChange } = (await response.json()) as { nomineeChange: { id: number } };
  return { organizer, campaign, requestId: nomineeChange.id };
}

const nomineeRow = async (id: number) =>
  (await database.db.select().from(nomineeChangeRequests).where(eq(nomineeChangeRequests.id, id)))[0];

describe('POST /api/admin/nominee-changes/:id/approve and /reject', () => {
  it('when a visitor or a plain user decides, then 401 and 403 and the request still waits', async () => {
    const { requestId } = await nomineeChangeRequested();
    for (const decision of ['approve', 'reject']) {
      expect((await app.postJson(`/api/admin/nominee-changes/${requestId}/${decision}`, {})).status).toBe(
        401,
      );
      expect((await plain.postJson(`/api/admin/nominee-changes/${requestId}/${decision}`, {})).status).toBe(
        403,
      );
    }
    expect((await plain.fetch('/api/admin/nominee-changes')).status).toBe(403);
    expect((await nomineeRow(requestId)).status).toBe('pending');
  });

  it.each([
    ['approve', 'approved', 'admin.nominee_change_approve'],
    ['reject', 'rejected', 'admin.nominee_change_reject'],
  ])(
    'when the admin chooses %s, then it is %s, audited, the organizer e-mailed, and a second decision refused',
    async (decision, status, action) => {
      const { organizer, campaign, requestId } = await nomineeChangeRequested();
      const listResponse = await admin.fetch('/api/admin/nominee-changes');
      const listText = await listResponse.text();
      expect(listText).not.toMatch(/argon2|password|token/i);
      const listed = JSON.parse(listText) as {
        pending: { id: number; reason: string; requestedBy: { kind: string } }[];
      };
      expect(listed.pending.find((row) => row.id === requestId)).toMatchObject({
        reason: 'Akinyi has moved abroad; please pay her brother Ochieng.',
        requestedBy: { kind: 'organizer' },
      });

      const response = await admin.postJson(`/api/admin/nominee-changes/${requestId}/${decision}`, {});
      expect(response.status).toBe(200);
      expect((await response.json()).nomineeChange).toMatchObject({
        id: requestId,
        status,
        decidedByAdminId: adminUser.id,
      });
      const stored = await nomineeRow(requestId);
      expect(stored).toMatchObject({ status, decidedByAdminId: adminUser.id });
      expect(stored.decidedAt).toBeInstanceOf(Date);
      const audits = await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, action), eq(auditLog.entityId, requestId)));
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({ adminId: adminUser.id, entityType: 'nominee_change_request' });
      expect(audits[0].details).toMatchObject({ campaignId: campaign.id });
      const mails = await mailsTo(database.db, organizer.email);
      expect(mails.map((mail) => mail.subject)).toContain(
        `Nominee change ${decision === 'approve' ? 'approved' : 'declined'} for Otieno Were`,
      );

      const again = await admin.postJson(`/api/admin/nominee-changes/${requestId}/approve`, {});
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({ message: `This nominee change request was already ${status}` });
      expect((await nomineeRow(requestId)).status).toBe(status);
    },
  );

  it("when the request is unknown, 404; on the admin's own campaign, 403 and nothing changes", async () => {
    expect((await admin.postJson('/api/admin/nominee-changes/2000000000/approve', {})).status).toBe(404);
    expect((await admin.postJson('/api/admin/nominee-changes/x/reject', {})).status).toBe(404);
    const { campaign, requestId } = await nomineeChangeRequested();
    await database.db
      .update(campaigns)
      .set({ organizerId: adminUser.id })
      .where(eq(campaigns.id, campaign.id));
    const outboxBefore = (await database.db.select().from(emailOutbox)).length;
    const own = await admin.postJson(`/api/admin/nominee-changes/${requestId}/approve`, {});
    expect(own.status).toBe(403);
    expect(await own.json()).toEqual({ message: refusalIn('en', NOMINEE_CHANGE_MESSAGES.ownCampaign) });
    expect((await nomineeRow(requestId)).status).toBe('pending');
    expect((await database.db.select().from(emailOutbox)).length).toBe(outboxBefore);
  });
});

describe('the Payouts tab (pages)', () => {
  const form = (fields: Record<string, string>) => postDashboardForm(admin, app.baseUrl, 'payouts', fields);

  it('when the admin posts Complete Payout without JavaScript, then the payout is completed with what was typed', async () => {
    const { campaign } = await requestedPayout();
    const today = new Date().toISOString().slice(0, 10);
    const response = await form({
      intent: 'payout.complete',
      campaignId: String(campaign.id),
      reference: 'BANK-REF-7781',
      date: today,
      amount: '90.80',
    });
    expect(response.status).toBe(200);
    expect(await scheduleOf(campaign.id)).toMatchObject({
      status: 'completed',
      transferReference: 'BANK-REF-7781',
      paidAmount: '90.80',
    });
    expect((await campaignRow(campaign.id)).payoutStatus).toBe('completed');
  });

  it('when the admin opens ?tab=payouts, then the schedule and the nominee changes are rendered with their forms', async () => {
    const tag = `page${Date.now()}`;
    await scheduled(tag, { deadlineInHours: -3 });
    await scheduled(tag, { deadlineInHours: -30, completed: true });
    const { requestId } = await nomineeChangeRequested();
    const response = await admin.fetch(`/admin/pamoja-control-panel?tab=payouts&q=${tag}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Payout schedule');
    expect(html).toContain(`Recipient ${tag}`);
    expect(html).toContain('Overdue');
    expect(html).toContain(`REF-${tag}`);
    expect(html).toContain('name="reference"');
    expect(html).toContain('M-Pesa transaction code');
    expect(html).toContain('Akinyi has moved abroad');
    expect(html).toContain(`name="requestId" value="${requestId}"`);
    const empty = await admin.fetch(`/admin/pamoja-control-panel?tab=payouts&q=${tag}-none`);
    expect(await empty.text()).toContain('No payouts found');
  });

  it('when the admin posts nominee.reject without JavaScript, then the request is rejected', async () => {
    const { requestId } = await nomineeChangeRequested();
    const response = await form({ intent: 'nominee.reject', requestId: String(requestId) });
    expect(response.status).toBe(200);
    expect((await nomineeRow(requestId)).status).toBe('rejected');
  });

  it('when the form has no reference, then 400 and the field says so; a plain user cannot post it', async () => {
    const { campaign } = await requestedPayout();
    const response = await form({
      intent: 'payout.complete',
      campaignId: String(campaign.id),
      reference: '',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(refusalIn('en', COMPLETE_PAYOUT_MESSAGES.reference));
    expect((await scheduleOf(campaign.id)).status).toBe('pending');

    const refused = await postDashboardForm(plain, app.baseUrl, 'payouts', {
      intent: 'payout.complete',
      campaignId: String(campaign.id),
    });
    expect(refused.status).toBe(403);
    expect((await scheduleOf(campaign.id)).status).toBe('pending');
  });
});
