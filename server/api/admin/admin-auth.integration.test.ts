import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client.server';
import { sessions, users } from '../../../db/schema';
import { ADMIN_SESSION_IDLE_MS, getAdminSession } from '../../../domain/admin/admin-sessions.server';
import { ADMIN_ACCESS_DENIED, ADMIN_SIGN_IN_REQUIRED } from '../../../domain/admin/require-admin';
import { refusalIn } from '../../../domain/shared/refusal-words.server';
import { createUser } from '../../../seed/factories';
import { lastAuditOf } from '../../../tests/setup/admin-fixtures';
import { startTestApp, type TestApp } from '../../../tests/setup/test-app';
import { createTestDatabase } from '../../../tests/setup/test-database';
import { ADMIN_SESSION_COOKIE } from '../../http/session-cookie';

let database: DatabaseHandle;
let app: TestApp;
const PASSWORD = 'correct horse battery staple';

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, {}, { pages: true });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

function adminCookieOf(response: Response): string {
  const header = response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${ADMIN_SESSION_COOKIE}=`));
  if (!header) throw new Error('no admin cookie was set');
  expect(header).toMatch(/HttpOnly/i);
  expect(header).toMatch(/SameSite=Strict/i);
  return header.split(';')[0] as string;
}

const lastAudit = (action: string) => lastAuditOf(database.db, action);

describe('admin sign-in (POST /api/admin/auth)', () => {
  it('signs in an admin with an admin session of its own, audited, and GET /api/admin/me answers', async () => {
    const admin = await createUser(database.db, { isAdmin: true, plainPassword: PASSWORD });
    const response = await app.postJson(
      '/api/admin/auth',
      { email: admin.email, password: PASSWORD },
      { 'user-agent': 'admin-test' },
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.admin).toEqual({
      id: admin.id,
      email: admin.email,
      username: expect.any(String),
      isAdmin: true,
    });
    const cookie = adminCookieOf(response);
    const me = await app.fetch('/api/admin/me', { headers: { cookie } });
    expect(me.status).toBe(200);
    expect((await me.json()).admin.id).toBe(admin.id);
    const audit = await lastAudit('admin.sign_in');
    expect(audit).toMatchObject({
      adminId: admin.id,
      entityType: 'user',
      entityId: admin.id,
      userAgent: 'admin-test',
    });
    // An admin session is no site session: the same token in the site's cookie signs nobody in.
    const asSite = await app.fetch('/api/auth/me', {
      headers: { cookie: cookie.replace(ADMIN_SESSION_COOKIE, 'pamoja_sid') },
    });
    expect(asSite.status).toBe(401);
  });

  it('refuses a plain user, a wrong password, an unknown address and a banned admin with the same answer', async () => {
    const plain = await createUser(database.db, { plainPassword: PASSWORD });
    const banned = await createUser(database.db, { isAdmin: true, isBanned: true, plainPassword: PASSWORD });
    const admin = await createUser(database.db, { isAdmin: true, plainPassword: PASSWORD });
    for (const attempt of [
      { email: plain.email, password: PASSWORD },
      { email: admin.email, password: 'wrong password entirely' },
      { email: 'nobody-here@example.com', password: PASSWORD },
      { email: banned.email, password: PASSWORD },
    ]) {
      const response = await app.postJson('/api/admin/auth', attempt, {
        'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 200)}`,
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ message: 'Invalid credentials' });
      expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith(ADMIN_SESSION_COOKIE))).toBe(
        false,
      );
    }
    expect(await lastAudit('admin.sign_in_failed')).toMatchObject({
      details: { email: banned.email.toLowerCase() },
    });
  });

  it('answers 400 with field messages for a missing e-mail or password', async () => {
    const response = await app.postJson('/api/admin/auth', { email: '', password: '' });
    expect(response.status).toBe(400);
  });
});

