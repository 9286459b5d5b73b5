import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server';
import { createCampaign, createUser } from '../../seed/factories';
import { seededRandom } from '../setup/seeded-random';
import { startTestApp, type TestApp } from '../setup/test-app';
import { createTestDatabase } from '../setup/test-database';
import { encodedSegment, fuzzedBody, fuzzedValue } from './fuzz';

/**
 * Issue 17's "Done when": every bad input it lists, and hundreds of fuzzed bodies to every route, against the real
 * app (the production pages too) on a port. Asserted for each answer: no 5xx; for each refusal: nothing stored.
 * At the end the process still answers. Failures print the seed and the request, so each can be replayed.
 */

let database: DatabaseHandle;
let app: TestApp;
let organizer: Awaited<ReturnType<TestApp['signedInAs']>>;
let campaignId: number;
let forwardedFor = 0;

const STORED_TABLES = [
  'users',
  'campaigns',
  'contributions',
  'contact_messages',
  'uploads',
  'email_outbox',
  'audit_log',
  'payment_events',
];

async function storedRows(): Promise<string> {
  const counts = STORED_TABLES.map((table) => `(select count(*) from ${table})`).join(" || ',' || ");
  const result = await database.db.execute(sql.raw(`select ${counts} as counts`));
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
    counts: string;
  }>;
  return rows[0].counts;
}

interface Attempt {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  signedIn?: boolean;
}

/**
 * Sends one request from its own address (TRUST_PROXY is on, so rate limits do not end the run early) and checks
 * the answer is not a 5xx and, when refused, that the database holds exactly what it held before.
 */
async function send({ method, path, headers = {}, body, signedIn = false }: Attempt) {
  const before = await storedRows();
  const client = signedIn ? organizer : app;
  forwardedFor += 1;
  const response = await client.fetch(path, {
    method,
    body,
    redirect: 'manual',
    headers: {
      'x-forwarded-for': `10.${(forwardedFor >> 16) & 255}.${(forwardedFor >> 8) & 255}.${forwardedFor & 255}`,
      origin: app.baseUrl,
      ...headers,
    },
  });
  const text = await response.text();
  const described = `${method} ${path} ${headers['content-type'] ?? ''} ${JSON.stringify(body?.slice(0, 300))}`;
  expect(response.status, `${described}\n→ ${text.slice(0, 300)}`).toBeLessThan(500);
  if (response.status >= 400) expect(await storedRows(), `stored after a refusal: ${described}`).toBe(before);
  return { status: response.status, text };
}

const JSON_TYPE = { 'content-type': 'application/json' };
const json = (value: unknown) => ({ headers: JSON_TYPE, body: JSON.stringify(value) });
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const NUL = 'before\u0000after';

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, { TRUST_PROXY: '1' }, { pages: true });
  const user = await createUser(database.db);
  organizer = await app.signedInAs(user);
  campaignId = (await createCampaign(database.db, { organizerId: user.id, organizerEmail: user.email })).id;
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** Page forms and the JSON bodies each route reads, valid enough that a fuzzed field reaches the code behind it. */
function pageForms(): Array<{ path: string; fields: Record<string, string>; signedIn?: boolean }> {
  return [
    { path: '/login', fields: { email: 'someone@example.com', password: 'not-the-password' } },
    {
      path: '/signup',
      fields: {
        firstName: 'Ada',
        lastName: 'Obi',
        email: 'ada@example.com',
        country: 'NG',
        phone: '+2348031234567',
        password: 'short',
        confirmPassword: 'other',
      },
    },
    { path: '/forgot-password', fields: { email: 'nobody@example.com' } },
    {
      path: '/reset-password',
      fields: { token: 'x'.repeat(40), password: 'new-password-1', confirmPassword: 'new-password-2' },
    },
    { path: '/help', fields: { name: 'Ada', email: 'ada@example.com', subject: '', message: '' } },
    {
      path: `/edit-campaign/${campaignId}`,
      fields: { tribute: 'Short', goal: '-5', customUrl: 'x', endDate: 'not a date' },
      signedIn: true,
    },
  ];
}

function apiRoutes(): Array<{
  method: string;
  path: string;
  body: Record<string, unknown>;
  signedIn?: boolean;
}> {
  return [
    { method: 'POST', path: '/api/auth/check-email', body: { email: 'someone@example.com' } },
    {
      method: 'POST',
      path: '/api/auth/register',
      body: { firstName: 'Ada', lastName: 'Obi', email: 'x', country: 'NG', phone: '1', password: 'p' },
    },
    { method: 'POST', path: '/api/auth/login', body: { email: 'someone@example.com', password: 'wrong' } },
    { method: 'POST', path: '/api/auth/forgot-password', body: { email: 'nobody@example.com' } },
    { method: 'POST', path: '/api/auth/reset-password', body: { token: 'x'.repeat(40), password: 'p' } },
    { method: 'POST', path: '/api/auth/verify-email', body: { token: 'x'.repeat(40) } },
    { method: 'POST', path: '/api/contact', body: { name: 'Ada', email: 'ada@example.com', message: '' } },
    { method: 'POST', path: '/api/campaigns', body: { deceasedName: '' }, signedIn: true },
    { method: 'PUT', path: `/api/campaigns/${campaignId}`, body: { goal: -5 }, signedIn: true },
    {
      method: 'POST',
      path: '/api/contribute',
      body: {
        campaignId,
        contributorName: 'Ada',
        contributorEmail: 'ada@example.com',
        amount: 0,
        currency: 'KES',
        mobileWalletDetails: { confirmationCode: 'QKJ4H7Y2XP' },
      },
    },
    {
      method: 'POST',
      path: '/api/stripe/create-intent',
      body: {
        campaignId,
        amount: 0,
        currency: 'USD',
        contributorName: 'Ada',
        contributorEmail: 'ada@example.com',
        contributorRelationship: 'friend',
      },
    },
    { method: 'POST', path: '/api/stripe/confirm-payment', body: { paymentIntentId: 'pi_nothing_here' } },
    { method: 'POST', path: '/api/stripe/sandbox-confirm', body: { clientSecret: 'x', cardNumber: '4242' } },
    { method: 'POST', path: '/api/ai/generate-tribute', body: { deceasedName: 'Amara', birthYear: 1951 } },
    { method: 'POST', path: '/api/contributions/1/review', body: { decision: 'maybe' }, signedIn: true },
  ];
}

