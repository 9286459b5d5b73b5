import type { Database } from '../../db/client.server';
import { type Budget, readBudget } from '../budget/read-budget.server';
import { type CampaignEvent, listEventsOfCampaign } from '../gathering/campaign-events.server';
import { listUpdatesOfCampaign, PAGE_UPDATES, type UpdatesPage } from '../gathering/campaign-updates.server';
import {
  type InPersonGiftsPage,
  listPublicInPersonGifts,
} from '../in-person-gifts/list-in-person-gifts.server';
import { type GivenInPerson, readGivenInPerson } from '../in-person-gifts/read-given-in-person.server';
import type { PayoutReached } from '../payouts/payout-reached';
import { listPayoutsReached } from '../payouts/payouts-reached.server';
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
  /** The completed payouts, oldest first: the page says when and how much reached the recipient (issue 29). */
  payoutsReached: PayoutReached[];
  /** The funeral budget (issue 34), only while the family shows it: a private budget is never read for the page. */
  budget: Budget | null;
  /** Gifts handed over at the funeral (issue 34 item 3): their own figure and list, never in the online total. */
  givenInPerson: { figure: GivenInPerson; gifts: InPersonGiftsPage };
}

/** In-person gifts the page lists before "More gifts given in person". */
export const IN_PERSON_PAGE_SIZE = 20;

/**
 * Everything the public page shows: the campaign with its totals (one query), then its first tributes, services,
 * latest updates and completed payouts (one bounded query each; the payouts two).
 */
export async function getCampaignPage(
  db: Database,
  lookup: CampaignLookup,
): Promise<CampaignPageData | null> {
  const found = await getCampaignWithStats(db, lookup);
  if (!found) return null;
  const [tributes, events, updates, payoutsReached, budget, inPersonFigure, inPersonGifts] =
    await Promise.all([
      listCampaignTributes(db, found.campaign),
      listEventsOfCampaign(db, found.campaign.id),
      listUpdatesOfCampaign(db, found.campaign.id, { limit: PAGE_UPDATES.latest }),
      listPayoutsReached(db, found.campaign),
      found.campaign.budgetPublic ? readBudget(db, found.campaign) : null,
      readGivenInPerson(db, found.campaign.id),
      listPublicInPersonGifts(db, found.campaign.id, { after: null, limit: IN_PERSON_PAGE_SIZE }),
    ]);
  return {
    ...found,
    tributes,
    events,
    updates,
    payoutsReached,
    budget,
    givenInPerson: { figure: inPersonFigure, gifts: inPersonGifts },
    thanksSent: found.campaign.thanksSentAt !== null,
  };
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
  const entries = new Map<string, ReadEntry>();
  const readCampaignPage = async function readCampaignPage(
    lookup: CampaignLookup,
  ): Promise<CampaignPageData | null> {
    const key = keyOf(lookup);
    const now = Date.now();
    const cached = entries.get(key);
    if (cached && cached.expires > now) return cached.page;
    const page = getCampaignPage(db, lookup);
    const entry: ReadEntry = {
      expires: now + ttlMs,
      page,
      campaignId: 'id' in lookup ? lookup.id : undefined,
      changedMeanwhile: new Set(),
    };
    entries.delete(key);
    entries.set(key, entry);
    const drop = () => {
      if (entries.get(key) === entry) entries.delete(key);
    };
    page.then((found) => {
      if (!found) return drop();
      entry.campaignId = found.campaign.id;
      if (entry.changedMeanwhile.has(found.campaign.id)) drop();
    }, drop);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    return page;
  };
  return Object.assign(readCampaignPage, {
    /** This campaign's read goes; a read of another campaign, even one under way, stays. */
    forget(campaignId: number) {
      for (const [key, entry] of entries) {
        if (entry.campaignId === campaignId) entries.delete(key);
        // Under way by its address: dropped when it turns out to be this campaign (it may predate the change).
        else if (entry.campaignId === undefined) entry.changedMeanwhile.add(campaignId);
      }
    },
    forgetAll() {
      entries.clear();
    },
  });
}

interface ReadEntry {
  expires: number;
  page: Promise<CampaignPageData | null>;
  /** Known from the start for a read by id, when it ends for a read by address. */
  campaignId?: number;
  /** Campaigns changed while this read by address was under way. */
  changedMeanwhile: Set<number>;
}

export type CampaignPageReader = ReturnType<typeof createCampaignPageReader>;
