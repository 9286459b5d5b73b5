import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client.server';
import { auditLog, campaigns, contributions } from '../../../db/schema';
import { CONTRIBUTION_PAYOUT_MESSAGES } from '../../../domain/admin/contribution-payout-schema';
import {
  adminContributionCsvBatches,
  adminContributionQueryOf,
} from '../../../domain/admin/list-admin-contributions.server';
import { refusalIn } from '../../../domain/shared/refusal-words.server';
import { createContribution, createUser } from '../../../seed/factories';
import { postDashboardForm } from '../../../tests/setup/admin-fixtures';
import { createOrganizerWithCampaign } from '../../../tests/setup/contribution-fixtures';
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

// A 1×1 WebP, as cleanScreenshot stores a wallet screenshot.
const SCREENSHOT = 'data:image/webp;base64,UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAwA0JaQAA3AA/vuUAAA=';

/** A USD campaign named after `tag` with a card gift and a wallet gift awaiting confirmation. */
async function giftsFor(tag: string) {
  const { organizer, campaign } = await createOrganizerWithCampaign(database.db, {
    campaignCurrency: 'USD',
    deceasedName: `Deceased ${tag}`,
    organizerName: `Organizer ${tag}`,
  });
  const card = await createContribution(database.db, {
    campaignId: campaign.id,
    contributorName: `Card Giver ${tag}`,
    contributorEmail: `card-${tag}@example.com`,
    paymentMethod: 'card',
    paymentStatus: 'succeeded',
    amount: '100.00',
    currency: 'USD',
    platformFee: '6.00',
    processingFee: '3.20',
    revenue: '6.00',
    payoutAmount: '90.80',
    stripePaymentIntentId: `pi_${tag}`,
    createdAt: new Date(Date.now() - 60_000),
  });
  const wallet = await createContribution(database.db, {
    campaignId: campaign.id,
    contributorName: `Wallet Giver ${tag}`,
    contributorEmail: `wallet-${tag}@example.com`,
    paymentMethod: 'mobile_wallet',
    paymentStatus: 'pending_review',
    reviewStatus: 'pending_review',
    amount: '2500.00',
    currency: 'KES',
    platformFee: '0.00',
    processingFee: '0.00',
    revenue: '0.00',
    payoutAmount: '2500.00',
    confirmationCode: `QWE${tag.slice(-6).toUpperCase()}`,
    walletProvider: 'M-Pesa',
    screenshot: SCREENSHOT,
    mobileWalletDetails: {
      confirmationCode: `QWE${tag.slice(-6).toUpperCase()}`,
      amount: 2500,
      timestamp: new Date().toISOString(),
    },
  });
  return { organizer, campaign, card, wallet };
}

type ListAnswer = {
  rows: {
    id: number;
    paymentStatus: string;
    paymentMethod: string;
    campaignDeleted: boolean;
    organizerName: string;
  }[];
  page: number;
  hasPreviousPage: boolean;
  hasNextPage: boolean;
};
const list = async (search: string) =>
  (await (await admin.fetch(`/api/admin/contributions?${search}`)).json()) as ListAnswer;

let tagCount = 0;
const newTag = () => `t${Date.now().toString(36)}${tagCount++}`;

describe('the admin contributions routes refuse everyone but an admin', () => {
  it('when a visitor or a plain user calls any of them, then 401 and 403 and nothing changes', async () => {
    const { wallet } = await giftsFor(newTag());
    const calls: [string, string][] = [
      ['GET', '/api/admin/contributions'],
      ['GET', '/api/admin/contributions?format=csv'],
      ['GET', `/api/admin/contributions/${wallet.id}`],
      ['GET', `/api/admin/contributions/${wallet.id}/screenshot`],
      ['PUT', `/api/admin/contributions/${wallet.id}/payout`],
      ['POST', `/api/admin/contributions/${wallet.id}/confirm`],
      ['POST', `/api/admin/contributions/${wallet.id}/reject`],
    ];
    for (const [method, path] of calls) {
      const init = {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'GET' ? undefined : JSON.stringify({ payoutStatus: 'completed' }),
      };
      expect([method, path, (await app.fetch(path, init)).status]).toEqual([method, path, 401]);
      expect([method, path, (await plain.fetch(path, init)).status]).toEqual([method, path, 403]);
    }
    const [after] = await database.db.select().from(contributions).where(eq(contributions.id, wallet.id));
    expect(after).toMatchObject({ paymentStatus: 'pending_review', payoutStatus: 'pending' });
  });
});

