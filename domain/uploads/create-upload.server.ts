import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.server';
import { uploads } from '../../db/schema';
import type { FileStore } from '../../integrations/storage/file-store';
import { prepareImage } from './prepare-image.server';

export interface CreatedUpload {
  url: string;
  thumbnailUrl: string;
  width: number;
  height: number;
}

/** Stores a visitor's image as WebP plus a thumbnail; unattached uploads are swept after 24 hours. */
export async function createUpload(
  db: Database,
  fileStore: FileStore,
  { data, ipAddress }: { data: Buffer; ipAddress: string },
): Promise<CreatedUpload> {
  const prepared = await prepareImage(data, ipAddress);
  const now = new Date();
  const folder = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const name = randomBytes(16).toString('base64url').replace(/^[-_]/, 'a');
  const key = `${folder}/${name}.webp`;
  const thumbnailKey = thumbnailKeyOf(key);
  const url = await fileStore.put(key, prepared.image, 'image/webp');
  const thumbnailUrl = await fileStore.put(thumbnailKey, prepared.thumbnail, 'image/webp');
  await db.insert(uploads).values({
    storageKey: key,
    url,
    thumbnailUrl,
    bytes: prepared.image.length,
    ipAddress: ipAddress.slice(0, 45) || null,
  });
  return { url, thumbnailUrl, width: prepared.width, height: prepared.height };
}

export function thumbnailKeyOf(key: string): string {
  return key.replace(/\.webp$/, '-thumb.webp');
}
