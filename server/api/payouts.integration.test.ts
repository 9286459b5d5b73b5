import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server';
import {
  auditLog,
  campaigns,
  contributions,
  nomineeChangeRequests,
  payoutLines,
  payoutSchedule,
  recipientAccess,
} from '../../db/schema';
import { listOrganizerCampaigns } from '../../domain/campaigns/list-organizer-campaigns.server';
import { userActor } from '../../domain/campaigns/permissions';
import { createMailer } from '../../domain/notifications/send-email.server';
import { cardFeesAfterReversal, feesAsDecimalStrings } from '../../domain/payments/fees';
import {
  PAYOUT_REQUEST_CONFLICTS,
  PAYOUT_REQUEST_MESSAGES,
  type PayoutStatement,
} from '../../domain/payouts';
import { COMPLETE_PAYOUT_MESSAGES, completePayout } from '../../domain/payouts/index.server';
import { createRecipientSession } from '../../domain/recipients/recipient-sessions.server';
import { refusalIn } from '../../domain/shared/refusal-words.server';
import { hashToken } from '../../domain/shared/tokens.server';
import { createContribution, createUser } from '../../seed/factories';
import { createOrganizerWithCampaign, mailsTo } from '../../tests/setup/contribution-fixtures';
import { isoDay } from '../../tests/setup/creation-dialog-body';
import { type SignedInClient, startTestApp, type TestApp } from '../../tests/setup/test-app';
import { createTestDatabase } from '../../tests/setup/test-database';
import { RECIPIENT_SESSION_COOKIE } from '../http/session-cookie';

let database: DatabaseHandle;
let app: TestApp;
let stranger: SignedInClient<Awaited<ReturnType<typeof createUser>>>;
let admin: typeof stranger;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
  stranger = await app.signedInAs(await createUser(database.db));
  admin = await app.signedInAs(await createUser(database.db, { isAdmin: true }));
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const HOUR = 60 * 60 * 1000;

/**
 * A USD campaign with, by hand (fees of spec part 2 §9: 6%, 2.9% + 0.30 USD, GBP 0.79 per USD):
 * - card USD 100.00: platform 6.00, processing 2.90 + 0.30 = 3.20, payout 90.80;
 * - card USD 50.00 of which 20.00 refunded, 30.00 kept: processing of the whole charge 1.45 + 0.30 = 1.75 (kept
 *   by Stripe), platform 6% of 30.00 = 1.80, payout 26.45;
 *   so USD: counted 130.00, platform 7.80, processing 4.95, payout 117.25;
 * - card GBP 40.00: platform 2.40, processing 1.16 + 0.24 (0.30 USD at 0.79) = 1.40, payout 36.20;
 * - a confirmed wallet gift of KES 2500 (no fees, already with the recipient), a wallet gift awaiting
 *   confirmation, a wholly refunded card gift and a failed one, none of which is paid;
 * about USD 117.25 + 45.82 (GBP 36.20 / 0.79) = 163.07 in all.
 */
