import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.server';
import { campaigns, recipientAccess, users } from '../db/schema';
import { verifyPassword } from '../domain/accounts/passwords.server';
import { anniversaryEmailsPathOf } from '../domain/gathering/update-anniversary-emails.server';
import { normalizeAccessCode } from '../domain/recipients/access-codes';
import { RATE_LIMITS } from '../domain/shared/rate-limits';
import { createRandomToken, hashToken } from '../domain/shared/tokens.server';
import { createUser } from '../seed/factories';
import {
  campaignWithSubscribedGiver,
  createOrganizerWithCampaign,
} from '../tests/setup/contribution-fixtures';
import { startTestApp, type TestApp } from '../tests/setup/test-app';
import { createTestDatabase } from '../tests/setup/test-database';

/**
 * Issue 31 item 2 (decision 022): a parallel burst at each guessable secret has at most the limit evaluated, and
 * the right secret placed after the limit is refused with 429. On PostgreSQL the counters live in the shared
 * `rate_limits` table, on PGlite in memory: both must hold under the burst.
 */
let database: DatabaseHandle;
let app: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  // One hop of proxy trusted: each test speaks from its own address, so per-address limits do not spill over.
  app = await startTestApp(database, { TRUST_PROXY: '1' }, { pages: true });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

let addressCount = 0;
function freshAddress() {
  addressCount += 1;
  return `203.0.113.${addressCount}`;
}

/**
 * Sends `size` wrong secrets at once from one address and, once they are all answered, the right secret when
 * `withRightAfter` (a burst's arrival order is the network's, so the right one is sent after it to be sure it
 * comes after the limit); resolves with every status, the right one last.
 */
async function burst(
  size: number,
  withRightAfter: boolean,
  send: (isRight: boolean, index: number, headers: Record<string, string>) => Promise<Response>,
): Promise<number[]> {
  const headers = { 'x-forwarded-for': freshAddress() };
  const statusOf = async (response: Response) => {
    await response.arrayBuffer();
    return response.status;
  };
  const statuses = await Promise.all(
    Array.from({ length: size }, async (_, index) => statusOf(await send(false, index, headers))),
  );
  if (withRightAfter) statuses.push(await statusOf(await send(true, size, headers)));
  return statuses;
}

const countOf = (statuses: number[], status: number) => statuses.filter((each) => each === status).length;

/** Evaluated: every answer but 429; exactly `limit` of them, and the right secret (sent last) refused. */
function expectLimitHeld(statuses: number[], limit: number, wrongStatus: number) {
  expect(countOf(statuses, wrongStatus)).toBe(limit);
  expect(countOf(statuses, 429)).toBe(statuses.length - limit);
  expect(statuses.at(-1)).toBe(429);
}

const form = (fields: Record<string, string>, headers: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', origin: app.baseUrl, ...headers },
  body: new URLSearchParams(fields),
});

describe('a parallel burst at a password', () => {
  const limit = RATE_LIMITS.signInFailuresPerAccountAndIp.points;

  it.each([
    ['the site sign-in', '/api/auth/login', false],
    ['the admin sign-in', '/api/admin/auth', true],
  ])(
    'when it hits %s, then only the limit of passwords is checked and the right one after it is refused',
    async (_name, path, isAdmin) => {
      const password = 'the right password 31';
      const user = await createUser(database.db, { plainPassword: password, isAdmin });
      const statuses = await burst(30, true, (isRight, index, headers) =>
        app.postJson(
          path,
          { email: user.email, password: isRight ? password : `wrong guess ${index}` },
          headers,
        ),
      );
      expectLimitHeld(statuses, limit, 401);
    },
  );

  it('when the right password comes within the limit, then it signs in and the failures before it are given back', async () => {
    const password = 'the right password 31';
    const user = await createUser(database.db, { plainPassword: password });
    const headers = { 'x-forwarded-for': freshAddress() };
    for (let attempt = 0; attempt < limit - 1; attempt++) {
      expect(
        (await app.postJson('/api/auth/login', { email: user.email, password: 'wrong' }, headers)).status,
      ).toBe(401);
    }
    expect((await app.postJson('/api/auth/login', { email: user.email, password }, headers)).status).toBe(
      200,
    );
    // The owner's success cleared the account-and-address back-off: a full allowance again.
    for (let attempt = 0; attempt < limit; attempt++) {
      expect(
        (await app.postJson('/api/auth/login', { email: user.email, password: 'wrong' }, headers)).status,
      ).toBe(401);
    }
  });
});

