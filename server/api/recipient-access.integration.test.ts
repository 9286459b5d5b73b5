import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server';
import {
  auditLog,
  campaigns,
  contributions,
  recipientAccess,
  recipientSessions,
  users,
} from '../../db/schema';
import { ORGANIZER_ONLY_FIELDS } from '../../domain/campaigns/permissions';
import { refusalIn } from '../../domain/shared/refusal-words.server';
import { hashToken } from '../../domain/shared/tokens.server';
import { createCampaign, createContribution, createUser } from '../../seed/factories';
import { mailsTo } from '../../tests/setup/contribution-fixtures';
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
  app = await startTestApp(database, { TRUST_PROXY: '1' }, { pages: true });
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

  it('when the campaign is in French, then the message to the recipient is in French, whoever shares it', async () => {
    const campaign = await createCampaign(database.db, {
      organizerId: organizer.user.id,
      recipientName: 'Grace Wanjiru',
      recipientCountry: 'KE',
      recipientPhone: '+254 722 000111',
      deceasedName: 'Mama Zawadi',
      locale: 'fr',
    });
    const shared = await share(campaign.id);
    expect(shared.message).toBe(
      [
        'Bonjour Grace,',
        'Vous êtes bénéficiaire de la collecte à la mémoire de Mama Zawadi sur Pamoja\u202f: c’est à vous que l’argent collecté est versé.',
        'Pour voir chaque contribution, confirmer les dons par mobile money que vous recevez et demander le versement, ouvrez ce lien privé et saisissez votre numéro de téléphone\u202f:',
        shared.accessUrl,
        `Votre code d’accès est ${shared.accessCode}. Il est valable 30\u00a0jours, et seulement avec votre numéro de téléphone. Gardez ce message pour vous\u202f: ne le transférez pas et ne le publiez pas dans un groupe.`,
        `La page que la famille et les amis peuvent voir, et que vous pouvez partager avec tout le monde\u202f: ${shared.publicCampaignUrl}`,
      ].join('\n\n'),
    );
  });

  it("when the recipient's phone cannot be read, then 409 says to correct it first", async () => {
    const campaign = await createCampaign(database.db, {
      organizerId: organizer.user.id,
      recipientPhone: '12',
    });
    const response = await organizer.postJson(`/api/campaigns/${campaign.id}/share-recipient`, {});
    expect(response.status).toBe(409);
    expect(((await response.json()) as { message: string }).message).toMatch(/phone number cannot be read/);
    const french = await organizer.postJson(
      `/api/campaigns/${campaign.id}/share-recipient`,
      {},
      {
        'accept-language': 'fr',
      },
    );
    expect(((await french.json()) as { message: string }).message).toMatch(/^Le numéro de téléphone/);
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

/** A form post as a phone without JavaScript sends it, to a page's action. */
const postForm = (client: { fetch: TestApp['fetch'] }, path: string, fields: Record<string, string>) =>
  client.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });

async function recipientAccessState(campaignId: number) {
  const accesses = await database.db
    .select()
    .from(recipientAccess)
    .where(eq(recipientAccess.campaignId, campaignId));
  const sessions = await database.db
    .select()
    .from(recipientSessions)
    .innerJoin(recipientAccess, eq(recipientAccess.id, recipientSessions.recipientAccessId))
    .where(eq(recipientAccess.campaignId, campaignId));
  const revocations = await database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'recipient_access.revoke'), eq(auditLog.entityId, campaignId)));
  return { activeCodes: accesses.filter((access) => access.isActive).length, sessions, revocations };
}

