import { refusalKey } from '../shared/refusal-words';
export const CAMPAIGN_NOT_FOUND = refusalKey('family_campaign_not_found');

/** Whether the public sees the campaign: not while it is archived (who else still does: `canSeeCampaign`). */
export function isVisibleCampaign(campaign: { isArchived: boolean }): boolean {
  return !campaign.isArchived;
}

/** An ended campaign (ended by the organizer, switched off, or past its end date) takes no more money. */
export function hasEnded(
  campaign: { isActive: boolean; endedAt: Date | null; endDate: string | null },
  now = new Date(),
): boolean {
  if (!campaign.isActive || campaign.endedAt) return true;
  return isPastEndDate(campaign.endDate, now);
}

/** An admin paused the page after a report (issue 34): it takes no gifts until an admin lifts the pause. */
export function isPaused(campaign: { pausedAt: Date | null }): boolean {
  return campaign.pausedAt !== null;
}

type GiftDoorState = {
  isArchived: boolean;
  isActive: boolean;
  endedAt: Date | null;
  endDate: string | null;
  pausedAt: Date | null;
};

/** Why a campaign takes no gift now, as its page says it (archived before paused before ended); null while it does. */
export function closedReasonOf(
  campaign: GiftDoorState,
  now = new Date(),
): 'archived' | 'paused' | 'ended' | null {
  if (campaign.isArchived) return 'archived';
  if (isPaused(campaign)) return 'paused';
  return hasEnded(campaign, now) ? 'ended' : null;
}

/** Whether a gift may start now: not once the campaign has ended, nor while it is archived or paused. */
export function acceptsContributions(campaign: GiftDoorState, now = new Date()): boolean {
  return closedReasonOf(campaign, now) === null;
}

/** A campaign's last day is its end date itself (UTC): it closes once that day is over. */
export function isPastEndDate(endDate: string | null | undefined, now = new Date()): boolean {
  return !!endDate && endDate.slice(0, 10) < now.toISOString().slice(0, 10);
}

/** How far toward its goal a campaign is, in whole percent (floored: 100 only once reached); null without a goal. */
export function percentOfGoal(raised: number, goal: number | null): number | null {
  return goal && goal > 0 ? Math.floor((raised / goal) * 100) : null;
}

/** The same for a progress bar, which stops at full. */
export function progressBarPercent(raised: number, goal: number | null): number | null {
  const percent = percentOfGoal(raised, goal);
  return percent === null ? null : Math.min(100, percent);
}

/** The campaign's public address: its custom URL, or its id when it has none. */
export function campaignPathOf(
  campaign: { customUrl: string; id?: number } | { customUrl: string | null; id: number },
): string {
  return campaign.customUrl ? `/campaign/${campaign.customUrl}` : `/campaign/id/${campaign.id}`;
}

/** Where its organizer edits it: by custom URL, or by id when it has none. */
export function campaignEditPathOf(campaign: { customUrl: string | null; id: number }): string {
  return `/edit-campaign/${campaign.customUrl ?? campaign.id}`;
}

/** Where anyone reports the page (issue 34): a page of its own, which works without JavaScript. */
export function reportPagePathOf(campaignId: number): string {
  return `/report-page/${campaignId}`;
}

/**
 * Why anyone but the campaign's managers reads a stand-in for a giver's name: the giver asked to stay anonymous,
 * or the family chose at creation not to show givers' names (consentDisplayNames). Null: they read the name.
 * The stand-in's words are in public-contributor-name.ts (this module stays free of messages: pages' scripts read it).
 */
export type NameStandIn = 'anonymous' | 'hidden';

export function contributorNameStandIn(
  contribution: { isAnonymous: boolean },
  campaign: { consentDisplayNames: boolean },
): NameStandIn | null {
  if (contribution.isAnonymous) return 'anonymous';
  return campaign.consentDisplayNames ? null : 'hidden';
}

/** "1951 – 2025", as the page and its share image show them. */
export function lifeYears(birthYear: number | null, dateOfPassing: string | null): string | null {
  const passingYear = dateOfPassing?.slice(0, 4);
  if (!birthYear && !passingYear) return null;
  return `${birthYear ?? ''} – ${passingYear ?? ''}`.trim();
}
