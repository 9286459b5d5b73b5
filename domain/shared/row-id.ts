import { NotFoundError } from './errors';

/** Row ids are PostgreSQL `integer` (serial) columns: 1 to 2,147,483,647. */
export const MAX_ROW_ID = 2_147_483_647;

/**
 * A row id from a URL segment: plain decimal digits within the id column's range, else null (the caller answers
 * 404). A larger number would make PostgreSQL refuse the query; "0x10", "1e3" or " 7" are not addresses we give out.
 */
export function parseRowId(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_ROW_ID ? id : null;
}

/** A row id from a URL segment, or the 404 `message` (an unknown id and a malformed one are the same to a caller). */
export function requireRowId(value: unknown, message = 'refusal_not_found'): number {
  const id = parseRowId(value);
  if (id === null) throw new NotFoundError(message);
  return id;
}
