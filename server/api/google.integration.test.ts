import { eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server';
import { users } from '../../db/schema';
import { createUser } from '../../seed/factories';
import { startTestApp, type TestApp } from '../../tests/setup/test-app';
import { createTestDatabase } from '../../tests/setup/test-database';

let database: DatabaseHandle;
let app: TestApp;
let issuer: OAuth2Server;
let identity: Record<string, unknown>;

beforeAll(async () => {
  database = await createTestDatabase();
  issuer = new OAuth2Server();
  await issuer.issuer.keys.generate('RS256');
  await issuer.start(0, '127.0.0.1');
  issuer.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, identity);
  });
  app = await startTestApp(database, {
    GOOGLE_CLIENT_ID: 'pamoja-test-client',
    GOOGLE_CLIENT_SECRET: 'pamoja-test-secret',
    GOOGLE_ISSUER_URL: issuer.issuer.url!,
  });
});
afterAll(async () => {
  await app.close();
  await issuer.stop();
  await database.close();
});

let counter = 0;
beforeEach(() => {
  counter += 1;
  identity = {
    sub: `google-${Date.now()}-${counter}`,
    email: `kofi.${Date.now()}.${counter}@example.com`,
    email_verified: true,
    given_name: 'Kofi',
    family_name: 'Mensah',
  };
});

function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .filter((cookie) => !cookie.endsWith('='))
    .join('; ');
}

/** A browser's trip: our /api/login → the issuer's authorize page (which answers at once) → our callback. */
async function signInThroughIssuer({ tamperState = false, dropFlowCookie = false } = {}) {
  const start = await app.fetch('/api/login?redirectTo=/dashboard', { redirect: 'manual' });
  expect(start.status).toBe(303);
  const authorizeUrl = new URL(start.headers.get('location')!);
  expect(authorizeUrl.origin).toBe(new URL(issuer.issuer.url!).origin);
  expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorizeUrl.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
  expect(authorizeUrl.searchParams.get('state')).toBeTruthy();
  const flowCookie = cookiesOf(start);

  const authorize = await fetch(authorizeUrl, { redirect: 'manual' });
  const callbackUrl = new URL(authorize.headers.get('location')!);
  expect(callbackUrl.pathname).toBe('/api/auth/google/callback');
  if (tamperState) callbackUrl.searchParams.set('state', 'forged-state');
  return app.fetch(callbackUrl.pathname + callbackUrl.search, {
    redirect: 'manual',
    headers: dropFlowCookie ? {} : { cookie: flowCookie },
  });
}

describe('Google sign-in', () => {
  it('when a new person signs in, then an account is created with their googleId and they are signed in', async () => {
    const callback = await signInThroughIssuer();
    expect(callback.status).toBe(303);
    expect(callback.headers.get('location')).toBe('/login?completed=google-signup&redirectTo=%2Fdashboard');
    const session = cookiesOf(callback);
    const me = await app.fetch('/api/auth/me', { headers: { cookie: session } });
    expect(await me.json()).toMatchObject({ user: { email: identity.email, username: 'Kofi Mensah' } });
    const [stored] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, String(identity.email)));
    expect(stored).toMatchObject({ googleId: identity.sub, emailVerified: true, password: null });
  });

  it('when the address already has a verified account, then Google is linked to it', async () => {
    const existing = await createUser(database.db, {
      email: String(identity.email),
      plainPassword: 'kept-password',
      emailVerified: true,
    });
    const callback = await signInThroughIssuer();
    expect(callback.headers.get('location')).toBe('/login?completed=google&redirectTo=%2Fdashboard');
    const [stored] = await database.db.select().from(users).where(eq(users.id, existing.id));
    expect(stored.googleId).toBe(identity.sub);
    expect(stored.password).toBe(existing.password);
  });

  it('when the address was registered but never verified, then the unproven password is dropped', async () => {
    const existing = await createUser(database.db, {
      email: String(identity.email),
      plainPassword: 'squatter-password',
      emailVerified: false,
    });
    await signInThroughIssuer();
    const [stored] = await database.db.select().from(users).where(eq(users.id, existing.id));
    expect(stored).toMatchObject({ googleId: identity.sub, emailVerified: true, password: null });
  });

  it('when Google has not verified the address, then no account is made and no session starts', async () => {
    identity.email_verified = false;
    const callback = await signInThroughIssuer();
    expect(callback.headers.get('location')).toBe('/login?notice=google-email-unverified');
    expect(cookiesOf(callback)).toBe('');
    const rows = await database.db
      .select()
      .from(users)
      .where(eq(users.email, String(identity.email)));
    expect(rows).toEqual([]);
  });

  it('when the state does not match or the flow cookie is missing, then sign-in fails', async () => {
    const forged = await signInThroughIssuer({ tamperState: true });
    expect(forged.headers.get('location')).toBe('/login?notice=google-failed');
    expect(cookiesOf(forged)).toBe('');
    const noCookie = await signInThroughIssuer({ dropFlowCookie: true });
    expect(noCookie.headers.get('location')).toBe('/login?notice=google-failed');
  });

  it('when Google is not configured, then /api/login sends the person back to sign in with a notice', async () => {
    const plainApp = await startTestApp(database);
    const response = await plainApp.fetch('/api/login', { redirect: 'manual' });
    await plainApp.close();
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/login?notice=google-unavailable');
  });
});