describe('GET /api/admin/contributions', () => {
  it('when searched by contributor, e-mail or deceased name, then the matching gifts come newest first with their campaign and organizer', async () => {
    const tag = newTag();
    const { card, wallet } = await giftsFor(tag);
    const byName = await list(`q=Deceased ${tag}`);
    expect(byName.rows.map((row) => row.id)).toEqual([wallet.id, card.id]);
    expect(byName.rows[0]).toMatchObject({ organizerName: `Organizer ${tag}`, campaignDeleted: false });
    expect((await list(`q=card-${tag}@example`)).rows.map((row) => row.id)).toEqual([card.id]);
    expect((await list(`q=Wallet Giver ${tag}`)).rows.map((row) => row.id)).toEqual([wallet.id]);
    expect((await list(`q=Deceased ${tag}&dir=asc`)).rows.map((row) => row.id)).toEqual([card.id, wallet.id]);
    expect((await list(`q=${tag}-nobody`)).rows).toEqual([]);
  });

  it("when filtered by payment status or method, then only those gifts; a deleted campaign's gifts stay, marked", async () => {
    const tag = newTag();
    const { campaign, card, wallet } = await giftsFor(tag);
    expect((await list(`q=Deceased ${tag}&status=succeeded`)).rows.map((row) => row.id)).toEqual([card.id]);
    expect((await list(`q=Deceased ${tag}&status=pending_review`)).rows.map((row) => row.id)).toEqual([
      wallet.id,
    ]);
    expect((await list(`q=Deceased ${tag}&method=mobile_wallet`)).rows.map((row) => row.id)).toEqual([
      wallet.id,
    ]);
    expect((await list(`q=Deceased ${tag}&method=card&status=failed`)).rows).toEqual([]);
    await database.db.update(campaigns).set({ deletedAt: new Date() }).where(eq(campaigns.id, campaign.id));
    const kept = await list(`q=Deceased ${tag}`);
    expect(kept.rows.map((row) => [row.id, row.campaignDeleted])).toEqual([
      [wallet.id, true],
      [card.id, true],
    ]);
  });

  it('when gifts arrive while the CSV is being read, then every gift that was there is in it exactly once', async () => {
    const tag = newTag();
    const { campaign } = await createOrganizerWithCampaign(database.db, { deceasedName: `Busy ${tag}` });
    const given = [];
    for (let index = 0; index < 5; index++) {
      given.push(
        await createContribution(database.db, { campaignId: campaign.id, contributorName: `Giver ${index}` }),
      );
    }
    const query = adminContributionQueryOf(new URLSearchParams({ q: `Busy ${tag}` }));
    const exported: unknown[] = [];
    let batches = 0;
    for await (const rows of adminContributionCsvBatches(database.db, query, 2)) {
      exported.push(...rows.map((row) => row[0]));
      batches += 1;
      // A new gift at the head of the newest-first list: with OFFSET batches it pushed a row into the next batch again.
      if (batches === 1)
        await createContribution(database.db, { campaignId: campaign.id, contributorName: 'Late giver' });
    }
    expect(batches).toBe(3);
    expect(exported).toEqual(given.map((gift) => gift.id).reverse());
  });

  it('when there are more than 25, then a page at a time; the CSV holds them all and is audited', async () => {
    const tag = newTag();
    const { campaign } = await createOrganizerWithCampaign(database.db, { deceasedName: `Many ${tag}` });
    for (let index = 0; index < 26; index++) {
      await createContribution(database.db, { campaignId: campaign.id, contributorName: `Giver ${index}` });
    }
    const first = await list(`q=Many ${tag}`);
    expect(first).toMatchObject({ page: 1, hasNextPage: true, hasPreviousPage: false });
    expect(first.rows).toHaveLength(25);
    const second = await list(`q=Many ${tag}&page=2`);
    expect(second).toMatchObject({ page: 2, hasNextPage: false, hasPreviousPage: true });
    expect(second.rows).toHaveLength(1);
    const csv = await admin.fetch(`/api/admin/contributions?q=Many ${tag}&format=csv`);
    expect(csv.status).toBe(200);
    expect((await csv.text()).trim().split('\n')).toHaveLength(27);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'admin.export_csv'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ adminId: adminUser.id });
    expect(audit.details).toMatchObject({ list: 'contributions', search: `Many ${tag}` });
  });
});

