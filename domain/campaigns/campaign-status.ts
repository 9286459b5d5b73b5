/**
 * The one derived status of a campaign (spec part 2 §4 "Derived admin status"), shown on the organizer's dashboard
 * and used by the admin screens: what the family and our team need to know about its money. These are values (the
 * spec's names, answered as they are by the API), never shown as they are: the dashboard and the admin's campaigns tab
 * write each in the reader's language (`dashboard_status_*` in the catalogue).
 */
export const CAMPAIGN_STATUSES = ['Active', 'Pending Payout', 'Overdue', 'Payout Complete'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** Spec part 2 §9: a payout is overdue 48 hours after the campaign ended. */
export const PAYOUT_OVERDUE_AFTER_MS = 48 * 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface CampaignEndFields {
  /** When the organizer ended it (or it was switched off). */
  endedAt: Date | null;
  /** Its planned last day, "YYYY-MM-DD" (UTC): it closes once that day is over. */
  endDate: string | null;
}

/**
 * When the campaign stopped taking money, or null while it runs: the organizer's ending (endedAt), or the end of
 * its end date's day (UTC), whichever came first. A planned end date still in the future is not an end.
 */
export function campaignEndMoment({ endedAt, endDate }: CampaignEndFields, now = new Date()): Date | null {
  const endOfEndDate = endDate ? new Date(Date.parse(`${endDate.slice(0, 10)}T00:00:00Z`) + DAY_MS) : null;
  const plannedEnd = endOfEndDate && endOfEndDate <= now ? endOfEndDate : null;
  if (endedAt && plannedEnd) return endedAt < plannedEnd ? endedAt : plannedEnd;
  return endedAt ?? plannedEnd;
}

/**
 * The payout deadline (decision 010): 48 hours after the campaign ended, or, while it still runs, 48 hours after the
 * payout was requested; null while it runs with no payout requested (nothing is due yet). A payout request stores
 * this as its `payoutDeadline`.
 */
export function payoutDeadlineOf(campaign: CampaignEndFields, requestedAt: Date, now?: Date): Date;
export function payoutDeadlineOf(
  campaign: CampaignEndFields,
  requestedAt: Date | null,
  now?: Date,
): Date | null;
export function payoutDeadlineOf(
  campaign: CampaignEndFields,
  requestedAt: Date | null,
  now = new Date(),
): Date | null {
  const from = campaignEndMoment(campaign, now) ?? requestedAt;
  return from ? new Date(from.getTime() + PAYOUT_OVERDUE_AFTER_MS) : null;
}

/**
 * The one Overdue rule (spec part 2: "more than 48 hours past the end date"): money not yet paid out whose deadline
 * has passed. The admin's Payouts tab applies it in SQL to the stored deadline (list-payout-schedule.server.ts:
 * `payoutDeadline < now`); an integration test pins that both tabs agree.
 */
export function isPayoutOverdue(deadline: Date | null, now = new Date()): boolean {
  return deadline !== null && now.getTime() > deadline.getTime();
}

export interface CampaignStatusFields extends CampaignEndFields {
  /**
   * Card gifts that still count: the money Pamoja holds for the recipient. Wallet gifts went to the recipient
   * directly, so a campaign with only those has nothing to pay out and is never Overdue.
   */
  payableContributions: number;
  /** null until a payout is requested; then 'requested' or 'completed'. */
  payoutStatus: string | null;
  /** The deadline stored on the payout waiting for an admin; null when none waits. */
  pendingPayoutDeadline: Date | null;
}

/**
 * Nothing to pay out (no card gifts that count): Active. Payout completed: Payout Complete. Otherwise Overdue once
 * the payout deadline has passed (the waiting payout's, else 48 hours after the campaign ended), else Pending Payout
 * (a running campaign with gifts and no request, or a request not yet due).
 */
export function campaignStatusOf(campaign: CampaignStatusFields, now = new Date()): CampaignStatus {
  if (campaign.payableContributions === 0) return 'Active';
  if (campaign.payoutStatus === 'completed') return 'Payout Complete';
  const deadline = campaign.pendingPayoutDeadline ?? payoutDeadlineOf(campaign, null, now);
  return isPayoutOverdue(deadline, now) ? 'Overdue' : 'Pending Payout';
}

/**
 * The status as the family's dashboard words it, beside its payout line. The admin's "Pending Payout" also covers
 * money no one has asked for yet, which beside "No payout requested yet" reads as a contradiction: that case says
 * what it is, money ready to be requested.
 */
export type FamilyStatus = CampaignStatus | 'Ready for payout';

export function familyStatusLabel(status: CampaignStatus, payoutStatus: string | null): FamilyStatus {
  return status === 'Pending Payout' && payoutStatus === null ? 'Ready for payout' : status;
}
