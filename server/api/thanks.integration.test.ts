import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server';
import { auditLog, campaigns, contributions, emailOutbox } from '../../db/schema';
import { getCampaignPage } from '../../domain/campaigns/get-campaign-page.server';
import {
  ALREADY_THANKED,
  GIFT_NOT_FOUND,
  NO_EMAIL_TO_THANK,
} from '../../domain/gathering/thank-givers.server';
import {
  ANONYMOUS_GIVER_LABEL,
  THANK_YOU_MESSAGE_REQUIRED,
  THANK_YOU_MESSAGE_TOO_LONG,
} from '../../domain/gathering/thank-you-schemas';
import { refusalIn } from '../../domain/shared/refusal-words.server';
import { createContribution, createUser } from '../../seed/factories';
import { createOrganizerWithCampaign } from '../../tests/setup/contribution-fixtures';
import { recipientClientOf } from '../../tests/setup/family-fixtures';
import { startMailCapture } from '../../tests/setup/mail-capture-server';
import { type SignedInClient, startTestApp, type TestApp } from '../../tests/setup/test-app';
import { createTestDatabase } from '../../tests/setup/test-database';

/** A refusal as an English reader gets it (the refusals are catalogue keys, refusal-words.ts). */
const english = (refusal: string) => refusalIn('en', refusal);

let database: DatabaseHandle;
let app: TestApp;
let capture: Awaited<ReturnType<typeof startMailCapture>>;
let stranger: SignedInClient<Awaited<ReturnType<typeof createUser>>>;
let admin: typeof stranger;

beforeAll(async () => {
  database = await createTestDatabase();
  capture = await startMailCapture();
  app = await startTestApp(database, { SMTP_URL: `smtp://127.0.0.1:${capture.smtpPort}` });
  stranger = await app.signedInAs(await createUser(database.db));
  admin = await app.signedInAs(await createUser(database.db, { isAdmin: true }));
});
afterAll(async () => {
  await app.close();
  await capture.close();
  await database.close();
});

const MESSAGE = 'Thank you for standing with us. Mama would have been proud of her friends.';

/** A campaign whose gifts cover every case: counted, repeated address, anonymous, no e-mail, not counted. */
async function campaignWithGifts() {
  const { organizer, campaign } = await createOrganizerWithCampaign(database.db, {
    deceasedName: 'Grace Achieng',
  });
  const tag = `${campaign.id}-${Date.now()}`;
  const gift = (overrides: Partial<typeof contributions.$inferInsert>) =>
    createContribution(database.db, { campaignId: campaign.id, ...overrides });
  const gifts = {
    amina: await gift({ contributorName: 'Amina', contributorEmail: `amina-${tag}@example.com` }),
    aminaAgain: await gift({ contributorName: 'Amina O.', contributorEmail: `AMINA-${tag}@example.com` }),
    hidden: await gift({
      contributorName: 'Secret Friend Wekesa',
      contributorEmail: `wekesa-${tag}@example.com`,
      isAnonymous: true,
    }),
    noEmail: await gift({ contributorName: 'No Mail', contributorEmail: null }),
    pending: await gift({
      contributorName: 'Pending',
      contributorEmail: `pending-${tag}@example.com`,
      paymentStatus: 'pending_review',
      paymentMethod: 'mobile_wallet',
    }),
    refunded: await gift({
      contributorName: 'Refunded',
      contributorEmail: `refunded-${tag}@example.com`,
      paymentStatus: 'refunded',
      refundedAmount: '100.00',
    }),
  };
  return { campaign, gifts, tag, organizer: await app.signedInAs(organizer) };
}

const outboxTo = async (address: string) =>
  (await database.db.select().from(emailOutbox)).filter(
    (row) => row.to.toLowerCase() === address.toLowerCase(),
  );