describe('GET /api/admin/contributions/:id', () => {
  it('when the admin opens a wallet gift, then everything stored is there: confirmation code, provider, screenshot link', async () => {
    const tag = newTag();
    const { wallet, card, campaign } = await giftsFor(tag);
    const response = await admin.fetch(`/api/admin/contributions/${wallet.id}`);
    expect(response.status).toBe(200);
    const { contribution } = await response.json();
    expect(contribution).toMatchObject({
      id: wallet.id,
      confirmationCode: wallet.confirmationCode,
      walletProvider: 'M-Pesa',
      paymentStatus: 'pending_review',
      payoutStatus: 'pending',
      payoutAmount: '2500.00',
      screenshotUrl: `/api/admin/contributions/${wallet.id}/screenshot`,
      campaign: { id: campaign.id, deceasedName: `Deceased ${tag}` },
    });
    expect(contribution).not.toHaveProperty('idempotencyKey');
    expect(JSON.stringify(contribution)).not.toContain('base64');
    expect(JSON.stringify(contribution)).not.toMatch(/argon2|password|token/i);
    const image = await admin.fetch(contribution.screenshotUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');

    const cardDetails = (await (await admin.fetch(`/api/admin/contributions/${card.id}`)).json())
      .contribution;
    expect(cardDetails).toMatchObject({
      stripePaymentIntentId: `pi_${tag}`,
      refundedAmount: '0.00',
      disputeStatus: null,
      screenshotUrl: null,
    });
    expect((await admin.fetch('/api/admin/contributions/2000000000')).status).toBe(404);
    expect((await admin.fetch('/api/admin/contributions/abc')).status).toBe(404);
  });
});

describe('POST /api/admin/contributions/:id/confirm and /reject', () => {
  it('when the admin confirms a pending wallet gift, then it counts toward the total, audited as the admin; a second decision 409', async () => {
    const { campaign, wallet } = await giftsFor(newTag());
    const before = (await (await app.fetch(`/api/campaigns/${campaign.id}`)).json()).stats;
    const response = await admin.postJson(`/api/admin/contributions/${wallet.id}/confirm`, {});
    expect(response.status).toBe(200);
    expect((await response.json()).contribution).toEqual({ id: wallet.id, paymentStatus: 'succeeded' });
    const after = (await (await app.fetch(`/api/campaigns/${campaign.id}`)).json()).stats;
    expect(after.contributorCount).toBe(before.contributorCount + 1);
    expect(after.totalRaised).toBeGreaterThan(before.totalRaised);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'contribution.confirm'), eq(auditLog.entityId, wallet.id)));
    expect(audit).toMatchObject({ adminId: adminUser.id, userId: null });
    const again = await admin.postJson(`/api/admin/contributions/${wallet.id}/reject`, { reason: 'other' });
    expect(again.status).toBe(409);
  });

  it('when the admin rejects one, then it says why and it is rejected; a card gift cannot be confirmed by hand (409)', async () => {
    const { wallet, card } = await giftsFor(newTag());
    const silent = await admin.postJson(`/api/admin/contributions/${wallet.id}/reject`, {});
    expect(silent.status).toBe(400);
    expect((await silent.json()).message).toBe('Please choose why the gift is rejected');
    const rejected = await admin.postJson(`/api/admin/contributions/${wallet.id}/reject`, {
      reason: 'code_not_found',
      note: 'No payment with this reference reached the family.',
    });
    expect(rejected.status).toBe(200);
    const [stored] = await database.db.select().from(contributions).where(eq(contributions.id, wallet.id));
    expect(stored).toMatchObject({
      paymentStatus: 'rejected',
      reviewStatus: 'rejected',
      reviewedBy: adminUser.id,
    });
    expect((await admin.postJson(`/api/admin/contributions/${card.id}/confirm`, {})).status).toBe(409);
  });
});