async function campaignWithGifts(campaign: Parameters<typeof createOrganizerWithCampaign>[1] = {}) {
  const { organizer, campaign: created } = await createOrganizerWithCampaign(database.db, {
    campaignCurrency: 'USD',
    deceasedName: 'Joseph Kamau',
    organizerName: 'Wanjiru Kamau',
    recipientName: 'Grace Kamau',
    recipientCountry: 'KE',
    recipientPhone: '+254722000111',
    recipientPayoutMethod: 'mobile_money',
    ...campaign,
  });
  const card = { campaignId: created.id, paymentMethod: 'card', paymentStatus: 'succeeded' };
  await createContribution(database.db, {
    ...card,
    amount: '100.00',
    currency: 'USD',
    platformFee: '6.00',
    processingFee: '3.20',
    revenue: '6.00',
    payoutAmount: '90.80',
  });
  await createContribution(database.db, {
    ...card,
    amount: '50.00',
    refundedAmount: '20.00',
    currency: 'USD',
    platformFee: '1.80',
    processingFee: '1.75',
    revenue: '0.05',
    payoutAmount: '26.45',
  });
  await createContribution(database.db, {
    ...card,
    amount: '40.00',
    currency: 'GBP',
    platformFee: '2.40',
    processingFee: '1.40',
    revenue: '2.40',
    payoutAmount: '36.20',
  });
  await createContribution(database.db, {
    ...card,
    amount: '10.00',
    refundedAmount: '10.00',
    paymentStatus: 'refunded',
    currency: 'USD',
    platformFee: '0.00',
    processingFee: '0.59',
    payoutAmount: '0.00',
  });
  await createContribution(database.db, {
    ...card,
    amount: '25.00',
    currency: 'USD',
    paymentStatus: 'failed',
  });
  const wallet = { campaignId: created.id, paymentMethod: 'mobile_wallet', currency: 'KES' };
  await createContribution(database.db, {
    ...wallet,
    amount: '2500.00',
    paymentStatus: 'succeeded',
    reviewStatus: 'confirmed',
    platformFee: '0.00',
    processingFee: '0.00',
    payoutAmount: '2500.00',
  });
  await createContribution(database.db, {
    ...wallet,
    amount: '1000.00',
    paymentStatus: 'pending_review',
    reviewStatus: 'pending_review',
    platformFee: '0.00',
    processingFee: '0.00',
    payoutAmount: '1000.00',
  });
  return { organizer, campaign: created, client: await app.signedInAs(organizer) };
}

const handComputedStatement = {
  campaignCurrency: 'USD',
  card: [
    {
      currency: 'USD',
      contributions: 2,
      counted: '130.00',
      platformFee: '7.80',
      processingFee: '4.95',
      paidOut: '0.00',
      payoutAmount: '117.25',
    },
    {
      currency: 'GBP',
      contributions: 1,
      counted: '40.00',
      platformFee: '2.40',
      processingFee: '1.40',
      paidOut: '0.00',
      payoutAmount: '36.20',
    },
  ],
  wallet: [{ currency: 'KES', contributions: 1, total: '2500.00' }],
  testMoney: [],
  payouts: [],
  approximatePayoutTotal: { amount: 163.07, currency: 'USD', approximate: true },
};

/** A recipient session as the recipient-access screen starts it: an access record and a session cookie. */
async function recipientOf(campaign: { id: number; recipientPhone: string | null }) {
  const [access] = await database.db
    .insert(recipientAccess)
    .values({
      campaignId: campaign.id,
      recipientPhone: campaign.recipientPhone ?? '+254722000111',
      accessCode: hashToken(`code-${campaign.id}-${Math.random()}`),
      expiresAt: new Date(Date.now() + 30 * 24 * HOUR),
    })
    .returning();
  const token = await createRecipientSession(database.db, access.id);
  const cookie = `${RECIPIENT_SESSION_COOKIE}=${token}`;
  return {
    access,
    postJson: (path: string, body: unknown) => app.postJson(path, body, { cookie }),
    fetch: (path: string) => app.fetch(path, { headers: { cookie } }),
  };
}

const auditOf = (campaignId: number, action: string) =>
  database.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, 'campaign'),
        eq(auditLog.entityId, campaignId),
        eq(auditLog.action, action),
      ),
    );

describe('the fees the hand-computed figures assume', () => {
  it('when 20.00 of a 50.00 card gift was refunded, then the stored fees are those of cardFeesAfterReversal', () => {
    expect(feesAsDecimalStrings(cardFeesAfterReversal(5000, 3000, 'USD'), 'USD')).toMatchObject({
      platformFee: '1.80',
      processingFee: '1.75',
      payoutAmount: '26.45',
    });
  });
});

