import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server';
import { auditLog, campaigns, contributions, recipientAccess } from '../../db/schema';
import { getCampaignStats } from '../../domain/campaigns/get-campaign-stats.server';
import { createRecipientSession } from '../../domain/recipients/recipient-sessions.server';
import { hashToken } from '../../domain/shared/tokens.server';
import { createContribution, createUser } from '../../seed/factories';
import { startCardPaymentsHarness } from '../../tests/setup/card-payments-harness';
import { createOrganizerWithCampaign } from '../../tests/setup/contribution-fixtures';
import { stripeClientFor } from '../../tests/setup/fake-stripe-server';
import { type SignedInClient, startTestApp, type TestApp, type TestClient } from '../../tests/setup/test-app';
import { createTestDatabase } from '../../tests/setup/test-database';
import { RECIPIENT_SESSION_COOKIE } from '../http/session-cookie';

let database: DatabaseHandle;
let app: TestApp;
let stranger: SignedInClient<Awaited<ReturnType<typeof createUser>>>;
let admin: typeof stranger;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, {}, { pages: true });
  stranger = await app.signedInAs(await createUser(database.db));
  // An admin in the admin area (its own session): admin powers come from nowhere else.
  admin = await app.adminSignedInAs(await createUser(database.db, { isAdmin: true }));
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** A campaign (South African recipient, ZAR), its organizer's client and a recipient session's client. */
async function campaignWithFamily(overrides: Record<string, unknown> = {}) {
  const { organizer, campaign } = await createOrganizerWithCampaign(database.db, overrides);
  const [access] = await database.db
    .insert(recipientAccess)
    .values({
      campaignId: campaign.id,
      recipientPhone: '+27821111111',
      accessCode: hashToken(`code-${campaign.id}`),
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  const token = await createRecipientSession(database.db, access.id);
  return {
    campaign,
    access,
    organizer: await app.signedInAs(organizer),
    recipient: asRecipient(`${RECIPIENT_SESSION_COOKIE}=${token}`),
  };
}

/** A client in a recipient session (the cookie /recipient-access would set). */
function asRecipient(cookie: string): TestClient {
  const withCookie = (init: RequestInit = {}) => ({
    ...init,
    headers: { ...(init.headers as object), cookie },
  });
  return {
    fetch: (path, init) => app.fetch(path, withCookie(init)),
    postJson: (path, body, extra = {}) => app.postJson(path, body, { ...extra, cookie }),
    put: (path, body, extra = {}) => app.put(path, body, { ...extra, cookie }),
  };
}

const post = (client: TestClient, path: string) => client.postJson(path, {});

async function expectRefused(response: Response, status: number, message?: string | RegExp) {
  const body = (await response.json()) as { message: string };
  expect(response.status, JSON.stringify(body)).toBe(status);
  if (message) expect(body.message).toMatch(message);
}

const walletGift = (campaignId: number) => ({
  campaignId,
  contributorName: 'Kwame Mensah',
  contributorEmail: 'kwame@example.com',
  contributorRelationship: 'Colleague',
  amount: 200,
  currency: 'ZAR',
  paymentMethod: 'mobile_wallet',
  mobileWalletDetails: { confirmationCode: 'QKJ4H7Y2XP', amount: 200, timestamp: new Date().toISOString() },
  memory: 'The kindest teacher our school ever had.',
  hideAmount: false,
  isAnonymous: false,
  photos: [],
});

const cardGift = (campaignId: number) => ({
  amount: '100',
  currency: 'ZAR',
  campaignId: String(campaignId),
  contributorName: 'Thandiwe Mokoena',
  contributorEmail: 'thandiwe@example.com',
  contributorRelationship: 'Close friend',
  memory: 'She held my hand through the hardest year.',
  hideAmount: false,
  photos: [],
});

const auditRowsOf = (campaignId: number) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'campaign'), eq(auditLog.entityId, campaignId)))
    .orderBy(auditLog.id);

describe('who may end, archive and restore a campaign', () => {
  it('when anyone but the organizer asks, then anonymous gets 401, another user, the recipient and an admin 403, an unknown id 404', async () => {
    const { campaign, recipient } = await campaignWithFamily();
    for (const step of ['end', 'archive', 'restore']) {
      const path = `/api/campaigns/${campaign.id}/${step}`;
      await expectRefused(await post(app, path), 401, 'Please sign in to continue');
      await expectRefused(await post(stranger, path), 403, 'Only the organizer of this campaign can do that');
      await expectRefused(await post(recipient, path), 403);
      await expectRefused(await post(admin, path), 403);
      await expectRefused(await post(stranger, `/api/campaigns/999999/${step}`), 404, 'Campaign not found');
      await expectRefused(await post(stranger, `/api/campaigns/not-a-number/${step}`), 404);
    }
    const [stored] = await database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(stored).toMatchObject({ isActive: true, endedAt: null, isArchived: false });
    expect(await auditRowsOf(campaign.id)).toEqual([]);
  });
});

