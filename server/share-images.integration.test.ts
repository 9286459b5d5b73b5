import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.server';
import { campaigns } from '../db/schema';
import { createCampaign, createUser } from '../seed/factories';
import { startTestApp, type TestApp } from '../tests/setup/test-app';
import { createTestDatabase } from '../tests/setup/test-database';
import { uploadPhotoThrough } from '../tests/setup/upload-photo';

let database: DatabaseHandle;
let app: TestApp;
let dataDir: string;
let organizerId: number;
let organizer: Awaited<ReturnType<TestApp['signedInAs']>>;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'pamoja-share-'));
  database = await createTestDatabase();
  app = await startTestApp(database, { DATA_DIR: dataDir }, { pages: true });
  const user = await createUser(database.db);
  organizerId = user.id;
  organizer = await app.signedInAs(user);
});
afterAll(async () => {
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** What WhatsApp's crawler reads: the page's Open Graph tags (read signed in, so never a shared rendering). */
async function previewOf(customUrl: string) {
  const html = await (await organizer.fetch(`/campaign/${customUrl}`)).text();
  const tag = (property: string) =>
    new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1] ?? null;
  return {
    image: tag('og:image'),
    width: tag('og:image:width'),
    height: tag('og:image:height'),
    description: tag('og:description'),
  };
}

describe('link previews (issue 11 item 7)', () => {
  it('when a campaign has no photo, then its page still names a 1200×630 JPEG share image, cached for good', async () => {
    const campaign = await createCampaign(database.db, {
      organizerId,
      customUrl: 'share-no-photo',
      deceasedName: 'Mwajuma Hassani',
      deceasedYearOfBirth: 1950,
      deceasedDateOfPassing: '2025-03',
    });
    const preview = await previewOf(campaign.customUrl);
    expect(preview.image).toMatch(
      new RegExp(`^${app.config.baseUrl}/share-images/${campaign.id}/[\\w-]+\\.jpg$`),
    );
    expect([preview.width, preview.height]).toEqual(['1200', '630']);

    const response = await app.fetch(new URL(preview.image!).pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toContain('immutable');
    const image = Buffer.from(await response.arrayBuffer());
    expect(await sharp(image).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    // WhatsApp drops previews whose image is large.
    expect(image.length).toBeLessThan(300 * 1024);
    const again = Buffer.from(await (await app.fetch(new URL(preview.image!).pathname)).arrayBuffer());
    expect(again.equals(image)).toBe(true);
  });

  it('when the name or photo changes, then the image has a new address and the old one leads to it', async () => {
    const campaign = await createCampaign(database.db, { organizerId, customUrl: 'share-renamed' });
    const before = (await previewOf(campaign.customUrl)).image!;
    expect((await app.fetch(new URL(before).pathname)).status).toBe(200);

    const { url } = await uploadPhotoThrough(app);
    await database.db
      .update(campaigns)
      .set({ deceasedName: 'Renamed Person', deceasedPhoto: url })
      .where(eq(campaigns.id, campaign.id));
    // Announced as the app's own edits announce it: the page's shared read is dropped.
    app.services.campaignChanged(campaign.id);

    const after = (await previewOf(campaign.customUrl)).image!;
    expect(after).not.toBe(before);
    const old = await app.fetch(new URL(before).pathname, { redirect: 'manual' });
    expect(old.status).toBe(302);
    expect(old.headers.get('location')).toBe(new URL(after).pathname);
    const drawn = await app.fetch(new URL(after).pathname);
    expect(await sharp(Buffer.from(await drawn.arrayBuffer())).metadata()).toMatchObject({
      width: 1200,
      height: 630,
    });
  });

  it('when twenty crawlers ask at once for a new image, then all get it: it is drawn once, not queued twenty times', async () => {
    const campaign = await createCampaign(database.db, { organizerId, customUrl: 'share-burst' });
    const image = new URL((await previewOf(campaign.customUrl)).image!).pathname;
    const statuses = await Promise.all(
      Array.from({ length: 20 }, async () => (await app.fetch(image)).status),
    );
    expect(statuses).toEqual(Array(20).fill(200));
  });

  it('when the campaign is archived or the id is not one, then 404', async () => {
    const campaign = await createCampaign(database.db, { organizerId, customUrl: 'share-archived' });
    const image = new URL((await previewOf(campaign.customUrl)).image!).pathname;
    await database.db.update(campaigns).set({ isArchived: true }).where(eq(campaigns.id, campaign.id));
    expect((await app.fetch(image)).status).toBe(404);
    expect((await app.fetch('/share-images/abc/x.jpg')).status).toBe(404);
  });

  it('when the tribute is long, then og:description is cut at a word and ends with an ellipsis', async () => {
    const campaign = await createCampaign(database.db, {
      organizerId,
      customUrl: 'share-long-tribute',
      tribute: `${'She sang in the choir at Kariakoo every Sunday for fifty years. '.repeat(6)}`,
    });
    const { description } = await previewOf(campaign.customUrl);
    expect(description!.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/\b(Sunday|for|fifty|years|at|in|the|choir|Kariakoo|every|sang|She)…$/);
  });
});