describe('GET /api/campaigns/:id/payout-statement', () => {
  it('when nobody is signed in, then 401; another user, 403; an unknown campaign, 404', async () => {
    const { campaign } = await campaignWithGifts();
    expect((await app.fetch(`/api/campaigns/${campaign.id}/payout-statement`)).status).toBe(401);
    expect((await stranger.fetch(`/api/campaigns/${campaign.id}/payout-statement`)).status).toBe(403);
    expect((await stranger.fetch('/api/campaigns/99999999/payout-statement')).status).toBe(404);
  });

  it('when the organizer asks, then each currency is exact, wallet gifts apart, the converted total approximate', async () => {
    const { campaign, client } = await campaignWithGifts();
    const response = await client.fetch(`/api/campaigns/${campaign.id}/payout-statement`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const { statement } = (await response.json()) as { statement: PayoutStatement };
    expect(statement).toEqual({ ...handComputedStatement, payoutStatus: null, nomineeChangePending: false });
  });

  it('when an admin (signed in to the admin area) or the recipient asks, then they see it too', async () => {
    const { campaign } = await campaignWithGifts();
    const asAdmin = await app.adminSignedInAs(admin.user);
    expect((await asAdmin.fetch(`/api/campaigns/${campaign.id}/payout-statement`)).status).toBe(200);
    const recipient = await recipientOf(campaign);
    expect((await recipient.fetch(`/api/campaigns/${campaign.id}/payout-statement`)).status).toBe(200);
  });
});

describe('POST /api/campaigns/request-payout', () => {
  it('when nobody is signed in, then 401; another user or an admin, 403; and nothing is stored', async () => {
    const { campaign } = await campaignWithGifts();
    const body = { campaignId: campaign.id, type: 'payout' };
    expect((await app.postJson('/api/campaigns/request-payout', body)).status).toBe(401);
    expect((await stranger.postJson('/api/campaigns/request-payout', body)).status).toBe(403);
    expect((await admin.postJson('/api/campaigns/request-payout', body)).status).toBe(403);
    expect(
      (
        await admin.postJson('/api/campaigns/request-payout', {
          ...body,
          type: 'nominee-change',
          reason: 'x',
        })
      ).status,
    ).toBe(403);
    expect(
      await database.db.select().from(payoutSchedule).where(eq(payoutSchedule.campaignId, campaign.id)),
    ).toEqual([]);
  });

  it.each([
    [{ type: 'payout' }, 'campaignId', 'Campaign not found'],
    [{ campaignId: 'abc', type: 'payout' }, 'campaignId', 'Campaign not found'],
    [{ campaignId: 1, type: 'cash' }, 'type', refusalIn('en', PAYOUT_REQUEST_MESSAGES.type)],
    [
      { campaignId: 1, type: 'nominee-change' },
      'reason',
      refusalIn('en', PAYOUT_REQUEST_MESSAGES.reasonRequired),
    ],
    [
      { campaignId: 1, type: 'nominee-change', reason: '   ' },
      'reason',
      refusalIn('en', PAYOUT_REQUEST_MESSAGES.reasonRequired),
    ],
    [
      { campaignId: 1, type: 'nominee-change', reason: 'x'.repeat(1001) },
      'reason',
      refusalIn('en', PAYOUT_REQUEST_MESSAGES.reasonTooLong),
    ],
  ])('when the body is %j, then 400 names %s', async (body, field, message) => {
    const response = await stranger.postJson('/api/campaigns/request-payout', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message, fieldErrors: { [field]: message } });
  });

  it('when the campaign does not exist, then 404', async () => {
    const response = await stranger.postJson('/api/campaigns/request-payout', {
      campaignId: 2_000_000_000,
      type: 'payout',
    });
    expect(response.status).toBe(404);
  });

  it('when the organizer requests the payout, then the schedule, status, audit and e-mail are written together', async () => {
    const { organizer, campaign, client } = await campaignWithGifts();
    const before = Date.now();
    const response = await client.postJson('/api/campaigns/request-payout', {
      campaignId: campaign.id,
      type: 'payout',
    });
    expect(response.status).toBe(201);
    const { payout } = (await response.json()) as { payout: Record<string, unknown> };
    expect(payout).toMatchObject({
      status: 'pending',
      currency: 'USD',
      totalAmount: '130.00',
      platformFee: '7.80',
      processingFee: '4.95',
      payoutAmount: '117.25',
      campaignEndDate: null,
    });

    const [row] = await database.db
      .select()
      .from(payoutSchedule)
      .where(eq(payoutSchedule.campaignId, campaign.id));
    expect(row).toMatchObject({
      campaignName: 'In memory of Joseph Kamau',
      recipientName: 'Grace Kamau',
      recipientPhone: '+254722000111',
      recipientCountry: 'KE',
      payoutMethod: 'mobile_money',
      totalAmount: '130.00',
      platformFee: '7.80',
      processingFee: '4.95',
      payoutAmount: '117.25',
      status: 'pending',
    });
    // Every currency owed is a payout line of its own, and each card gift counted knows this payout covers it.
    const lines = await database.db.select().from(payoutLines).where(eq(payoutLines.payoutId, row.id));
    expect(lines.sort((a, b) => a.currency.localeCompare(b.currency))).toMatchObject([
      {
        currency: 'GBP',
        contributions: 1,
        counted: '40.00',
        platformFee: '2.40',
        processingFee: '1.40',
        owed: '36.20',
        paid: null,
      },
      {
        currency: 'USD',
        contributions: 2,
        counted: '130.00',
        platformFee: '7.80',
        processingFee: '4.95',
        owed: '117.25',
        paid: null,
      },
    ]);
    const covered = await database.db
      .select({ id: contributions.id })
      .from(contributions)
      .where(eq(contributions.payoutId, row.id));
    expect(covered).toHaveLength(3);
    expect(row.notes).toContain('Mobile wallet gifts already received directly, not to be paid: KES 2500.00');
    // A running campaign: due 48 hours after the request.
    const deadline = row.payoutDeadline?.getTime() ?? 0;
    expect(deadline).toBeGreaterThanOrEqual(before + 48 * HOUR);
    expect(deadline).toBeLessThanOrEqual(Date.now() + 48 * HOUR);

    const [stored] = await database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(stored.payoutStatus).toBe('requested');
    const [audit] = await auditOf(campaign.id, 'payout.request');
    expect(audit).toMatchObject({ userId: organizer.id, adminId: null, recipientAccessId: null });
    expect(audit.details).toMatchObject({ payoutScheduleId: row.id });

    const [mail] = await mailsTo(database.db, organizer.email);
    expect(mail.subject).toBe('Payout requested for Joseph Kamau');
    expect(mail.text).toContain('You requested the payout');
    expect(mail.text).toContain('$117.25: card gifts $130.00');
    expect(mail.text).toContain('£36.20: card gifts £40.00');
    expect(mail.text).toContain('together about $163.07');
    expect(mail.text).toMatch(/already received directly \(not paid again\):\n- KES\s2,500\n/);
  });

  it('when a payout was already requested, then a second request is refused with 409 and nothing changes', async () => {
    const { campaign, client } = await campaignWithGifts();
    const body = { campaignId: campaign.id, type: 'payout' };
    expect((await client.postJson('/api/campaigns/request-payout', body)).status).toBe(201);
    const second = await client.postJson('/api/campaigns/request-payout', body);
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({
      message: refusalIn('en', PAYOUT_REQUEST_MESSAGES.alreadyRequested),
      code: PAYOUT_REQUEST_CONFLICTS.alreadyRequested,
    });
    expect(await auditOf(campaign.id, 'payout.request')).toHaveLength(1);
  });

  it('when two requests arrive at once, then one is stored and the other refused with 409', async () => {
    const { campaign, client } = await campaignWithGifts();
    const body = { campaignId: campaign.id, type: 'payout' };
    const statuses = (
      await Promise.all([
        client.postJson('/api/campaigns/request-payout', body),
        client.postJson('/api/campaigns/request-payout', body),
      ])
    ).map((response) => response.status);
    expect(statuses.sort()).toEqual([201, 409]);
    expect(
      await database.db.select().from(payoutSchedule).where(eq(payoutSchedule.campaignId, campaign.id)),
    ).toHaveLength(1);
  });

  it('when the campaign ended, then the payout is due 48 hours after the end of its end date (UTC)', async () => {
    const endDate = isoDay(-3);
    const { campaign, client } = await campaignWithGifts({ endDate });
    expect(
      (await client.postJson('/api/campaigns/request-payout', { campaignId: campaign.id, type: 'payout' }))
        .status,
    ).toBe(201);
    const [row] = await database.db
      .select()
      .from(payoutSchedule)
      .where(eq(payoutSchedule.campaignId, campaign.id));
    expect(row.campaignEndDate).toBe(isoDay(-2));
    expect(row.payoutDeadline).toEqual(new Date(Date.parse(`${isoDay(-2)}T00:00:00Z`) + 48 * HOUR));
  });

  it('when the campaign is archived, then its organizer may still ask for the payout, and others get 404', async () => {
    const { campaign, client } = await campaignWithGifts();
    await database.db.update(campaigns).set({ isArchived: true }).where(eq(campaigns.id, campaign.id));
    const body = { campaignId: campaign.id, type: 'payout' };
    expect((await stranger.postJson('/api/campaigns/request-payout', body)).status).toBe(404);
    expect((await stranger.fetch(`/api/campaigns/${campaign.id}/payout-statement`)).status).toBe(404);
    expect((await client.fetch(`/api/campaigns/${campaign.id}/payout-statement`)).status).toBe(200);
    expect((await client.postJson('/api/campaigns/request-payout', body)).status).toBe(201);
  });

  it('when only wallet gifts were received, then there is nothing to pay out: 409', async () => {
    const { organizer, campaign } = await createOrganizerWithCampaign(database.db);
    await createContribution(database.db, {
      campaignId: campaign.id,
      paymentMethod: 'mobile_wallet',
      reviewStatus: 'confirmed',
    });
    const response = await (await app.signedInAs(organizer)).postJson('/api/campaigns/request-payout', {
      campaignId: campaign.id,
      type: 'payout',
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      message: refusalIn('en', PAYOUT_REQUEST_MESSAGES.nothingToPay),
      code: PAYOUT_REQUEST_CONFLICTS.nothingToPay,
    });
  });

  it('when the recipient requests the payout in their session, then it is stored, audited as theirs, and the organizer is told', async () => {
    const { organizer, campaign } = await campaignWithGifts();
    const recipient = await recipientOf(campaign);
    const response = await recipient.postJson('/api/campaigns/request-payout', {
      campaignId: campaign.id,
      type: 'payout',
    });
    expect(response.status).toBe(201);
    const [audit] = await auditOf(campaign.id, 'payout.request');
    expect(audit).toMatchObject({ userId: null, recipientAccessId: recipient.access.id });
    const [mail] = await mailsTo(database.db, organizer.email);
    expect(mail.text).toContain('Grace Kamau (the recipient) requested the payout');
  });

  it("when the recipient's session belongs to another campaign, then 403", async () => {
    const { campaign } = await campaignWithGifts();
    const { campaign: other } = await campaignWithGifts();
    const recipient = await recipientOf(other);
    const response = await recipient.postJson('/api/campaigns/request-payout', {
      campaignId: campaign.id,
      type: 'payout',
    });
    expect(response.status).toBe(403);
  });

  it('when the recipient asks for a nominee change, then the trimmed reason waits for an admin, audited, the organizer told; a second is refused', async () => {
    const { organizer, campaign } = await campaignWithGifts();
    const recipient = await recipientOf(campaign);
    const body = {
      campaignId: campaign.id,
      type: 'nominee-change',
      reason: '  Grace is in hospital; please pay her son Daniel instead.  ',
    };
    const response = await recipient.postJson('/api/campaigns/request-payout', body);
    expect(response.status).toBe(201);
    const { nomineeChange } = (await response.json()) as { nomineeChange: { id: number; status: string } };
    expect(nomineeChange.status).toBe('pending');
    const [stored] = await database.db
      .select()
      .from(nomineeChangeRequests)
      .where(eq(nomineeChangeRequests.campaignId, campaign.id));
    expect(stored).toMatchObject({
      id: nomineeChange.id,
      reason: 'Grace is in hospital; please pay her son Daniel instead.',
      requestedByUserId: null,
      requestedByRecipientAccessId: recipient.access.id,
      status: 'pending',
    });
    const [audit] = await auditOf(campaign.id, 'payout.nominee_change_request');
    expect(audit).toMatchObject({ recipientAccessId: recipient.access.id, userId: null });
    expect(audit.details).toMatchObject({ nomineeChangeRequestId: stored.id });
    const [mail] = await mailsTo(database.db, organizer.email);
    expect(mail.subject).toBe('Nominee change requested for Joseph Kamau');
    expect(mail.text).toContain('Grace Kamau (the recipient) asked for the payout');
    expect(mail.text).toContain('"Grace is in hospital; please pay her son Daniel instead."');
    // The payout itself is untouched, and the statement says a change is waiting.
    const [after] = await database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(after.payoutStatus).toBeNull();
    const { statement } = (await (
      await recipient.fetch(`/api/campaigns/${campaign.id}/payout-statement`)
    ).json()) as { statement: PayoutStatement };
    expect(statement.nomineeChangePending).toBe(true);

    const second = await recipient.postJson('/api/campaigns/request-payout', body);
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({
      message: refusalIn('en', PAYOUT_REQUEST_MESSAGES.nomineeChangePending),
      code: PAYOUT_REQUEST_CONFLICTS.nomineeChangePending,
    });
  });

  it('when the organizer asks for a nominee change, then it is stored as theirs', async () => {
    const { organizer, campaign, client } = await campaignWithGifts();
    const response = await client.postJson('/api/campaigns/request-payout', {
      campaignId: campaign.id,
      type: 'nominee-change',
      reason: 'The recipient has passed away.',
    });
    expect(response.status).toBe(201);
    const [stored] = await database.db
      .select()
      .from(nomineeChangeRequests)
      .where(eq(nomineeChangeRequests.campaignId, campaign.id));
    expect(stored).toMatchObject({ requestedByUserId: organizer.id, requestedByRecipientAccessId: null });
  });
});

