import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../db/client.server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding this run's migrated embedded database. */
    pgliteTemplatePath: string;
  }
}

/**
 * Vitest's global setup: one embedded database migrated once per run and dumped to a file, which each test file's
 * database starts from (tests/setup/test-database.ts). Creating PGlite and replaying every migration took 3.2–3.8 s
 * per test file; loading the dump takes 1.1–1.4 s.
 */
export default async function migratePgliteTemplate(project: TestProject) {
  // One file per run: two runs in one checkout (an editor's and a terminal's) must not share it.
  const templatePath = path.resolve(`.tmp/vitest/pglite-migrated-${process.pid}.tar`);
  const database = await openDatabase({ dataDir: null });
  try {
    const dump = await database.pglite!.dumpDataDir('none');
    await mkdir(path.dirname(templatePath), { recursive: true });
    await writeFile(templatePath, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplatePath', templatePath);
  return () => rm(templatePath, { force: true });
}
