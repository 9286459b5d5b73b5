import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server';
import { auditLog, contributions, uploads } from '../../db/schema';
import { getCampaignStats } from '../../domain/campaigns/get-campaign-stats.server';
import { deleteStaleUploads } from '../../domain/uploads/delete-stale-uploads.server';
import type { FileStore } from '../../integrations/storage/file-store';
import { createContribution, createUser } from '../../seed/factories';
import {
  contributionCount,
  createOrganizerWithCampaign,
  mailsTo,
} from '../../tests/setup/contribution-fixtures';
import { pngWithGpsExif } from '../../tests/setup/images';
import { startTestApp, type TestApp, type TestClient } from '../../tests/setup/test-app';
import { createTestDatabase } from '../../tests/setup/test-database';
import { walletGiftBody } from '../../tests/setup/wallet-gift-body';

let database: DatabaseHandle;
let app: TestApp;
let pngDataUrl: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#15554e' } })
    .png()
    .toBuffer();
  pngDataUrl = `data:image/png;base64,${png.toString('base64')}`;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const cardGift = (campaignId: number, overrides: Record<string, unknown> = {}) => ({
  amount: '50',
  currency: 'USD',
  campaignId: String(campaignId),
  contributorName: 'Grace Wanjiru',
  contributorEmail: 'grace@example.com',
  contributorRelationship: 'Neighbor',
  memory: 'She always had tea ready.',
  hideAmount: false,
  photos: [],
  ...overrides,
});

async function expectRefused(response: Response, status: number, message: string | RegExp) {
  const body = (await response.json()) as { message: string };
  expect(response.status, JSON.stringify(body)).toBe(status);
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
}

describe('card payments in the sandbox (no Stripe keys)', () => {
  it('when the sandbox config is asked, then it says sandbox with no publishable key', async () => {
    expect(await (await app.fetch('/api/stripe/config')).json()).toEqual({
      provider: 'sandbox',
      publishableKey: null,
      cardPayments: 'on',
    });
  });

  it('when 4242 4242 4242 4242 is used, then the gift is recorded once, with a receipt that explains the fees', async () => {
    const { campaign, organizer } = await createOrganizerWithCampaign(database.db, {
      campaignCurrency: 'USD',
    });
    const started = await app.postJson(
      '/api/stripe/create-intent',
      cardGift(campaign.id, { contributorEmail: 'sandbox-ok@example.com' }),
    );
    const { clientSecret, paymentIntentId, fees } = await started.json();
    expect(clientSecret).toMatch(/^pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/);
    expect(fees).toEqual({
      amount: '50.00',
      platformFee: '3.00',
      processingFee: '1.75',
      revenue: '3.00',
      payoutAmount: '45.25',
    });

    const paid = await app.postJson('/api/stripe/sandbox-confirm', {
      clientSecret,
      cardNumber: '4242 4242 4242 4242',
    });
    expect(await paid.json()).toMatchObject({ status: 'succeeded', paymentIntentId });
    const confirmed = await app.postJson('/api/stripe/confirm-payment', { paymentIntentId });
    expect(confirmed.status).toBe(200);

    const receipts = await mailsTo(database.db, 'sandbox-ok@example.com');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain('Pamoja platform fee (6%): $3.00');
    expect(receipts[0]?.text).toMatch(/Reaches .+: \$45\.25/);
    expect(await mailsTo(database.db, organizer.email)).toHaveLength(1);
    const list = await (await app.fetch(`/api/contributions/${campaign.id}`)).json();
    expect(list.contributions).toHaveLength(1);
    expect(list.contributions[0]).toMatchObject({
      contributorName: 'Grace Wanjiru',
      amount: '50.00',
      status: 'succeeded',
    });
    expect(list.contributions[0].contributorEmail).toBeUndefined();
  });

  it('when 4000 0000 0000 0002 is used, then it is declined with the processor message and nothing counts', async () => {
    const { campaign } = await createOrganizerWithCampaign(database.db, { campaignCurrency: 'USD' });
    const { clientSecret, paymentIntentId, contributionId } = await (
      await app.postJson(
        '/api/stripe/create-intent',
        cardGift(campaign.id, { contributorEmail: 'declined@example.com' }),
      )
    ).json();
    const declined = await app.postJson('/api/stripe/sandbox-confirm', {
      clientSecret,
      cardNumber: '4000000000000002',
    });
    await expectRefused(declined, 402, 'Your card was declined.');
    await expectRefused(
      await app.postJson('/api/stripe/confirm-payment', { paymentIntentId }),
      409,
      'Your card was declined.',
    );
    const [row] = await database.db.select().from(contributions).where(eq(contributions.id, contributionId));
    expect(row.paymentStatus).toBe('failed');
    expect(await mailsTo(database.db, 'declined@example.com')).toHaveLength(0);
    expect((await getCampaignStats(database.db, campaign.id)).contributorCount).toBe(0);
  });

  it('when another card number is typed in test mode, then it is refused with the two test numbers named', async () => {
    const { campaign } = await createOrganizerWithCampaign(database.db, { campaignCurrency: 'USD' });
    const { clientSecret } = await (
      await app.postJson('/api/stripe/create-intent', cardGift(campaign.id))
    ).json();
    await expectRefused(
      await app.postJson('/api/stripe/sandbox-confirm', { clientSecret, cardNumber: '5555 5555 5555 4444' }),
      400,
      /4242 4242 4242 4242.*4000 0000 0000 0002/,
    );
  });

  it('when a French giver tries the declined test card, then both refusals are in French', async () => {
    const { campaign } = await createOrganizerWithCampaign(database.db, { campaignCurrency: 'USD' });
    const french = { 'accept-language': 'fr-CI,fr;q=0.9' };
    const { clientSecret, paymentIntentId } = await (
      await app.postJson('/api/stripe/create-intent', cardGift(campaign.id), french)
    ).json();
    await expectRefused(
      await app.postJson(
        '/api/stripe/sandbox-confirm',
        { clientSecret, cardNumber: '4000000000000002' },
        french,
      ),
      402,
      'Votre carte a été refusée.',
    );
    await expectRefused(
      await app.postJson('/api/stripe/confirm-payment', { paymentIntentId }, french),
      409,
      'Votre carte a été refusée.',
    );
    await expectRefused(
      await app.postJson(
        '/api/stripe/sandbox-confirm',
        { clientSecret, cardNumber: '5555 5555 5555 4444' },
        french,
      ),
      400,
      'Le mode test n’accepte que les cartes de test 4242 4242 4242 4242 (acceptée) et 4000 0000 0000 0002 (refusée).',
    );
  });
});

