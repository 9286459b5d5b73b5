import { readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.server';
import { startTestApp, type TestApp } from '../tests/setup/test-app';
import { createTestDatabase } from '../tests/setup/test-database';
import { uploadPhotoThrough } from '../tests/setup/upload-photo';

let database: DatabaseHandle;
let development: TestApp;
let production: TestApp;
let dataDir: string;
let uploadedUrl: string;

const anAsset = `/assets/${readdirSync(path.resolve(import.meta.dirname, '../build/client/assets')).find((name) => name.endsWith('.js'))}`;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'pamoja-headers-'));
  database = await createTestDatabase();
  development = await startTestApp(database, { DATA_DIR: dataDir }, { pages: true });
  production = await startTestApp(
    database,
    { DATA_DIR: dataDir, NODE_ENV: 'production', CARD_PAYMENTS: 'off' },
    { pages: true },
  );
  uploadedUrl = (await uploadPhotoThrough(development, { width: 200, height: 150 })).url;
});
afterAll(async () => {
  await development.close();
  await production.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Issue 17 item 8: these were mounted before the header middleware and went out bare. */
describe('every answer carries the security headers', () => {
  it.each([
    ['a page', () => '/'],
    ['/healthz', () => '/healthz'],
    ['a script asset', () => anAsset],
    ['an uploaded photo', () => uploadedUrl],
    ['a missing upload', () => '/uploads/2026/01/missing.webp'],
    ['a missing asset', () => '/assets/missing.js'],
  ])('%s', async (_what, pathOf) => {
    const response = await development.fetch(pathOf());
    await response.body?.cancel();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toMatch(/default-src/);
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('an uploaded photo is sandboxed: opened on its own, nothing in it can run or load', async () => {
    const response = await development.fetch(uploadedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    );
  });

  it('Strict-Transport-Security goes out in production, on assets and /healthz too, and never in development', async () => {
    for (const route of ['/', '/healthz', anAsset]) {
      const inProduction = await production.fetch(route);
      expect(inProduction.headers.get('strict-transport-security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
      const inDevelopment = await development.fetch(route);
      expect(inDevelopment.headers.get('strict-transport-security')).toBeNull();
    }
  });
});
