import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server';
import { uploads } from '../../db/schema';
import type { FileStore } from '../../integrations/storage/file-store';
import { createLocalFileStore } from '../../integrations/storage/local-file-store.server';
import { pngWithGpsExif } from '../../tests/setup/images';
import { createTestDatabase } from '../../tests/setup/test-database';
import { attachUploads } from './attach-uploads.server';
import { createUpload } from './create-upload.server';
import { deleteStaleUploads } from './delete-stale-uploads.server';

let database: DatabaseHandle;
let directory: string;
let fileStore: FileStore;

beforeAll(async () => {
  database = await createTestDatabase();
  directory = await mkdtemp(path.join(tmpdir(), 'pamoja-sweep-'));
  fileStore = createLocalFileStore(directory);
});
afterAll(async () => {
  await database.close();
  await rm(directory, { recursive: true, force: true });
});

const fileOf = (url: string) => path.join(directory, url.replace(/^\/uploads\//, ''));

describe('deleteStaleUploads', () => {
  it('when an upload was never attached within 24 hours, then its row and files go; the others stay', async () => {
    const image = await pngWithGpsExif();
    const stale = await createUpload(database.db, fileStore, { data: image, ipAddress: '10.0.0.1' });
    const attached = await createUpload(database.db, fileStore, { data: image, ipAddress: '10.0.0.1' });
    const fresh = await createUpload(database.db, fileStore, { data: image, ipAddress: '10.0.0.1' });
    const dayAndAHourAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    for (const url of [stale.url, attached.url]) {
      await database.db.update(uploads).set({ createdAt: dayAndAHourAgo }).where(eq(uploads.url, url));
    }
    await attachUploads(database.db, [attached.url]);

    expect(await deleteStaleUploads(database.db, fileStore)).toBe(1);

    const remaining = (await database.db.select({ url: uploads.url }).from(uploads)).map((row) => row.url);
    expect(remaining.sort()).toEqual([attached.url, fresh.url].sort());
    expect(existsSync(fileOf(stale.url))).toBe(false);
    expect(existsSync(fileOf(stale.thumbnailUrl))).toBe(false);
    expect(existsSync(fileOf(attached.url))).toBe(true);
    expect(existsSync(fileOf(fresh.thumbnailUrl))).toBe(true);
    expect(await deleteStaleUploads(database.db, fileStore)).toBe(0);
  });
});
