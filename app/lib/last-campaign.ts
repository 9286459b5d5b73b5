import { campaignPathOf } from '../../domain/campaigns/campaign-rules';
import { LAST_CAMPAIGN_KEY, LAST_CAMPAIGN_URL_KEY, type LastCampaign } from './remember-last-campaign';

/** The manifesto's shortcut back to it is offered for 24 hours (spec part 2 §9). */
export const LAST_CAMPAIGN_SHORTCUT_MS = 24 * 60 * 60 * 1000;

const CUSTOM_URL_PATTERN = /^[A-Za-z0-9-]{1,100}$/;

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
