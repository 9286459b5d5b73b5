import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.tsx?$/;

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => SOURCE.test(file))
    .map((file) => path.join(folder, file));
}

/** Production code: a test may cross layers to check them (e.g. that every route's first segment is reserved). */
function productionFiles(folder: string): string[] {
  return sourceFiles(folder).filter((file) => !TEST.test(file));
}

/** Value imports (and re-exports) of a module; `import type` is erased and so crosses any boundary. */
function importsOf(file: string): string[] {
  const source = readFileSync(path.join(root, file), 'utf8');
  const specifiers: string[] = [];
  const statement = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/g;
  for (const match of source.matchAll(statement)) {
    if (!match[2]) specifiers.push(match[3] as string);
  }
  for (const match of source.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g))
    specifiers.push(match[1] as string);
  return specifiers;
}

/** The project folder a relative import lands in (`domain`, `server`…), or null for a package. */
function folderOf(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  return path.normalize(path.join(path.dirname(file), specifier)).split(path.sep)[0] ?? null;
}

const SERVER_ONLY_PACKAGES =
  /^(node:|sharp$|pg$|drizzle-orm|@electric-sql\/pglite|nodemailer|stripe$|openid-client|@node-rs\/argon2|rate-limiter-flexible|pino|express|busboy)/;

function violations(files: string[], isForbidden: (file: string, specifier: string) => boolean) {
  return files.flatMap((file) =>
    importsOf(file)
      .filter((specifier) => isForbidden(file, specifier))
      .map((specifier) => `${file} imports ${specifier}`),
  );
}

describe('the layer rule (docs/architecture.md)', () => {
  it('domain/ never imports app/ or server/', () => {
    const found = violations(productionFiles('domain'), (file, specifier) =>
      ['app', 'server'].includes(folderOf(file, specifier) ?? ''),
    );
    expect(found).toEqual([]);
  });

  it('db/ imports nothing above it', () => {
    const found = violations(productionFiles('db'), (file, specifier) => {
      const folder = folderOf(file, specifier);
      return folder !== null && folder !== 'db';
    });
    expect(found).toEqual([]);
  });

  it('nothing but server/ (and the scripts and tests that start it) imports server/', () => {
    const layers = ['app', 'domain', 'db', 'integrations', 'config', 'seed'];
    const found = violations(
      layers.flatMap(productionFiles),
      (file, specifier) => folderOf(file, specifier) === 'server',
    );
    expect(found).toEqual([]);
  });
});

describe('where code runs is in the file name', () => {
  // Route modules are exempt: their loaders and actions run on the server and React Router strips them from the
  // browser build (and refuses a .server import that would survive).
  const browserSafe = ['domain', 'integrations', 'config', 'app/components', 'app/lib']
    .flatMap(productionFiles)
    .filter((file) => !/\.server\.tsx?$/.test(file));

  it('a module not named *.server.ts imports no *.server module and no server-only package', () => {
    const found = violations(
      browserSafe,
      (_file, specifier) => /\.server$/.test(specifier) || SERVER_ONLY_PACKAGES.test(specifier),
    );
    expect(found).toEqual([]);
  });

  it('every domain area with use cases has a browser-safe index.ts and an index.server.ts', () => {
    const areas = readdirSync(path.join(root, 'domain'), { withFileTypes: true }).filter((entry) =>
      entry.isDirectory(),
    );
    const missing = areas.flatMap(({ name }) => {
      const files = readdirSync(path.join(root, 'domain', name));
      const hasUseCases = files.some((file) => file.endsWith('.server.ts') && !TEST.test(file));
      const hasIndex = files.includes('index.ts') || files.includes('index.server.ts');
      if (!hasUseCases || !hasIndex) return [];
      return files.includes('index.server.ts') ? [] : [`domain/${name}/index.server.ts`];
    });
    expect(missing).toEqual([]);
  });
});

describe('decision records', () => {
  const records = readdirSync(path.join(root, 'docs/decisions')).filter(
    (file) => /^\d+-.+\.md$/.test(file) && !file.startsWith('000-'),
  );

  it('no two share a number', () => {
    const numbers = records.map((file) => file.split('-')[0]);
    expect(numbers.filter((number, index) => numbers.indexOf(number) !== index)).toEqual([]);
  });

  it('the index (docs/decisions/README.md) lists each with the status it states', () => {
    const index = readFileSync(path.join(root, 'docs/decisions/README.md'), 'utf8').split('\n');
    const unlisted = records.filter((file) => {
      const text = readFileSync(path.join(root, 'docs/decisions', file), 'utf8');
      const status = /^- ?Status: (.+)$/m.exec(text)?.[1] ?? '';
      const row = index.find((line) => line.includes(`](${file})`));
      return row?.split('|')[3]?.trim() !== status;
    });
    expect(unlisted).toEqual([]);
  });

  it('each states its date and status', () => {
    const incomplete = records.filter((file) => {
      const text = readFileSync(path.join(root, 'docs/decisions', file), 'utf8');
      return !/^- ?Date: \d{4}-\d{2}-\d{2}/m.test(text) || !/^- ?Status: \w+/m.test(text);
    });
    expect(incomplete).toEqual([]);
  });
});

describe('UI files stay small enough to read', () => {
  it('no app/**/*.tsx file is longer than 300 lines: split a long one by what its parts do', () => {
    const long = sourceFiles('app')
      .filter((file) => file.endsWith('.tsx'))
      .filter((file) => readFileSync(path.join(root, file), 'utf8').split('\n').length > 300);
    expect(long).toEqual([]);
  });
});
