import { mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.server';
import { precompressDirectory } from '../scripts/lib/precompress-plugin';
import { startTestApp, type TestApp } from '../tests/setup/test-app';
import { createTestDatabase } from '../tests/setup/test-database';

let database: DatabaseHandle;
let app: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('operations', () => {
  it('when the database answers, then /healthz is 200 and every response carries a request id', async () => {
    const response = await app.fetch('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok' });
    expect(response.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
    const other = await app.fetch('/api/nothing-here', { method: 'POST' });
    expect(other.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
    expect(other.headers.get('x-request-id')).not.toBe(response.headers.get('x-request-id'));
  });

  it('when a response is sent, then it has the security headers and a nonce-based CSP', async () => {
    const response = await app.fetch('/api/nothing-here');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('when a hashed asset is fetched with brotli accepted, then it is compressed and cached for good', async () => {
    const clientDir = mkdtempSync(path.join(tmpdir(), 'pamoja-client-'));
    mkdirSync(path.join(clientDir, 'assets'));
    writeFileSync(path.join(clientDir, 'assets', 'app-Ab12Cd34.css'), 'body { color: black; }\n'.repeat(500));
    const assetApp = await startTestApp(database, {}, { clientDir });
    const response = await assetApp.fetch('/assets/app-Ab12Cd34.css', {
      headers: { 'accept-encoding': 'br' },
    });
    await assetApp.close();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toContain('body { color: black; }');
  });

  it('when the build precompressed an asset, then its .br or .gz is sent as the browser accepts, else the original', async () => {
    const clientDir = mkdtempSync(path.join(tmpdir(), 'pamoja-client-'));
    const assetsDir = path.join(clientDir, 'assets');
    mkdirSync(assetsDir);
    const script = 'export const greeting = "hello";\n'.repeat(400);
    writeFileSync(path.join(assetsDir, 'entry-Zz12Yy34.js'), script);
    await precompressDirectory(assetsDir);
    const sizeOf = (name: string) => String(statSync(path.join(assetsDir, name)).size);
    const assetApp = await startTestApp(database, {}, { clientDir });
    const fetchWith = (acceptEncoding: string) =>
      assetApp.fetch('/assets/entry-Zz12Yy34.js', { headers: { 'accept-encoding': acceptEncoding } });
    try {
      // Chrome's own order: gzip first, br offered too.
      const brotli = await fetchWith('gzip, deflate, br, zstd');
      expect(brotli.headers.get('content-encoding')).toBe('br');
      expect(brotli.headers.get('content-length')).toBe(sizeOf('entry-Zz12Yy34.js.br'));
      expect(brotli.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect(brotli.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await brotli.text()).toBe(script);

      const gzip = await fetchWith('gzip');
      expect(gzip.headers.get('content-encoding')).toBe('gzip');
      expect(gzip.headers.get('content-length')).toBe(sizeOf('entry-Zz12Yy34.js.gz'));
      expect(await gzip.text()).toBe(script);

      const plain = await fetchWith('identity');
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(await plain.text()).toBe(script);
    } finally {
      await assetApp.close();
    }
  });
});

describe('the files at the top of the build', () => {
  it('when favicon.svg or robots.txt is fetched, then it is sent and cached an hour; other addresses never reach the disk', async () => {
    const clientDir = mkdtempSync(path.join(tmpdir(), 'pamoja-client-'));
    mkdirSync(path.join(clientDir, 'assets'));
    writeFileSync(path.join(clientDir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
    const assetApp = await startTestApp(database, {}, { clientDir });
    try {
      // Written after the start: only the names the build had are served, so a page's address is not looked up.
      writeFileSync(path.join(clientDir, 'late.txt'), 'not part of the build');
      const robots = await assetApp.fetch('/robots.txt');
      expect(robots.status).toBe(200);
      expect(robots.headers.get('cache-control')).toBe('public, max-age=3600');
      expect(await robots.text()).toContain('User-agent: *');
      expect((await assetApp.fetch('/late.txt')).status).toBe(404);
    } finally {
      await assetApp.close();
    }
  });
});

describe('API guards', () => {
  it('when another site posts to the API, then it is refused with 403', async () => {
    const response = await app.fetch('/api/anything', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'Cross-site request refused' });
  });

  it('when our own page posts, then the origin check lets it through', async () => {
    const response = await app.fetch('/api/anything', { method: 'POST', headers: { origin: app.baseUrl } });
    expect(response.status).toBe(404);
  });

  it.each([
    ["a sibling subdomain's page without Origin", { 'sec-fetch-site': 'same-site' }],
    [
      "a sibling subdomain's page with its own Origin",
      { 'sec-fetch-site': 'same-site', origin: 'https://evil.example' },
    ],
    [
      "a sibling subdomain's page with its own Referer",
      { 'sec-fetch-site': 'same-site', referer: 'https://evil.example/x' },
    ],
    ['a request of unknown source without Origin or Referer', { 'sec-fetch-site': 'none' }],
  ])('when %s posts, then it is refused with 403 (issue 31 item 6)', async (_name, headers) => {
    const response = await app.fetch('/api/anything', { method: 'POST', headers });
    expect(response.status).toBe(403);
  });

  it.each([
    ['our own page', { 'sec-fetch-site': 'same-origin' }],
    ['a same-site request carrying our Origin', { 'sec-fetch-site': 'same-site', origin: 'ORIGIN' }],
    ['a same-site request carrying our Referer', { 'sec-fetch-site': 'same-site', referer: 'ORIGIN/login' }],
  ])('when %s posts, then the origin check lets it through', async (_name, headers) => {
    const withOrigin = Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [name, value.replace('ORIGIN', app.baseUrl)]),
    );
    const response = await app.fetch('/api/anything', { method: 'POST', headers: withOrigin });
    expect(response.status).toBe(404);
  });

  it('when the body is not JSON, then the answer is 400 with a clear message, not 500', async () => {
    const response = await app.fetch('/api/anything', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Request body is not valid JSON' });
  });

  it('when the body is too large, then the answer is 413', async () => {
    const response = await app.postJson('/api/anything', { text: 'x'.repeat(200_000) });
    expect(response.status).toBe(413);
  });
});

describe('health when the database is down', () => {
  it('when the database is closed, then /healthz answers 503', async () => {
    const downDatabase = await createTestDatabase();
    const downApp = await startTestApp(downDatabase);
    await downDatabase.close();
    const response = await downApp.fetch('/healthz');
    await downApp.close();
    expect(response.status).toBe(503);
  });
});