/** Issue 31 item 4: once the money goes elsewhere, the old recipient is out at once, and is told. */
describe('when the recipient changes', () => {
  it('when the organizer changes where the money goes, then the old code, the old phone and every session it opened lose access at once, audited, and the organizer gets the message for the old number', async () => {
    const campaign = await campaignWithRecipient();
    const { accessCode } = await share(campaign.id);
    const onePhone = await recipientClient(accessCode);
    const anotherPhone = await recipientClient(accessCode, '+254722000111');
    expect((await onePhone.fetch(`/api/campaigns/${campaign.id}/donors`)).status).toBe(200);

    const response = await postForm(organizer, `/edit-campaign/${campaign.customUrl}`, {
      intent: 'payout-destination',
      recipientCountry: 'KE',
      recipientPhone: '+254 733 444555',
      recipientPayoutMethod: 'mobile_money',
    });
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('Send this on WhatsApp');
    expect(page).toContain('href="https://wa.me/254722000111?text=');
    expect(page).toContain('no longer open the page');

    for (const client of [onePhone, anotherPhone]) {
      expect((await client.fetch(`/api/campaigns/${campaign.id}/donors`)).status).toBe(401);
      expect(
        (await client.put(`/api/campaigns/${campaign.id}`, { tribute: 'Still here?', allowSharing: true }))
          .status,
      ).toBe(401);
    }
    expect((await validate({ accessCode, phone: '0722 000111' })).status).toBe(401);
    const state = await recipientAccessState(campaign.id);
    expect(state.activeCodes).toBe(0);
    expect(state.sessions).toEqual([]);
    expect(state.revocations).toHaveLength(1);
    expect(state.revocations[0]).toMatchObject({
      userId: organizer.user.id,
      details: { reason: 'payout_destination_changed', endedSessions: 2 },
    });
  });

  it('when an admin approves a nominee change, then the present recipient is out at once, audited, and the organizer is e-mailed the message for them', async () => {
    const campaign = await campaignWithRecipient();
    const { accessCode } = await share(campaign.id);
    const recipient = await recipientClient(accessCode);
    const asked = await recipient.postJson('/api/campaigns/request-payout', {
      campaignId: campaign.id,
      type: 'nominee-change',
      reason: 'Please pay my brother Ochieng instead; I have moved abroad.',
    });
    expect(asked.status).toBe(201);
    const { nomineeChange } = (await asked.json()) as { nomineeChange: { id: number } };
    const decider = await app.adminSignedInAs(await createUser(database.db, { isAdmin: true }));
    expect(
      (await decider.postJson(`/api/admin/nominee-changes/${nomineeChange.id}/approve`, {})).status,
    ).toBe(200);

    expect((await recipient.fetch(`/api/campaigns/${campaign.id}/donors`)).status).toBe(401);
    expect((await validate({ accessCode, phone: '0722 000111' })).status).toBe(401);
    const state = await recipientAccessState(campaign.id);
    expect(state.activeCodes).toBe(0);
    expect(state.sessions).toEqual([]);
    expect(state.revocations[0]).toMatchObject({
      adminId: decider.user.id,
      details: { reason: 'nominee_change_approved', endedSessions: 1 },
    });
    const [organizerRow] = await database.db.select().from(users).where(eq(users.id, organizer.user.id));
    const approval = (await mailsTo(database.db, organizerRow.email)).find((mail) =>
      mail.subject.startsWith('Nominee change approved'),
    );
    expect(approval?.text).toContain('https://wa.me/254722000111?text=');
  });

  it('when a nominee change is declined, then the recipient keeps their access', async () => {
    const campaign = await campaignWithRecipient();
    const recipient = await recipientClient((await share(campaign.id)).accessCode);
    const asked = await organizer.postJson('/api/campaigns/request-payout', {
      campaignId: campaign.id,
      type: 'nominee-change',
      reason: 'Asked by mistake.',
    });
    const { nomineeChange } = (await asked.json()) as { nomineeChange: { id: number } };
    const decider = await app.adminSignedInAs(await createUser(database.db, { isAdmin: true }));
    expect((await decider.postJson(`/api/admin/nominee-changes/${nomineeChange.id}/reject`, {})).status).toBe(
      200,
    );
    expect((await recipient.fetch(`/api/campaigns/${campaign.id}/donors`)).status).toBe(200);
  });
});