describe('thank-yous', () => {
  it('when the organizer thanks everyone, then each distinct address that gave gets one e-mail over SMTP, and a second time sends nothing', async () => {
    const { campaign, gifts, tag, organizer } = await campaignWithGifts();
    const list = await (await organizer.fetch(`/api/campaigns/${campaign.id}/thanks`)).json();
    expect(list.unthankedCount).toBe(2);
    expect(list.givers.map((giver: { name: string }) => giver.name).sort()).toEqual(
      ['Amina', 'Amina O.', ANONYMOUS_GIVER_LABEL].sort(),
    );
    expect(JSON.stringify(list)).not.toContain('Secret Friend Wekesa');

    const response = await organizer.postJson(`/api/campaigns/${campaign.id}/thanks`, { message: MESSAGE });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ sent: 2 });

    const expected = [`amina-${tag}@example.com`, `wekesa-${tag}@example.com`];
    await expect
      .poll(() => capture.messages.filter((mail) => mail.to.some((to) => to.includes(tag))).length)
      .toBe(2);
    const delivered = capture.messages.filter((mail) => mail.to.some((to) => to.includes(tag)));
    expect(delivered.map((mail) => mail.to[0]).sort()).toEqual(expected);
    for (const mail of delivered) {
      expect(mail.decoded).toContain('Mama would have been proud');
      expect(mail.decoded).toContain('A message of thanks from the family of Grace Achieng');
      expect(mail.decoded).not.toContain('Secret Friend Wekesa');
    }
    expect(await outboxTo(`pending-${tag}@example.com`)).toHaveLength(0);
    expect(await outboxTo(`refunded-${tag}@example.com`)).toHaveLength(0);

    const stored = await database.db
      .select()
      .from(contributions)
      .where(eq(contributions.campaignId, campaign.id));
    const thanked = (id: number) => stored.find((row) => row.id === id)?.thankedAt !== null;
    expect([gifts.amina, gifts.aminaAgain, gifts.hidden].every((gift) => thanked(gift.id))).toBe(true);
    expect([gifts.noEmail, gifts.pending, gifts.refunded].some((gift) => thanked(gift.id))).toBe(false);
    const [row] = await database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(row.thanksSentAt).not.toBeNull();
    const audits = await database.db.select().from(auditLog).where(eq(auditLog.entityId, campaign.id));
    expect(audits.filter((entry) => entry.action === 'campaign.thanks_sent')).toHaveLength(1);

    const again = await organizer.postJson(`/api/campaigns/${campaign.id}/thanks`, { message: MESSAGE });
    expect(await again.json()).toEqual({ sent: 0 });
    expect(await outboxTo(`amina-${tag}@example.com`)).toHaveLength(1);
    expect(
      (await (await organizer.fetch(`/api/campaigns/${campaign.id}/thanks`)).json()).unthankedCount,
    ).toBe(0);
  });

  it('when the recipient thanks one giver, then that address alone gets one e-mail and is not thanked twice', async () => {
    const { campaign, gifts, tag } = await campaignWithGifts();
    const recipient = await recipientClientOf(database, app, campaign.id);
    const path = `/api/campaigns/${campaign.id}/thanks`;
    const response = await recipient.postJson(path, {
      message: MESSAGE,
      contributionId: gifts.aminaAgain.id,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ sent: 1 });
    expect(await outboxTo(`amina-${tag}@example.com`)).toHaveLength(1);
    expect(await outboxTo(`wekesa-${tag}@example.com`)).toHaveLength(0);

    const twice = await recipient.postJson(path, { message: MESSAGE, contributionId: gifts.amina.id });
    expect(twice.status).toBe(409);
    expect((await twice.json()).message).toBe(english(ALREADY_THANKED));
    const noEmail = await recipient.postJson(path, { message: MESSAGE, contributionId: gifts.noEmail.id });
    expect(noEmail.status).toBe(409);
    expect((await noEmail.json()).message).toBe(english(NO_EMAIL_TO_THANK));
    for (const id of [gifts.pending.id, gifts.refunded.id, 999_999, 'abc']) {
      const refused = await recipient.postJson(path, { message: MESSAGE, contributionId: id });
      expect(refused.status).toBe(404);
      expect((await refused.json()).message).toBe(english(GIFT_NOT_FOUND));
    }
    const other = await createOrganizerWithCampaign(database.db);
    const elsewhere = await createContribution(database.db, { campaignId: other.campaign.id });
    expect((await recipient.postJson(path, { message: MESSAGE, contributionId: elsewhere.id })).status).toBe(
      404,
    );
    expect(await outboxTo(`pending-${tag}@example.com`)).toHaveLength(0);
  });

  it('when a visitor, another user or an admin tries, then 401, 403, 403 and nothing is sent', async () => {
    const { campaign, tag } = await campaignWithGifts();
    const path = `/api/campaigns/${campaign.id}/thanks`;
    expect((await app.postJson(path, { message: MESSAGE })).status).toBe(401);
    expect((await app.fetch(path)).status).toBe(401);
    for (const client of [stranger, admin]) {
      expect((await client.postJson(path, { message: MESSAGE })).status).toBe(403);
      expect((await client.fetch(path)).status).toBe(403);
    }
    expect((await app.postJson('/api/campaigns/999999/thanks', { message: MESSAGE })).status).toBe(404);
    expect(await outboxTo(`amina-${tag}@example.com`)).toHaveLength(0);
    const [row] = await database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(row.thanksSentAt).toBeNull();
  });

  it.each([
    ['no message', {}, english(THANK_YOU_MESSAGE_REQUIRED)],
    ['a blank message', { message: '   ' }, english(THANK_YOU_MESSAGE_REQUIRED)],
    ['a 100 KB message', { message: 'x'.repeat(100_000) }, english(THANK_YOU_MESSAGE_TOO_LONG)],
    ['a message that is not text', { message: { text: 'hi' } }, english(THANK_YOU_MESSAGE_REQUIRED)],
  ])(
    'when the family sends %s, then 400 with a clear message and nothing is sent',
    async (_case, body, message) => {
      const { campaign, tag, organizer } = await campaignWithGifts();
      const response = await organizer.postJson(`/api/campaigns/${campaign.id}/thanks`, body);
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBe(message);
      expect(await outboxTo(`amina-${tag}@example.com`)).toHaveLength(0);
    },
  );

  it('when the message carries markup, then the e-mail shows it as text', async () => {
    const { campaign, tag, organizer } = await campaignWithGifts();
    await organizer.postJson(`/api/campaigns/${campaign.id}/thanks`, {
      message: '<b>Thanks</b> <script>x</script>',
    });
    const [mail] = await outboxTo(`amina-${tag}@example.com`);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;');
  });

  it('when thanks were sent, then the campaign page data says so, and no tribute names the anonymous giver', async () => {
    const { campaign, organizer } = await campaignWithGifts();
    expect((await getCampaignPage(database.db, { id: campaign.id }))?.thanksSent).toBe(false);
    await organizer.postJson(`/api/campaigns/${campaign.id}/thanks`, { message: MESSAGE });
    const page = await getCampaignPage(database.db, { id: campaign.id });
    expect(page?.thanksSent).toBe(true);
    const tributes = await (await app.fetch(`/api/campaigns/${campaign.id}/tributes`)).text();
    expect(tributes).not.toContain('Secret Friend Wekesa');
  });
});
