import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.server';
import * as schema from './schema';

/** The one database type the rest of the code sees, whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Present for PostgreSQL: rate limits and other cross-process state use it. */
  pool?: pg.Pool;
  /** Present for PGlite: lets the server share the single-process database (e.g. over a socket). */
  pglite?: PGlite;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Serialises migrations when several app processes start against one PostgreSQL at once. */
const MIGRATION_LOCK_KEY = 7_266_526;

export type DatabaseOptions =
  | { databaseUrl: string; dataDir?: undefined }
  | { databaseUrl?: undefined; dataDir: string }
  /** In memory; `from`, a dump of a database (PGlite's dumpDataDir) to start from instead of an empty one. */
  | { databaseUrl?: undefined; dataDir: null; from?: Blob };

/**
 * `databaseUrl` set: PostgreSQL through `pg`. Otherwise PGlite, persisted under `dataDir`
 * (locked against a second process), or in memory when `dataDir` is null (tests).
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite(options.dataDir ?? null, options.dataDir === null ? options.from : undefined);
  try {
    await migrateDatabase(handle);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
  // Idle clients that lose their server emit 'error'; without a listener that would crash the process.
  pool.on('error', () => {});
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => {});
    const reason = error instanceof Error ? error.message || error.name : String(error);
    throw new DatabaseUnavailableError(
      `Cannot connect to the database at ${whereOf(databaseUrl)}: ${reason}`,
    );
  }
  const db = drizzleNodePostgres({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    pool,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/** pg_trgm: the admin lists' searches (`ILIKE '%…%'`) run on trigram indexes (migration 0007), as on PostgreSQL. */
const PGLITE_OPTIONS = { extensions: { pg_trgm } };

/**
 * PGlite runs PostgreSQL in WebAssembly, where evaluating an operator costs about ten times what the planner's
 * defaults assume of native code, while every page is in memory. At the defaults it scans 20,000 campaigns for an
 * `ILIKE` (125 ms) rather than use their trigram index (23 ms): measured in docs/performance.md (issue 14).
 */
const PGLITE_PLANNER_COSTS = 'SET cpu_operator_cost = 0.05';

async function openPglite(dataDir: string | null, from?: Blob): Promise<DatabaseHandle> {
  let releaseLock = () => {};
  let client: PGlite;
  if (dataDir) {
    const databaseDir = path.join(dataDir, 'pglite');
    mkdirSync(databaseDir, { recursive: true });
    releaseLock = lockDataDir(dataDir);
    try {
      client = await PGlite.create(databaseDir, PGLITE_OPTIONS);
    } catch (error) {
      releaseLock();
      throw error;
    }
  } else {
    client = await PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: from });
  }
  await client.exec(PGLITE_PLANNER_COSTS);
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    ping: async () => {
      if (client.closed) throw new DatabaseUnavailableError('The embedded database is closed');
      await client.query('select 1');
    },
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        releaseLock();
      }
    },
  };
}

async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as never, { migrationsFolder });
    return;
  }
  const client = await handle.pool!.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePostgres(drizzleNodePostgres({ client }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}

/** Which database, built from the URL's user, host and name alone: its password and query never appear. */
function whereOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.username ? `${parsed.username}@` : ''}${parsed.host}${parsed.pathname}`;
  } catch {
    return 'the configured URL';
  }
}