describe('create-intent refuses bad input with a clear message and records nothing', () => {
  it('when the amount, campaign or currency is wrong, then each is a 4xx with its message', async () => {
    const { campaign } = await createOrganizerWithCampaign(database.db, { campaignCurrency: 'USD' });
    const { campaign: ended } = await createOrganizerWithCampaign(database.db, {
      isActive: false,
      endedAt: new Date(),
    });
    const { campaign: archived } = await createOrganizerWithCampaign(database.db, { isArchived: true });
    const { campaign: pastEndDate } = await createOrganizerWithCampaign(database.db, {
      endDate: '2020-01-01',
    });
    const cases: [Record<string, unknown>, number, string][] = [
      [cardGift(campaign.id, { amount: '0' }), 400, 'Amount must be at least $1'],
      [cardGift(campaign.id, { amount: 'abc' }), 400, 'Valid amount is required'],
      [cardGift(campaign.id, { amount: '-5' }), 400, 'Valid amount is required'],
      [cardGift(campaign.id, { amount: '10.999' }), 400, 'Amounts in USD have at most 2 decimals'],
      [cardGift(campaign.id, { amount: '5', currency: 'ZAR' }), 400, 'Amount must be at least ZAR\u00a019'],
      [cardGift(campaign.id, { amount: '2500.5', currency: 'UGX' }), 400, 'Amounts in UGX are whole numbers'],
      [
        cardGift(campaign.id, { currency: 'ZWL' }),
        400,
        'Card payments are not available in ZWL. Please choose another currency.',
      ],
      [cardGift(campaign.id, { currency: 'XYZ' }), 400, 'Currency not supported'],
      [cardGift(campaign.id, { contributorName: '  ' }), 400, 'Name is required'],
      [cardGift(campaign.id, { contributorEmail: 'not-an-email' }), 400, 'Valid email is required'],
      [cardGift(campaign.id, { contributorRelationship: '' }), 400, 'Relationship is required'],
      [cardGift(999_999), 404, 'Campaign not found'],
      [cardGift(archived.id), 404, 'Campaign not found'],
      [cardGift(ended.id), 409, 'This campaign has ended and no longer accepts contributions'],
      [cardGift(pastEndDate.id), 409, 'This campaign has ended and no longer accepts contributions'],
    ];
    for (const [body, status, message] of cases) {
      await expectRefused(await app.postJson('/api/stripe/create-intent', body), status, message);
    }
    for (const id of [campaign.id, ended.id, archived.id, pastEndDate.id]) {
      expect(await contributionCount(database.db, id)).toBe(0);
    }
  });

  it('when the body is not JSON, then the answer is 400, not 500', async () => {
    const response = await app.fetch('/api/stripe/create-intent', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"amount": ',
    });
    await expectRefused(response, 400, 'Request body is not valid JSON');
  });
});

