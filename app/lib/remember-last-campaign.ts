import { campaignPathOf } from '../../domain/campaigns/campaign-rules';
/** The last campaign page a visitor opened (local storage key `lastCampaign`, spec part 1 §3, part 2 §2). */
export const LAST_CAMPAIGN_KEY = 'lastCampaign';
/** Session key of the last campaign page's path, used by Back to Campaign buttons. */
export const LAST_CAMPAIGN_URL_KEY = 'lastCampaignUrl';

export interface LastCampaign {
  id?: number;
  customUrl: string;
  deceasedName: string;
  timestamp: number;
}

/** Kept when a campaign page is shown; in a module of its own, so the page does not load the readers of last-campaign.ts. */
export function rememberLastCampaign(campaign: {
  id?: number;
  customUrl: string;
  deceasedName: string;
}): void {
  try {
    const record: LastCampaign = { ...campaign, timestamp: Date.now() };
    window.localStorage.setItem(LAST_CAMPAIGN_KEY, JSON.stringify(record));
    window.sessionStorage.setItem(LAST_CAMPAIGN_URL_KEY, campaignPathOf(campaign));
  } catch {
    // storage blocked: the shortcut is a convenience only
  }
}
