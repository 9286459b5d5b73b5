import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server';
import { messageIn } from '../../domain/shared/locales';
import { m } from '../../paraglide/messages';
import { startTestApp, type TestApp } from '../../tests/setup/test-app';
import { createTestDatabase } from '../../tests/setup/test-database';

let database: DatabaseHandle;
let app: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const generate = (body: unknown) => app.postJson('/api/ai/generate-tribute', body);

describe('POST /api/ai/generate-tribute', () => {
  it('when no model is configured, then the offline composer answers, differently each time', async () => {
    const first = await generate({ deceasedName: 'Amara Okafor', relationship: 'child' });
    expect(first.status).toBe(200);
    const { tribute } = (await first.json()) as { tribute: string };
    expect(tribute).toContain('Amara');
    const second = (await (
      await generate({ deceasedName: 'Amara Okafor', relationship: 'child' })
    ).json()) as {
      tribute: string;
    };
    expect(second.tribute).not.toBe(tribute);
  });

  it('when the relationship is missing, then "family member" is assumed', async () => {
    const response = await generate({ deceasedName: 'Kofi Mensah' });
    expect(response.status).toBe(200);
  });

  it('when the name is missing, then 400 "Please provide your loved one\'s name first."', async () => {
    const response = await generate({ relationship: 'child' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: "Please provide your loved one's name first." });
  });

  it('when the organizer reads French, then the draft is in French, and so is the refusal of a missing name', async () => {
    const french = { 'accept-language': 'fr-CI' };
    const response = await app.postJson(
      '/api/ai/generate-tribute',
      { deceasedName: 'Amara Okafor', relationship: 'child', birthYear: 1951, dateOfPassing: '2025-10' },
      french,
    );
    const { tribute } = (await response.json()) as { tribute: string };
    expect(tribute).toContain('Amara');
    expect(tribute).toMatch(/\b(nous|vous|chaque|famille|Repose)\b/);
    expect(tribute).not.toMatch(/\b(the|their|they|and)\b/);
    const refused = await app.postJson('/api/ai/generate-tribute', { relationship: 'child' }, french);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ message: messageIn('fr', m.create_name_first) });
  });

  it('when one address asks too often, then it is told to wait (429); a malformed request costs nothing', async () => {
    // Behind a trusted proxy, so this test has an address of its own.
    const freshApp = await startTestApp(database, { TRUST_PROXY: '1' });
    const from = { 'x-forwarded-for': '203.0.113.78' };
    const statuses: number[] = [];
    statuses.push((await freshApp.postJson('/api/ai/generate-tribute', {}, from)).status);
    for (let attempt = 0; attempt < 61; attempt += 1) {
      const response = await freshApp.postJson('/api/ai/generate-tribute', { deceasedName: 'Amara' }, from);
      statuses.push(response.status);
    }
    await freshApp.close();
    expect(statuses[0]).toBe(400);
    expect(statuses.slice(1, 61).every((status) => status === 200)).toBe(true);
    expect(statuses[61]).toBe(429);
  });
});
