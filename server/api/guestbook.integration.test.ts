import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server';
import { auditLog, campaigns, guestbookMessages, messageReports, updateSubscriptions } from '../../db/schema';
import { HONEYPOT_FIELD, UPDATES_EMAIL_MESSAGE } from '../../domain/gathering/guestbook-schemas';
import { sendWaitingReportEmails } from '../../domain/gathering/message-report-emails.server';
import { BASE_LOCALE } from '../../domain/shared/locales';
import { refusalIn } from '../../domain/shared/refusal-words.server';
import { UPLOAD_AGAIN_MESSAGE } from '../../domain/uploads/uploaded-photo-schema';
import { createContribution, createUser } from '../../seed/factories';
import { createOrganizerWithCampaign, mailsTo } from '../../tests/setup/contribution-fixtures';
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
  // Each test writes from its own address (X-Forwarded-For behind a trusted proxy), so limits do not leak.
  app = await startTestApp(database, {
    SMTP_URL: `smtp://127.0.0.1:${capture.smtpPort}`,
    TRUST_PROXY: '1',
  });
  stranger = await app.signedInAs(await createUser(database.db));
  admin = await app.signedInAs(await createUser(database.db, { isAdmin: true }));
});
afterAll(async () => {
  await app.close();
  await capture.close();
  await database.close();
});

let clientNumber = 0;
let clientIp: string;
beforeEach(() => {
  clientNumber += 1;
  clientIp = `198.51.100.${clientNumber}`;
});

const signature = {
  name: 'Achieng Otieno',
  relationship: 'Church member',
  message: 'She taught our Sunday school for twenty years. We will miss her songs.',
};

const sign = (campaignId: number, body: unknown) =>
  app.postJson(`/api/campaigns/${campaignId}/guestbook`, body, { 'x-forwarded-for': clientIp });

const messagesOf = (campaignId: number) =>
  database.db.select().from(guestbookMessages).where(eq(guestbookMessages.campaignId, campaignId));

async function family() {
  const { organizer, campaign } = await createOrganizerWithCampaign(database.db);
  return {
    campaign,
    organizer: await app.signedInAs(organizer),
    recipient: await recipientClientOf(database, app, campaign.id),
  };
}