describe('a parallel burst at a recipient access code', () => {
  it('when wrong phones are tried with one code, then only the limit is checked and the right phone after it is refused', async () => {
    const { campaign } = await createOrganizerWithCampaign(database.db, { recipientCountry: 'KE' });
    const code = 'ABCDE23456';
    await database.db.insert(recipientAccess).values({
      campaignId: campaign.id,
      recipientPhone: '+254722000111',
      accessCode: hashToken(normalizeAccessCode(code)),
      expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
    });
    const statuses = await burst(40, true, (isRight, index, headers) =>
      app.postJson(
        '/api/recipient-access/validate',
        { accessCode: code, phone: isRight ? '+254722000111' : `+2547220${String(index).padStart(5, '0')}` },
        headers,
      ),
    );
    expectLimitHeld(statuses, RATE_LIMITS.recipientAccessFailuresPerCode.points, 401);
  });

  it('when many codes are tried from one address, then only the address limit is checked', async () => {
    const statuses = await burst(60, false, (_isRight, index, headers) =>
      app.postJson(
        '/api/recipient-access/validate',
        { accessCode: `WRONG${String(index).padStart(5, '2')}`, phone: '+254722000111' },
        headers,
      ),
    );
    const limit = RATE_LIMITS.recipientAccessFailuresPerIp.points;
    expect(countOf(statuses, 401)).toBe(limit);
    expect(countOf(statuses, 429)).toBe(60 - limit);
  });
});

describe('a parallel burst at a link token', () => {
  const limit = RATE_LIMITS.linkTokenFailuresPerIp.points;
  const size = limit + 10;
  const wrongToken = (index: number) => `${'w'.repeat(40)}${String(index).padStart(3, '0')}`;

  it('when it hits password-reset tokens, then only the limit is checked and the right token after it changes nothing', async () => {
    const user = await createUser(database.db, { plainPassword: 'the old password 31' });
    const token = createRandomToken();
    await database.db
      .update(users)
      .set({
        passwordResetToken: hashToken(token),
        passwordResetExpires: new Date(Date.now() + 60 * 60 * 1000),
      })
      .where(eq(users.id, user.id));
    const statuses = await burst(size, true, (isRight, index, headers) =>
      app.postJson(
        '/api/auth/reset-password',
        { token: isRight ? token : wrongToken(index), password: 'a brand new password 31' },
        headers,
      ),
    );
    expectLimitHeld(statuses, limit, 400);
    const [after] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(after.password ?? '', 'the old password 31')).toBe(true);
  });

  it('when it hits the reset page, then the same limit answers 429', async () => {
    const statuses = await burst(size, false, (_isRight, index, headers) =>
      app.fetch(`/reset-password?token=${wrongToken(index)}`, { headers }),
    );
    expect(countOf(statuses, 200)).toBe(limit);
    expect(countOf(statuses, 429)).toBe(size - limit);
  });

  it('when it hits e-mail verification tokens, then only the limit is checked and the right token after it verifies nothing', async () => {
    const token = createRandomToken();
    const user = await createUser(database.db, {
      emailVerified: false,
      emailVerificationToken: hashToken(token),
      emailVerificationExpires: new Date(Date.now() + 60 * 60 * 1000),
    });
    const statuses = await burst(size, true, (isRight, index, headers) =>
      app.fetch(`/api/auth/verify-email?token=${isRight ? token : wrongToken(index)}`, { headers }),
    );
    expectLimitHeld(statuses, limit, 400);
    const [after] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(after.emailVerified).toBe(false);
  });

  it('when it hits update unsubscribe tokens, then only the limit is checked and the right token after it unsubscribes nobody', async () => {
    const { subscription, read } = await campaignWithSubscribedGiver(database.db);
    const statuses = await burst(size, true, (isRight, index, headers) =>
      app.fetch(
        `/unsubscribe/${isRight ? subscription.unsubscribeToken : wrongToken(index)}`,
        form({}, headers),
      ),
    );
    expectLimitHeld(statuses, limit, 404);
    expect((await read()).unsubscribedAt).toBeNull();
  });

  it('when it hits anniversary e-mail links, then only the limit is checked and the right link after it changes nothing', async () => {
    const { campaign } = await createOrganizerWithCampaign(database.db);
    const rightPath = anniversaryEmailsPathOf(app.config.sessionSecret ?? '', campaign.id);
    const statuses = await burst(size, true, (isRight, index, headers) =>
      app.fetch(
        isRight ? rightPath : `/stop-anniversary-emails/${wrongToken(index)}`,
        form({ anniversaryEmails: 'off' }, headers),
      ),
    );
    expectLimitHeld(statuses, limit, 404);
    const [after] = await database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(after.anniversaryEmails).toBe(true);
  });

  it('when a right token comes within the limit, then its point is given back', async () => {
    const { campaign } = await createOrganizerWithCampaign(database.db);
    const rightPath = anniversaryEmailsPathOf(app.config.sessionSecret ?? '', campaign.id);
    const headers = { 'x-forwarded-for': freshAddress() };
    for (let opened = 0; opened < limit + 5; opened++) {
      expect((await app.fetch(rightPath, { headers })).status).toBe(200);
    }
  });
});
