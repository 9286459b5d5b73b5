import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.server';
import { RATE_LIMITS } from '../domain/shared/rate-limits';
import { startTestApp } from '../tests/setup/test-app';
import { createTestDatabase } from '../tests/setup/test-database';

/**
 * Issue 31 item 3: behind one proxy (TRUST_PROXY=1) the limited address is the one that proxy saw, the last
 * X-Forwarded-For entry; whatever a client writes before it changes nothing.
 */
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function statusesOf(env: Record<string, string>, forwardedFor: (attempt: number) => string) {
  const app = await startTestApp(database, env);
  try {
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= RATE_LIMITS.checkEmailPerIp.points; attempt++) {
      const response = await app.postJson(
        '/api/auth/check-email',
        { email: `someone-${attempt}@example.com` },
        { 'x-forwarded-for': forwardedFor(attempt) },
      );
      statuses.push(response.status);
    }
    return statuses;
  } finally {
    await app.close();
  }
}

describe('TRUST_PROXY', () => {
  it("when a client writes its own X-Forwarded-For before the proxy's entry, then the limit still counts the address the proxy saw", async () => {
    const statuses = await statusesOf(
      { TRUST_PROXY: '1' },
      (attempt) => `192.0.2.${attempt + 1}, 198.51.100.201`,
    );
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('when the proxies are named by address, then the client address is the one the last of them saw', async () => {
    const statuses = await statusesOf(
      { TRUST_PROXY: '127.0.0.1,10.0.0.0/8' },
      (attempt) => `192.0.2.${attempt + 1}, 198.51.100.202, 10.1.2.3`,
    );
    expect(statuses.at(-1)).toBe(429);
  });

  it('when different clients come through the proxy, then each has its own allowance', async () => {
    const statuses = await statusesOf({ TRUST_PROXY: '1' }, (attempt) => `198.51.100.${attempt + 1}`);
    expect(statuses.every((status) => status === 200)).toBe(true);
  });
});
