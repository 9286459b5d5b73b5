import { and, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { uploads } from '../../db/schema';

/** Marks uploaded images as used by a campaign or contribution, so the 24-hour sweep keeps them. */
export async function attachUploads(
  db: Database,
  urls: ReadonlyArray<string | null | undefined>,
): Promise<void> {
  const present = [...new Set(urls.filter((url): url is string => Boolean(url)))];
  if (present.length === 0) return;
  await db
    .update(uploads)
    .set({ attachedAt: new Date() })
    .where(and(inArray(uploads.url, present), isNull(uploads.attachedAt)));
}
