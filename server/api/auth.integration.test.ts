import { Writable } from 'node:stream';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server';
import { emailOutbox, sessions, users } from '../../db/schema';
import { hashToken } from '../../domain/shared/tokens.server';
import { createCampaign, createUser } from '../../seed/factories';
import { sessionCookieOf, startTestApp, type TestApp } from '../../tests/setup/test-app';
import { createTestDatabase } from '../../tests/setup/test-database';
import { createLogger } from '../logger';

let database: DatabaseHandle;
let app: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const logSink = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  app = await startTestApp(database, {}, { logger: createLogger('debug', logSink) });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

let emailCounter = 0;
function newEmail() {
  emailCounter += 1;
  return `amara.${Date.now().toString(36)}.${emailCounter}@example.com`;
}

const validRegistration = () => ({
  firstName: 'Amara',
  lastName: 'Okafor',
  email: newEmail(),
  country: 'NG',
  phone: '+234 803 123 4567',
  password: 'remember-her-always',
});

/** Polls the outbox for the newest e-mail to `address` holding a link to `path`; returns it and the link's token. */
async function mailWithLink(address: string, path: '/verify-email' | '/reset-password') {
  const pattern = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`);
  for (let attempt = 0; attempt < 100; attempt++) {
    const mails = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, address))
      .orderBy(desc(emailOutbox.id));
    const mail = mails.find((candidate) => pattern.test(candidate.text));
    if (mail) return { mail, token: mail.text.match(pattern)![1] };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no e-mail to ${address} with a ${path} link`);
}

describe('POST /api/auth/register', () => {
  it('when the details are valid, then the account is created, signed in and sent a verification link', async () => {
    const registration = validRegistration();
    const response = await app.postJson('/api/auth/register', registration);
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({
      user: { id: expect.any(Number), username: 'Amara Okafor', email: registration.email, isAdmin: false },
    });

    const setCookie = response.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);
    const cookie = sessionCookieOf(response);
    expect(cookie.split('=')[1].length).toBeGreaterThanOrEqual(43);

    const me = await app.fetch('/api/auth/me', { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ user: body.user });

    const [stored] = await database.db.select().from(users).where(eq(users.id, body.user.id));
    expect(stored.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored).toMatchObject({ country: 'NG', phone: '+234 803 123 4567', emailVerified: false });
    const [session] = await database.db.select().from(sessions).where(eq(sessions.userId, body.user.id));
    expect(session.sid).toBe(hashToken(cookie.split('=')[1]));

    const { mail, token } = await mailWithLink(registration.email, '/verify-email');
    expect(mail.subject).toBe('Confirm your email for Pamoja');
    expect(mail.html).toContain('Pamoja');
    expect(mail.html).not.toMatch(/<img/i);
    expect(stored.emailVerificationToken).toBe(hashToken(token));
    const lifetime = stored.emailVerificationExpires!.getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(23.9 * 3600_000);
    expect(lifetime).toBeLessThanOrEqual(24 * 3600_000);
  });

  it.each([
    [
      'a disposable domain',
      { email: 'someone@mailinator.com' },
      'email',
      'Disposable email addresses are not allowed',
    ],
    [
      'a 65-character local part',
      { email: `${'a'.repeat(65)}@example.com` },
      'email',
      'Invalid email format',
    ],
    ['a double dot', { email: 'amara..okafor@example.com' }, 'email', 'Invalid email format'],
    ['a dot before the at sign', { email: 'amara.@example.com' }, 'email', 'Invalid email format'],
    ['two at signs', { email: 'amara@okafor@example.com' }, 'email', 'Invalid email format'],
    ['a domain over 253 characters', { email: `a@${'b'.repeat(250)}.com` }, 'email', 'Invalid email format'],
    ['no at sign', { email: 'amara.example.com' }, 'email', 'Please enter a valid email address'],
    ['a bad character', { email: 'ama(ra)@example.com' }, 'email', 'Email format is invalid'],
    ['no e-mail', { email: '' }, 'email', 'Email is required'],
    ['a short password', { password: '12345' }, 'password', 'Password must be at least 6 characters'],
    ['no first name', { firstName: '  ' }, 'firstName', 'First name is required'],
    ['no last name', { lastName: undefined }, 'lastName', 'Last name is required'],
    ['no country', { country: '' }, 'country', 'Country is required'],
    ['an unknown country', { country: 'XX' }, 'country', 'Please choose a country from the list'],
    ['no phone', { phone: '' }, 'phone', 'Phone number is required'],
  ])('when it has %s, then 400 with the spec message', async (_case, change, field, message) => {
    const response = await app.postJson('/api/auth/register', { ...validRegistration(), ...change });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.fieldErrors[field]).toBe(message);
    expect(body.message).toBe(message);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("when the creation dialog's payload comes without country and phone, then the account is created without them", async () => {
    const { country: _country, phone: _phone, ...dialogPayload } = validRegistration();
    const response = await app.postJson('/api/auth/register', dialogPayload);
    expect(response.status).toBe(201);
    const [stored] = await database.db.select().from(users).where(eq(users.email, dialogPayload.email));
    expect(stored).toMatchObject({ firstName: 'Amara', lastName: 'Okafor', country: null, phone: null });
  });

  it('when the e-mail already has an account (in any letter case), then 409 and nothing changes', async () => {
    const registration = validRegistration();
    expect((await app.postJson('/api/auth/register', registration)).status).toBe(201);
    const again = await app.postJson('/api/auth/register', {
      ...registration,
      email: registration.email.toUpperCase(),
      password: 'another-password',
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      message: 'An account with this email already exists. Please sign in to continue.',
      fieldErrors: { email: 'An account with this email already exists. Please sign in to continue.' },
    });
    const login = (password: string) =>
      app.postJson('/api/auth/login', { email: registration.email, password });
    expect((await login('another-password')).status).toBe(401);
    expect((await login(registration.password)).status).toBe(200);
  });

  it('when another site posts the form, then it is refused', async () => {
    const response = await app.postJson('/api/auth/register', validRegistration(), {
      origin: 'https://evil.example',
    });
    expect(response.status).toBe(403);
  });
});