describe('who may reach /api/admin', () => {
  it('401 for a visitor and for an admin with only a site session, 403 for a plain user, 200 for an admin session', async () => {
    const admin = await createUser(database.db, { isAdmin: true });
    const visitor = await app.fetch('/api/admin/me');
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toMatchObject({ message: refusalIn('en', ADMIN_SIGN_IN_REQUIRED) });
    expect((await (await app.signedInAs(admin)).fetch('/api/admin/me')).status).toBe(401);
    const plain = await app.signedInAs(await createUser(database.db));
    const denied = await plain.fetch('/api/admin/me');
    expect(denied.status).toBe(403);
    expect(await denied.json()).toMatchObject({ message: refusalIn('en', ADMIN_ACCESS_DENIED) });
    expect((await (await app.adminSignedInAs(admin)).fetch('/api/admin/me')).status).toBe(200);
    // An address that is no admin route is refused like any other before it is "not found".
    expect((await app.fetch('/api/admin/no-such-thing')).status).toBe(401);
  });

  it('the secret-admin paths grant nothing', async () => {
    const admin = await app.adminSignedInAs(await createUser(database.db, { isAdmin: true }));
    for (const path of ['/api/secret-admin/me', '/api/secret-admin/users', '/api/secret-admin/stats']) {
      expect((await app.fetch(path)).status).toBe(404);
      expect((await admin.fetch(path)).status).toBe(404);
    }
  });

  it('ends the admin session after 15 idle minutes, when the admin flag is removed and on sign-out', async () => {
    const admin = await createUser(database.db, { isAdmin: true });
    const client = await app.adminSignedInAs(admin);
    const token = client.cookie.split('=')[1] as string;
    const later = new Date(Date.now() + ADMIN_SESSION_IDLE_MS + 1000);
    expect(await getAdminSession(database.db, token, later)).toBeNull();
    expect(await getAdminSession(database.db, token)).not.toBeNull();

    await database.db.update(users).set({ isAdmin: false }).where(eq(users.id, admin.id));
    expect((await client.fetch('/api/admin/me')).status).toBe(401);
    await database.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.id));

    const signedOut = await client.postJson('/api/admin/logout', {}, { 'accept-language': 'pt-MZ' });
    expect(signedOut.status).toBe(200);
    expect(await signedOut.json()).toEqual({ message: 'Sessão terminada' });
    expect((await client.fetch('/api/admin/me')).status).toBe(401);
    const left = await database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, admin.id)));
    expect(left).toHaveLength(0);
  });
});

describe('the admin pages', () => {
  it('the dashboard shows the access states with their status, and the login form signs in without JavaScript', async () => {
    const signedOut = await app.fetch('/admin/pamoja-control-panel');
    expect(signedOut.status).toBe(401);
    expect(await signedOut.text()).toContain('Admin Access Required');
    const plain = await app.signedInAs(await createUser(database.db));
    const denied = await plain.fetch('/admin-dashboard');
    expect(denied.status).toBe(403);
    expect(await denied.text()).toContain('Access Denied');

    const admin = await createUser(database.db, { isAdmin: true, plainPassword: PASSWORD });
    const form = new URLSearchParams({ email: admin.email, password: PASSWORD });
    const signIn = await app.fetch('/admin/login', {
      method: 'POST',
      body: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: app.baseUrl },
      redirect: 'manual',
    });
    expect(signIn.status).toBe(302);
    expect(signIn.headers.get('location')).toBe('/admin/pamoja-control-panel');
    const cookie = adminCookieOf(signIn);
    const dashboard = await app.fetch('/admin-dashboard', { headers: { cookie } });
    expect(dashboard.status).toBe(200);
    const html = await dashboard.text();
    for (const label of [
      'Overview',
      'Campaigns',
      'Contributions',
      'Users',
      'Payouts',
      'Analytics',
      'Page Views',
      'Audit Log',
    ]) {
      expect(html).toContain(`>${label}</a>`);
    }

    const wrong = await app.fetch('/admin/login', {
      method: 'POST',
      body: new URLSearchParams({ email: admin.email, password: 'not the password' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: app.baseUrl },
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('Login failed: Invalid credentials');
  });

  it('/admin-access and /secret-admin-777 only point to the sign-in', async () => {
    for (const path of ['/admin-access', '/secret-admin-777']) {
      const html = await (await app.fetch(path)).text();
      expect(html).toContain('Access Moved');
      expect(html).toContain('href="/admin/login"');
    }
  });
});
