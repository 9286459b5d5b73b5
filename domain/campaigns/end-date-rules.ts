import { refusalKey } from '../shared/refusal-words';
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
export const CLOSES_CONTRIBUTIONS_NOW = refusalKey('edit_error_closes_now');
