import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server';
import { auditLog, campaigns, contributions, recipientAccess } from '../../db/schema';
import { hashToken } from '../../domain/shared/tokens.server';
import { createCampaign, createContribution, createUser } from '../../seed/factories';
import { type SignedInClient, startTestApp, type TestApp } from '../../tests/setup/test-app';
import { createTestDatabase } from '../../tests/setup/test-database';

let database: DatabaseHandle;
let app: TestApp;
let organizer: SignedInClient<Awaited<ReturnType<typeof createUser>>>;
let stranger: typeof organizer;
let admin: typeof organizer;

beforeAll(async () => {
  database = await createTestDatabase();
  // Each test speaks from its own address, so the per-address limit of one test does not spill into the next.
  app = await startTestApp(database, { TRUST_PROXY: '1' });
  organizer = await app.signedInAs(await createUser(database.db));
  stranger = await app.signedInAs(await createUser(database.db));
  admin = await app.signedInAs(await createUser(database.db, { isAdmin: true }));
});
afterAll(async () => {
  await app.close();
  await database.close();
});

let addressCount = 0;
function freshAddress() {
  addressCount += 1;
  return `198.51.100.${addressCount}`;
}

interface Share {
  accessCode: string;
  accessUrl: string;
  publicCampaignUrl: string;
  whatsappUrl: string;
  message: string;
  replacedEarlierCode: boolean;
}

async function campaignWithRecipient() {
  return createCampaign(database.db, {
    organizerId: organizer.user.id,
    recipientName: 'Grace Wanjiru',
    recipientCountry: 'KE',
    recipientPhone: '+254 722 000111',
  });
}

async function share(campaignId: number): Promise<Share> {
  const response = await organizer.postJson(`/api/campaigns/${campaignId}/share-recipient`, {});
  expect(response.status).toBe(201);
  return (await response.json()) as Share;
}

function validate(body: unknown, address = freshAddress()) {
  return app.postJson('/api/recipient-access/validate', body, { 'x-forwarded-for': address });
}

/** Signs in as the recipient the way a phone does, and returns a client carrying the recipient cookie. */
async function recipientClient(accessCode: string, phone = '0722 000111') {
  const response = await validate({ accessCode, phone });
  expect(response.status).toBe(200);
  const cookie = response.headers
    .getSetCookie()
    .find((header) => header.startsWith('pamoja_recipient='))
    ?.split(';')[0];
  expect(cookie).toBeTruthy();
  const headers = { cookie: cookie as string };
  return {
    cookie: cookie as string,
    fetch: (path: string, init: RequestInit = {}) =>
      app.fetch(path, { ...init, headers: { ...headers, ...(init.headers as Record<string, string>) } }),
    postJson: (path: string, body: unknown) => app.postJson(path, body, headers),
    put: (path: string, body: unknown) => app.put(path, body, headers),
  };
}