const patch = (client: { fetch: TestApp['fetch'] }, path: string, body: unknown) =>
  client.fetch(path, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

interface StreamPage {
  tributes: Array<{ kind: string; id: number; name: string; message: string | null; amount?: number | null }>;
  nextCursor: string | null;
}

const streamOf = async (campaignId: number, before?: string): Promise<StreamPage> =>
  (
    await app.fetch(
      `/api/campaigns/${campaignId}/tributes${before ? `?before=${encodeURIComponent(before)}` : ''}`,
    )
  ).json();

describe('signing the guestbook', () => {
  it('when a visitor signs, then the message is stored and leads the page’s stream as a message', async () => {
    const { campaign } = await family();
    const response = await sign(campaign.id, { ...signature, name: '  Achieng Otieno ' });
    expect(response.status).toBe(201);
    expect(await messagesOf(campaign.id)).toMatchObject([{ ...signature, hiddenAt: null }]);
    const stream = await streamOf(campaign.id);
    expect(stream.tributes[0]).toMatchObject({
      kind: 'message',
      name: 'Achieng Otieno',
      message: signature.message,
    });
  });

  it('when the writer asks for updates, then they join the updates list (and only then)', async () => {
    const { campaign } = await family();
    expect(
      (await sign(campaign.id, { ...signature, email: 'achieng@example.com', wantsUpdates: true })).status,
    ).toBe(201);
    expect((await sign(campaign.id, { ...signature, email: 'quiet@example.com' })).status).toBe(201);
    const subscribers = await database.db
      .select()
      .from(updateSubscriptions)
      .where(eq(updateSubscriptions.campaignId, campaign.id));
    expect(subscribers).toMatchObject([
      { email: 'achieng@example.com', name: 'Achieng Otieno', source: 'guestbook' },
    ]);
  });

  it('when markup is written, then it is stored as typed (the page escapes it)', async () => {
    const { campaign } = await family();
    const markup = '<script>alert(1)</script> <a href="https://spam.example">cheap</a>';
    expect((await sign(campaign.id, { ...signature, message: markup })).status).toBe(201);
    expect((await messagesOf(campaign.id))[0].message).toBe(markup);
  });

  it.each([
    ['no name', { ...signature, name: '   ' }, 'Enter your name'],
    [
      'a name over 100 characters',
      { ...signature, name: 'x'.repeat(101) },
      'Your name must be 100 characters or fewer',
    ],
    ['no message', { ...signature, message: '' }, 'Write your message'],
    [
      'a 100 KB message',
      { ...signature, message: 'x'.repeat(100_000) },
      'Your message must be 2,000 characters or fewer',
    ],
    [
      'a relationship not on the list',
      { ...signature, relationship: 'Arch-enemy' },
      'Choose how you knew them from the list, or leave it empty',
    ],
    ['a message that is not text', { ...signature, message: 42 }, 'Write your message'],
    [
      'updates asked for without an e-mail',
      { ...signature, wantsUpdates: true },
      english(UPDATES_EMAIL_MESSAGE),
    ],
    [
      'an e-mail that is not one',
      { ...signature, email: 'not-an-address', wantsUpdates: true },
      'Enter a valid e-mail address, or leave it empty',
    ],
    [
      'a photo from another site',
      { ...signature, photo: 'https://evil.example/x.webp' },
      refusalIn(BASE_LOCALE, UPLOAD_AGAIN_MESSAGE),
    ],
    [
      'a photo path that leaves our uploads',
      { ...signature, photo: '/uploads/../dev/mail' },
      refusalIn(BASE_LOCALE, UPLOAD_AGAIN_MESSAGE),
    ],
  ])('when it has %s, then 400 with a clear message and nothing stored', async (_, body, message) => {
    const { campaign } = await family();
    const response = await sign(campaign.id, body);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(message);
    expect(await messagesOf(campaign.id)).toHaveLength(0);
  });

  it('when the honeypot is filled, then the answer is the same and nothing is stored', async () => {
    const { campaign } = await family();
    const response = await sign(campaign.id, { ...signature, [HONEYPOT_FIELD]: 'https://bot.example' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ success: true });
    expect(await messagesOf(campaign.id)).toHaveLength(0);
  });

  it('when one address signs past its limit, then 429 with Retry-After', async () => {
    const { campaign } = await family();
    for (let count = 0; count < 20; count++) expect((await sign(campaign.id, signature)).status).toBe(201);
    const refused = await sign(campaign.id, signature);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await messagesOf(campaign.id)).toHaveLength(20);
  });

  it('when the campaign is archived or unknown, then 404', async () => {
    const { campaign } = await family();
    await database.db.update(campaigns).set({ isArchived: true }).where(eq(campaigns.id, campaign.id));
    expect((await sign(campaign.id, signature)).status).toBe(404);
    expect((await sign(2_147_483_647, signature)).status).toBe(404);
  });
});