/** A wallet gift as the contribute endpoint stores it, made directly: the endpoint's per-address limit is not spent. */
const walletGiftAwaitingReview = (campaignId: number, overrides: { contributorEmail: string | null }) =>
  createContribution(database.db, {
    campaignId,
    amount: '2000.00',
    currency: 'KES',
    paymentMethod: 'mobile_wallet',
    paymentStatus: 'pending_review',
    reviewStatus: 'pending_review',
    confirmationCode: 'QKJ4H7Y2XP',
    memory: 'The kindest teacher our school ever had.',
    ...overrides,
  });

describe('mobile wallet contributions', () => {
  it('when a wallet gift is sent, then it waits for review with no fees, and the family is asked to confirm it', async () => {
    const { campaign, organizer } = await createOrganizerWithCampaign(database.db, {
      campaignCurrency: 'KES',
    });
    const asOrganizer = await app.signedInAs(organizer);
    const response = await app.postJson(
      '/api/contribute',
      walletGiftBody(campaign.id, {
        mobileWalletDetails: { confirmationCode: 'QKJ4H7Y2XP', screenshot: pngDataUrl },
        walletProvider: 'M-Pesa',
      }),
    );
    expect(response.status).toBe(201);
    const { contribution } = await response.json();
    expect(contribution.status).toBe('pending_review');
    const [row] = await database.db.select().from(contributions).where(eq(contributions.id, contribution.id));
    expect(row).toMatchObject({
      amount: '2000.00',
      currency: 'KES',
      paymentMethod: 'mobile_wallet',
      reviewStatus: 'pending_review',
      platformFee: '0.00',
      processingFee: '0.00',
      payoutAmount: '2000.00',
      confirmationCode: 'QKJ4H7Y2XP',
      contributorRelationship: 'Colleague',
    });
    expect(row.screenshot).toMatch(/^data:image\/webp;base64,/);
    const screenshot = await asOrganizer.fetch(`/api/contributions/${row.id}/screenshot`);
    expect(screenshot.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await screenshot.arrayBuffer())).metadata()).width).toBe(40);
    expect((await app.fetch(`/api/contributions/${row.id}/screenshot`)).status).toBe(401);
    const [receipt] = await mailsTo(database.db, 'kwame@example.com');
    expect(receipt.text).toContain('no platform or processing fees');
    const [notice] = await mailsTo(database.db, organizer.email);
    expect(notice.subject).toBe(`A mobile wallet contribution to confirm for ${campaign.deceasedName}`);

    // Not counted, not public; the organizer sees it awaiting confirmation.
    expect((await getCampaignStats(database.db, campaign.id)).contributorCount).toBe(0);
    expect((await (await app.fetch(`/api/contributions/${campaign.id}`)).json()).contributions).toHaveLength(
      0,
    );
    const organizerView = await (await asOrganizer.fetch(`/api/contributions/${campaign.id}`)).json();
    expect(organizerView.contributions[0]).toMatchObject({
      status: 'pending_review',
      contributorEmail: 'kwame@example.com',
    });

    // The wallet the giver named fills the donor CSV's Wallet Provider column (issue 11 item 5).
    const csv = await (await asOrganizer.fetch(`/api/campaigns/${campaign.id}/donors.csv`)).text();
    const [header, csvRow] = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(csvRow.split(',')[header.split(',').indexOf('Wallet Provider')]).toBe('M-Pesa');
  });

  it('when the organizer confirms, then it counts and is shown; a second decision is refused', async () => {
    const { campaign, organizer } = await createOrganizerWithCampaign(database.db, {
      campaignCurrency: 'KES',
    });
    const asOrganizer = await app.signedInAs(organizer);
    const { contribution } = await (
      await app.postJson(
        '/api/contribute',
        walletGiftBody(campaign.id, { contributorEmail: 'confirm-me@example.com' }),
      )
    ).json();
    const stranger = await createUser(database.db);
    const review = (client: TestClient, decision = 'confirm', headers: Record<string, string> = {}) =>
      client.postJson(`/api/contributions/${contribution.id}/review`, { decision }, headers);

    await expectRefused(await review(app), 401, 'Please sign in to continue');
    await expectRefused(await review(await app.signedInAs(stranger)), 404, 'Contribution not found');
    await expectRefused(await review(asOrganizer, 'maybe'), 400, "Decision must be 'confirm' or 'reject'");
    await expectRefused(
      await review(asOrganizer, 'maybe', { 'accept-language': 'fr' }),
      400,
      'La décision doit être «\u202fconfirm\u202f» ou «\u202freject\u202f»',
    );

    const confirmed = await review(asOrganizer);
    expect(await confirmed.json()).toEqual({
      success: true,
      contribution: { id: contribution.id, status: 'succeeded' },
    });
    expect(await getCampaignStats(database.db, campaign.id)).toMatchObject({
      totalRaised: 2000,
      contributorCount: 1,
    });
    const publicList = await (await app.fetch(`/api/contributions/${campaign.id}`)).json();
    expect(publicList.contributions[0]).toMatchObject({
      contributorName: 'Kwame Mensah',
      status: 'succeeded',
    });
    expect(await mailsTo(database.db, 'confirm-me@example.com')).toHaveLength(2);
    await expectRefused(
      await asOrganizer.postJson(`/api/contributions/${contribution.id}/review`, {
        decision: 'reject',
        reason: 'other',
      }),
      409,
      'This contribution was already confirmed',
    );
    await expectRefused(
      await asOrganizer.postJson(
        `/api/contributions/${contribution.id}/review`,
        { decision: 'reject', reason: 'other' },
        { 'accept-language': 'fr' },
      ),
      409,
      'Cette contribution a déjà été confirmée',
    );
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.entityId, contribution.id));
    expect(audit.map((entry) => entry.action)).toEqual(['contribution.confirm']);
  });

  it('when an admin rejects one, then it says why and it never counts', async () => {
    const { campaign } = await createOrganizerWithCampaign(database.db, { campaignCurrency: 'KES' });
    const admin = await createUser(database.db, { isAdmin: true });
    const { contribution } = await (
      await app.postJson('/api/contribute', walletGiftBody(campaign.id))
    ).json();
    const asAdmin = await app.adminSignedInAs(admin);
    await expectRefused(
      await asAdmin.postJson(`/api/contributions/${contribution.id}/review`, { decision: 'reject' }),
      400,
      'Please choose why the gift is rejected',
    );
    const rejected = await asAdmin.postJson(`/api/contributions/${contribution.id}/review`, {
      decision: 'reject',
      reason: 'duplicate',
    });
    expect((await rejected.json()).contribution.status).toBe('rejected');
    expect((await getCampaignStats(database.db, campaign.id)).contributorCount).toBe(0);
  });

  it('when the family rejects a gift with a reason, then it is only marked, the giver is told kindly, and it can be undone for 24 hours', async () => {
    const { campaign, organizer } = await createOrganizerWithCampaign(database.db, {
      campaignCurrency: 'KES',
      recipientPhone: '+254 712 345678',
    });
    const asOrganizer = await app.signedInAs(organizer);
    const giver = 'not-found@example.com';
    const contribution = await walletGiftAwaitingReview(campaign.id, { contributorEmail: giver });
    const reject = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
      asOrganizer.postJson(
        `/api/contributions/${contribution.id}/review`,
        { decision: 'reject', ...body },
        headers,
      );
    const undo = (client: TestClient = asOrganizer, headers: Record<string, string> = {}) =>
      client.postJson(`/api/contributions/${contribution.id}/undo-reject`, {}, headers);

    await expectRefused(await reject({}), 400, 'Please choose why the gift is rejected');
    await expectRefused(await reject({ reason: 'whim' }), 400, 'Please choose why the gift is rejected');
    await expectRefused(
      await reject({}, { 'accept-language': 'fr' }),
      400,
      'Veuillez choisir pourquoi le don est refusé',
    );
    await expectRefused(
      await reject({ reason: 'other', note: 'x'.repeat(501) }),
      400,
      'Keep the note under 500 characters',
    );
    await expectRefused(await undo(), 409, 'This contribution is not rejected');

    const rejected = await reject({ reason: 'not_received', note: 'We checked the M-Pesa messages twice.' });
    expect((await rejected.json()).contribution.status).toBe('rejected');
    const [row] = await database.db.select().from(contributions).where(eq(contributions.id, contribution.id));
    expect(row).toMatchObject({
      reviewStatus: 'rejected',
      paymentStatus: 'rejected',
      memory: expect.any(String),
    });
    const notice = (await mailsTo(database.db, giver)).find((mail) =>
      mail.subject.startsWith('About your gift'),
    );
    expect(notice?.subject).toBe(`About your gift in memory of ${campaign.deceasedName}`);
    expect(notice?.text).toContain('could not find it');
    expect(notice?.text).toContain('What the family said: The money has not arrived.');
    expect(notice?.text).toContain('Their note: We checked the M-Pesa messages twice.');
    expect(notice?.text).toContain('reference QKJ4H7Y2XP');
    expect(notice?.text).toContain('+254 712 345678');
    expect(notice?.text).toContain(`give again on the memorial page: `);
    expect(notice?.html).toContain('could not find it');

    const stranger = await app.signedInAs(await createUser(database.db));
    await expectRefused(await undo(stranger), 404, 'Contribution not found');
    const undone = await undo();
    expect((await undone.json()).contribution.status).toBe('pending_review');
    const [restored] = await database.db
      .select()
      .from(contributions)
      .where(eq(contributions.id, contribution.id));
    expect(restored).toMatchObject({ reviewStatus: 'pending_review', reviewedAt: null, reviewedBy: null });
    // The giver was told the gift could not be found: a short follow-up sets that message aside.
    const followUp = (await mailsTo(database.db, giver)).find((mail) => mail.subject.includes('good news'));
    expect(followUp?.subject).toBe(`Your gift in memory of ${campaign.deceasedName}: good news`);
    expect(followUp?.text).toContain('Please set aside our last message');
    expect(followUp?.text).toContain('reference QKJ4H7Y2XP');
    expect(followUp?.text).toContain('There is nothing you need to do.');

    // Rejected again, then 24 hours pass: the rejection stands.
    await reject({ reason: 'code_not_found' });
    await database.db
      .update(contributions)
      .set({ reviewedAt: new Date(Date.now() - 24 * 60 * 60 * 1000 - 1000) })
      .where(eq(contributions.id, contribution.id));
    await expectRefused(await undo(), 409, 'A rejection can only be undone within 24 hours');
    await expectRefused(
      await undo(asOrganizer, { 'accept-language': 'fr' }),
      409,
      'Un refus ne peut être annulé que dans les 24 heures',
    );

    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'contribution'), eq(auditLog.entityId, contribution.id)))
      .orderBy(auditLog.id);
    expect(audit.map((entry) => [entry.action, entry.userId])).toEqual([
      ['contribution.reject', organizer.id],
      ['contribution.reject_undone', organizer.id],
      ['contribution.reject', organizer.id],
    ]);
    expect(audit[1].details).toMatchObject({ giverToldByEmail: true });
    expect(audit[0].details).toMatchObject({
      reason: 'not_received',
      note: 'We checked the M-Pesa messages twice.',
    });
  });

  it('when a giver left no e-mail address and the gift is rejected, then nothing is sent and nothing fails', async () => {
    const { campaign, organizer } = await createOrganizerWithCampaign(database.db, {
      campaignCurrency: 'KES',
    });
    const contribution = await walletGiftAwaitingReview(campaign.id, { contributorEmail: null });
    const response = await (await app.signedInAs(organizer)).postJson(
      `/api/contributions/${contribution.id}/review`,
      { decision: 'reject', reason: 'other' },
    );
    expect(response.status).toBe(200);
  });

  it('when the submission is bad, then each is a 4xx with a clear message and nothing is recorded', async () => {
    const { campaign } = await createOrganizerWithCampaign(database.db, { campaignCurrency: 'KES' });
    const { campaign: ended } = await createOrganizerWithCampaign(database.db, { isActive: false });
    const textAsPng = `data:image/png;base64,${Buffer.from('#!/bin/sh\necho not an image').toString('base64')}`;
    const cases: [Record<string, unknown>, number, string][] = [
      [
        walletGiftBody(campaign.id, { mobileWalletDetails: { confirmationCode: '' } }),
        400,
        'Confirmation code required',
      ],
      [walletGiftBody(campaign.id, { mobileWalletDetails: undefined }), 400, 'Confirmation code required'],
      [walletGiftBody(campaign.id, { amount: 0 }), 400, 'Amount must be at least KES\u00a01'],
      [walletGiftBody(campaign.id, { amount: 'abc' }), 400, 'Valid amount is required'],
      [walletGiftBody(campaign.id, { contributorName: '' }), 400, 'Please fill in your name and email'],
      [walletGiftBody(campaign.id, { contributorEmail: '' }), 400, 'Please fill in your name and email'],
      [
        walletGiftBody(campaign.id, {
          mobileWalletDetails: { confirmationCode: 'X1', screenshot: textAsPng },
        }),
        400,
        'The screenshot must be an image (JPG, PNG, WebP or GIF)',
      ],
      [
        walletGiftBody(campaign.id, {
          mobileWalletDetails: { confirmationCode: 'X1', screenshot: 'https://evil.example/a.png' },
        }),
        400,
        'The screenshot must be an image (JPG, PNG, WebP or GIF)',
      ],
      [
        walletGiftBody(campaign.id, {
          mobileWalletDetails: {
            confirmationCode: 'X1',
            screenshot: `data:image/png;base64,${'A'.repeat(1_600_000)}`,
          },
        }),
        400,
        'Image too large',
      ],
      [walletGiftBody(999_999), 404, 'Campaign not found'],
      [walletGiftBody(ended.id), 409, 'This campaign has ended and no longer accepts contributions'],
    ];
    for (const [body, status, message] of cases) {
      await expectRefused(await app.postJson('/api/contribute', body), status, message);
    }
    expect(await contributionCount(database.db, campaign.id)).toBe(0);
    expect(await contributionCount(database.db, ended.id)).toBe(0);
  });

  it('when a giver reads French or Swahili, then a refused gift is answered in their language, field by field', async () => {
    const { campaign } = await createOrganizerWithCampaign(database.db, { campaignCurrency: 'KES' });
    // Behind a trusted proxy, with an address of its own: the wallet door's limit is not spent for the other tests.
    const freshApp = await startTestApp(database, { TRUST_PROXY: '1' });
    const address = { 'x-forwarded-for': '203.0.113.32' };
    const wallet = await freshApp.postJson(
      '/api/contribute',
      walletGiftBody(campaign.id, { contributorName: '' }),
      {
        ...address,
        'accept-language': 'fr-CI,fr;q=0.9,en;q=0.5',
      },
    );
    // The visitor's chosen language (the switcher's cookie) outranks the browser's.
    const card = await freshApp.postJson(
      '/api/stripe/create-intent',
      cardGift(campaign.id, { contributorEmail: 'not-an-email' }),
      { ...address, 'accept-language': 'en-GB', cookie: 'pamoja_lang=sw' },
    );
    await freshApp.close();
    expect(wallet.status).toBe(400);
    expect(await wallet.json()).toMatchObject({
      message: 'Veuillez indiquer votre nom et votre adresse e-mail',
      fieldErrors: { contributorName: 'Veuillez indiquer votre nom et votre adresse e-mail' },
    });
    expect(card.status).toBe(400);
    expect(await card.json()).toMatchObject({
      message: 'Barua pepe sahihi inahitajika',
      fieldErrors: { contributorEmail: 'Barua pepe sahihi inahitajika' },
    });
    expect(await contributionCount(database.db, campaign.id)).toBe(0);
  });

  it('when the body is over 8 MB, then it is refused with 413 "Submission failed" and nothing is recorded', async () => {
    const { campaign } = await createOrganizerWithCampaign(database.db, { campaignCurrency: 'KES' });
    const huge = walletGiftBody(campaign.id, { memory: 'x'.repeat(9 * 1024 * 1024) });
    const response = await app.postJson('/api/contribute', huge);
    await expectRefused(response, 413, /^Submission failed/);
    // From an address of its own: the wallet door's limit is spent by the tests above.
    const swahiliApp = await startTestApp(database, { TRUST_PROXY: '1' });
    const swahili = await swahiliApp.postJson('/api/contribute', huge, {
      'x-forwarded-for': '203.0.113.41',
      cookie: 'pamoja_lang=sw',
    });
    await swahiliApp.close();
    await expectRefused(swahili, 413, /^Imeshindikana kutuma: picha ya skrini ni kubwa mno/);
    expect(await contributionCount(database.db, campaign.id)).toBe(0);
  });
});

