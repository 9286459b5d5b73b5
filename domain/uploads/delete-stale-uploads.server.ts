import { and, inArray, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { uploads } from '../../db/schema';
import type { FileStore } from '../../integrations/storage/file-store';
import { thumbnailKeyOf } from './create-upload.server';

export const UNATTACHED_UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes images nobody attached to a campaign or contribution within 24 hours (abandoned dialogs, strangers
 * using us as free hosting). The rows go first, in one statement that re-checks `attached_at`, so an upload
 * attached at the last moment is never lost; then the files. Returns how many it removed.
 */
export async function deleteStaleUploads(
  db: Database,
  fileStore: FileStore,
  { now = new Date(), batchSize = 200 }: { now?: Date; batchSize?: number } = {},
): Promise<number> {
  const cutoff = new Date(now.getTime() - UNATTACHED_UPLOAD_LIFETIME_MS);
  const unattachedSince = and(isNull(uploads.attachedAt), lt(uploads.createdAt, cutoff));
  const batch = db.select({ id: uploads.id }).from(uploads).where(unattachedSince).limit(batchSize);
  const deleted = await db
    .delete(uploads)
    .where(and(inArray(uploads.id, batch), unattachedSince))
    .returning({ storageKey: uploads.storageKey });
  for (const { storageKey } of deleted) {
    await fileStore.delete(storageKey);
    await fileStore.delete(thumbnailKeyOf(storageKey));
  }
  return deleted.length;
}
