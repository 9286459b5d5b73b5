import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.server';
import { uploads } from '../db/schema';
import { deleteStaleUploads } from '../domain/uploads/delete-stale-uploads.server';
import { type FakeS3, S3_TEST_ACCOUNT, s3EnvFor, startFakeS3Server } from '../tests/setup/fake-s3-server';
import { startTestApp, type TestApp } from '../tests/setup/test-app';
import { createTestDatabase } from '../tests/setup/test-database';
import { uploadPhotoThrough } from '../tests/setup/upload-photo';

let database: DatabaseHandle;
let s3: FakeS3;
let app: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'pamoja-bucket-'));
  s3 = await startFakeS3Server(S3_TEST_ACCOUNT);
  database = await createTestDatabase();
  app = await startTestApp(database, { DATA_DIR: dataDir, ...s3EnvFor(s3) });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await s3?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('uploads in an S3-compatible bucket (S3_BUCKET)', () => {
  it('when a photo is uploaded, then it and its thumbnail are in the bucket, not on the disk, and served at the same /uploads address', async () => {
    const { url, thumbnailUrl } = await uploadPhotoThrough(app);
    const key = url.slice('/uploads/'.length);
    expect(s3.objects.get(key)?.contentType).toBe('image/webp');
    expect(s3.objects.has(thumbnailUrl.slice('/uploads/'.length))).toBe(true);
    expect(await readdir(dataDir)).not.toContain('uploads');

    for (const address of [url, thumbnailUrl]) {
      const served = await app.fetch(address);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(served.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(
        Buffer.from(await served.arrayBuffer()).equals(s3.objects.get(address.slice(9))?.body as Buffer),
      ).toBe(true);
    }
  });

  it('when an address names nothing stored, or tries to leave the uploads, then 404 and the bucket is not asked for it', async () => {
    const asked = s3.requests.length;
    expect((await app.fetch('/uploads/2026/11/never-stored.webp')).status).toBe(404);
    expect(s3.requests.length).toBe(asked + 1);
    for (const address of ['/uploads/..%2F..%2Fetc%2Fpasswd.webp', '/uploads/2026/11/a.exe', '/uploads/']) {
      expect((await app.fetch(address)).status).toBe(404);
    }
    expect(s3.requests.length).toBe(asked + 1);
  });

  it('when an upload is left unattached for a day, then the sweep deletes it and its thumbnail from the bucket', async () => {
    const { url, thumbnailUrl } = await uploadPhotoThrough(app);
    await database.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60_000) })
      .where(eq(uploads.url, url));

    expect(await deleteStaleUploads(database.db, app.services.fileStore)).toBeGreaterThanOrEqual(1);

    expect(s3.objects.has(url.slice(9))).toBe(false);
    expect(s3.objects.has(thumbnailUrl.slice(9))).toBe(false);
    expect((await app.fetch(url)).status).toBe(404);
  });
});
