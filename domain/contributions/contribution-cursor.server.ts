import { asc, desc, type SQL } from 'drizzle-orm';
import { contributions } from '../../db/schema';
import { InvalidInputError } from '../shared/errors';
import { exactTimeOf, type KeysetPosition, pastPosition } from '../shared/keyset.server';
import { refusalKey } from '../shared/refusal-words';
import { MAX_ROW_ID } from '../shared/row-id';

/**
 * Keyset paging of a campaign's contributions on (created_at, id), the campaign/created index's order: a page
 * costs the same at the start and 100,000 rows in, and rows sharing a creation time are neither lost nor repeated.
 * A cursor, "2025-11-02T10:00:00.123456Z_42", is the last row's exact time and id; clients pass it back as is.
 */
export type ContributionOrder = 'newest' | 'oldest';

export type ContributionCursor = KeysetPosition;

export const BAD_CURSOR = refusalKey('refusal_bad_list_position');

/** Select it beside the row to build its cursor. */
export const createdAtExact = exactTimeOf(contributions.createdAt);

export function contributionCursorOf(row: { createdAtExact: string; id: number }): string {
  return `${row.createdAtExact}_${row.id}`;
}

/** null for anything this module did not write (a real date and a row id only). */
export function parseContributionCursor(text: string | undefined): ContributionCursor | null {
  const match = text?.match(/^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(\.\d{6}Z)_(\d{1,10})$/);
  if (!match) return null;
  const [, seconds, fraction, id] = match;
  const date = new Date(`${seconds}Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 19) !== seconds) return null;
  if (Number(id) > MAX_ROW_ID) return null;
  return { createdAt: `${seconds}${fraction}`, id: Number(id) };
}

/** A cursor from a request: none is the first page; one this module did not write is refused (400). */
export function requireContributionCursor(text: unknown): ContributionCursor | null {
  if (text === undefined || text === '') return null;
  const cursor = typeof text === 'string' ? parseContributionCursor(text) : null;
  if (!cursor) throw new InvalidInputError(BAD_CURSOR);
  return cursor;
}

/** The rows after the cursor in the list's order (none: every row). */
export function pastCursor(cursor: ContributionCursor | null, order: ContributionOrder): SQL | undefined {
  return pastPosition(contributions, cursor, order);
}

export function contributionOrderBy(order: ContributionOrder) {
  const direction = order === 'newest' ? desc : asc;
  return [direction(contributions.createdAt), direction(contributions.id)];
}

/** The page and the cursor of the next one, from rows fetched with a limit one above the page size. */
export function keysetPage<Row extends { createdAtExact: string; id: number }>(
  fetched: Row[],
  pageSize: number,
) {
  const rows = fetched.slice(0, pageSize);
  const last = rows.at(-1);
  return { rows, nextCursor: fetched.length > pageSize && last ? contributionCursorOf(last) : null };
}