describe('POST /api/auth/check-email', () => {
  it('when asked about an address, then it says whether an account exists', async () => {
    const registration = validRegistration();
    await app.postJson('/api/auth/register', registration);
    expect(await (await app.postJson('/api/auth/check-email', { email: registration.email })).json()).toEqual(
      {
        exists: true,
      },
    );
    expect(await (await app.postJson('/api/auth/check-email', { email: newEmail() })).json()).toEqual({
      exists: false,
    });
  });

  it('when the address breaks the e-mail rule, then 400 with its message', async () => {
    const response = await app.postJson('/api/auth/check-email', { email: 'x@yopmail.com' });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('Disposable email addresses are not allowed');
  });
});

describe('POST /api/auth/login and /logout', () => {
  it('when the password is right, then a fresh session starts and the latest campaign comes back', async () => {
    const user = await createUser(database.db, { email: newEmail(), plainPassword: 'correct-horse' });
    await createCampaign(database.db, { organizerId: user.id, customUrl: `rip-first-${user.id}` });
    const latest = await createCampaign(database.db, {
      organizerId: user.id,
      customUrl: `rip-latest-${user.id}`,
      createdAt: new Date(Date.now() + 1000),
    });
    const first = await app.postJson('/api/auth/login', {
      email: user.email.toUpperCase(),
      password: 'correct-horse',
    });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      user: { id: user.id, username: user.username, email: user.email, isAdmin: false },
      latestCampaign: { id: latest.id, customUrl: latest.customUrl, deceasedName: latest.deceasedName },
    });
    const firstCookie = sessionCookieOf(first);

    // Signing in again from the same browser rotates the id and ends the old session.
    const second = await app.postJson(
      '/api/auth/login',
      { email: user.email, password: 'correct-horse' },
      { cookie: firstCookie },
    );
    const secondCookie = sessionCookieOf(second);
    expect(secondCookie).not.toBe(firstCookie);
    expect((await app.fetch('/api/auth/me', { headers: { cookie: firstCookie } })).status).toBe(401);
    expect((await app.fetch('/api/auth/me', { headers: { cookie: secondCookie } })).status).toBe(200);

    const logout = await app.postJson('/api/auth/logout', {}, { cookie: secondCookie });
    expect(logout.status).toBe(200);
    expect(logout.headers.getSetCookie()[0]).toMatch(/^pamoja_sid=;.*Max-Age=0/);
    const afterLogout = await app.fetch('/api/auth/me', { headers: { cookie: secondCookie } });
    expect(afterLogout.status).toBe(401);
    expect(await afterLogout.json()).toEqual({ message: 'Not signed in' });
  });

  it('when the password is wrong or the account does not exist, then the same 401 message', async () => {
    const user = await createUser(database.db, { email: newEmail(), plainPassword: 'correct-horse' });
    const wrong = await app.postJson('/api/auth/login', { email: user.email, password: 'wrong-horse' });
    const unknown = await app.postJson('/api/auth/login', { email: newEmail(), password: 'wrong-horse' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: 'Invalid email or password' });
    expect(await unknown.json()).toEqual({ message: 'Invalid email or password' });
  });

  it('when fields are missing, then 400 with the spec messages', async () => {
    const noPassword = await app.postJson('/api/auth/login', { email: newEmail(), password: '' });
    expect(noPassword.status).toBe(400);
    expect((await noPassword.json()).fieldErrors).toEqual({ password: 'Password is required' });
    const badEmail = await app.postJson('/api/auth/login', { email: 'not-an-email', password: 'x' });
    expect((await badEmail.json()).fieldErrors).toEqual({ email: 'Please enter a valid email address' });
  });

  it('when a wrong password is tried rapidly, then the 6th attempt gets 429 and so does the right one', async () => {
    const user = await createUser(database.db, { email: newEmail(), plainPassword: 'correct-horse' });
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await app.postJson('/api/auth/login', {
        email: user.email,
        password: `guess-${attempt}`,
      });
      expect(response.status).toBe(401);
    }
    const sixth = await app.postJson('/api/auth/login', { email: user.email, password: 'guess-6' });
    expect(sixth.status).toBe(429);
    expect(await sixth.json()).toEqual({ message: 'Too many attempts, try again in 15 minutes' });
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(800);
    const right = await app.postJson('/api/auth/login', { email: user.email, password: 'correct-horse' });
    expect(right.status).toBe(429);
  });

  it('when a stranger spends five guesses from their address, then the owner still signs in from theirs', async () => {
    const proxied = await startTestApp(database, { TRUST_PROXY: '1' });
    try {
      const user = await createUser(database.db, { email: newEmail(), plainPassword: 'correct-horse' });
      const from = (address: string, password: string) =>
        proxied.postJson('/api/auth/login', { email: user.email, password }, { 'x-forwarded-for': address });
      for (let attempt = 1; attempt <= 5; attempt++) {
        expect((await from('203.0.113.66', `guess-${attempt}`)).status).toBe(401);
      }
      expect((await from('203.0.113.66', 'guess-6')).status).toBe(429);
      expect((await from('203.0.113.66', 'correct-horse')).status).toBe(429);
      expect((await from('198.51.100.7', 'correct-horse')).status).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it("when 100 wrong passwords come from many addresses in an hour, then new addresses are refused but the owner's usual one is not", async () => {
    const proxied = await startTestApp(database, { TRUST_PROXY: '1' });
    try {
      const user = await createUser(database.db, { email: newEmail(), plainPassword: 'correct-horse' });
      const from = (address: string, password: string) =>
        proxied.postJson('/api/auth/login', { email: user.email, password }, { 'x-forwarded-for': address });
      expect((await from('198.51.100.7', 'correct-horse')).status).toBe(200);
      for (let attempt = 0; attempt < 100; attempt++) {
        const address = `203.0.${Math.floor(attempt / 4)}.${attempt % 4}`;
        expect((await from(address, `guess-${attempt}`)).status).toBe(401);
      }
      const newcomer = await from('192.0.2.200', 'guess-101');
      expect(newcomer.status).toBe(429);
      expect((await from('192.0.2.201', 'correct-horse')).status).toBe(429);
      expect((await from('198.51.100.7', 'correct-horse')).status).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('when a banned user signs in with the right password, then 403', async () => {
    const user = await createUser(database.db, {
      email: newEmail(),
      plainPassword: 'correct-horse',
      isBanned: true,
    });
    const response = await app.postJson('/api/auth/login', { email: user.email, password: 'correct-horse' });
    expect(response.status).toBe(403);
  });
});

describe('GET /api/auth/verify-email', () => {
  it('when the link is followed, then the address is verified; opened again, it says "already verified"', async () => {
    const registration = validRegistration();
    await app.postJson('/api/auth/register', registration);
    const token = (await mailWithLink(registration.email, '/verify-email')).token;

    const response = await app.fetch(`/api/auth/verify-email?token=${token}`);
    expect(response.status).toBe(200);
    const [stored] = await database.db.select().from(users).where(eq(users.email, registration.email));
    expect(stored.emailVerified).toBe(true);

    const again = await app.fetch(`/api/auth/verify-email?token=${token}`);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({
      message: 'Your email address is already verified. There is nothing more to do.',
    });
    // A made-up token still fails.
    const made = await app.fetch(`/api/auth/verify-email?token=${'a'.repeat(token.length)}`);
    expect(made.status).toBe(400);
  });

  it('when the link is missing its token or has expired, then 400', async () => {
    const missing = await app.fetch('/api/auth/verify-email');
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe(
      'Invalid verification link. Please check your email and try again.',
    );

    const registration = validRegistration();
    await app.postJson('/api/auth/register', registration);
    const token = (await mailWithLink(registration.email, '/verify-email')).token;
    await database.db
      .update(users)
      .set({ emailVerificationExpires: new Date(Date.now() - 1000) })
      .where(eq(users.email, registration.email));
    expect((await app.fetch(`/api/auth/verify-email?token=${token}`)).status).toBe(400);
  });
});

describe('forgot and reset password', () => {
  it('when a reset is asked for, then the answer is the same whether or not the account exists', async () => {
    const user = await createUser(database.db, { email: newEmail(), plainPassword: 'old-password' });
    const known = await app.postJson('/api/auth/forgot-password', { email: user.email });
    const unknown = await app.postJson('/api/auth/forgot-password', { email: newEmail() });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const expected = {
      message: 'If an account with that email exists, a password reset link has been sent.',
    };
    expect(await known.json()).toEqual(expected);
    expect(await unknown.json()).toEqual(expected);
    const invalid = await app.postJson('/api/auth/forgot-password', { email: 'nope' });
    expect(invalid.status).toBe(400);
  });

  it('when the link is used, then the new password works, the old does not, sessions end, and it cannot be reused', async () => {
    const user = await createUser(database.db, { email: newEmail(), plainPassword: 'old-password' });
    const signedIn = await app.postJson('/api/auth/login', { email: user.email, password: 'old-password' });
    const oldSession = sessionCookieOf(signedIn);

    await app.postJson('/api/auth/forgot-password', { email: user.email });
    const { mail, token } = await mailWithLink(user.email, '/reset-password');
    expect(mail.subject).toBe('Reset your Pamoja password');
    const [stored] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(stored.passwordResetToken).toBe(hashToken(token));
    expect(stored.passwordResetExpires!.getTime() - Date.now()).toBeLessThanOrEqual(3600_000);

    const tooShort = await app.postJson('/api/auth/reset-password', { token, password: '123' });
    expect(tooShort.status).toBe(400);
    expect((await tooShort.json()).fieldErrors).toEqual({
      password: 'Password must be at least 6 characters',
    });

    const reset = await app.postJson('/api/auth/reset-password', { token, password: 'new-password' });
    expect(reset.status).toBe(200);
    expect((await app.fetch('/api/auth/me', { headers: { cookie: oldSession } })).status).toBe(401);
    expect(
      (await app.postJson('/api/auth/login', { email: user.email, password: 'old-password' })).status,
    ).toBe(401);
    expect(
      (await app.postJson('/api/auth/login', { email: user.email, password: 'new-password' })).status,
    ).toBe(200);

    const reused = await app.postJson('/api/auth/reset-password', { token, password: 'third-password' });
    expect(reused.status).toBe(400);
    expect((await reused.json()).message).toBe(
      'This reset link is invalid or has expired. Please request a new one.',
    );
  });

  it('when the link is older than an hour, then it is refused', async () => {
    const user = await createUser(database.db, { email: newEmail(), plainPassword: 'old-password' });
    await app.postJson('/api/auth/forgot-password', { email: user.email });
    const token = (await mailWithLink(user.email, '/reset-password')).token;
    await database.db
      .update(users)
      .set({ passwordResetExpires: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));
    expect((await app.postJson('/api/auth/reset-password', { token, password: 'new-password' })).status).toBe(
      400,
    );
  });
});

describe('logs', () => {
  it('when people register, sign in and reset, then no password, token or session id is logged', async () => {
    const registration = { ...validRegistration(), password: 'very-secret-password-1' };
    const registered = await app.postJson('/api/auth/register', registration);
    const registrationSession = sessionCookieOf(registered).split('=')[1];
    await app.fetch('/api/auth/me', { headers: { cookie: `pamoja_sid=${registrationSession}` } });
    const verificationToken = (await mailWithLink(registration.email, '/verify-email')).token;
    await app.fetch(`/api/auth/verify-email?token=${verificationToken}`);

    const signedIn = await app.postJson('/api/auth/login', {
      email: registration.email,
      password: registration.password,
    });
    const loginSession = sessionCookieOf(signedIn).split('=')[1];
    await app.postJson('/api/auth/login', {
      email: registration.email,
      password: 'very-secret-wrong-password',
    });

    await app.postJson('/api/auth/forgot-password', { email: registration.email });
    const resetToken = (await mailWithLink(registration.email, '/reset-password')).token;
    await app.postJson('/api/auth/reset-password', { token: resetToken, password: 'very-secret-password-2' });

    const logged = logLines.join('\n');
    expect(logged).toContain('/api/auth/login');
    for (const secret of [
      registration.password,
      'very-secret-wrong-password',
      'very-secret-password-2',
      registrationSession,
      loginSession,
      hashToken(loginSession),
      verificationToken,
      resetToken,
    ]) {
      expect(logged).not.toContain(secret);
    }
  });
});

describe('in production', () => {
  it('when a session starts, then its cookie is Secure', async () => {
    const productionApp = await startTestApp(database, { NODE_ENV: 'production', CARD_PAYMENTS: 'off' });
    const user = await createUser(database.db, { email: newEmail(), plainPassword: 'correct-horse' });
    const response = await productionApp.postJson('/api/auth/login', {
      email: user.email,
      password: 'correct-horse',
    });
    await productionApp.close();
    expect(response.headers.getSetCookie()[0]).toMatch(/; Secure/);
  });
});

// Last: it spends this address's allowance.
describe('per-IP limits', () => {
  it('when one address checks e-mails too fast, then it gets 429', async () => {
    let status = 200;
    for (let attempt = 0; attempt < 31 && status === 200; attempt++) {
      status = (await app.postJson('/api/auth/check-email', { email: newEmail() })).status;
    }
    expect(status).toBe(429);
  });
});