describe('what a recipient may edit', () => {
  const today = () => new Date().toISOString().slice(0, 10);

  it.each([
    [
      "the payee's name",
      { recipientName: 'Someone Else' },
      refusalIn('en', ORGANIZER_ONLY_FIELDS.recipientName),
    ],
    [
      'the end date, to close contributions today',
      { endDate: today() },
      refusalIn('en', ORGANIZER_ONLY_FIELDS.endDate),
    ],
    ['the end date, cleared', { endDate: null }, refusalIn('en', ORGANIZER_ONLY_FIELDS.endDate)],
  ])(
    'when the recipient changes %s through PUT, then 403 says only the organizer can, and nothing changes',
    async (_, change, message) => {
      const campaign = await createCampaign(database.db, {
        organizerId: organizer.user.id,
        recipientName: 'Grace Wanjiru',
        recipientCountry: 'KE',
        recipientPhone: '+254 722 000111',
        endDate: '2099-12-31',
        tribute: 'Mama fed every child on our street.',
      });
      const recipient = await recipientClient((await share(campaign.id)).accessCode);
      const response = await recipient.put(`/api/campaigns/${campaign.id}`, {
        tribute: 'A new tribute the recipient wrote for her.',
        allowSharing: true,
        ...change,
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message });
      const [stored] = await database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
      expect(stored).toMatchObject({
        recipientName: 'Grace Wanjiru',
        endDate: '2099-12-31',
        tribute: 'Mama fed every child on our street.',
      });
    },
  );

  it('when the recipient saves the words with the name and end date unchanged, then it is kept; the organizer may change both', async () => {
    const campaign = await createCampaign(database.db, {
      organizerId: organizer.user.id,
      recipientName: 'Grace Wanjiru',
      recipientCountry: 'KE',
      recipientPhone: '+254 722 000111',
      endDate: '2099-12-31',
    });
    const recipient = await recipientClient((await share(campaign.id)).accessCode);
    const saved = await recipient.put(`/api/campaigns/${campaign.id}`, {
      tribute: 'Mama fed every child on our street.',
      deceasedName: 'Mama Wanjiru Njeri',
      allowSharing: true,
      recipientName: 'Grace Wanjiru',
      endDate: '2099-12-31',
    });
    expect(saved.status).toBe(200);
    const byOrganizer = await organizer.put(`/api/campaigns/${campaign.id}`, {
      tribute: 'Mama fed every child on our street.',
      allowSharing: true,
      recipientName: 'Grace W. Njeri',
      endDate: '2099-11-30',
    });
    expect(byOrganizer.status).toBe(200);
    const [stored] = await database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(stored).toMatchObject({
      deceasedName: 'Mama Wanjiru Njeri',
      recipientName: 'Grace W. Njeri',
      endDate: '2099-11-30',
    });
  });

  it('when the recipient opens the edit form, then the payee, the payout and the end date are shown, not offered; a forged form post is refused', async () => {
    const campaign = await createCampaign(database.db, {
      organizerId: organizer.user.id,
      recipientName: 'Grace Wanjiru',
      recipientCountry: 'KE',
      recipientPhone: '+254 722 000111',
      recipientPayoutMethod: 'mobile_money',
      endDate: '2099-12-31',
    });
    const recipient = await recipientClient((await share(campaign.id)).accessCode);
    const page = await (await recipient.fetch(`/edit-campaign/${campaign.customUrl}`)).text();
    expect(page).toContain('Only the organizer can change this.');
    expect(page).toContain('31 December 2099');
    expect(page).not.toMatch(/name="(recipientName|endDate|recipientPhone|intent)"/);
    expect(page).toMatch(/name="tribute"/);

    const forged = await postForm(recipient, `/edit-campaign/${campaign.customUrl}`, {
      tribute: 'Mama fed every child on our street.',
      endDate: today(),
      closeContributionsNow: 'on',
    });
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain(refusalIn('en', ORGANIZER_ONLY_FIELDS.endDate));
    const movedMoney = await postForm(recipient, `/edit-campaign/${campaign.customUrl}`, {
      intent: 'payout-destination',
      recipientCountry: 'KE',
      recipientPhone: '+254 733 444555',
      recipientPayoutMethod: 'mobile_money',
    });
    expect(movedMoney.status).toBe(403);
    const [stored] = await database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(stored).toMatchObject({ endDate: '2099-12-31', recipientPhone: '+254 722 000111' });
  });
});
