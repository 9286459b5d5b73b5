import { and, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A row's place in a list ordered by (created_at, id): its exact creation time (as text, to the microsecond) and id. */
export interface KeysetPosition {
  createdAt: string;
  id: number;
}

/** A timestamp column as UTC text to the microsecond, which PostgreSQL keeps and a JavaScript Date drops. */
export function exactTimeOf(column: AnyPgColumn) {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** The rows after `after` in a list ordered by (created_at, id), newest or oldest first (none: every row). */
export function pastPosition(
  columns: { createdAt: AnyPgColumn; id: AnyPgColumn },
  after: KeysetPosition | null,
  order: 'newest' | 'oldest',
): SQL | undefined {
  if (!after) return undefined;
  const row = sql`(${columns.createdAt}, ${columns.id})`;
  const at = sql`(${after.createdAt}::timestamptz, ${after.id})`;
  return order === 'newest' ? sql`${row} < ${at}` : sql`${row} > ${at}`;
}

/** Rows per batch of an export: one batch in memory at once. */
export const EXPORT_BATCH_SIZE = 1000;

/**
 * Every row of a list a batch at a time (the CSV exports): each batch is read after the last row of the one before,
 * so the hundredth batch costs what the first does, and rows added or removed while a download runs never shift a
 * row into two batches or out of all of them (as an OFFSET would).
 */
async function* batchesAfter<Row, Position, Out>(
  fetchAfter: (after: Position | null, limit: number) => Promise<Row[]>,
  positionOf: (row: Row) => Position,
  toOutput: (rows: Row[]) => Out[],
  batchSize: number,
): AsyncGenerator<Out[]> {
  let after: Position | null = null;
  for (;;) {
    const batch = await fetchAfter(after, batchSize);
    if (batch.length > 0) yield toOutput(batch);
    const last = batch.at(-1);
    if (last === undefined || batch.length < batchSize) return;
    after = positionOf(last);
  }
}

/** Every row of a list ordered by (created_at, id), a batch at a time. */
export function keysetBatches<Row extends { createdAtExact: string; id: number }, Out>(
  fetchAfter: (after: KeysetPosition | null, limit: number) => Promise<Row[]>,
  toOutput: (rows: Row[]) => Out[],
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<Out[]> {
  return batchesAfter(
    fetchAfter,
    (row) => ({ createdAt: row.createdAtExact, id: row.id }),
    toOutput,
    batchSize,
  );
}

/**
 * One term of a list's order (the admin lists sort by other keys than creation: e-mail, name, views, deadline).
 * `nulls` for a term that can be null, and only for one: where its nulls sort.
 */
export interface OrderTerm {
  by: SQL | AnyPgColumn;
  direction: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

/** A row's place in a list's order: each term's value as PostgreSQL's text of it (exact, and read back as such). */
export type Place = (string | null)[];

/** A page's or an export's window of a list: by OFFSET (an admin's page number) or after a place (an export). */
export type ListWindow = { limit: number; offset: number } | { limit: number; after: Place | null };

export function orderByOf(terms: OrderTerm[]): SQL[] {
  return terms.map(
    ({ by, direction, nulls }) =>
      sql`${by} ${sql.raw(direction)}${nulls ? sql.raw(` nulls ${nulls}`) : sql``}`,
  );
}

/** The SQL of each row's Place, to select beside its columns. */
export function placeOf(terms: OrderTerm[]): SQL<Place> {
  return sql<Place>`json_build_array(${sql.join(
    terms.map(({ by }) => sql`${by}::text`),
    sql`, `,
  )})`;
}

/** A term's value is after `at` in its order (`at` as text: PostgreSQL types it as the term). */
function termAfter({ by, direction, nulls }: OrderTerm, at: string | null): SQL {
  if (at === null) return nulls === 'first' ? sql`${by} is not null` : sql`false`;
  const beyond = direction === 'asc' ? sql`${by} > ${at}` : sql`${by} < ${at}`;
  return nulls === 'last' ? sql`(${beyond} or ${by} is null)` : beyond;
}

/**
 * The rows strictly after `place` in the order of `terms` (none: every row): after on the first term, or equal on it
 * and after on the next, and so on. A first term that cannot be null also bounds the scan, so an index on it is used.
 */
export function pastPlace(terms: OrderTerm[], place: Place | null): SQL | undefined {
  if (!place) return undefined;
  const alternatives = terms.map((term, index) =>
    and(
      ...terms.slice(0, index).map(({ by }, before) => sql`${by} is not distinct from ${place[before]}`),
      termAfter(term, place[index] ?? null),
    ),
  );
  const [first] = terms;
  const firstAt = place[0];
  const bound =
    first && !first.nulls && firstAt != null
      ? first.direction === 'asc'
        ? sql`${first.by} >= ${firstAt}`
        : sql`${first.by} <= ${firstAt}`
      : undefined;
  return and(bound, or(...alternatives));
}

/** A window's parts for a query in the order of `terms`: the rows after its place, the ORDER BY, LIMIT and OFFSET. */
export function windowIn(terms: OrderTerm[], window: ListWindow) {
  return {
    after: 'after' in window ? pastPlace(terms, window.after) : undefined,
    orderBy: orderByOf(terms),
    limit: window.limit,
    offset: 'offset' in window ? window.offset : 0,
  };
}

/** A row as a list shows it, without the place it was read with. */
export function withoutPlace<Row extends { place: Place }>({
  place: _place,
  ...row
}: Row): Omit<Row, 'place'> {
  return row;
}

/**
 * Every row of a list in the order of its terms, a batch at a time: rows are read with their `place` (`placeOf`)
 * and given without it.
 */
export function batchesInOrder<Row extends { place: Place }>(
  fetchAfter: (after: Place | null, limit: number) => Promise<Row[]>,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<Omit<Row, 'place'>[]> {
  return batchesAfter(
    fetchAfter,
    (row) => row.place,
    (rows) => rows.map(withoutPlace),
    batchSize,
  );
}
