/**
 * What Stripe's dispute statuses mean for the money (https://docs.stripe.com/api/disputes/object#dispute_object-status,
 * https://docs.stripe.com/disputes/how-disputes-work): a chargeback debits the disputed amount when it opens and
 * gives it back only if won, and an appeal of a loss keeps it debited; an inquiry (warning_…) and a dispute
 * prevented before it became one move no money ("They can't withdraw an early fraud warning or an inquiry, which
 * don't have any financial impact", https://docs.stripe.com/disputes/withdrawing).
 */
export const DISPUTE_STATUSES_WITHHOLDING_FUNDS = [
  'needs_response',
  'under_review',
  'lost',
  'appeal_needs_response',
  'appeal_under_review',
] as const;

const CLOSED_STATUSES = new Set(['won', 'lost', 'warning_closed', 'prevented']);

export function disputeWithholdsFunds(status: string | null): boolean {
  return (DISPUTE_STATUSES_WITHHOLDING_FUNDS as readonly (string | null)[]).includes(status);
}

/** The bank has decided (or the inquiry ended); an appeal may still reopen a lost one. */
export function isDisputeClosed(status: string | null): boolean {
  return status !== null && CLOSED_STATUSES.has(status);
}
