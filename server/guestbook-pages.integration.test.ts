import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.server';
import { guestbookMessages, messageReports, updateSubscriptions, uploads } from '../db/schema';
import { campaignPathOf } from '../domain/campaigns/campaign-rules';
import { createUser } from '../seed/factories';
import { createOrganizerWithCampaign, mailsTo } from '../tests/setup/contribution-fixtures';
import { recipientClientOf } from '../tests/setup/family-fixtures';
import { pngWithGpsExif } from '../tests/setup/images';
import { startTestApp, type TestApp } from '../tests/setup/test-app';
import { createTestDatabase } from '../tests/setup/test-database';

let database: DatabaseHandle;
let app: TestApp;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'pamoja-guestbook-'));
  // The production pages, as in a real deployment.
  app = await startTestApp(database, { DATA_DIR: dataDir }, { pages: true });
});
afterAll(async () => {
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

function postForm(path: string, fields: Record<string, string>, cookie?: string) {
  return app.fetch(path, {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
    headers: cookie ? { cookie } : {},
  });
}

function postMultipart(path: string, fields: Record<string, string>, photo?: { file: Buffer }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (photo)
    form.append('photoFile', new Blob([new Uint8Array(photo.file)], { type: 'image/png' }), 'photo.png');
  return app.fetch(path, { method: 'POST', body: form, redirect: 'manual' });
}

const messagesOf = (campaignId: number) =>
  database.db.select().from(guestbookMessages).where(eq(guestbookMessages.campaignId, campaignId));

const MARKUP = 'Pole sana <b>family</b> https://spam.example/win';

describe('the guestbook without JavaScript (decision 017)', () => {
  it('when a visitor signs from the campaign page, then they are sent back with a notice and the message shows as plain text with a Report link', async () => {
    const { campaign } = await createOrganizerWithCampaign(database.db);
    const path = campaignPathOf(campaign);
    const page = await (await app.fetch(path)).text();
    expect(page).toContain(`action="/sign-guestbook/${campaign.id}"`);

    const response = await postForm(`/sign-guestbook/${campaign.id}`, {
      name: 'Mama Njeri',
      relationship: 'Neighbor',
      message: MARKUP,
      wantsUpdates: 'on',
      email: 'njeri@example.com',
      website: '',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${path}?signed=1#guestbook-heading`);
    const [stored] = await messagesOf(campaign.id);
    expect(stored).toMatchObject({ name: 'Mama Njeri', relationship: 'Neighbor', message: MARKUP });
    const [subscriber] = await database.db
      .select()
      .from(updateSubscriptions)
      .where(eq(updateSubscriptions.campaignId, campaign.id));
    expect(subscriber).toMatchObject({ email: 'njeri@example.com', source: 'guestbook' });

    const after = await (await app.fetch(`${path}?signed=1`)).text();
    expect(after).toContain('Thank you. Your message is now in the guestbook below.');
    expect(after).toContain('Pole sana &lt;b&gt;family&lt;/b&gt; https://spam.example/win');
    expect(after).not.toContain('href="https://spam.example/win"');
    expect(after).toContain(`href="/report-message/${campaign.id}?message=${stored.id}"`);
  });

  it('when the form is refused, then it is shown again with the message and what was typed, and nothing is stored', async () => {
    const { campaign } = await createOrganizerWithCampaign(database.db);
    const response = await postForm(`/sign-guestbook/${campaign.id}`, { name: 'Otieno', message: '   ' });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Write your message');
    expect(html).toContain('value="Otieno"');
    const long = await postForm(`/sign-guestbook/${campaign.id}`, {
      name: 'Otieno',
      message: 'x'.repeat(100_000),
    });
    expect(long.status).toBe(400);
    expect(await long.text()).toContain('Your message must be 2,000 characters or fewer');
    expect(await messagesOf(campaign.id)).toHaveLength(0);
  });

  it('when a visitor signs with a photo (a plain multipart form, no script), then the photo is stored, attached and shown in the stream', async () => {
    const { campaign } = await createOrganizerWithCampaign(database.db);
    const response = await postMultipart(
      `/sign-guestbook/${campaign.id}`,
      { name: 'Wanjiku', message: 'Remember the choir.' },
      {
        file: await pngWithGpsExif(),
      },
    );
    expect(response.status).toBe(303);
    const [stored] = await messagesOf(campaign.id);
    expect(stored.photo).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[\w-]+\.webp$/);
    const [upload] = await database.db
      .select()
      .from(uploads)
      .where(eq(uploads.url, stored.photo as string));
    expect(upload.attachedAt).not.toBeNull();
    const page = await (await app.fetch(campaignPathOf(campaign))).text();
    expect(page).toContain(stored.photo?.replace('.webp', '-thumb.webp'));
    expect(page).toContain('alt="Shared by Wanjiku"');
  });

  it('when the photo is refused (not an image) or the words are, then the form comes back with the words and the photo kept', async () => {
    const { campaign } = await createOrganizerWithCampaign(database.db);
    const notImage = await postMultipart(
      `/sign-guestbook/${campaign.id}`,
      { name: 'Baraka', message: 'Rest well.' },
      {
        file: Buffer.from('not an image at all'),
      },
    );
    expect(notImage.status).toBe(400);
    const refusedPhoto = await notImage.text();
    expect(refusedPhoto).toContain('Please select an image file.');
    expect(refusedPhoto).toContain('Rest well.');

    const emptyWords = await postMultipart(
      `/sign-guestbook/${campaign.id}`,
      { name: 'Baraka', message: ' ' },
      {
        file: await pngWithGpsExif(),
      },
    );
    expect(emptyWords.status).toBe(400);
    const kept = (await emptyWords.text()).match(/name="photo" value="([^"]+)"/)?.[1];
    expect(kept).toMatch(/^\/uploads\//);
    expect(await messagesOf(campaign.id)).toHaveLength(0);

    const resent = await postMultipart(`/sign-guestbook/${campaign.id}`, {
      name: 'Baraka',
      message: 'Rest well.',
      photo: kept ?? '',
    });
    expect(resent.status).toBe(303);
    expect((await messagesOf(campaign.id))[0].photo).toBe(kept);
  });

  it('when the photo field names an outside address, then the message is refused and nothing is stored', async () => {
    const { campaign } = await createOrganizerWithCampaign(database.db);
    for (const photo of ['https://evil.example/x.webp', '/uploads/../dev/mail']) {
      const response = await postForm(`/sign-guestbook/${campaign.id}`, {
        name: 'Eve',
        message: 'Hi',
        photo,
      });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('Please upload the photo again');
    }
    expect(await messagesOf(campaign.id)).toHaveLength(0);
  });

  it('when a bot fills the honeypot, then it is sent back as a person would be and nothing is stored', async () => {
    const { campaign } = await createOrganizerWithCampaign(database.db);
    const response = await postForm(`/sign-guestbook/${campaign.id}`, {
      name: 'Bot',
      message: 'Cheap pills',
      website: 'https://bot.example',
    });
    expect(response.status).toBe(303);
    expect(await messagesOf(campaign.id)).toHaveLength(0);
  });

  it('when the campaign does not exist, then the sign page is a 404', async () => {
    expect((await app.fetch('/sign-guestbook/2147483647')).status).toBe(404);
    expect((await app.fetch('/sign-guestbook/abc')).status).toBe(404);
  });

  it('when a visitor reports a message and the family hides it, then the organizer is e-mailed and the page no longer shows it', async () => {
    const { organizer, campaign } = await createOrganizerWithCampaign(database.db);
    const path = campaignPathOf(campaign);
    await postForm(`/sign-guestbook/${campaign.id}`, { name: 'Spammer', message: 'Buy followers now' });
    const [message] = await messagesOf(campaign.id);

    const reportPage = await app.fetch(`/report-message/${campaign.id}?message=${message.id}`);
    expect(reportPage.status).toBe(200);
    expect(await reportPage.text()).toContain('Buy followers now');
    expect((await app.fetch(`/report-message/${campaign.id}?message=999999`)).status).toBe(404);

    const refused = await postForm(`/report-message/${campaign.id}?message=${message.id}`, {
      kind: 'message',
      id: String(message.id),
      reason: '',
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Say in a few words what is wrong with this message');
    const reported = await postForm(`/report-message/${campaign.id}?message=${message.id}`, {
      kind: 'message',
      id: String(message.id),
      reason: 'Spam',
    });
    expect(reported.status).toBe(303);
    expect(reported.headers.get('location')).toBe(`${path}?reported=1#guestbook-heading`);
    expect(await mailsTo(database.db, campaign.organizerEmail)).toHaveLength(1);

    // Only the family may hide it: a visitor, another user are refused and nothing changes.
    const decision = { kind: 'message', id: String(message.id), visibility: 'hidden' };
    const familyPage = `/family/${campaign.id}/guestbook`;
    expect((await app.fetch(familyPage)).status).toBe(401);
    expect((await postForm(familyPage, decision)).status).toBe(401);
    const stranger = await app.signedInAs(await createUser(database.db));
    expect((await stranger.fetch(familyPage)).status).toBe(403);
    expect(await (await stranger.fetch(familyPage)).text()).not.toContain('Buy followers now');
    expect((await postForm(familyPage, decision, stranger.cookie)).status).toBe(403);
    expect((await messagesOf(campaign.id))[0].hiddenAt).toBeNull();

    const family = await app.signedInAs(organizer);
    const listed = await (await family.fetch(familyPage)).text();
    expect(listed).toContain('Reported messages');
    expect(listed).toContain('Spam');
    const hidden = await postForm(familyPage, decision, family.cookie);
    expect(hidden.status).toBe(303);
    expect((await messagesOf(campaign.id))[0].hiddenAt).not.toBeNull();
    const [report] = await database.db
      .select()
      .from(messageReports)
      .where(eq(messageReports.campaignId, campaign.id));
    expect(report.resolvedAt).not.toBeNull();
    expect(await (await app.fetch(path)).text()).not.toContain('Buy followers now');

    // The recipient's session may show it again.
    const { cookie: recipientCookie } = await recipientClientOf(database, app, campaign.id);
    const shown = await postForm(familyPage, { ...decision, visibility: 'shown' }, recipientCookie);
    expect(shown.status).toBe(303);
    expect(await (await app.fetch(path)).text()).toContain('Buy followers now');
  });
});