describe('the family hides and shows a message', () => {
  it('when the organizer hides a guestbook message and the recipient a gift’s words, then visitors see neither', async () => {
    const { campaign, organizer, recipient } = await family();
    const { id } = await (await sign(campaign.id, signature)).json();
    const gift = await createContribution(database.db, {
      campaignId: campaign.id,
      contributorName: 'Baraka',
      memory: 'Rest well, teacher.',
    });
    const hid = await patch(organizer, `/api/campaigns/${campaign.id}/messages/message/${id}`, {
      visibility: 'hidden',
    });
    expect(hid.status).toBe(200);
    expect(
      (
        await patch(recipient, `/api/campaigns/${campaign.id}/messages/gift/${gift.id}`, {
          visibility: 'hidden',
        })
      ).status,
    ).toBe(200);

    const stream = await streamOf(campaign.id);
    // The gift still counts and shows, without its words; the guestbook message is gone.
    expect(stream.tributes).toEqual([expect.objectContaining({ kind: 'gift', id: gift.id, message: null })]);
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.action, 'message_hidden'));
    expect(audit.map((row) => [row.entityType, row.entityId])).toEqual(
      expect.arrayContaining([
        ['guestbook_message', id],
        ['contribution', gift.id],
      ]),
    );

    // The family still sees both, marked hidden, and may show them again.
    const list = await (await organizer.fetch(`/api/campaigns/${campaign.id}/guestbook`)).json();
    expect(list.items.map((item: { kind: string; hidden: boolean }) => [item.kind, item.hidden])).toEqual([
      ['gift', true],
      ['message', true],
    ]);
    await patch(organizer, `/api/campaigns/${campaign.id}/messages/message/${id}`, { visibility: 'shown' });
    expect((await streamOf(campaign.id)).tributes.map((item) => item.kind)).toEqual(['gift', 'message']);
  });

  it('when a visitor, another user or an admin tries, then 401, 403, 403 and nothing changes', async () => {
    const { campaign } = await family();
    const { id } = await (await sign(campaign.id, signature)).json();
    const path = `/api/campaigns/${campaign.id}/messages/message/${id}`;
    expect((await patch(app, path, { visibility: 'hidden' })).status).toBe(401);
    expect((await patch(stranger, path, { visibility: 'hidden' })).status).toBe(403);
    expect((await patch(admin, path, { visibility: 'hidden' })).status).toBe(403);
    expect((await app.fetch(`/api/campaigns/${campaign.id}/guestbook`)).status).toBe(401);
    expect((await stranger.fetch(`/api/campaigns/${campaign.id}/guestbook`)).status).toBe(403);
    expect((await messagesOf(campaign.id))[0].hiddenAt).toBeNull();
  });

  it('when the message is of another campaign, or the decision is unknown, then 404 or 400', async () => {
    const { campaign, organizer } = await family();
    const other = await family();
    const { id } = await (await sign(other.campaign.id, signature)).json();
    expect(
      (
        await patch(organizer, `/api/campaigns/${campaign.id}/messages/message/${id}`, {
          visibility: 'hidden',
        })
      ).status,
    ).toBe(404);
    const own = await (await sign(campaign.id, signature)).json();
    const bad = await patch(organizer, `/api/campaigns/${campaign.id}/messages/message/${own.id}`, {
      visibility: 'gone',
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('Choose whether to hide or show the message');
    expect(
      (
        await patch(organizer, `/api/campaigns/${campaign.id}/messages/poem/${own.id}`, {
          visibility: 'hidden',
        })
      ).status,
    ).toBe(400);
    expect((await messagesOf(other.campaign.id))[0].hiddenAt).toBeNull();
  });
});

