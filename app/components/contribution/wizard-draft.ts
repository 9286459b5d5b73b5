/**
 * Where the card contribution wizard keeps a half-finished contribution (session storage), in a module of its
 * own so the campaign page can check for one without downloading the wizard.
 */
export function draftKeyOf(campaignId: number) {
  return `contributionDraft:${campaignId}`;
}

/** A wizard left mid-way (reload, dropped tab) reopens where it was. */
export function hasUnfinishedDraft(campaignId: number): boolean {
  try {
    const stored = window.sessionStorage.getItem(draftKeyOf(campaignId));
    const step = stored ? (JSON.parse(stored) as { step?: string }).step : undefined;
    return step !== undefined && step !== 'intro' && step !== 'success';
  } catch {
    return false;
  }
}
