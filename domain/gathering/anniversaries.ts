import { z } from 'zod';
import { refusalKey } from '../shared/refusal-words';

/**
 * The first anniversary of a date of passing, and which dates of passing are due on a given day. Days are UTC
 * calendar days ("YYYY-MM-DD").
 *
 * - A month-only date ("YYYY-MM": the family gave only the month) has its anniversary on the first of that month a
 *   year later, so the family hears early in the month rather than after the day.
 * - 29 February has its anniversary on 28 February in a year that has no 29th (as PostgreSQL's `+ interval '1 year'`).
 * - The e-mail is due from the anniversary for ANNIVERSARY_GRACE_DAYS more days, so a day the job did not run is made
 *   up, while a campaign made long after the death (its first anniversary long past) never gets a stale one.
 */
export const ANNIVERSARY_GRACE_DAYS = 7;

export const ANNIVERSARY_CHOICE_MESSAGE = refusalKey('share_error_anniversary_choice');

/** The family's choice, from the e-mail's link or their own page: "on" or "off". */
export const anniversaryEmailsChoiceSchema = z.object({
  anniversaryEmails: z
    .enum(['on', 'off'], { error: ANNIVERSARY_CHOICE_MESSAGE })
    .transform((choice) => choice === 'on'),
});
export type AnniversaryEmailsChoice = z.infer<typeof anniversaryEmailsChoiceSchema>;

export const ANNIVERSARY_LINK_NOT_FOUND = refusalKey('anniversary_link_invalid');

const DAY_MS = 24 * 60 * 60 * 1000;

const isoDayOf = (moment: Date) => moment.toISOString().slice(0, 10);
const dayOf = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`);
const addDays = (isoDay: string, days: number) => isoDayOf(new Date(dayOf(isoDay).getTime() + days * DAY_MS));
const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The same day `years` later (or earlier), 29 February falling on the 28th in a year without it. */
function shiftYears(isoDay: string, years: number): string {
  const year = Number(isoDay.slice(0, 4)) + years;
  const monthDay = isoDay.slice(5) === '02-29' && !isLeapYear(year) ? '02-28' : isoDay.slice(5);
  return `${String(year).padStart(4, '0')}-${monthDay}`;
}

/** "YYYY-MM-DD" of the first anniversary of a "YYYY-MM-DD" or "YYYY-MM" date of passing. */
export function firstAnniversaryOf(dateOfPassing: string): string {
  return shiftYears(dateOfPassing.length === 7 ? `${dateOfPassing}-01` : dateOfPassing, 1);
}

/** The latest date of passing whose first anniversary falls on or before `isoDay`. */
function latestPassingWithAnniversaryBy(isoDay: string): string {
  const yearBefore = shiftYears(isoDay, -1);
  // 28 February's anniversary day is also 29 February's when the year before was a leap year.
  return isoDay.slice(5) === '02-28' && isLeapYear(Number(yearBefore.slice(0, 4)))
    ? `${yearBefore.slice(0, 4)}-02-29`
    : yearBefore;
}

/**
 * The dates of passing whose first anniversary is `today` or one of the ANNIVERSARY_GRACE_DAYS days before, as one
 * range of the column's text (what the partial index `campaigns_first_anniversary_due_idx` orders by): "YYYY-MM"
 * sorts just before its month's "YYYY-MM-01", so a month-only date falls inside exactly when its first day does,
 * once the lower bound on a first of the month is widened to the month itself.
 */
export function passingDatesDueOn(now: Date): { from: string; to: string } {
  const today = isoDayOf(now);
  const from = addDays(latestPassingWithAnniversaryBy(addDays(today, -ANNIVERSARY_GRACE_DAYS - 1)), 1);
  return {
    from: from.endsWith('-01') ? from.slice(0, 7) : from,
    to: latestPassingWithAnniversaryBy(today),
  };
}
