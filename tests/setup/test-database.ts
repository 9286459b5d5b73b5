import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/client.server';

/**
 * A fresh, migrated database for one test file: in-memory PGlite started from the run's migrated dump, or, in the
 * `postgres` project, a new database on the TEST_DATABASE_URL server that is dropped again on close.
 */
export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DATABASE_ENGINE !== 'postgres' || !serverUrl) {
    // The run's migrated database (tests/setup/pglite-template.global.ts): faster than migrating each time.
    return openDatabase({ dataDir: null, from: new Blob([await readFile(inject('pgliteTemplatePath'))]) });
  }

  const name = `pamoja_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...handle,
    /** For tests that start another process on the same database. */
    url: url.toString(),
    close: async () => {
      await handle.close();
      await withAdminClient(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