describe('completePayout (the admin side)', () => {
  function dependencies() {
    return {
      mailer: createMailer(database.db, null, pino({ level: 'silent' })),
      baseUrl: 'https://pamoja.example',
      ipAddress: '203.0.113.9',
      campaignChanged: () => {},
    };
  }

  async function requested() {
    const gifts = await campaignWithGifts();
    await gifts.client.postJson('/api/campaigns/request-payout', {
      campaignId: gifts.campaign.id,
      type: 'payout',
    });
    return gifts;
  }

  it('when someone other than an admin completes it, then it is refused: 401 signed out, 403 the organizer', async () => {
    const { organizer, campaign } = await requested();
    const input = { campaignId: campaign.id, reference: 'QAB12CD34E' };
    await expect(
      completePayout(database.db, { ...input, actor: { user: null, recipient: null } }, dependencies()),
    ).rejects.toMatchObject({ kind: 'unauthorized' });
    await expect(
      completePayout(database.db, { ...input, actor: userActor(organizer) }, dependencies()),
    ).rejects.toMatchObject({ kind: 'forbidden', message: COMPLETE_PAYOUT_MESSAGES.adminOnly });
  });

  it('when an admin organized the campaign, then another admin must complete its payout', async () => {
    const adminOrganizer = await createUser(database.db, { isAdmin: true });
    const { campaign } = await createOrganizerWithCampaign(database.db);
    await database.db
      .update(campaigns)
      .set({ organizerId: adminOrganizer.id })
      .where(eq(campaigns.id, campaign.id));
    await expect(
      completePayout(
        database.db,
        { campaignId: campaign.id, reference: 'X1', actor: userActor(adminOrganizer) },
        dependencies(),
      ),
    ).rejects.toMatchObject({ kind: 'forbidden', message: COMPLETE_PAYOUT_MESSAGES.ownCampaign });
  });

  it('when no payout was requested, then 409; a blank reference or a future date, invalid', async () => {
    const { campaign } = await campaignWithGifts();
    const actor = userActor(admin.user);
    await expect(
      completePayout(database.db, { campaignId: campaign.id, reference: 'QAB1', actor }, dependencies()),
    ).rejects.toMatchObject({ kind: 'conflict', message: COMPLETE_PAYOUT_MESSAGES.notRequested });
    await expect(
      completePayout(database.db, { campaignId: campaign.id, reference: '  ', actor }, dependencies()),
    ).rejects.toMatchObject({ kind: 'invalid', message: COMPLETE_PAYOUT_MESSAGES.reference });
    await expect(
      completePayout(
        database.db,
        { campaignId: campaign.id, reference: 'QAB1', actor, date: new Date(Date.now() + 2 * HOUR) },
        dependencies(),
      ),
    ).rejects.toMatchObject({ kind: 'invalid', message: COMPLETE_PAYOUT_MESSAGES.date });
  });

  it('when an admin records the transfer, then the payout, campaign and card gifts are completed, audited, and the organizer told', async () => {
    const { organizer, campaign } = await requested();
    const paidOn = new Date(Date.now() - HOUR);
    const result = await completePayout(
      database.db,
      {
        campaignId: campaign.id,
        reference: ' QAB12CD34E ',
        amounts: { USD: '117.25', GBP: '36.20' },
        date: paidOn,
        actor: userActor(admin.user),
      },
      dependencies(),
    );
    expect(result.payout).toMatchObject({
      status: 'completed',
      paidAmount: '117.25',
      requestedAmount: '117.25',
      transferReference: 'QAB12CD34E',
      currency: 'USD',
    });

    const [row] = await database.db
      .select()
      .from(payoutSchedule)
      .where(eq(payoutSchedule.campaignId, campaign.id));
    expect(row).toMatchObject({
      status: 'completed',
      payoutDate: paidOn,
      payoutAmount: '117.25',
      transferReference: 'QAB12CD34E',
      paidAmount: '117.25',
    });
    expect(row.notes).toContain(
      `Paid USD 117.25, GBP 36.20 on ${paidOn.toISOString().slice(0, 10)}; transfer reference QAB12CD34E.`,
    );
    const [stored] = await database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(stored.payoutStatus).toBe('completed');
    const paid = await database.db
      .select({
        method: contributions.paymentMethod,
        status: contributions.paymentStatus,
        payout: contributions.payoutStatus,
      })
      .from(contributions)
      .where(eq(contributions.campaignId, campaign.id));
    expect(paid.filter((gift) => gift.payout === 'completed')).toEqual([
      { method: 'card', status: 'succeeded', payout: 'completed' },
      { method: 'card', status: 'succeeded', payout: 'completed' },
      { method: 'card', status: 'succeeded', payout: 'completed' },
    ]);
    const [audit] = await auditOf(campaign.id, 'payout.complete');
    expect(audit).toMatchObject({ adminId: admin.user.id, userId: null });
    expect(audit.details).toMatchObject({
      reference: 'QAB12CD34E',
      lines: [
        { currency: 'USD', owed: '117.25', paid: '117.25' },
        { currency: 'GBP', owed: '36.20', paid: '36.20' },
      ],
    });
    const mails = await mailsTo(database.db, organizer.email);
    const completed = mails.find((mail) => mail.subject === 'The payout for Joseph Kamau is complete');
    expect(completed?.text).toContain(
      'Pamoja paid $117.25 and £36.20 to Grace Kamau (Mobile money to +254722000111)',
    );
    expect(completed?.text).toContain('Transfer reference: QAB12CD34E');

    // Done once: a second completion is refused, and with nothing counted since, so is another request.
    await expect(
      completePayout(
        database.db,
        { campaignId: campaign.id, reference: 'AGAIN', actor: userActor(admin.user) },
        dependencies(),
      ),
    ).rejects.toMatchObject({ kind: 'conflict', message: COMPLETE_PAYOUT_MESSAGES.notRequested });
    const client = await app.signedInAs(organizer);
    const again = await client.postJson('/api/campaigns/request-payout', {
      campaignId: campaign.id,
      type: 'payout',
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      message: refusalIn('en', PAYOUT_REQUEST_MESSAGES.nothingToPay),
      code: PAYOUT_REQUEST_CONFLICTS.nothingToPay,
    });
  });
  it('when the admin gives no reference, then none is stored, the requested amount is paid and the notes and e-mail say so', async () => {
    const { organizer, campaign } = await requested();
    const result = await completePayout(
      database.db,
      { campaignId: campaign.id, actor: userActor(admin.user) },
      dependencies(),
    );
    expect(result.payout).toMatchObject({ transferReference: null, paidAmount: '117.25' });
    const [row] = await database.db
      .select()
      .from(payoutSchedule)
      .where(eq(payoutSchedule.campaignId, campaign.id));
    expect(row).toMatchObject({ status: 'completed', transferReference: null, paidAmount: '117.25' });
    expect(row.notes).toContain(
      `Paid USD 117.25, GBP 36.20 on ${new Date().toISOString().slice(0, 10)}; no reference given.`,
    );
    const mails = await mailsTo(database.db, organizer.email);
    const completed = mails.find((mail) => mail.subject === 'The payout for Joseph Kamau is complete');
    expect(completed?.text).toContain('Transfer reference: no reference given');
  });
});

