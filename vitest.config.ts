import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { defineConfig } from 'vitest/config';
import { PARAGLIDE_OPTIONS } from './scripts/lib/paraglide-options.ts';

const TEST_CATALOGUE = './.paraglide-tests';
const integration = ['**/*.integration.test.ts'];
const exclude = [
  'node_modules/**',
  'build/**',
  'tests/e2e/**',
  'tests/e2e-google/**',
  'tests/e2e-stripe/**',
  'data/**',
];

/**
 * Unit tests run once. Integration tests (`*.integration.test.ts`) run on embedded PGlite, and again on
 * PostgreSQL when TEST_DATABASE_URL is set: SQL that PGlite (PostgreSQL 18) accepts may fail on 15.
 */
export default defineConfig({
  // The catalogue compiled for tests that render pages or read messages: the same messages as paraglide/, laid out
  // one module per locale. The build's one module per message (for the browser's tree-shaking) costs each test file
  // that reads the catalogue ~10 s of module loading, a third of the suite's time.
  plugins: [
    paraglideVitePlugin({
      ...PARAGLIDE_OPTIONS,
      outdir: TEST_CATALOGUE,
      outputStructure: 'locale-modules',
    }),
  ],
  resolve: { alias: [{ find: /^(?:\.\.?\/)+paraglide\//, replacement: `${resolve(TEST_CATALOGUE)}/` }] },
  test: {
    setupFiles: ['tests/setup/fail-on-console-error.ts', 'tests/setup/no-outbound-network.ts'],
    globalSetup: ['tests/setup/pglite-template.global.ts'],
    // Vitest's default is one fewer than the CPUs: one test file at a time on a 2-CPU machine, which left a CPU
    // idle while files load modules and wait on PostgreSQL or a child server. Two at a time there: 14.7 minutes for
    // the whole suite on both databases, quiet machine, 2026-11-28.
    maxWorkers: Math.max(2, availableParallelism()),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['**/*.test.ts'], exclude: [...exclude, ...integration] },
      },
      {
        extends: true,
        test: { name: 'pglite', include: integration, exclude, env: { TEST_DATABASE_ENGINE: 'pglite' } },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: integration,
                exclude,
                env: { TEST_DATABASE_ENGINE: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