describe('bad input is refused with a 4xx, never a 5xx, and nothing is stored (issue 17 item 6)', () => {
  it('when a text field of a page form carries a null character, then 400 with a clear message', async () => {
    for (const { path, fields, signedIn } of pageForms()) {
      for (const name of Object.keys(fields)) {
        const { status, text } = await send({
          method: 'POST',
          path,
          headers: FORM,
          body: form({ ...fields, [name]: NUL }),
          signedIn,
        });
        expect(status, `${path} ${name}`).toBe(400);
        expect(text).toContain('null character');
      }
    }
  });

  it('when a JSON field of an API route carries a null character, then 400 with a clear message', async () => {
    for (const { method, path, body, signedIn } of apiRoutes()) {
      for (const name of Object.keys(body)) {
        const { status, text } = await send({ method, path, ...json({ ...body, [name]: NUL }), signedIn });
        expect(status, `${path} ${name}`).toBe(400);
        expect(text).toContain('null character');
      }
    }
  });

  it('when JSON, plain text or a broken body is posted to a page form, then a 4xx', async () => {
    for (const { path, fields, signedIn } of pageForms()) {
      for (const { headers, body } of [
        json(fields),
        { headers: { 'content-type': 'text/plain' }, body: 'email=a@example.com' },
        { headers: {}, body: 'email=a@example.com' },
        {
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
          body: '--x\r\nContent-Disposition: form-da',
        },
      ]) {
        const { status } = await send({ method: 'POST', path, headers, body, signedIn });
        expect(status, `${path} ${headers['content-type']}`).toBeGreaterThanOrEqual(400);
      }
    }
  });

  it.each([
    '/mobile-wallet/99999999999',
    '/mobile-wallet/0x10',
    '/edit-campaign/%00',
    '/campaign/id/99999999999',
    '/campaign/%00',
    '/%00',
    '/api/campaigns/99999999999',
    '/api/campaigns/url/%00',
    '/api/contributions/99999999999',
    '/api/campaigns/99999999999/donors',
  ])('when %s is asked for, then 404', async (path) => {
    const { status } = await send({ method: 'GET', path, signedIn: true });
    expect(status).toBe(404);
  });

  it.each(['/campaign/%E0%A4%A', '/api/campaigns/url/%E0%A4%A', '/%FF'])(
    'when %s (broken percent-encoding) is asked for, then a 4xx',
    async (path) => {
      const { status } = await send({ method: 'GET', path });
      expect(status).toBeGreaterThanOrEqual(400);
    },
  );
});

// Hundreds of requests each, one after another: about 10 s on a quiet machine, three times that on a busy CI one.
describe('fuzzed bodies to every route never give a 5xx or store anything when refused (issue 17)', {
  timeout: 180_000,
}, () => {
  const FUZZED_PER_ROUTE = 60;

  it('when every API route gets fuzzed JSON, then each answer is below 500', async () => {
    const random = seededRandom(17);
    for (const { method, path, body, signedIn } of apiRoutes()) {
      for (let round = 0; round < FUZZED_PER_ROUTE; round++) {
        await send({ method, path, ...json(fuzzedBody(random, body)), signedIn });
      }
    }
  });

  it('when every page form gets fuzzed fields, then each answer is below 500', async () => {
    const random = seededRandom(71);
    for (const { path, fields, signedIn } of pageForms()) {
      for (let round = 0; round < FUZZED_PER_ROUTE; round++) {
        const fuzzed = Object.fromEntries(
          Object.entries(fuzzedBody(random, fields)).map(([name, value]) => [name, String(value)]),
        );
        await send({ method: 'POST', path, headers: FORM, body: form(fuzzed), signedIn });
      }
    }
  });

  it('when page and API addresses get fuzzed segments and queries, then each answer is below 500', async () => {
    const random = seededRandom(7);
    const templates = [
      '/campaign/{}',
      '/campaign/id/{}',
      '/mobile-wallet/{}',
      '/edit-campaign/{}',
      '/{}',
      '/help?q={}&category={}',
      '/login?redirectTo={}',
      '/reset-password?token={}',
      '/verify-email?token={}',
      '/api/campaigns/{}',
      '/api/campaigns/{}/tributes?before={}',
      '/api/campaigns/url/{}',
      '/api/contributions/{}?before={}',
      '/api/campaigns/{}/donors.csv',
      '/api/contributions/{}/screenshot',
    ];
    for (const template of templates) {
      for (let round = 0; round < FUZZED_PER_ROUTE / 2; round++) {
        const path = template.replaceAll('{}', () => encodedSegment(fuzzedValue(random)));
        await send({ method: 'GET', path, signedIn: random() < 0.5 });
      }
    }
    const health = await app.fetch('/healthz');
    expect(health.status).toBe(200);
  });
});