describe('ending a campaign', () => {
  it('when the organizer ends it, then it is ended for good, audited, still public with its total, and takes no more gifts', async () => {
    const { campaign, organizer } = await campaignWithFamily();
    await createContribution(database.db, { campaignId: campaign.id, amount: '250.00', currency: 'ZAR' });
    const response = await post(organizer, `/api/campaigns/${campaign.id}/end`);
    expect(response.status).toBe(200);
    const { campaign: ended } = (await response.json()) as {
      campaign: { id: number; endedAt: string; isActive: boolean; isArchived: boolean };
    };
    expect(ended).toMatchObject({ id: campaign.id, isActive: false, isArchived: false });
    expect(Date.parse(ended.endedAt)).toBeGreaterThan(Date.now() - 60_000);

    await expectRefused(
      await post(organizer, `/api/campaigns/${campaign.id}/end`),
      409,
      'This campaign has already ended. Ending cannot be undone.',
    );
    const audit = await auditRowsOf(campaign.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'campaign.end',
      userId: organizer.user.id,
      adminId: null,
      recipientAccessId: null,
    });

    const publicRead = await app.fetch(`/api/campaigns/${campaign.id}`);
    expect(publicRead.status).toBe(200);
    const read = (await publicRead.json()) as {
      campaign: { endedAt: string };
      stats: { totalRaised: number };
    };
    expect(read.campaign.endedAt).toBe(ended.endedAt);
    expect(read.stats.totalRaised).toBe(250);
    const page = await app.fetch(`/campaign/${campaign.customUrl}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('This campaign has ended and no longer accepts contributions.');
    expect(html).not.toContain('Contribute Now');

    const ended409 = 'This campaign has ended and no longer accepts contributions';
    await expectRefused(
      await app.postJson('/api/stripe/create-intent', cardGift(campaign.id)),
      409,
      ended409,
    );
    await expectRefused(await app.postJson('/api/contribute', walletGift(campaign.id)), 409, ended409);
    const rows = await database.db
      .select()
      .from(contributions)
      .where(eq(contributions.campaignId, campaign.id));
    expect(rows).toHaveLength(1);
  });

  it('when a card payment was started before the end and paid after it (test mode), then it is recorded and counted', async () => {
    const { campaign, organizer } = await campaignWithFamily();
    const started = await app.postJson('/api/stripe/create-intent', cardGift(campaign.id));
    expect(started.status).toBe(200);
    const { clientSecret, contributionId } = (await started.json()) as {
      clientSecret: string;
      contributionId: number;
    };
    expect((await post(organizer, `/api/campaigns/${campaign.id}/end`)).status).toBe(200);

    const paid = await app.postJson('/api/stripe/sandbox-confirm', {
      clientSecret,
      cardNumber: '4242 4242 4242 4242',
    });
    expect(paid.status).toBe(200);
    const [row] = await database.db.select().from(contributions).where(eq(contributions.id, contributionId));
    expect(row.paymentStatus).toBe('succeeded');
    expect((await getCampaignStats(database.db, campaign.id)).totalRaised).toBe(100);
  });
});

describe('archiving and restoring a campaign', () => {
  it('when the organizer archives it, then visitors get the same 404 as for an unknown campaign, its family and admins still see it', async () => {
    const { campaign, organizer, recipient } = await campaignWithFamily();
    await createContribution(database.db, { campaignId: campaign.id, memory: 'We miss you.' });
    // A visitor's view is shared for a moment; archiving must drop it at once.
    expect((await app.fetch(`/campaign/${campaign.customUrl}`)).status).toBe(200);

    const response = await post(organizer, `/api/campaigns/${campaign.id}/archive`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { campaign: { isArchived: boolean } }).campaign.isArchived).toBe(true);
    await expectRefused(
      await post(organizer, `/api/campaigns/${campaign.id}/archive`),
      409,
      'This campaign is already archived',
    );

    for (const visitor of [app, stranger]) {
      expect((await visitor.fetch(`/campaign/${campaign.customUrl}`)).status).toBe(404);
      expect((await visitor.fetch(`/campaign/id/${campaign.id}`)).status).toBe(404);
      await expectRefused(await visitor.fetch(`/api/campaigns/${campaign.id}`), 404, 'Campaign not found');
      await expectRefused(
        await visitor.fetch(`/api/campaigns/url/${campaign.customUrl}`),
        404,
        'Campaign not found',
      );
      await expectRefused(
        await visitor.fetch(`/api/campaigns/${campaign.id}/tributes`),
        404,
        'Campaign not found',
      );
      await expectRefused(
        await visitor.fetch(`/api/contributions/${campaign.id}`),
        404,
        'Campaign not found',
      );
    }
    await expectRefused(await stranger.fetch(`/api/campaigns/${campaign.id}/donors`), 404);
    expect((await stranger.fetch(`/edit-campaign/${campaign.customUrl}`)).status).toBe(404);
    await expectRefused(
      await app.postJson('/api/stripe/create-intent', cardGift(campaign.id)),
      404,
      'Campaign not found',
    );
    await expectRefused(
      await app.postJson('/api/contribute', walletGift(campaign.id)),
      404,
      'Campaign not found',
    );

    for (const family of [organizer, recipient, admin]) {
      const page = await family.fetch(`/campaign/${campaign.customUrl}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('id="archived-heading"');
      expect(html).not.toContain('Contribute Now');
      expect((await family.fetch(`/api/campaigns/${campaign.id}`)).status).toBe(200);
      expect((await family.fetch(`/api/campaigns/${campaign.id}/tributes`)).status).toBe(200);
      expect((await family.fetch(`/api/campaigns/${campaign.id}/donors`)).status).toBe(200);
    }
    expect((await organizer.fetch(`/edit-campaign/${campaign.customUrl}`)).status).toBe(200);
    const organizerList = (await (await organizer.fetch(`/api/contributions/${campaign.id}`)).json()) as {
      contributions: unknown[];
    };
    expect(organizerList.contributions).toHaveLength(1);
  });

  it('when the organizer restores it, then it is public and takes gifts again; restoring twice is refused; each step is audited', async () => {
    const { campaign, organizer } = await campaignWithFamily();
    await expectRefused(
      await post(organizer, `/api/campaigns/${campaign.id}/restore`),
      409,
      'This campaign is not archived',
    );
    expect((await post(organizer, `/api/campaigns/${campaign.id}/archive`)).status).toBe(200);
    expect((await app.fetch(`/campaign/${campaign.customUrl}`)).status).toBe(404);

    const response = await post(organizer, `/api/campaigns/${campaign.id}/restore`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { campaign: { isArchived: boolean } }).campaign.isArchived).toBe(
      false,
    );
    const page = await app.fetch(`/campaign/${campaign.customUrl}`);
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain('id="archived-heading"');
    expect((await app.fetch(`/api/campaigns/${campaign.id}`)).status).toBe(200);
    expect((await app.postJson('/api/contribute', walletGift(campaign.id))).status).toBe(201);

    expect((await auditRowsOf(campaign.id)).map((row) => [row.action, row.userId])).toEqual([
      ['campaign.archive', organizer.user.id],
      ['campaign.restore', organizer.user.id],
    ]);
  });
});

