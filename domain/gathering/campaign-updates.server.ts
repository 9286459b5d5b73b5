import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaignUpdates, updateSubscriptions } from '../../db/schema';
import { NotFoundError } from '../shared/errors';
import { refusalKey } from '../shared/refusal-words';

export type CampaignUpdate = typeof campaignUpdates.$inferSelect;

export const UPDATE_NOT_FOUND = refusalKey('refusal_update_not_found');

/** The campaign page shows the latest few; "See all updates" pages through the rest this many at a time. */
export const PAGE_UPDATES = { latest: 3, all: 20 } as const;

export interface UpdatesPage {
  updates: CampaignUpdate[];
  /** The id of the oldest update shown, when older ones follow (`before` of the next page). */
  nextCursor: number | null;
}

/**
 * A campaign's updates, newest first, `limit` at a time through its index (campaign, created_at, id); `before` is
 * the id of the last update of the previous page. An unknown `before` (a removed update) gives an empty page.
 */
export async function listUpdatesOfCampaign(
  db: Database,
  campaignId: number,
  { limit, before = null }: { limit: number; before?: number | null },
): Promise<UpdatesPage> {
  const rows = await db
    .select()
    .from(campaignUpdates)
    .where(
      and(
        eq(campaignUpdates.campaignId, campaignId),
        before === null
          ? undefined
          : sql`(${campaignUpdates.createdAt}, ${campaignUpdates.id}) < (select cursor.created_at, cursor.id from ${campaignUpdates} cursor where cursor.id = ${before} and cursor.campaign_id = ${campaignId})`,
      ),
    )
    .orderBy(desc(campaignUpdates.createdAt), desc(campaignUpdates.id))
    .limit(limit + 1);
  const updates = rows.slice(0, limit);
  return { updates, nextCursor: rows.length > limit ? (updates.at(-1)?.id ?? null) : null };
}

/** One update of one campaign, or 404 (an id from another campaign is as unknown as a made-up one). */
export async function requireUpdateOfCampaign(
  db: Database,
  campaignId: number,
  updateId: number,
): Promise<CampaignUpdate> {
  const [update] = await db
    .select()
    .from(campaignUpdates)
    .where(and(eq(campaignUpdates.id, updateId), eq(campaignUpdates.campaignId, campaignId)))
    .limit(1);
  if (!update) throw new NotFoundError(UPDATE_NOT_FOUND);
  return update;
}

/** How many people an update posted now would be e-mailed to: the campaign's subscribers who have not left. */
export async function countActiveSubscribers(db: Database, campaignId: number): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(updateSubscriptions)
    .where(and(eq(updateSubscriptions.campaignId, campaignId), isNull(updateSubscriptions.unsubscribedAt)));
  return total;
}
