import { readStoredDraft } from '../../lib/read-stored-draft';

/**
 * Where the card contribution wizard keeps a half-finished contribution (session storage), in a module of its
 * own so the giving page can check for one without downloading the wizard.
 */
export function draftKeyOf(campaignId: number) {
  return `contributionDraft:${campaignId}`;
}

/** A wizard left mid-way (reload, dropped tab) reopens where it was. */
function hasUnfinishedDraft(campaignId: number): boolean {
  const stored = readStoredDraft('sessionStorage', draftKeyOf(campaignId));
  const step = stored && typeof stored === 'object' ? (stored as { step?: unknown }).step : undefined;
  return typeof step === 'string' && step !== 'intro' && step !== 'success';
}

/** A giver back from their bank's page: the wizard opens to confirm it (payment-return.ts reads the rest). */
export function isBackFromPayment(): boolean {
  return new URLSearchParams(window.location.search).has('payment_intent');
}

/** The wizard opens by itself on the giving page: to a giver's return from their bank, or where it was left. */
export function resumesWizard(campaignId: number): boolean {
  return isBackFromPayment() || hasUnfinishedDraft(campaignId);
}
