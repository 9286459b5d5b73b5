import { and, desc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client.server';
import { auditLog, sessions, users } from '../../../db/schema';
import { USER_ACCESS_MESSAGES } from '../../../domain/admin/change-user-access.server';
import { refusalIn } from '../../../domain/shared/refusal-words.server';
import { createUser } from '../../../seed/factories';
import { lastAuditOf } from '../../../tests/setup/admin-fixtures';
import { startTestApp, type TestApp } from '../../../tests/setup/test-app';
import { createTestDatabase } from '../../../tests/setup/test-database';

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

const lastAudit = (action: string) => lastAuditOf(database.db, action);

async function userRow(id: number) {
  const [row] = await database.db.select().from(users).where(eq(users.id, id));
  return row;
}

async function signIn(email: string) {
  return app.postJson(
    '/api/auth/login',
    { email, password: PASSWORD },
    { 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250) + 1}` },
  );
}

describe('who may reach the users routes', () => {
  it('401 for a visitor, 403 for a plain user, 200 for an admin on every route', async () => {
    const target = await createUser(database.db);
    const admin = await app.adminSignedInAs(await createUser(database.db, { isAdmin: true }));
    const plain = await app.signedInAs(await createUser(database.db));
    const routes: [string, (client: TestApp | typeof admin) => Promise<Response>][] = [
      ['GET /users', (client) => client.fetch('/api/admin/users')],
      ['GET /users csv', (client) => client.fetch('/api/admin/users?format=csv')],
      ['POST /users/:id/ban', (client) => client.postJson(`/api/admin/users/${target.id}/ban`, {})],
      ['POST /users/:id/unban', (client) => client.postJson(`/api/admin/users/${target.id}/unban`, {})],
      [
        'POST /users/action',
        (client) => client.postJson('/api/admin/users/action', { userId: target.id, action: 'make_admin' }),
      ],
      [
        'POST /users/action (string id)',
        (client) =>
          client.postJson('/api/admin/users/action', { userId: String(target.id), action: 'remove_admin' }),
      ],
    ];
    for (const [name, call] of routes) {
      expect((await call(app)).status, `${name} as a visitor`).toBe(401);
      expect((await call(plain)).status, `${name} as a plain user`).toBe(403);
      const answer = await call(admin);
      expect(answer.status, `${name} as an admin`).toBe(200);
      expect(await answer.text()).not.toMatch(/password|token|googleId/i);
    }
    expect(await userRow(target.id)).toMatchObject({ isBanned: false, isAdmin: false });
  });
});

describe('GET /api/admin/users', () => {
  it('answers only the safe columns, searched, filtered, sorted and paged', async () => {
    const admin = await app.adminSignedInAs(await createUser(database.db, { isAdmin: true }));
    const tag = `pager${Date.now()}`;
    for (let index = 0; index < 27; index += 1) {
      await createUser(database.db, {
        email: `${tag}-${String(index).padStart(2, '0')}@example.com`,
        plainPassword: index === 0 ? PASSWORD : undefined,
        googleId: index === 1 ? `google-${tag}` : undefined,
        createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
      });
    }
    const first = await admin.fetch(`/api/admin/users?q=${tag}`);
    expect(first.status).toBe(200);
    const page1 = await first.json();
    expect(page1).toMatchObject({ page: 1, hasPreviousPage: false, hasNextPage: true });
    expect(page1.rows).toHaveLength(25);
    expect(Object.keys(page1.rows[0]).sort()).toEqual(
      ['createdAt', 'email', 'emailVerified', 'id', 'isAdmin', 'isBanned', 'username'].sort(),
    );
    // Joined, newest first by default.
    expect(page1.rows[0].email).toBe(`${tag}-26@example.com`);
    const page2 = await (await admin.fetch(`/api/admin/users?q=${tag}&page=2`)).json();
    expect(page2).toMatchObject({ page: 2, hasPreviousPage: true, hasNextPage: false });
    expect(page2.rows.map((row: { email: string }) => row.email)).toEqual([
      `${tag}-01@example.com`,
      `${tag}-00@example.com`,
    ]);
    const byEmail = await (await admin.fetch(`/api/admin/users?q=${tag}&sort=email&dir=asc`)).json();
    expect(byEmail.rows[0].email).toBe(`${tag}-00@example.com`);

    const [banned] = await database.db
      .update(users)
      .set({ isBanned: true })
      .where(eq(users.email, `${tag}-05@example.com`))
      .returning();
    const bannedOnly = await (await admin.fetch(`/api/admin/users?q=${tag}&role=banned`)).json();
    expect(bannedOnly.rows.map((row: { id: number }) => row.id)).toEqual([banned?.id]);
    const admins = await (await admin.fetch('/api/admin/users?role=admin')).json();
    expect(admins.rows.length).toBeGreaterThan(0);
    expect(admins.rows.every((row: { isAdmin: boolean }) => row.isAdmin)).toBe(true);
    // A search's own % and _ match literally.
    expect((await (await admin.fetch('/api/admin/users?q=%25')).json()).rows).toEqual([]);
  });

  it('exports the filtered list as CSV: header and rows, an attachment, formulas escaped, audited', async () => {
    const admin = await createUser(database.db, { isAdmin: true });
    const client = await app.adminSignedInAs(admin);
    const tag = `csv${Date.now()}`;
    await createUser(database.db, { email: `${tag}-a@example.com`, username: '=HYPERLINK("http://x")' });
    await createUser(database.db, { email: `${tag}-b@example.com`, plainPassword: PASSWORD });
    const response = await client.fetch(`/api/admin/users?format=csv&q=${tag}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="pamoja-users.csv"/);
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('ID,Username,Email,Email Verified,Admin,Banned,Joined');
    expect(lines).toHaveLength(3);
    expect(lines.join('\n')).toContain(`'=HYPERLINK(""http://x"")`);
    expect(lines.join('\n')).not.toMatch(/argon2/);
    expect(await lastAudit('admin.export_csv')).toMatchObject({
      adminId: admin.id,
      entityType: 'export',
      details: { list: 'users', search: tag, filters: { role: '' } },
    });
  });
});

