import type { Database } from '../../db/client.server';
import { type CampaignEvent, listEventsOfCampaign } from '../gathering/campaign-events.server';
import { listUpdatesOfCampaign, PAGE_UPDATES, type UpdatesPage } from '../gathering/campaign-updates.server';
import type { CampaignLookup } from './campaign-lookup';
import type { CampaignRow } from './get-campaign.server';
import { type CampaignStats, getCampaignWithStats } from './get-campaign-stats.server';
import { listCampaignTributes, type TributesPage } from './list-campaign-tributes.server';

export interface CampaignPageData {
  campaign: CampaignRow;
  stats: CampaignStats;
  tributes: TributesPage;
  /** Its services (issue 16), soonest first, at most 20. */
  events: CampaignEvent[];
  /** The family has sent thanks (issue 16): the page says so, never to whom. */
  thanksSent: boolean;
  /** The family's latest updates (issue 16). */
  updates: UpdatesPage;
}

/**
 * Everything the public page shows: the campaign with its totals (one query), then its first tributes, services and
 * latest updates (one bounded query each).
 */
export async function getCampaignPage(
  db: Database,
  lookup: CampaignLookup,
): Promise<CampaignPageData | null> {
  const found = await getCampaignWithStats(db, lookup);
  if (!found) return null;
  const [tributes, events, updates] = await Promise.all([
    listCampaignTributes(db, found.campaign),
    listEventsOfCampaign(db, found.campaign.id),
    listUpdatesOfCampaign(db, found.campaign.id, { limit: PAGE_UPDATES.latest }),
  ]);
  return { ...found, tributes, events, updates, thanksSent: found.campaign.thanksSentAt !== null };
}

function keyOf(lookup: CampaignLookup): string {
  return 'id' in lookup ? `id:${lookup.id}` : `url:${lookup.customUrl.toLowerCase()}`;
}

/**
 * A shared link can bring thousands of visitors within minutes. Everyone, visitors and signed-in people alike,
 * shares one read per campaign for `ttlMs`; what belongs to one viewer (their role, their panel) is read per request
 * beside it. Only campaigns that exist are kept, at most `maxEntries`, oldest dropped first. `forget` drops a
 * campaign's shared read at once (every change calls it through `campaignChanged`, in every process), so an
 * organizer sees their edit, and a contributor their gift counted, the moment it is recorded.
 */
export function createCampaignPageReader(db: Database, { ttlMs = 2000, maxEntries = 1000 } = {}) {
  const entries = new Map<
    string,
    { expires: number; page: Promise<CampaignPageData | null>; campaignId?: number }
  >();
  const readCampaignPage = async function readCampaignPage(
    lookup: CampaignLookup,
  ): Promise<CampaignPageData | null> {
    const key = keyOf(lookup);
    const now = Date.now();
    const cached = entries.get(key);
    if (cached && cached.expires > now) return cached.page;
    const page = getCampaignPage(db, lookup);
    const entry: { expires: number; page: typeof page; campaignId?: number } = { expires: now + ttlMs, page };
    entries.delete(key);
    entries.set(key, entry);
    page.then(
      (found) => {
        if (found) entry.campaignId = found.campaign.id;
        else entries.delete(key);
      },
      () => entries.delete(key),
    );
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    return page;
  };
  return Object.assign(readCampaignPage, {
    forget(campaignId: number) {
      // A read still in flight may have started before the change: it goes too.
      for (const [key, entry] of entries) {
        if (entry.campaignId === campaignId || entry.campaignId === undefined) entries.delete(key);
      }
    },
    forgetAll() {
      entries.clear();
    },
  });
}

export type CampaignPageReader = ReturnType<typeof createCampaignPageReader>;
