import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.server';
import { createUser } from '../seed/factories';
import { startTestApp, type TestApp } from '../tests/setup/test-app';
import { createTestDatabase } from '../tests/setup/test-database';

let database: DatabaseHandle;
let app: TestApp;
let signedIn: Awaited<ReturnType<TestApp['signedInAs']>>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, {}, { pages: true });
  signedIn = await app.signedInAs((await createUser(database.db)) as { id: number });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** Where a signed-in visitor of /login?redirectTo=… is sent (the raw query, as an attacker would write it). */
async function destinationOf(rawRedirectTo: string) {
  const response = await signedIn.fetch(`/login?redirectTo=${rawRedirectTo}`, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location') };
}

describe('redirects after sign-in never leave the site (issue 17 item 3)', () => {
  it('when redirectTo is a path here, then the signed-in visitor is sent there', async () => {
    expect(await destinationOf('%2Fdashboard%3Ftab%3D1')).toEqual({
      status: 302,
      location: '/dashboard?tab=1',
    });
  });

  it.each([
    ['a tab before a second slash', '/%09/evil.example'],
    ['a newline before a second slash', '/%0A/evil.example'],
    ['a backslash', '/%5Cevil.example'],
    ['two slashes', '//evil.example'],
    ['dot segments that collapse into two slashes', '/..//evil.example'],
    ['another origin', 'https://evil.example/'],
  ])(
    'when redirectTo hides another site behind %s, then the visitor stays on the site',
    async (_trick, raw) => {
      const { status, location } = await destinationOf(raw);
      expect(status).toBe(302);
      expect(location).toBe('/');
    },
  );

  it.each([
    ['CR and LF', '/dashboard%0D%0ASet-Cookie:%20x=1'],
    ['non-Latin-1 characters', '/campaign/%E2%9C%93%F0%9F%95%AF'],
    ['a null byte', '/dash%00board'],
  ])('when redirectTo holds %s, then the answer is a redirect, never a server error', async (_label, raw) => {
    const { status, location } = await destinationOf(raw);
    expect(status).toBe(302);
    expect(location).toMatch(/^\/[\x21-\x7e]*$/);
  });
});