describe('PUT /api/admin/contributions/:id/payout', () => {
  it('when the admin records a payout, then it is stored and audited with what it was before', async () => {
    const { card } = await giftsFor(newTag());
    const day = isoDay(-2);
    const response = await admin.put(`/api/admin/contributions/${card.id}/payout`, {
      payoutStatus: 'completed',
      payoutDate: day,
      payoutAmount: '90.80',
    });
    expect(response.status).toBe(200);
    expect((await response.json()).contribution).toEqual({
      id: card.id,
      campaignId: card.campaignId,
      amount: '100.00',
      currency: 'USD',
      payoutStatus: 'completed',
      payoutDate: `${day}T00:00:00.000Z`,
      payoutAmount: '90.80',
    });
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.contribution_payout_update'), eq(auditLog.entityId, card.id)));
    expect(audit).toMatchObject({ adminId: adminUser.id, entityType: 'contribution' });
    expect(audit.details).toMatchObject({
      before: { payoutStatus: 'pending', payoutDate: null, payoutAmount: '90.80' },
      after: { payoutStatus: 'completed', payoutAmount: '90.80' },
    });
    const back = await admin.put(`/api/admin/contributions/${card.id}/payout`, { payoutStatus: 'pending' });
    expect((await back.json()).contribution).toMatchObject({ payoutStatus: 'pending', payoutDate: null });
  });

  it.each([
    [{}, 'payoutStatus', refusalIn('en', CONTRIBUTION_PAYOUT_MESSAGES.status)],
    [{ payoutStatus: 'paid' }, 'payoutStatus', refusalIn('en', CONTRIBUTION_PAYOUT_MESSAGES.status)],
    [
      { payoutStatus: 'completed', payoutDate: isoDay(3) },
      'payoutDate',
      refusalIn('en', CONTRIBUTION_PAYOUT_MESSAGES.date),
    ],
    [
      { payoutStatus: 'completed', payoutDate: '2026-13-01' },
      'payoutDate',
      'Enter the date the money was sent, like 2026-03-31',
    ],
    [
      { payoutStatus: 'completed', payoutAmount: '100.01' },
      'payoutAmount',
      refusalIn('en', CONTRIBUTION_PAYOUT_MESSAGES.amount),
    ],
    [
      { payoutStatus: 'completed', payoutAmount: '-1' },
      'payoutAmount',
      refusalIn('en', CONTRIBUTION_PAYOUT_MESSAGES.amount),
    ],
    [
      { payoutStatus: 'completed', payoutAmount: 'lots' },
      'payoutAmount',
      refusalIn('en', CONTRIBUTION_PAYOUT_MESSAGES.amount),
    ],
  ])('when the body is %j, then 400 names %s and nothing changes', async (body, field, message) => {
    const { card } = await giftsFor(newTag());
    const response = await admin.put(`/api/admin/contributions/${card.id}/payout`, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message, fieldErrors: { [field]: message } });
    const [stored] = await database.db.select().from(contributions).where(eq(contributions.id, card.id));
    expect(stored).toMatchObject({ payoutStatus: 'pending', payoutDate: null, payoutAmount: '90.80' });
  });

  it('when the contribution does not exist, then 404', async () => {
    expect(
      (await admin.put('/api/admin/contributions/2000000000/payout', { payoutStatus: 'pending' })).status,
    ).toBe(404);
  });
});

describe('the Contributions tab (pages)', () => {
  const post = (fields: Record<string, string>) =>
    postDashboardForm(admin, app.baseUrl, 'contributions', fields);

  it("when the admin opens ?tab=contributions, then the list and a gift's details render on the server", async () => {
    const tag = newTag();
    const { wallet } = await giftsFor(tag);
    const page = await admin.fetch(`/admin/pamoja-control-panel?tab=contributions&q=Deceased%20${tag}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const column of [
      'Contributor',
      'Campaign',
      'Amount',
      'Payment Status',
      'Platform Fee',
      'Revenue',
      'Date',
      'View Details',
    ]) {
      expect(html).toContain(`>${column}</th>`);
    }
    expect(html).toContain(`Wallet Giver ${tag}`);
    expect(html).toContain(`contribution=${wallet.id}`);
    const details = await admin.fetch(
      `/admin/pamoja-control-panel?tab=contributions&contribution=${wallet.id}`,
    );
    const detailsHtml = await details.text();
    expect(detailsHtml).toContain(wallet.confirmationCode as string);
    expect(detailsHtml).toContain(`/api/admin/contributions/${wallet.id}/screenshot`);
    expect(detailsHtml).toContain('Confirm wallet gift');
    const empty = await admin.fetch(`/admin/pamoja-control-panel?tab=contributions&q=${tag}-nobody`);
    expect(await empty.text()).toContain('No contributions found');
  });

  it('when the admin posts contribution.confirm without JavaScript, then the wallet gift is confirmed', async () => {
    const { wallet } = await giftsFor(newTag());
    const response = await post({ intent: 'contribution.confirm', contributionId: String(wallet.id) });
    expect(response.status).toBe(200);
    const [stored] = await database.db.select().from(contributions).where(eq(contributions.id, wallet.id));
    expect(stored.paymentStatus).toBe('succeeded');
  });

  it('when the payout form sends an amount above the gift, then 400 with the message and nothing changes', async () => {
    const { card } = await giftsFor(newTag());
    const response = await post({
      intent: 'contribution.payout',
      contributionId: String(card.id),
      payoutStatus: 'completed',
      payoutAmount: '500',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(refusalIn('en', CONTRIBUTION_PAYOUT_MESSAGES.amount));
    const [stored] = await database.db.select().from(contributions).where(eq(contributions.id, card.id));
    expect(stored.payoutStatus).toBe('pending');
  });
});
