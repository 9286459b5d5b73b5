import { campaignPathOf } from '../../domain/campaigns/campaign-rules';
/** The last campaign page a visitor opened (local storage key `lastCampaign`, spec part 1 §3, part 2 §2). */
export const LAST_CAMPAIGN_KEY = 'lastCampaign';
/** Session key of the last campaign page's path, used by Back to Campaign buttons. */
export const LAST_CAMPAIGN_URL_KEY = 'lastCampaignUrl';
/** The manifesto's shortcut back to it is offered for 24 hours (spec part 2 §9). */
export const LAST_CAMPAIGN_SHORTCUT_MS = 24 * 60 * 60 * 1000;

export interface LastCampaign {
  id?: number;
  customUrl: string;
  deceasedName: string;
  timestamp: number;
}

const CUSTOM_URL_PATTERN = /^[A-Za-z0-9-]{1,100}$/;

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

/** The last campaign if it was opened within `withinMs`; timestamps are read as epoch ms or ISO text. */
export function readRecentCampaign(
  now = Date.now(),
  withinMs = LAST_CAMPAIGN_SHORTCUT_MS,
): LastCampaign | null {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(LAST_CAMPAIGN_KEY) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return null;
    const { customUrl, deceasedName, timestamp } = parsed as Record<string, unknown>;
    const time = typeof timestamp === 'number' ? timestamp : Date.parse(String(timestamp));
    if (typeof customUrl !== 'string' || !CUSTOM_URL_PATTERN.test(customUrl)) return null;
    if (typeof deceasedName !== 'string' || Number.isNaN(time)) return null;
    if (time > now || now - time > withinMs) return null;
    return { customUrl, deceasedName, timestamp: time };
  } catch {
    return null;
  }
}

/**
 * Where a Back to Campaign button leads: the `campaign` query parameter (a custom URL), else the last campaign
 * path kept for this browser session; null means "use the browser's back".
 */
export function backToCampaignPath(campaignParam: string | null): string | null {
  if (campaignParam && CUSTOM_URL_PATTERN.test(campaignParam))
    return campaignPathOf({ customUrl: campaignParam });
  try {
    const stored = window.sessionStorage.getItem(LAST_CAMPAIGN_URL_KEY);
    // Only a path on this site: never send a grieving visitor off to an address someone planted.
    return stored && /^\/campaign\/(id\/\d{1,12}|[A-Za-z0-9-]{1,100})$/.test(stored) ? stored : null;
  } catch {
    return null;
  }
}