describe('reporting a message', () => {
  const report = (campaignId: number, body: unknown) =>
    app.postJson(`/api/campaigns/${campaignId}/message-reports`, body, { 'x-forwarded-for': clientIp });

  it('when a visitor reports a message, then the report is kept and the organizer receives an e-mail; hiding it resolves the report', async () => {
    const { campaign, organizer } = await family();
    const { id } = await (
      await sign(campaign.id, { ...signature, message: 'Buy cheap watches <b>now</b>' })
    ).json();
    const response = await report(campaign.id, { kind: 'message', id, reason: 'Spam, not a condolence' });
    expect(response.status).toBe(201);
    const [stored] = await database.db
      .select()
      .from(messageReports)
      .where(eq(messageReports.campaignId, campaign.id));
    expect(stored).toMatchObject({
      guestbookMessageId: id,
      contributionId: null,
      reason: 'Spam, not a condolence',
      resolvedAt: null,
    });
    expect(await mailsTo(database.db, campaign.organizerEmail)).toHaveLength(1);
    await expect
      .poll(() => capture.messages.filter((mail) => mail.to.includes(campaign.organizerEmail)).length)
      .toBe(1);
    const mail = capture.messages.find((message) => message.to.includes(campaign.organizerEmail));
    expect(mail?.decoded).toContain('Spam, not a condolence');
    expect(mail?.decoded).toContain(`/family/${campaign.id}/guestbook`);

    const list = await (await organizer.fetch(`/api/campaigns/${campaign.id}/guestbook`)).json();
    expect(list.reports).toMatchObject([
      { kind: 'message', messageId: id, reason: 'Spam, not a condolence' },
    ]);
    await patch(organizer, `/api/campaigns/${campaign.id}/messages/message/${id}`, { visibility: 'hidden' });
    const [resolved] = await database.db
      .select()
      .from(messageReports)
      .where(eq(messageReports.id, stored.id));
    expect(resolved.resolvedAt).not.toBeNull();
    expect((await (await organizer.fetch(`/api/campaigns/${campaign.id}/guestbook`)).json()).reports).toEqual(
      [],
    );
    // A hidden message is no longer on the page: there is nothing to report.
    expect((await report(campaign.id, { kind: 'message', id, reason: 'Again' })).status).toBe(404);
  });

  it('when a gift’s words are reported and the family keeps them, then the report is resolved and they stay shown', async () => {
    const { campaign, organizer } = await family();
    const gift = await createContribution(database.db, { campaignId: campaign.id, tribute: 'Forever loved' });
    expect((await report(campaign.id, { kind: 'gift', id: gift.id, reason: 'Wrong name' })).status).toBe(201);
    await patch(organizer, `/api/campaigns/${campaign.id}/messages/gift/${gift.id}`, { visibility: 'shown' });
    const [row] = await database.db
      .select()
      .from(messageReports)
      .where(eq(messageReports.contributionId, gift.id));
    expect(row.resolvedAt).not.toBeNull();
    expect((await streamOf(campaign.id)).tributes[0]).toMatchObject({
      kind: 'gift',
      message: 'Forever loved',
    });
  });

  it('when the reason is missing, the message unknown or a gift has no words, then 4xx and nothing is kept or sent', async () => {
    const { campaign } = await family();
    const { id } = await (await sign(campaign.id, signature)).json();
    const silentGift = await createContribution(database.db, { campaignId: campaign.id });
    const pending = await createContribution(database.db, {
      campaignId: campaign.id,
      memory: 'Hi',
      paymentStatus: 'pending',
    });
    const missing = await report(campaign.id, { kind: 'message', id, reason: ' ' });
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe('Say in a few words what is wrong with this message');
    expect((await report(campaign.id, { kind: 'message', id, reason: 'x'.repeat(100_000) })).status).toBe(
      400,
    );
    expect((await report(campaign.id, { kind: 'message', id: 999_999, reason: 'Spam' })).status).toBe(404);
    expect((await report(campaign.id, { kind: 'gift', id: silentGift.id, reason: 'Spam' })).status).toBe(404);
    expect((await report(campaign.id, { kind: 'gift', id: pending.id, reason: 'Spam' })).status).toBe(404);
    expect((await report(campaign.id, { kind: 'message', id: 'abc', reason: 'Spam' })).status).toBe(400);
    expect(
      await database.db.select().from(messageReports).where(eq(messageReports.campaignId, campaign.id)),
    ).toHaveLength(0);
    expect(await mailsTo(database.db, campaign.organizerEmail)).toHaveLength(0);
  });

  it('when several visitors report within the hour, then the family lists each at once, and the organizer gets one e-mail at once and one more for the rest when the hour ends', async () => {
    const { campaign, organizer } = await family();
    const reasons = ['First: spam', 'Second: rude', 'Third: wrong person'];
    for (const [index, reason] of reasons.entries()) {
      const { id } = await (await sign(campaign.id, { ...signature, name: `Writer ${index}` })).json();
      clientIp = `203.0.113.${clientNumber * 3 + index}`;
      expect((await report(campaign.id, { kind: 'message', id, reason })).status).toBe(201);
    }
    const list = await (await organizer.fetch(`/api/campaigns/${campaign.id}/guestbook`)).json();
    expect(list.reports).toHaveLength(3);
    const first = await mailsTo(database.db, campaign.organizerEmail);
    expect(first).toHaveLength(1);
    expect(first[0]?.text).toContain('First: spam');

    const dependencies = { mailer: app.services.mailer, baseUrl: app.config.baseUrl };
    const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    expect(await sendWaitingReportEmails(database.db, dependencies, later(30))).toBe(0);
    expect(await sendWaitingReportEmails(database.db, dependencies, later(61))).toBe(1);
    const mails = await mailsTo(database.db, campaign.organizerEmail);
    expect(mails).toHaveLength(2);
    const digest = mails.find((mail) => mail.id !== first[0]?.id);
    expect(digest?.subject).toContain('2 messages');
    expect(digest?.text).toContain('Second: rude');
    expect(digest?.text).toContain('Writer 2');
    expect(digest?.text).toContain('Third: wrong person');
    expect(digest?.text).not.toContain('First: spam');
    // Nothing waits any more: a second process's round (or the next one) sends nothing again.
    expect(await sendWaitingReportEmails(database.db, dependencies, later(200))).toBe(0);
  });

  it('when reports and the job race at once, then the organizer still gets one e-mail (decided in the database)', async () => {
    const { campaign } = await family();
    const { id } = await (await sign(campaign.id, signature)).json();
    const dependencies = { mailer: app.services.mailer, baseUrl: app.config.baseUrl };
    const statuses = await Promise.all([
      ...Array.from({ length: 6 }, (_, index) =>
        app
          .postJson(
            `/api/campaigns/${campaign.id}/message-reports`,
            { kind: 'message', id, reason: `Burst ${index}` },
            { 'x-forwarded-for': `192.0.2.${clientNumber * 6 + index}` },
          )
          .then((response) => response.status),
      ),
      sendWaitingReportEmails(database.db, dependencies).then(() => 201),
    ]);
    expect(statuses.every((status) => status === 201)).toBe(true);
    expect(await mailsTo(database.db, campaign.organizerEmail)).toHaveLength(1);
  });

  it('when one address reports past its limit, then 429', async () => {
    const { campaign } = await family();
    const { id } = await (await sign(campaign.id, signature)).json();
    for (let count = 0; count < 10; count++) {
      expect((await report(campaign.id, { kind: 'message', id, reason: 'Spam' })).status).toBe(201);
    }
    expect((await report(campaign.id, { kind: 'message', id, reason: 'Spam' })).status).toBe(429);
  });
});

