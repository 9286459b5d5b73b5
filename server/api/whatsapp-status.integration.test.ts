import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server';
import { auditLog, campaignEvents, campaigns, campaignUpdates } from '../../db/schema';
import { NO_WALLET_NUMBER } from '../../domain/gathering/update-share-wallet-number.server';
import { SHARE_WALLET_NUMBER_CHOICE } from '../../domain/gathering/whatsapp-status-schemas';
import { BASE_LOCALE } from '../../domain/shared/locales';
import { refusalIn } from '../../domain/shared/refusal-words.server';
import { createContribution, createUser } from '../../seed/factories';
import { createOrganizerWithCampaign } from '../../tests/setup/contribution-fixtures';
import { recipientClientOf } from '../../tests/setup/family-fixtures';
import { type SignedInClient, startTestApp, type TestApp } from '../../tests/setup/test-app';
import { createTestDatabase } from '../../tests/setup/test-database';

/** A refusal as an English reader gets it (the refusals are catalogue keys, refusal-words.ts). */
const english = (refusal: string) => refusalIn('en', refusal);

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

const DAY = 24 * 60 * 60 * 1000;

async function familyCampaign(overrides: Partial<typeof campaigns.$inferInsert> = {}) {
  const { organizer, campaign } = await createOrganizerWithCampaign(database.db, {
    deceasedName: 'Grace Achieng',
    goal: '50000.00',
    campaignCurrency: 'KES',
    recipientName: 'Peter Otieno',
    recipientPhone: '+254722000111',
    ...overrides,
  });
  for (let index = 0; index < 3; index += 1) {
    await createContribution(database.db, { campaignId: campaign.id, amount: '5000.00', currency: 'KES' });
  }
  await database.db.insert(campaignEvents).values({
    campaignId: campaign.id,
    kind: 'funeral',
    title: 'Funeral service',
    startsAt: new Date(Date.now() + 5 * DAY),
    timeZone: 'Africa/Nairobi',
    venueName: 'All Saints Cathedral',
    venueAddress: 'Kenyatta Avenue, Nairobi',
  });
  return { campaign, organizer: await app.signedInAs(organizer) };
}

const statusPath = (id: number) => `/api/campaigns/${id}/whatsapp-status`;
const sharePath = (id: number) => `/api/campaigns/${id}/share-wallet-number`;

