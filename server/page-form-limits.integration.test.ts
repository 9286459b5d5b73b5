import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.server';
import { FORM_BODY_LIMITS, FORM_TOO_LARGE_MESSAGE } from '../domain/shared/form-body-limits';
import { BASE_LOCALE } from '../domain/shared/locales';
import { refusalIn } from '../domain/shared/refusal-words.server';
import { startTestApp, type TestApp } from '../tests/setup/test-app';
import { createTestDatabase } from '../tests/setup/test-database';

let database: DatabaseHandle;
let app: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  // The production pages, as in a real deployment.
  app = await startTestApp(database, {}, { pages: true });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

function postForm(path: string, fields: Record<string, string>) {
  return app.fetch(path, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
}

/** Posts until the answer is no longer a success; returns every status seen. */
async function postUntilRefused(path: string, fields: () => Record<string, string>, tries: number) {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < tries; attempt++) {
    const response = await postForm(path, fields());
    statuses.push(response.status);
    await response.body?.cancel();
    if (response.status >= 400) return { statuses, response };
  }
  return { statuses, response: undefined };
}

/** The 413's words in English: the form's refusal is a catalogue key. */
const TOO_LARGE = refusalIn(BASE_LOCALE, FORM_TOO_LARGE_MESSAGE);

describe('rate-limited page forms answer 429, not 500 (issue 17 item 6)', () => {
  it('when /forgot-password is posted past its limit, then 429 with Retry-After', async () => {
    let counter = 0;
    const { statuses, response } = await postUntilRefused(
      '/forgot-password',
      () => ({ email: `someone.${++counter}@example.com` }),
      12,
    );
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status < 400)).toBe(true);
    expect(Number(response?.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('when the /help contact form is posted past its limit, then 429 with Retry-After', async () => {
    const { statuses, response } = await postUntilRefused(
      '/help',
      () => ({
        name: 'Amara',
        email: 'amara@example.com',
        subject: 'Payout',
        message: 'When does it arrive?',
      }),
      7,
    );
    expect(statuses.at(-1)).toBe(429);
    expect(Number(response?.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('when reset links were asked for through the API, then the page form counts them too (one limit, in the use case)', async () => {
    const proxied = await startTestApp(database, { TRUST_PROXY: '1' }, { pages: true });
    try {
      const from = (address: string) => ({ 'x-forwarded-for': address });
      for (let attempt = 0; attempt < 10; attempt++) {
        const answer = await proxied.postJson(
          '/api/auth/forgot-password',
          { email: `api.${attempt}@example.com` },
          from('203.0.113.9'),
        );
        expect(answer.status).toBe(200);
      }
      const page = (address: string) =>
        proxied.fetch('/forgot-password', {
          method: 'POST',
          body: new URLSearchParams({ email: 'page@example.com' }),
          headers: from(address),
          redirect: 'manual',
        });
      expect((await page('203.0.113.9')).status).toBe(429);
      expect((await page('198.51.100.20')).status).toBe(302);
    } finally {
      await proxied.close();
    }
  });
});

describe('page forms are read within a size limit (one request must not hold the memory)', () => {
  const oversizedText = () => new URLSearchParams({ email: 'a@example.com', filler: 'x'.repeat(300 * 1024) });

  it('when a text form sends more than a form of ours ever does, then 413 with a clear message', async () => {
    const response = await postForm('/forgot-password', Object.fromEntries(oversizedText()));
    expect(response.status).toBe(413);
    expect(await response.text()).toContain(TOO_LARGE);
  });

  it('when a French reader sends too much, then the 413 says so in French', async () => {
    const response = await app.fetch('/forgot-password', {
      method: 'POST',
      body: oversizedText(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'fr' },
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain('Ce formulaire est trop lourd pour être envoyé.');
  });

  it('when an enhanced form (the .data request) is too large, then its 413 is labelled Payload Too Large, not Internal Server Error (issue 31 item 6)', async () => {
    const response = await app.fetch('/forgot-password.data', {
      method: 'POST',
      body: oversizedText(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(413);
    const answer = await response.text();
    expect(answer).toContain('Payload Too Large');
    expect(answer).not.toContain('Internal Server Error');
    expect(answer).toContain(TOO_LARGE);
  });

  it('when the oversized body is chunked (no declared length), then it is counted as it arrives: 413', async () => {
    const bytes = new TextEncoder().encode(oversizedText().toString());
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < bytes.length; offset += 16 * 1024) {
          controller.enqueue(bytes.slice(offset, offset + 16 * 1024));
        }
        controller.close();
      },
    });
    const response = await app.fetch('/forgot-password', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      duplex: 'half',
      redirect: 'manual',
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it('when a body declares more than the largest form with a photo, then it is refused at the door and the server stays up', async () => {
    const declared = FORM_BODY_LIMITS.withPhoto + 1;
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(
        `${app.baseUrl}/forgot-password`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': declared },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
          request.destroy();
        },
      );
      request.on('error', reject);
      request.write('email=a%40example.com&filler=');
    });
    expect(status).toBe(413);
    expect((await app.fetch('/healthz')).status).toBe(200);
  });
});