describe('POST /api/campaigns/{id}/share-recipient', () => {
  it('when anyone but the organizer asks, then 401 for nobody and 403 for another user or an admin', async () => {
    const campaign = await campaignWithRecipient();
    const path = `/api/campaigns/${campaign.id}/share-recipient`;
    expect((await app.postJson(path, {})).status).toBe(401);
    expect((await stranger.postJson(path, {})).status).toBe(403);
    expect((await admin.postJson(path, {})).status).toBe(403);
    expect(
      await database.db.select().from(recipientAccess).where(eq(recipientAccess.campaignId, campaign.id)),
    ).toEqual([]);
  });

  it('when the organizer shares, then a readable code, a private link without the phone, a public link without the code, and a WhatsApp message to the recipient', async () => {
    const campaign = await campaignWithRecipient();
    const shared = await share(campaign.id);
    expect(shared.accessCode).toMatch(/^[A-HJKMNP-Z2-9]{5}-[A-HJKMNP-Z2-9]{5}$/);
    expect(shared.accessUrl).toBe(`${app.config.baseUrl}/recipient-access?code=${shared.accessCode}`);
    expect(shared.accessUrl).not.toMatch(/722/);
    expect(shared.publicCampaignUrl).toBe(`${app.config.baseUrl}/campaign/${campaign.customUrl}`);
    expect(shared.whatsappUrl).toBe(`https://wa.me/254722000111?text=${encodeURIComponent(shared.message)}`);
    expect(shared.message).toContain(shared.accessCode);
    expect(shared.message).toContain(shared.accessUrl);
    expect(shared.message).toMatch(/private/i);
    expect(shared.replacedEarlierCode).toBe(false);

    const [stored] = await database.db
      .select()
      .from(recipientAccess)
      .where(eq(recipientAccess.campaignId, campaign.id));
    // Only the hash of the code is kept, and the phone in E.164.
    expect(stored.accessCode).toBe(hashToken(shared.accessCode.replace('-', '')));
    expect(stored).toMatchObject({ recipientPhone: '+254722000111', isActive: true });
    expect(stored.expiresAt.getTime() - Date.now()).toBeGreaterThan(29.9 * 24 * 3600_000);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'recipient_access.share'), eq(auditLog.entityId, campaign.id)));
    expect(audit).toMatchObject({ userId: organizer.user.id, details: { recipientAccessId: stored.id } });
  });

  it('when the organizer shares again, then the old code and every session it opened stop working', async () => {
    const campaign = await campaignWithRecipient();
    const first = await share(campaign.id);
    const recipient = await recipientClient(first.accessCode);
    expect((await recipient.fetch(`/api/campaigns/${campaign.id}/donors`)).status).toBe(200);

    const second = await share(campaign.id);
    expect(second.replacedEarlierCode).toBe(true);
    expect(second.accessCode).not.toBe(first.accessCode);
    expect((await recipient.fetch(`/api/campaigns/${campaign.id}/donors`)).status).toBe(401);
    const retried = await validate({ accessCode: first.accessCode, phone: '0722000111' });
    expect(retried.status).toBe(401);
    expect((await recipientClient(second.accessCode)).cookie).toMatch(/^pamoja_recipient=/);
  });

  it("when the recipient's phone cannot be read, then 409 says to correct it first", async () => {
    const campaign = await createCampaign(database.db, {
      organizerId: organizer.user.id,
      recipientPhone: '12',
    });
    const response = await organizer.postJson(`/api/campaigns/${campaign.id}/share-recipient`, {});
    expect(response.status).toBe(409);
    expect(((await response.json()) as { message: string }).message).toMatch(/phone number cannot be read/);
  });
});

describe('POST /api/recipient-access/validate', () => {
  it('when the code and the phone without its country code match, then a recipient session for that campaign', async () => {
    const campaign = await campaignWithRecipient();
    const { accessCode } = await share(campaign.id);
    const response = await validate({ accessCode: accessCode.toLowerCase(), phone: ' 0722 000 111 ' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      valid: true,
      campaign: { customUrl: campaign.customUrl, id: campaign.id },
    });
    const cookie = response.headers.getSetCookie().find((header) => header.startsWith('pamoja_recipient='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toContain(accessCode);
  });

  it('when a field is empty after trimming, then 400 "Missing information"', async () => {
    for (const body of [{ accessCode: '  ', phone: '0722000111' }, { accessCode: 'ABCDE-FGHJK' }, {}]) {
      const response = await validate(body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe('Missing information');
    }
  });

  it('when the code is unknown, the phone wrong, or the code expired or revoked, then one and the same answer', async () => {
    const campaign = await campaignWithRecipient();
    const revoked = await share(campaign.id);
    const { accessCode } = await share(campaign.id);
    const expiredCampaign = await campaignWithRecipient();
    const expired = await share(expiredCampaign.id);
    await database.db
      .update(recipientAccess)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(recipientAccess.campaignId, expiredCampaign.id));

    const answers = await Promise.all(
      [
        { accessCode: 'ABCDE-FGHJK', phone: '0722000111' },
        { accessCode, phone: '0733 000111' },
        { accessCode: revoked.accessCode, phone: '0722000111' },
        { accessCode: expired.accessCode, phone: '0722000111' },
      ].map(async (body) => {
        const response = await validate(body);
        return {
          status: response.status,
          body: await response.json(),
          cookie: response.headers.getSetCookie(),
        };
      }),
    );
    for (const answer of answers) {
      expect(answer).toEqual({
        status: 401,
        body: { message: 'Invalid access code or phone number' },
        cookie: [],
      });
    }
  });

  it('when a code is guessed wrongly 10 times, then the 11th try is 429, even with the right phone', async () => {
    const campaign = await campaignWithRecipient();
    const { accessCode } = await share(campaign.id);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(
        (await validate({ accessCode, phone: `0733 00${String(attempt).padStart(4, '0')}` })).status,
      ).toBe(401);
    }
    const eleventh = await validate({ accessCode, phone: '0722000111' });
    expect(eleventh.status).toBe(429);
    expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await eleventh.json()) as { message: string }).message).toMatch(
      /^Too many attempts, try again in \d+ minutes?$/,
    );
  });

  it('when one address fails 20 times across different codes, then it is refused with 429', async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const code = `ABCDE-${String(attempt).padStart(2, '2').replace(/[01]/g, '3')}XYZ`;
      expect((await validate({ accessCode: code, phone: '0722000111' }, address)).status).toBe(401);
    }
    expect((await validate({ accessCode: 'QQQQQ-QQQQQ', phone: '0722000111' }, address)).status).toBe(429);
  });
});