describe('the WhatsApp status', () => {
  it('when the organizer reads it, then it holds the total, how many gave, the next service and the link, under 1,000 characters', async () => {
    const { campaign, organizer } = await familyCampaign();
    await database.db.insert(campaignUpdates).values({
      campaignId: campaign.id,
      body: 'Thank you all.\nThe burial is on Saturday.',
      postedByName: 'Test Organizer',
      postedByRole: 'organizer',
    });
    const response = await organizer.fetch(statusPath(campaign.id));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const status = await response.json();
    expect(status.text).toContain('In loving memory of Grace Achieng');
    expect(status.text).toMatch(/Raised so far: KES 15,000 of KES 50,000 \(30%\)\. 3 people have given\./);
    expect(status.text).toMatch(
      /Next: Funeral service: \w+ \d+ \w+, \d\d:\d\d Nairobi time, All Saints Cathedral/,
    );
    expect(status.text).toContain('Latest update:\nThank you all.\nThe burial is on Saturday.');
    expect(status.text).toContain(`${app.config.baseUrl}/campaign/${campaign.customUrl}`);
    expect(status.text).not.toContain('+254722000111');
    expect(status.text.length).toBeLessThan(1000);
    expect(status.whatsappUrl).toBe(`https://wa.me/?text=${encodeURIComponent(status.text)}`);
    expect(status).toMatchObject({ shareWalletNumber: false, walletNumber: '+254722000111' });
  });

  it('when the campaign is in Swahili, then its next service is written in Swahili too, whoever reads it', async () => {
    const { campaign, organizer } = await familyCampaign({ locale: 'sw' });
    const { text } = await (await organizer.fetch(statusPath(campaign.id))).json();
    expect(text).toMatch(
      /Kinachofuata: Ibada ya mazishi: \w+, \d+ \w+, \d\d:\d\d kwa saa za Nairobi, All Saints Cathedral, Kenyatta Avenue, Nairobi\./,
    );
    expect(text).not.toMatch(/Funeral service|Nairobi time|Next:/);
    // Its day and month are Swahili words, not the organizer's English browser's.
    expect(text).not.toMatch(/Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday/);
  });

  it('when the update is huge and the names long, then the text still fits and keeps the total, the service and the link', async () => {
    const { campaign, organizer } = await familyCampaign({
      deceasedName: `Grace ${'Nyambura '.repeat(12).trim()}`,
      recipientName: 'Wanjiru '.repeat(20).trim(),
      shareWalletNumber: true,
    });
    await database.db.insert(campaignUpdates).values({
      campaignId: campaign.id,
      body: `*Bold* _words_ ${'and more '.repeat(10_000)}`,
      postedByName: 'Test Organizer',
      postedByRole: 'organizer',
    });
    const { text } = await (await organizer.fetch(statusPath(campaign.id))).json();
    expect(text.length).toBeLessThan(1000);
    expect(text).toContain('KES 15,000');
    expect(text).toContain('Next: Funeral service');
    expect(text).toContain(`/campaign/${campaign.customUrl}`);
    expect(text).toContain('Mobile money: +254722000111');
    expect(text).not.toMatch(/[*_~`]/);
  });

  it('when the recipient allows the number, then the text gives it, the choice is audited, and it can be taken back', async () => {
    const { campaign } = await familyCampaign();
    const recipient = await recipientClientOf(database, app, campaign.id);
    const allowed = await recipient.postJson(sharePath(campaign.id), { shareWalletNumber: true });
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toEqual({ shareWalletNumber: true });
    const { text } = await (await recipient.fetch(statusPath(campaign.id))).json();
    expect(text).toContain('Mobile money: +254722000111 (Peter Otieno)');
    const audits = await database.db.select().from(auditLog).where(eq(auditLog.entityId, campaign.id));
    expect(audits.find((entry) => entry.action === 'campaign.share_wallet_number')).toMatchObject({
      details: { shareWalletNumber: true },
    });
    await recipient.postJson(sharePath(campaign.id), { shareWalletNumber: false });
    const after = await (await recipient.fetch(statusPath(campaign.id))).json();
    expect(after.text).not.toContain('+254722000111');
  });

  it('when a visitor, another user or an admin tries, then 401, 403, 403 and the choice is unchanged', async () => {
    const { campaign } = await familyCampaign();
    expect((await app.fetch(statusPath(campaign.id))).status).toBe(401);
    expect((await app.postJson(sharePath(campaign.id), { shareWalletNumber: true })).status).toBe(401);
    for (const client of [stranger, admin]) {
      expect((await client.fetch(statusPath(campaign.id))).status).toBe(403);
      expect((await client.postJson(sharePath(campaign.id), { shareWalletNumber: true })).status).toBe(403);
    }
    expect((await app.fetch(statusPath(999_999))).status).toBe(404);
    const [row] = await database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(row.shareWalletNumber).toBe(false);
  });

  it.each([
    ['no choice', {}, 400, refusalIn(BASE_LOCALE, SHARE_WALLET_NUMBER_CHOICE)],
    ['a string', { shareWalletNumber: 'yes' }, 400, refusalIn(BASE_LOCALE, SHARE_WALLET_NUMBER_CHOICE)],
    ['a number', { shareWalletNumber: 1 }, 400, refusalIn(BASE_LOCALE, SHARE_WALLET_NUMBER_CHOICE)],
  ])(
    'when the family sends %s, then %i with a clear message and nothing changes',
    async (_case, body, status, message) => {
      const { campaign, organizer } = await familyCampaign();
      const response = await organizer.postJson(sharePath(campaign.id), body);
      expect(response.status).toBe(status);
      expect((await response.json()).message).toBe(message);
      const [row] = await database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
      expect(row.shareWalletNumber).toBe(false);
    },
  );

  it('when the campaign has no number, then allowing it is refused with 409', async () => {
    const { campaign, organizer } = await familyCampaign({ recipientPhone: null });
    const response = await organizer.postJson(sharePath(campaign.id), { shareWalletNumber: true });
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe(english(NO_WALLET_NUMBER));
    expect((await (await organizer.fetch(statusPath(campaign.id))).json()).walletNumber).toBeNull();
  });
});
