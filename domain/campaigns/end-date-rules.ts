import { isPastEndDate } from './campaign-rules';

/** Saving this end date would close a campaign that takes gifts today: the edit screen asks first. */
export function closesContributionsNow(
  campaign: { acceptsContributions: boolean },
  endDate: string | null | undefined,
  now = new Date(),
): boolean {
  return campaign.acceptsContributions && isPastEndDate(endDate, now);
}

export const CONFIRM_CLOSING_FIELD = 'closeContributionsNow';
export const CLOSES_CONTRIBUTIONS_NOW =
  'This end date has passed. Tick "Yes, close contributions now" to close them, or choose a later date.';