describe('the dashboard figures (listOrganizerCampaigns)', () => {
  it('when an organizer has campaigns in each state, then each shows its status, total, wallet gifts waiting and payout status', async () => {
    const { organizer, campaign: withGifts, client } = await campaignWithGifts();
    const quiet = await createOrganizerWithCampaign(database.db);
    await database.db
      .update(campaigns)
      .set({ organizerId: organizer.id })
      .where(eq(campaigns.id, quiet.campaign.id));
    const overdue = await campaignWithGifts({ endDate: isoDay(-5) });
    await database.db
      .update(campaigns)
      .set({ organizerId: organizer.id })
      .where(eq(campaigns.id, overdue.campaign.id));
    await client.postJson('/api/campaigns/request-payout', { campaignId: withGifts.id, type: 'payout' });

    const listed = await listOrganizerCampaigns(database.db, organizer.id);
    const byId = new Map(listed.map((campaign) => [campaign.id, campaign]));
    expect(byId.get(withGifts.id)).toMatchObject({
      status: 'Pending Payout',
      payoutStatus: 'requested',
      walletGiftsAwaitingConfirmation: 1,
      // USD 130 + GBP 40 (50.63) + KES 2500 (20.00): the page's total, counted gifts of every kind.
      totalRaised: 200.63,
      contributionCount: 4,
    });
    expect(byId.get(quiet.campaign.id)).toMatchObject({
      status: 'Active',
      payoutStatus: null,
      walletGiftsAwaitingConfirmation: 0,
      totalRaised: 0,
    });
    expect(byId.get(overdue.campaign.id)).toMatchObject({ status: 'Overdue', payoutStatus: null });
  });

  it('when a campaign ended long ago with only wallet gifts, then it is Active: the recipient already has the money', async () => {
    const { organizer, campaign } = await createOrganizerWithCampaign(database.db, { endDate: isoDay(-10) });
    await createContribution(database.db, {
      campaignId: campaign.id,
      paymentMethod: 'mobile_wallet',
      paymentStatus: 'succeeded',
      reviewStatus: 'confirmed',
      currency: campaign.campaignCurrency,
      amount: '500.00',
    });
    const [listed] = await listOrganizerCampaigns(database.db, organizer.id);
    expect(listed).toMatchObject({ status: 'Active', contributionCount: 1 });
  });
});
