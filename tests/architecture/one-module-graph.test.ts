import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const serverBuild = path.join(root, 'build/server');

/** The layers the production server loads itself (through tsx) and the pages import (decision 031). */
const SHARED_LAYER = /^(?:domain|db|config|integrations|paraglide)\//;

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(root, folder, file));
}

function resolveSource(base: string): string | null {
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.js`, path.join(base, 'index.ts')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

/** Every shared-layer file a page module imports a value from (`import type` leaves nothing in the build). */
function sharedFilesThePagesUse(): string[] {
  const used = new Set<string>();
  for (const file of sourceFiles('app')) {
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/^import (?!type )[^;]*?from '(\.[^']+)';/gms)) {
      const target = resolveSource(path.resolve(path.dirname(file), specifier));
      const relative = target && path.relative(root, target);
      if (relative && SHARED_LAYER.test(relative)) used.add(relative);
    }
  }
  return [...used].sort();
}

describe('one module graph (issue 30 item 6)', () => {
  it('the production pages import the domain, database, config, integrations and messages from their own files, so the server process holds one copy of each', () => {
    expect(
      existsSync(path.join(serverBuild, 'index.js')),
      'run `npx react-router build` first (npm test does)',
    ).toBe(true);
    // One file: each import in it is written relative to build/server/, where Node resolves it.
    expect(readdirSync(serverBuild)).toEqual(['index.js']);
    const build = readFileSync(path.join(serverBuild, 'index.js'), 'utf8');
    const imported = new Set([...build.matchAll(/from "\.\.\/\.\.\/([^"]+)"/g)].map(([, file]) => file));
    const used = sharedFilesThePagesUse();
    expect(used.length).toBeGreaterThan(50);
    // A file the pages use but the build does not import is a second copy, bundled into the pages.
    expect(used.filter((file) => !imported.has(file))).toEqual([]);
    expect([...imported].filter((file) => !existsSync(path.join(root, file)))).toEqual([]);
  });
});
