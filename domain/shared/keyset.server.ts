import { type SQL, sql } from 'drizzle-orm';
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
 * Every row of a list ordered by (created_at, id), a batch at a time (the CSV exports): each batch is read after the
 * last row of the one before, so the hundredth batch costs what the first does, and rows added or removed while a
 * download runs never shift a row into two batches or out of all of them (as an OFFSET would).
 */
export async function* keysetBatches<Row extends { createdAtExact: string; id: number }, Out>(
  fetchAfter: (after: KeysetPosition | null, limit: number) => Promise<Row[]>,
  toOutput: (rows: Row[]) => Out[],
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<Out[]> {
  let after: KeysetPosition | null = null;
  for (;;) {
    const batch = await fetchAfter(after, batchSize);
    if (batch.length > 0) yield toOutput(batch);
    const last = batch.at(-1);
    if (!last || batch.length < batchSize) return;
    after = { createdAt: last.createdAtExact, id: last.id };
  }
}