describe('tributes list, donor list and stats', () => {
  it('when amounts are hidden or names anonymous, then only the organizer sees them; the donor CSV is safe', async () => {
    const { campaign, organizer } = await createOrganizerWithCampaign(database.db, {
      deceasedName: 'Amara Okafor',
      campaignCurrency: 'NGN',
    });
    const asOrganizer = await app.signedInAs(organizer);
    await createContribution(database.db, {
      campaignId: campaign.id,
      contributorName: 'Hidden Giver',
      contributorEmail: 'hidden@example.com',
      hideAmount: true,
      amount: '5000.00',
      currency: 'NGN',
      createdAt: new Date(Date.now() - 3000),
    });
    await createContribution(database.db, {
      campaignId: campaign.id,
      contributorName: 'Quiet Friend',
      isAnonymous: true,
      amount: '1000.00',
      currency: 'NGN',
      createdAt: new Date(Date.now() - 2000),
    });
    await createContribution(database.db, {
      campaignId: campaign.id,
      contributorName: '=HYPERLINK("http://evil.example")',
      amount: '200.00',
      currency: 'NGN',
      createdAt: new Date(Date.now() - 1000),
    });
    await createContribution(database.db, {
      campaignId: campaign.id,
      contributorName: 'Declined',
      paymentStatus: 'failed',
    });

    const publicList = await (await app.fetch(`/api/contributions/${campaign.id}`)).json();
    expect(
      publicList.contributions.map((item: { contributorName: string; amount: string | null }) => [
        item.contributorName,
        item.amount,
      ]),
    ).toEqual([
      ['=HYPERLINK("http://evil.example")', '200.00'],
      ['Anonymous', '1000.00'],
      ['Hidden Giver', null],
    ]);
    const organizerList = await (await asOrganizer.fetch(`/api/contributions/${campaign.id}`)).json();
    expect(organizerList.contributions[2]).toMatchObject({
      amount: '5000.00',
      contributorEmail: 'hidden@example.com',
    });
    expect(organizerList.contributions[1].contributorName).toBe('Quiet Friend');

    await expectRefused(
      await app.fetch(`/api/campaigns/${campaign.id}/donors`),
      401,
      'Please sign in to continue',
    );
    const donors = await (await asOrganizer.fetch(`/api/campaigns/${campaign.id}/donors`)).json();
    expect(donors.donors).toHaveLength(3);

    const csvResponse = await asOrganizer.fetch(`/api/campaigns/${campaign.id}/donors.csv`);
    expect(csvResponse.headers.get('content-disposition')).toBe(
      'attachment; filename="Amara-Okafor-comprehensive-donors.csv"',
    );
    const lines = (await csvResponse.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Name,Email,Relationship,Amount,Currency,Payment Method,Confirmation Code,Wallet Provider,Tribute,Date',
    );
    expect(lines[1]).toMatch(/^Hidden Giver,hidden@example.com,Friend,Private,NGN,Card,/);
    expect(lines[3]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil.example""\)",/);
    const stranger = await createUser(database.db);
    await expectRefused(
      await (await app.signedInAs(stranger)).fetch(`/api/campaigns/${campaign.id}/donors.csv`),
      403,
      'Only the organizer of this campaign can do that',
    );

    const stats = await (await asOrganizer.fetch(`/api/campaigns/${campaign.id}/quick-stats`)).json();
    expect(stats.text).toContain('In memory of Amara Okafor');
    expect(stats.text).toContain('Contributions: 3');
    expect(stats.text).not.toContain('awaiting confirmation');
  });

  it('when wallet gifts await the family, then the quick stats count them until one is confirmed', async () => {
    const { campaign, organizer } = await createOrganizerWithCampaign(database.db, {
      campaignCurrency: 'KES',
    });
    const asOrganizer = await app.signedInAs(organizer);
    const given = [];
    for (const code of ['QK11AA22BB', 'QK33CC44DD']) {
      const gift = await createContribution(database.db, {
        campaignId: campaign.id,
        currency: 'KES',
        paymentMethod: 'mobile_wallet',
        paymentStatus: 'pending_review',
        reviewStatus: 'pending_review',
        confirmationCode: code,
      });
      given.push(gift.id);
    }
    const statsText = async () =>
      (await (await asOrganizer.fetch(`/api/campaigns/${campaign.id}/quick-stats`)).json()).text;
    expect(await statsText()).toContain('Mobile wallet contributions awaiting confirmation: 2');

    const confirmed = await asOrganizer.postJson(`/api/contributions/${given[0]}/review`, {
      decision: 'confirm',
    });
    expect(confirmed.status).toBe(200);
    expect(await statsText()).toContain('Mobile wallet contributions awaiting confirmation: 1');
    expect(await statsText()).toContain('Contributions: 1');
  });

  it('when an unknown campaign is listed, then the answer is 404', async () => {
    await expectRefused(await app.fetch('/api/contributions/999999'), 404, 'Campaign not found');
    await expectRefused(await app.fetch('/api/contributions/abc'), 404, 'Campaign not found');
  });
});