describe('a card payment started before the end, through Stripe', () => {
  let harness: Awaited<ReturnType<typeof startCardPaymentsHarness>>;
  beforeAll(async () => {
    harness = await startCardPaymentsHarness();
  });
  afterAll(async () => {
    await harness.close();
  });

  it('when the campaign ends between the intent and the webhook, then the webhook still records the gift and it counts', async () => {
    const { organizer, campaign } = await createOrganizerWithCampaign(harness.database.db, {
      campaignCurrency: 'USD',
    });
    const organizerClient = await harness.app.signedInAs(organizer);
    const started = await harness.app.postJson('/api/stripe/create-intent', {
      ...cardGift(campaign.id),
      currency: 'USD',
    });
    expect(started.status).toBe(200);
    const { paymentIntentId, contributionId } = (await started.json()) as {
      paymentIntentId: string;
      contributionId: number;
    };
    expect((await post(organizerClient, `/api/campaigns/${campaign.id}/end`)).status).toBe(200);

    const payer = stripeClientFor(harness.fake, 'sk_test_browser');
    await payer.paymentIntents.confirm(paymentIntentId, {
      payment_method: 'pm_card_visa',
      return_url: 'http://127.0.0.1/contribution-return',
    });
    await harness.fake.webhooks.flush();

    expect(await harness.rowOf(contributionId)).toMatchObject({
      paymentStatus: 'succeeded',
      amount: '100.00',
    });
    expect((await getCampaignStats(harness.database.db, campaign.id)).totalRaised).toBe(100);
    // A new gift is still refused.
    expect(
      (await harness.app.postJson('/api/stripe/create-intent', { ...cardGift(campaign.id), currency: 'USD' }))
        .status,
    ).toBe(409);
  });
});