describe('the page’s one stream of gifts and messages', () => {
  it('when gifts and messages interleave, some at the same instant, then pages walk through all of them once, newest first', async () => {
    const { campaign, organizer } = await family();
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));
    const expected: string[] = [];
    // Minutes 0..13: gifts on even minutes, messages on every third; minute 6 and 12 have both.
    for (let minute = 0; minute < 14; minute++) {
      if (minute % 2 === 0) {
        await createContribution(database.db, {
          campaignId: campaign.id,
          contributorName: `Gift ${minute}`,
          createdAt: at(minute),
        });
      }
      if (minute % 3 === 0) {
        await database.db.insert(guestbookMessages).values({
          campaignId: campaign.id,
          name: `Message ${minute}`,
          message: 'Pole sana',
          createdAt: at(minute),
        });
      }
    }
    for (let minute = 13; minute >= 0; minute--) {
      if (minute % 3 === 0) expected.push(`Message ${minute}`);
      if (minute % 2 === 0) expected.push(`Gift ${minute}`);
    }
    // One hidden message never shows to visitors.
    await database.db.insert(guestbookMessages).values({
      campaignId: campaign.id,
      name: 'Hidden',
      message: 'Rude',
      createdAt: at(7),
      hiddenAt: new Date(),
    });

    const first = await streamOf(campaign.id);
    expect(first.tributes).toHaveLength(10);
    const second = await streamOf(campaign.id, first.nextCursor ?? undefined);
    expect(second.nextCursor).toBeNull();
    expect([...first.tributes, ...second.tributes].map((item) => item.name)).toEqual(expected);
    expect(first.tributes.slice(0, 2)).toMatchObject([{ kind: 'message' }, { kind: 'gift', amount: 100 }]);

    // The family's list has the hidden one too, and only gifts that carry words.
    const list = await (await organizer.fetch(`/api/campaigns/${campaign.id}/guestbook`)).json();
    expect(list.items.map((item: { name: string }) => item.name)).toContain('Hidden');
    expect(list.items.every((item: { kind: string }) => item.kind === 'message')).toBe(true);
  });
});
