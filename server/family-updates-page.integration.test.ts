import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.server';
import { campaignUpdates, updateSubscriptions, uploads } from '../db/schema';
import { campaignPathOf } from '../domain/campaigns/campaign-rules';
import { EMPTY_UPDATE_MESSAGE, LONG_UPDATE_MESSAGE } from '../domain/gathering/update-schemas';
import { subscribeToUpdates } from '../domain/gathering/update-subscriptions.server';
import { refusalIn } from '../domain/shared/refusal-words.server';
import { createUser } from '../seed/factories';
import { createOrganizerWithCampaign, mailsTo } from '../tests/setup/contribution-fixtures';
import { pngWithGpsExif } from '../tests/setup/images';
import { startTestApp, type TestApp, type TestClient } from '../tests/setup/test-app';
import { createTestDatabase } from '../tests/setup/test-database';

/** A refusal as an English reader gets it (the refusals are catalogue keys, refusal-words.ts). */
const english = (refusal: string) => refusalIn('en', refusal);

let database: DatabaseHandle;
let app: TestApp;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'pamoja-updates-'));
  app = await startTestApp(database, { DATA_DIR: dataDir }, { pages: true });
});
afterAll(async () => {
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function family() {
  const { organizer, campaign } = await createOrganizerWithCampaign(database.db);
  return { campaign, organizer: await app.signedInAs(organizer) };
}

const postForm = (client: TestClient, path: string, fields: Record<string, string>) =>
  client.fetch(path, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

const updatesOf = (campaignId: number) =>
  database.db.select().from(campaignUpdates).where(eq(campaignUpdates.campaignId, campaignId));

/** The HTML of the campaign page's updates section (it ends where the next section begins). */
const updatesSectionOf = (page: string) => page.match(/<section id="updates".*?<\/section>/s)?.[0] ?? '';

describe('/family/{id}/updates', () => {
  it('when the organizer posts, edits and deletes with plain forms, then each is kept and the page says so', async () => {
    const { campaign, organizer } = await family();
    for (const email of ['a@example.com', 'b@example.com']) {
      await subscribeToUpdates(database.db, {
        campaignId: campaign.id,
        email,
        name: 'Giver',
        source: 'gift',
      });
    }
    const path = `/family/${campaign.id}/updates`;
    const opened = await organizer.fetch(path);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('e-mailed to 2 people who asked for updates');

    const posted = await postForm(organizer, path, { intent: 'post', body: 'The burial is on Saturday.' });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(`${path}?done=posted`);
    const [update] = await updatesOf(campaign.id);
    expect(update.body).toBe('The burial is on Saturday.');
    expect(await (await organizer.fetch(`${path}?done=posted`)).text()).toContain(
      'Your update is on the page',
    );

    const edited = await postForm(organizer, path, {
      intent: 'edit',
      updateId: String(update.id),
      body: 'The burial is on Sunday.',
    });
    expect(edited.status).toBe(303);
    expect((await updatesOf(campaign.id))[0].body).toBe('The burial is on Sunday.');

    const deleted = await postForm(organizer, path, { intent: 'delete', updateId: String(update.id) });
    expect(deleted.status).toBe(303);
    expect(await updatesOf(campaign.id)).toHaveLength(0);
  });

  it.each([
    ['an empty update', '  ', english(EMPTY_UPDATE_MESSAGE)],
    ['5,001 characters', 'z'.repeat(5001), english(LONG_UPDATE_MESSAGE)],
  ])(
    'when the family posts %s, then the form comes back with the message and what was typed',
    async (_, body, message) => {
      const { campaign, organizer } = await family();
      const response = await postForm(organizer, `/family/${campaign.id}/updates`, { intent: 'post', body });
      expect(response.status).toBe(400);
      const page = await response.text();
      expect(page).toContain(message);
      if (body.trim()) expect(page).toContain(body);
      expect(await updatesOf(campaign.id)).toHaveLength(0);
    },
  );

  it('when the organizer posts an update with a photo, then it is attached, shown on the page and linked in the e-mail', async () => {
    const { campaign, organizer } = await family();
    await subscribeToUpdates(database.db, {
      campaignId: campaign.id,
      email: 'photo@example.com',
      name: 'Giver',
      source: 'gift',
    });
    const form = new FormData();
    form.append('intent', 'post');
    form.append('body', 'The choir sang at the vigil.');
    form.append(
      'photoFile',
      new Blob([new Uint8Array(await pngWithGpsExif())], { type: 'image/png' }),
      'vigil.png',
    );
    const posted = await organizer.fetch(`/family/${campaign.id}/updates`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    expect(posted.status).toBe(303);

    const [update] = await updatesOf(campaign.id);
    expect(update.photo).toMatch(/^\/uploads\/.+\.webp$/);
    const [upload] = await database.db
      .select()
      .from(uploads)
      .where(eq(uploads.url, update.photo as string));
    expect(upload.attachedAt).not.toBeNull();
    const section = updatesSectionOf(await (await app.fetch(campaignPathOf(campaign))).text());
    expect(section).toContain(update.photo?.replace('.webp', '-thumb.webp'));
    const [mail] = await mailsTo(database.db, 'photo@example.com');
    expect(mail.text).toContain(`With a photo: ${app.config.baseUrl}${update.photo}`);
  });

  it('when a visitor or another user posts, then 401 or 403 and nothing is kept', async () => {
    const { campaign } = await family();
    const stranger = await app.signedInAs(await createUser(database.db));
    const path = `/family/${campaign.id}/updates`;
    expect((await postForm(app, path, { intent: 'post', body: 'Spam' })).status).toBe(401);
    expect((await postForm(stranger, path, { intent: 'post', body: 'Spam' })).status).toBe(403);
    expect((await stranger.fetch(path)).status).toBe(403);
    expect(await updatesOf(campaign.id)).toHaveLength(0);
  });
});

describe('the campaign page’s updates', () => {
  it('when there are updates, then the latest three show as plain text with who posted, and the rest one link away', async () => {
    const { campaign } = await createOrganizerWithCampaign(database.db);
    const at = Date.now() - 60_000;
    await database.db.insert(campaignUpdates).values(
      Array.from({ length: 5 }, (_, index) => ({
        campaignId: campaign.id,
        body: index === 4 ? '<script>alert(1)</script> see https://evil.example' : `Update number ${index}`,
        postedByName: 'Grace Otieno',
        postedByRole: index % 2 ? 'recipient' : 'organizer',
        createdAt: new Date(at + index * 1000),
      })),
    );
    const section = updatesSectionOf(await (await app.fetch(`/campaign/${campaign.customUrl}`)).text());
    expect(section).toContain('Updates from the family');
    expect(section).toContain('&lt;script&gt;alert(1)&lt;/script&gt; see https://evil.example');
    expect(section).not.toContain('<script>');
    expect(section).not.toContain('href="https://evil.example');
    expect(section).toContain('Grace Otieno, organizer');
    expect(section).toContain('Update number 2');
    expect(section).not.toContain('Update number 1');
    expect(section).toContain('href="?updates=all#updates"');

    const all = updatesSectionOf(
      await (await app.fetch(`/campaign/${campaign.customUrl}?updates=all`)).text(),
    );
    for (const index of [0, 1, 2, 3]) expect(all).toContain(`Update number ${index}`);
    expect(all).toContain('Grace Otieno, family recipient');
    expect(all).not.toContain('See all updates');
  });

  it('when there are no updates, then there is no updates section; the family’s tools lead to its updates page', async () => {
    const { campaign, organizer } = await family();
    const page = await (await app.fetch(`/campaign/${campaign.customUrl}`)).text();
    expect(updatesSectionOf(page)).toBe('');
    const own = await (await organizer.fetch(`/campaign/${campaign.customUrl}`)).text();
    expect(updatesSectionOf(own)).toBe('');
    expect(own).toContain(`href="/family/${campaign.id}/updates"`);
  });
});

describe('"Send me updates" without JavaScript', () => {
  it('when the plain mobile-wallet form is sent with the box ticked, then the giver is subscribed; unticked, not', async () => {
    const { campaign } = await createOrganizerWithCampaign(database.db);
    const gift = (email: string) => ({
      currency: 'ZAR',
      amount: '250',
      contributorName: 'Plain Giver',
      contributorEmail: email,
      confirmationCode: 'PLAIN123',
    });
    const ticked = await postForm(app, `/mobile-wallet/${campaign.id}`, {
      ...gift('ticked@example.com'),
      wantsUpdates: 'on',
    });
    expect(ticked.status).toBe(200);
    expect(await ticked.text()).toContain('Contribution submitted.');
    const unticked = await postForm(app, `/mobile-wallet/${campaign.id}`, gift('unticked@example.com'));
    expect(unticked.status).toBe(200);
    const subscribed = await database.db
      .select({ email: updateSubscriptions.email })
      .from(updateSubscriptions)
      .where(eq(updateSubscriptions.campaignId, campaign.id));
    expect(subscribed).toEqual([{ email: 'ticked@example.com' }]);
  });

  it('when the plain form is shown, then the box is there and unticked', async () => {
    const { campaign } = await createOrganizerWithCampaign(database.db);
    const html = await (await app.fetch(`/mobile-wallet/${campaign.id}`)).text();
    expect(html).toMatch(
      /<input type="checkbox" class="size-5" name="wantsUpdates"\/>Send me updates from the family/,
    );
  });
});