describe('POST /api/admin/users/:id/:action', () => {
  it('a ban ends the open session at once and sign-in is refused; unban lets them back in; both audited', async () => {
    const admin = await createUser(database.db, { isAdmin: true });
    const client = await app.adminSignedInAs(admin);
    const target = await createUser(database.db, { plainPassword: PASSWORD });
    const session = await app.signedInAs(target);
    expect((await session.fetch('/api/auth/me')).status).toBe(200);

    const banned = await client.postJson(
      `/api/admin/users/${target.id}/ban`,
      {},
      { 'user-agent': 'ban-test' },
    );
    expect(banned.status).toBe(200);
    const body = await banned.json();
    expect(body.user).toMatchObject({ id: target.id, isBanned: true, isAdmin: false });
    expect(JSON.stringify(body)).not.toMatch(/password/i);

    expect((await session.fetch('/api/auth/me')).status).toBe(401);
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, target.id))).toHaveLength(0);
    const refused = await signIn(target.email);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      message: 'This account has been suspended. Please contact support.',
    });
    expect(await lastAudit('admin.user_ban')).toMatchObject({
      adminId: admin.id,
      entityType: 'user',
      entityId: target.id,
      details: { email: target.email },
      userAgent: 'ban-test',
    });

    const again = await client.postJson(`/api/admin/users/${target.id}/ban`, {});
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      message: refusalIn('en', USER_ACCESS_MESSAGES.alreadyBanned),
    });

    const unbanned = await client.postJson(`/api/admin/users/${target.id}/unban`, {});
    expect(unbanned.status).toBe(200);
    expect((await unbanned.json()).user.isBanned).toBe(false);
    expect((await signIn(target.email)).status).toBe(200);
    expect(await lastAudit('admin.user_unban')).toMatchObject({ adminId: admin.id, entityId: target.id });
  });

  it('make_admin lets the user into the admin area; remove_admin ends their admin session; both audited', async () => {
    const admin = await createUser(database.db, { isAdmin: true });
    const client = await app.adminSignedInAs(admin);
    const target = await createUser(database.db, { plainPassword: PASSWORD });

    const made = await client.postJson('/api/admin/users/action', {
      userId: target.id,
      action: 'make_admin',
    });
    expect(made.status).toBe(200);
    expect((await made.json()).user.isAdmin).toBe(true);
    expect(await lastAudit('admin.make_admin')).toMatchObject({ adminId: admin.id, entityId: target.id });
    const signedIn = await app.postJson('/api/admin/auth', { email: target.email, password: PASSWORD });
    expect(signedIn.status).toBe(200);
    const targetAdmin = await app.adminSignedInAs(target);
    expect((await targetAdmin.fetch('/api/admin/me')).status).toBe(200);

    const again = await client.postJson(`/api/admin/users/${target.id}/make_admin`, {});
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: refusalIn('en', USER_ACCESS_MESSAGES.alreadyAdmin) });
    const banAdmin = await client.postJson(`/api/admin/users/${target.id}/ban`, {});
    expect(banAdmin.status).toBe(409);
    expect(await banAdmin.json()).toMatchObject({ message: refusalIn('en', USER_ACCESS_MESSAGES.banAdmin) });

    const removed = await client.postJson(`/api/admin/users/${target.id}/remove_admin`, {});
    expect(removed.status).toBe(200);
    expect((await removed.json()).user.isAdmin).toBe(false);
    expect((await targetAdmin.fetch('/api/admin/me')).status).toBe(401);
    expect(await lastAudit('admin.remove_admin')).toMatchObject({
      adminId: admin.id,
      entityId: target.id,
      details: { email: target.email },
    });
  });

  it('refuses self-ban, self-demotion, unknown users and actions, and changes nothing', async () => {
    const admin = await createUser(database.db, { isAdmin: true });
    await createUser(database.db, { isAdmin: true });
    const client = await app.adminSignedInAs(admin);
    const before = await database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .orderBy(desc(auditLog.id))
      .limit(1);
    const cases: [string, number, string][] = [
      [`/api/admin/users/${admin.id}/ban`, 403, refusalIn('en', USER_ACCESS_MESSAGES.banSelf)],
      [`/api/admin/users/${admin.id}/remove_admin`, 403, refusalIn('en', USER_ACCESS_MESSAGES.removeSelf)],
      [`/api/admin/users/${admin.id}/delete`, 400, refusalIn('en', USER_ACCESS_MESSAGES.unknownAction)],
      ['/api/admin/users/999999999/ban', 404, refusalIn('en', USER_ACCESS_MESSAGES.notFound)],
      ['/api/admin/users/abc/ban', 404, refusalIn('en', USER_ACCESS_MESSAGES.notFound)],
    ];
    for (const [path, status, message] of cases) {
      const response = await client.postJson(path, {});
      expect(response.status, path).toBe(status);
      expect(await response.json()).toMatchObject({ message });
    }
    const badBody = await client.postJson('/api/admin/users/action', { action: 'ban' });
    expect(badBody.status).toBe(400);
    expect(await userRow(admin.id)).toMatchObject({ isAdmin: true, isBanned: false });
    expect((await client.fetch('/api/admin/me')).status).toBe(200);
    const after = await database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(after).toEqual(before);
  });

  it('the last admin cannot be removed, and two admins removing each other at once leave one admin', async () => {
    const last = await createUser(database.db, { isAdmin: true });
    // Every other admin of this file's database steps aside for this test.
    const others = await database.db
      .update(users)
      .set({ isAdmin: false })
      .where(and(eq(users.isAdmin, true), ne(users.id, last.id)))
      .returning({ id: users.id });
    try {
      const client = await app.adminSignedInAs(last);
      const refused = await client.postJson(`/api/admin/users/${last.id}/remove_admin`, {});
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({
        message: refusalIn('en', USER_ACCESS_MESSAGES.lastAdmin),
      });
      expect(await userRow(last.id)).toMatchObject({ isAdmin: true });

      const second = await createUser(database.db, { isAdmin: true });
      const secondClient = await app.adminSignedInAs(second);
      const [one, two] = await Promise.all([
        client.postJson(`/api/admin/users/${second.id}/remove_admin`, {}),
        secondClient.postJson(`/api/admin/users/${last.id}/remove_admin`, {}),
      ]);
      // Whichever commits first wins; the other is refused (its session gone, no longer an admin, or the last).
      const statuses = [one.status, two.status].sort();
      expect(statuses[0]).toBe(200);
      expect([401, 403, 409]).toContain(statuses[1]);
      const remaining = await database.db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true));
      expect(remaining).toHaveLength(1);
    } finally {
      for (const { id } of others)
        await database.db.update(users).set({ isAdmin: true }).where(eq(users.id, id));
    }
  });
});