describe('rate limits', () => {
  it('when one address starts too many card payments, then it is told to wait (429)', async () => {
    // Behind a trusted proxy, so this test has an address of its own (limits are shared on PostgreSQL).
    const freshApp = await startTestApp(database, { TRUST_PROXY: '1' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      // Well-formed (only those reach the use case and count), but below the card minimum: nothing is stored.
      const response = await freshApp.postJson(
        '/api/stripe/create-intent',
        cardGift(999_999, { amount: '0.01' }),
        { 'x-forwarded-for': '203.0.113.77' },
      );
      statuses.push(response.status);
    }
    await freshApp.close();
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('a stranger cannot tell which contributions exist or what kind they are (issue 17 item 9)', () => {
  it('when someone who does not manage the campaign asks to review or see a screenshot, then every id answers alike', async () => {
    const { campaign } = await createOrganizerWithCampaign(database.db, { campaignCurrency: 'KES' });
    const wallet = await createContribution(database.db, {
      campaignId: campaign.id,
      paymentMethod: 'mobile_wallet',
      paymentStatus: 'pending_review',
      reviewStatus: 'pending_review',
      currency: 'KES',
    });
    const card = await createContribution(database.db, { campaignId: campaign.id, currency: 'KES' });
    const stranger = await app.signedInAs(await createUser(database.db));
    const answersTo = async (client: TestClient) =>
      Promise.all(
        [wallet.id, card.id, 2_000_000_000]
          .flatMap((id) => [
            client.postJson(`/api/contributions/${id}/review`, { decision: 'confirm' }),
            client.fetch(`/api/contributions/${id}/screenshot`),
          ])
          .map(async (answer) => `${(await answer).status} ${await (await answer).text()}`),
      );
    expect(new Set(await answersTo(stranger))).toEqual(new Set(['404 {"message":"Contribution not found"}']));
    expect(new Set(await answersTo(app))).toEqual(new Set(['401 {"message":"Please sign in to continue"}']));
  });

  it('when the organizer asks to review a card gift, then they are told card payments need no review', async () => {
    const { campaign, organizer } = await createOrganizerWithCampaign(database.db, {
      campaignCurrency: 'KES',
    });
    const card = await createContribution(database.db, { campaignId: campaign.id, currency: 'KES' });
    const asOrganizer = await app.signedInAs(organizer);
    await expectRefused(
      await asOrganizer.postJson(`/api/contributions/${card.id}/review`, { decision: 'confirm' }),
      409,
      'Only mobile wallet contributions are confirmed by hand; card payments count on their own',
    );
    await expectRefused(
      await asOrganizer.postJson(
        `/api/contributions/${card.id}/review`,
        { decision: 'confirm' },
        {
          'accept-language': 'sw-KE',
        },
      ),
      409,
      'Michango ya pesa za simu pekee ndiyo huthibitishwa kwa mkono; malipo ya kadi huhesabiwa yenyewe',
    );
    const noScreenshot = await asOrganizer.fetch(`/api/contributions/${card.id}/screenshot`, {
      headers: { 'accept-language': 'fr' },
    });
    expect(noScreenshot.status).toBe(404);
    expect(await noScreenshot.json()).toEqual({ message: 'Aucune capture d’écran n’a été jointe' });
    await expectRefused(
      await asOrganizer.postJson('/api/contributions/2000000000/review', { decision: 'confirm' }),
      404,
      'Contribution not found',
    );
  });
});

describe('a contribution photo is only ever one of our uploads (issue 17 item 9)', () => {
  // Each gift from its own address, so the per-address limit on gifts is not what answers.
  let photoApp: TestApp;
  let address = 0;
  const giveFromNewAddress = (path: string, gift: unknown) =>
    photoApp.postJson(path, gift, { 'x-forwarded-for': `198.51.100.${++address}` });
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'pamoja-gift-photos-'));
    photoApp = await startTestApp(database, { TRUST_PROXY: '1', DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await photoApp.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it.each([
    'https://evil.example/x.png',
    '//evil.example/x.png',
    '/uploads/../dev/mail',
    'javascript:alert(1)',
  ])('when the photo is %s, then the gift is refused and nothing is stored', async (photo) => {
    const { campaign } = await createOrganizerWithCampaign(database.db, { campaignCurrency: 'KES' });
    for (const [path, gift] of [
      [
        '/api/stripe/create-intent',
        cardGift(campaign.id, { currency: 'KES', amount: '500', photos: [photo] }),
      ],
      ['/api/contribute', walletGiftBody(campaign.id, { photos: [photo] })],
    ] as const) {
      await expectRefused(await giveFromNewAddress(path, gift), 400, 'Please upload the photo again');
    }
    expect(await contributionCount(database.db, campaign.id)).toBe(0);
  });

  it('when the photo is an address our upload endpoint gave, then the gift is taken', async () => {
    const { campaign } = await createOrganizerWithCampaign(database.db, { campaignCurrency: 'KES' });
    const response = await giveFromNewAddress(
      '/api/contribute',
      walletGiftBody(campaign.id, { photos: ['/uploads/2026/11/Abc_def-123.webp'] }),
    );
    expect(response.status).toBe(201);
  });
  it('when a gift carries a photo it uploaded, then the photo belongs to the gift: the sweep of unattached uploads a day later keeps it', async () => {
    const { campaign } = await createOrganizerWithCampaign(database.db, { campaignCurrency: 'KES' });
    const uploadPhoto = async () => {
      const form = new FormData();
      form.append(
        'image',
        new Blob([new Uint8Array(await pngWithGpsExif())], { type: 'image/png' }),
        'p.png',
      );
      const answer = await photoApp.fetch('/api/upload', { method: 'POST', body: form });
      return ((await answer.json()) as { url: string }).url;
    };
    const [cardPhoto, walletPhoto, abandoned] = [
      await uploadPhoto(),
      await uploadPhoto(),
      await uploadPhoto(),
    ];
    const card = await giveFromNewAddress(
      '/api/stripe/create-intent',
      cardGift(campaign.id, { currency: 'KES', amount: '500', photos: [cardPhoto] }),
    );
    expect(card.status).toBe(200);
    const wallet = await giveFromNewAddress(
      '/api/contribute',
      walletGiftBody(campaign.id, { photos: [walletPhoto] }),
    );
    expect(wallet.status).toBe(201);
    await database.db.update(uploads).set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) });

    const swept = await deleteStaleUploads(database.db, { delete: async () => {} } as unknown as FileStore);

    const remaining = (await database.db.select({ url: uploads.url }).from(uploads)).map((row) => row.url);
    expect(remaining).toEqual(expect.arrayContaining([cardPhoto, walletPhoto]));
    expect(remaining).not.toContain(abandoned);
    expect(swept).toBeGreaterThanOrEqual(1);
  });
});
