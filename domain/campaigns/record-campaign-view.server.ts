import { eq, sql } from 'drizzle-orm';
import { isbot } from 'isbot';
import type { Database } from '../../db/client.server';
import { campaigns, campaignViews, dailyViewTotals } from '../../db/schema';
import { hashToken } from '../shared/tokens.server';

export interface CampaignView {
  campaignId: number;
  ipAddress: string;
  userAgent: string;
}

/** "YYYY-MM-DD" in UTC: a visitor counts once per campaign per day. */
function today(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Views of different campaigns on one day are added to different rows (dailyViewTotals). */
const DAY_BUCKETS = 16;

/**
 * One row per visitor per campaign per day; a repeat view is a no-op (unique index). A new view also adds one to
 * the campaign's kept count and to its day's, in the same transaction, so no count is ever read off the views.
 */
export async function recordCampaignView(db: Database, view: CampaignView, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(campaignViews)
      .values({
        campaignId: view.campaignId,
        ipAddress: view.ipAddress.slice(0, 45) || null,
        userAgent: view.userAgent.slice(0, 500) || null,
        visitorHash: hashToken(`${view.ipAddress}|${view.userAgent}`),
        viewedOn: today(now),
      })
      .onConflictDoNothing()
      .returning({ id: campaignViews.id });
    if (inserted.length === 0) return;
    await tx
      .update(campaigns)
      .set({ viewCount: sql`${campaigns.viewCount} + 1` })
      .where(eq(campaigns.id, view.campaignId));
    await tx
      .insert(dailyViewTotals)
      .values({ day: today(now), bucket: view.campaignId % DAY_BUCKETS, views: 1 })
      .onConflictDoUpdate({
        target: [dailyViewTotals.day, dailyViewTotals.bucket],
        set: { views: sql`${dailyViewTotals.views} + 1` },
      });
  });
}

/**
 * Sets every campaign's kept view count and every day's to the views stored (what migrations 0008 and 0015 did
 * once), for views written without recordCampaignView (the benchmarks' seeds, tests). Not for production once the
 * retention job has deleted old views: the kept counts are the ones that outlive them.
 */
export async function rebuildViewCounts(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      update ${campaigns} set view_count = coalesce(
        (select count(*)::int from ${campaignViews} where ${campaignViews.campaignId} = ${campaigns.id}), 0)`);
    await tx.delete(dailyViewTotals);
    await tx.execute(sql`
      insert into ${dailyViewTotals} (day, bucket, views)
      select ${campaignViews.viewedOn}, ${campaignViews.campaignId} % ${sql.raw(String(DAY_BUCKETS))}, count(*)::int
      from ${campaignViews} group by 1, 2`);
  });
}

/**
 * Records a visitor's view of a campaign page: link previews and crawlers (WhatsApp, Facebook, search engines)
 * are not visitors. Remembers views already recorded today in this process, so a busy page (or a reload) costs
 * no write. Bounded: the oldest entries are forgotten first.
 */
export function createCampaignViewRecorder(
  db: Database,
  { maxRemembered = 50_000, now = () => new Date() }: { maxRemembered?: number; now?: () => Date } = {},
) {
  const recorded = new Set<string>();
  return async function record(view: CampaignView): Promise<void> {
    if (isbot(view.userAgent)) return;
    const at = now();
    const key = `${today(at)}|${view.campaignId}|${view.ipAddress}|${view.userAgent}`;
    if (recorded.has(key)) return;
    await recordCampaignView(db, view, at);
    recorded.add(key);
    if (recorded.size > maxRemembered) recorded.delete(recorded.values().next().value as string);
  };
}

export type CampaignViewRecorder = ReturnType<typeof createCampaignViewRecorder>;

/**
 * Counts a view of one campaign's page: what a shared rendering runs for every visitor it is served to. Made out
 * here so it closes over the recorder and the id alone: a shared copy keeps it, and one that closed over the
 * request's context kept that request, its response and the copy before it alive (the soak's leak, 2026-11).
 */
export function viewCounterFor(record: CampaignViewRecorder, campaignId: number) {
  return (visitor: Omit<CampaignView, 'campaignId'>) => record({ campaignId, ...visitor });
}
