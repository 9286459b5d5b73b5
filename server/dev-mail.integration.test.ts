import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.server';
import { sendRaw } from '../tests/setup/raw-http';
import { startTestApp, type TestApp } from '../tests/setup/test-app';
import { createTestDatabase } from '../tests/setup/test-database';

let database: DatabaseHandle;
let development: TestApp;
let production: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  development = await startTestApp(database, { NODE_ENV: 'development' }, { pages: true });
  production = await startTestApp(
    database,
    { NODE_ENV: 'production', CARD_PAYMENTS: 'off' },
    { pages: true },
  );
});
afterAll(async () => {
  await development.close();
  await production.close();
  await database.close();
});

/** /dev/mail holds password-reset links: reading it from elsewhere would be an account takeover (issue 17 item 2). */
describe('the development outbox is for this machine only', () => {
  it('when a browser on this machine opens it in development, then it shows the outbox', async () => {
    const response = await development.fetch('/dev/mail');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Development mail outbox');
  });

  it.each([
    ['X-Forwarded-For', { 'x-forwarded-for': '203.0.113.9' }],
    ['Forwarded', { forwarded: 'for=203.0.113.9' }],
  ])(
    'when a proxy on this machine passes on a request from elsewhere (%s), then it is not found',
    async (_, headers) => {
      const response = await development.fetch('/dev/mail', { headers });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('Development mail outbox');
    },
  );

  it('when a page of another site reaches it through a name pointed at 127.0.0.1 (DNS rebinding), then it is not found (issue 31 item 6)', async () => {
    const { port } = new URL(development.baseUrl);
    const asked = (host: string) =>
      sendRaw(development.baseUrl, [`GET /dev/mail HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`]);
    const rebound = await asked(`rebound.attacker.example:${port}`);
    expect(rebound.status).toBe(404);
    expect(rebound.text).not.toContain('Development mail outbox');
    expect((await asked(`localhost:${port}`)).status).toBe(200);
  });

  it('when the app runs in production, then it is not found even from this machine', async () => {
    expect((await production.fetch('/dev/mail')).status).toBe(404);
  });
});
