import { requestJson } from './api-request';
/**
 * The campaign-creation dialog keeps its finished answers here (local storage key `pendingCampaignData`,
 * spec part 1 §3) when the organizer must sign up or sign in first. Every sign-in path (sign-in, sign-up,
 * Google, e-mail verification) calls `submitPendingCampaign` afterwards, so nothing typed is lost.
 */
export const PENDING_CAMPAIGN_KEY = 'pendingCampaignData';

export type PendingCampaign = Record<string, unknown>;

export function savePendingCampaign(body: PendingCampaign): void {
  try {
    window.localStorage.setItem(PENDING_CAMPAIGN_KEY, JSON.stringify(body));
  } catch {
    // storage full or blocked: the dialog still holds the answers in memory
  }
}

export function getPendingCampaign(): PendingCampaign | null {
  try {
    const stored = window.localStorage.getItem(PENDING_CAMPAIGN_KEY);
    const parsed = stored ? JSON.parse(stored) : null;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function clearPendingCampaign(): void {
  try {
    window.localStorage.removeItem(PENDING_CAMPAIGN_KEY);
  } catch {
    // nothing to clear
  }
}

export interface CreatedCampaign {
  id: number;
  customUrl: string | null;
  /** The campaign's share text, in its own language (made by the server). */
  shareMessage?: string;
}

/** Posts the saved draft to POST /api/campaigns; clears it on success; throws ApiError (the server's message and status) otherwise. */
export async function submitPendingCampaign(draft: PendingCampaign): Promise<CreatedCampaign> {
  const created = await requestJson<Partial<CreatedCampaign>>('POST', '/api/campaigns', draft);
  // Not a person's words: each caller answers a failure with its own, in the reader's language.
  if (typeof created.id !== 'number') throw new Error('POST /api/campaigns answered without the campaign');
  clearPendingCampaign();
  return {
    id: created.id,
    customUrl: created.customUrl ?? null,
    ...(typeof created.shareMessage === 'string' && { shareMessage: created.shareMessage }),
  };
}