describe('a recipient session', () => {
  it('when only the code is in the address, then it grants nothing', async () => {
    const campaign = await campaignWithRecipient();
    const { accessCode } = await share(campaign.id);
    expect(
      (await app.fetch(`/api/campaigns/${campaign.id}/donors?recipient_access=${accessCode}`)).status,
    ).toBe(401);
    expect((await app.postJson(`/api/recipient-access/${accessCode}/accessed`, {})).status).toBe(401);
  });

  it('when the recipient acts, then they see donors, confirm a wallet gift and edit the tribute, each audited with their access, but may not share', async () => {
    const campaign = await campaignWithRecipient();
    const { accessCode } = await share(campaign.id);
    const recipient = await recipientClient(accessCode);
    const [access] = await database.db
      .select()
      .from(recipientAccess)
      .where(eq(recipientAccess.campaignId, campaign.id));

    expect((await recipient.fetch(`/api/campaigns/${campaign.id}/donors`)).status).toBe(200);
    const gift = await createContribution(database.db, {
      campaignId: campaign.id,
      paymentMethod: 'mobile_wallet',
      paymentStatus: 'pending_review',
      reviewStatus: 'pending_review',
      currency: 'KES',
      amount: '2500.00',
    });
    const review = await recipient.postJson(`/api/contributions/${gift.id}/review`, { decision: 'confirm' });
    expect(review.status).toBe(200);
    const [confirmed] = await database.db.select().from(contributions).where(eq(contributions.id, gift.id));
    expect(confirmed.paymentStatus).toBe('succeeded');
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'contribution.confirm'), eq(auditLog.entityId, gift.id)));
    expect(audit).toMatchObject({ userId: null, adminId: null, recipientAccessId: access.id });

    const edit = await recipient.put(`/api/campaigns/${campaign.id}`, {
      tribute: 'Mama fed every child on our street.',
      allowSharing: true,
    });
    expect(edit.status).toBe(200);
    const [edited] = await database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(edited.tribute).toBe('Mama fed every child on our street.');
    const [editAudit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'campaign.update'), eq(auditLog.entityId, campaign.id)));
    expect(editAudit).toMatchObject({
      userId: null,
      recipientAccessId: access.id,
      details: { fields: ['tribute', 'allowSharing'] },
    });

    expect((await recipient.postJson(`/api/campaigns/${campaign.id}/share-recipient`, {})).status).toBe(403);
  });

  it('when a recipient reaches for another campaign, then it is not theirs', async () => {
    const mine = await campaignWithRecipient();
    const other = await campaignWithRecipient();
    const recipient = await recipientClient((await share(mine.id)).accessCode);
    expect((await recipient.fetch(`/api/campaigns/${other.id}/donors`)).status).toBe(403);
    const edit = await recipient.put(`/api/campaigns/${other.id}`, {
      tribute: 'Not mine to write.',
      allowSharing: true,
    });
    expect(edit.status).toBe(403);
  });

  it('when the session marks its code accessed, then lastAccessedAt is recorded; another code is refused', async () => {
    const campaign = await campaignWithRecipient();
    const { accessCode } = await share(campaign.id);
    const other = await share((await campaignWithRecipient()).id);
    const recipient = await recipientClient(accessCode);
    await database.db
      .update(recipientAccess)
      .set({ lastAccessedAt: null })
      .where(eq(recipientAccess.campaignId, campaign.id));

    expect((await recipient.postJson(`/api/recipient-access/${other.accessCode}/accessed`, {})).status).toBe(
      401,
    );
    const marked = await recipient.postJson(`/api/recipient-access/${accessCode}/accessed`, {});
    expect(marked.status).toBe(200);
    const [access] = await database.db
      .select()
      .from(recipientAccess)
      .where(eq(recipientAccess.campaignId, campaign.id));
    expect(access.lastAccessedAt).not.toBeNull();
  });
});
