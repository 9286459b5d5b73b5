import { inArray, sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server';
import { createTestDatabase } from '../../tests/setup/test-database';
import { batchesInOrder, type OrderTerm, orderByOf, type Place, pastPlace, placeOf } from './keyset.server';

/** A list of its own: ties on every key, nulls, and times a microsecond apart (which a JavaScript Date drops). */
const rows = pgTable('keyset_test_rows', {
  id: serial('id').primaryKey(),
  score: integer('score').notNull(),
  label: text('label').notNull(),
  due: timestamp('due', { withTimezone: true }),
});

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(
    sql`create table keyset_test_rows (id serial primary key, score int not null, label text not null, due timestamptz)`,
  );
  await database.db.execute(sql`
    insert into keyset_test_rows (score, label, due)
    select g % 4, chr(97 + g % 3),
      case when g % 5 = 0 then null else timestamptz '2026-11-26 10:00:00Z' + (g % 7) * interval '1 microsecond' end
    from generate_series(1, 60) g`);
});
afterAll(async () => {
  await database.close();
});

function readAfter(order: OrderTerm[], after: Place | null, limit: number) {
  return database.db
    .select({ id: rows.id, place: placeOf(order) })
    .from(rows)
    .where(pastPlace(order, after))
    .orderBy(...orderByOf(order))
    .limit(limit);
}

async function exported(order: OrderTerm[], batchSize: number): Promise<number[]> {
  const ids: number[] = [];
  const batches = batchesInOrder((after, limit) => readAfter(order, after, limit), batchSize);
  for await (const batch of batches) ids.push(...batch.map((row) => row.id));
  return ids;
}

async function inOneQuery(order: OrderTerm[]): Promise<number[]> {
  const all = await database.db
    .select({ id: rows.id })
    .from(rows)
    .orderBy(...orderByOf(order));
  return all.map((row) => row.id);
}

const id = (direction: 'asc' | 'desc'): OrderTerm => ({ by: rows.id, direction });
const ORDERS: Record<string, OrderTerm[]> = {
  'score ascending': [{ by: rows.score, direction: 'asc' }, id('asc')],
  'score descending, then id ascending': [{ by: rows.score, direction: 'desc' }, id('asc')],
  'lower(label), then score descending': [
    { by: sql`lower(${rows.label})`, direction: 'asc' },
    { by: rows.score, direction: 'desc' },
    id('desc'),
  ],
  'due ascending, nulls last': [{ by: rows.due, direction: 'asc', nulls: 'last' }, id('asc')],
  'due descending, nulls first': [{ by: rows.due, direction: 'desc', nulls: 'first' }, id('desc')],
  'due ascending, nulls first': [{ by: rows.due, direction: 'asc', nulls: 'first' }, id('asc')],
  'due descending, nulls last, then score': [
    { by: rows.due, direction: 'desc', nulls: 'last' },
    { by: rows.score, direction: 'asc' },
    id('asc'),
  ],
  'a computed key first': [
    { by: sql`case when ${rows.due} is null then 1 else 0 end`, direction: 'asc' },
    { by: rows.due, direction: 'asc', nulls: 'last' },
    id('asc'),
  ],
};

describe('batches in any order (the admin exports)', () => {
  for (const [name, order] of Object.entries(ORDERS)) {
    it(`${name}: batches of 4 read every row once, in the order one query gives`, async () => {
      const expected = await inOneQuery(order);
      expect(expected).toHaveLength(60);
      expect(await exported(order, 4)).toEqual(expected);
    });
  }

  it('a row added or removed while an export runs moves no other row into two batches or out of all', async () => {
    const order = ORDERS['due ascending, nulls last'] as OrderTerm[];
    const before = await inOneQuery(order);
    const firstBatch = await readAfter(order, null, 10);
    const place = firstBatch.at(-1)?.place ?? null;
    // Rows already sent are removed, and a new row sorts among them: an OFFSET of 10 would now skip 9 rows.
    const removed = firstBatch.slice(0, 9).map((row) => row.id);
    await database.db.delete(rows).where(inArray(rows.id, removed));
    await database.db.insert(rows).values({ score: 0, label: 'a', due: new Date('2000-01-01T00:00:00Z') });
    const rest = await readAfter(order, place, 100);
    expect([...firstBatch, ...rest].map((row) => row.id)).toEqual(before);
  });

  it("keeps a time's microseconds in a place: rows a microsecond apart are neither skipped nor repeated", async () => {
    const order: OrderTerm[] = [{ by: rows.due, direction: 'desc', nulls: 'first' }, id('asc')];
    expect(await exported(order, 1)).toEqual(await inOneQuery(order));
  });
});