describe('the Users tab of the dashboard', () => {
  const TAB = '/admin/pamoja-control-panel?tab=users';

  function postForm(cookie: string, fields: Record<string, string>) {
    return app.fetch(TAB, {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', origin: app.baseUrl },
    });
  }

  it('shows the users with their columns and only the allowed actions; a search with no match says so', async () => {
    const admin = await createUser(database.db, { isAdmin: true });
    const client = await app.adminSignedInAs(admin);
    const tag = `tab${Date.now()}`;
    const plain = await createUser(database.db, { email: `${tag}-plain@example.com` });
    const html = await (await client.fetch(`${TAB}&q=${tag}`)).text();
    for (const column of ['User', 'Email Verified', 'Admin', 'Joined', 'Actions']) {
      expect(html).toContain(`>${column}</th>`);
    }
    expect(html).toContain(plain.email);
    // Ban is a second step that says what it does and asks why (issue 33 item 1).
    expect(html).toContain(`Ban ${plain.email}…`);
    expect(html).toContain('Banning ends all of their sessions at once');
    expect(html).toContain(`aria-label="Make Admin ${plain.email}"`);
    expect(html).not.toMatch(/argon2|password/i);
    const own = await (await client.fetch(`${TAB}&q=${encodeURIComponent(admin.email)}`)).text();
    expect(own).toContain('Your own account');
    expect(own).not.toContain(`aria-label="Remove Admin ${admin.email}"`);
    const none = await client.fetch(`${TAB}&q=nobody-by-this-name-${tag}`);
    expect(none.status).toBe(200);
    expect(await none.text()).toContain('No users found');
  });

  it('bans a user with a plain form post (no JavaScript): their session ends; a refusal shows its message', async () => {
    const admin = await createUser(database.db, { isAdmin: true });
    const client = await app.adminSignedInAs(admin);
    const target = await createUser(database.db);
    const session = await app.signedInAs(target);
    const silent = await postForm(client.cookie, { intent: 'user.ban', userId: String(target.id) });
    expect(silent.status).toBe(400);
    expect(await silent.text()).toContain('Please say why this user is banned');
    expect(await userRow(target.id)).toMatchObject({ isBanned: false });

    const reason = 'Asked givers to send money to a personal number';
    const banned = await postForm(client.cookie, { intent: 'user.ban', userId: String(target.id), reason });
    expect(banned.status).toBe(200);
    expect(await userRow(target.id)).toMatchObject({ isBanned: true });
    expect((await session.fetch('/api/auth/me')).status).toBe(401);
    expect(await lastAudit('admin.user_ban')).toMatchObject({
      adminId: admin.id,
      entityId: target.id,
      details: { email: target.email, reason },
    });

    const refused = await postForm(client.cookie, { intent: 'user.ban', userId: String(admin.id), reason });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain(refusalIn('en', USER_ACCESS_MESSAGES.banSelf));
    expect(await userRow(admin.id)).toMatchObject({ isBanned: false, isAdmin: true });

    // A visitor's form post changes nothing.
    const stranger = await postForm('', { intent: 'user.unban', userId: String(target.id) });
    expect(stranger.status).toBe(401);
    expect(await userRow(target.id)).toMatchObject({ isBanned: true });
  });
});
