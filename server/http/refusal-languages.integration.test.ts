import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server';
import { startTestApp, type TestApp } from '../../tests/setup/test-app';
import { createTestDatabase } from '../../tests/setup/test-database';

/**
 * Issue 32: the API's own refusals (not a schema's, not a use case's) reach the reader in their language, and the
 * English ones stay word for word.
 */
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

const asking = (language: string) => ({ 'accept-language': language });

describe('the API edge answers in the reader’s language', () => {
  it('an unknown API address is 404 "Not found", in French "Introuvable"', async () => {
    const english = await app.fetch('/api/no-such-thing', { headers: asking('en') });
    expect(english.status).toBe(404);
    expect(await english.json()).toEqual({ message: 'Not found' });
    const french = await app.fetch('/api/no-such-thing', { headers: asking('fr-SN,fr;q=0.9') });
    expect(french.status).toBe(404);
    expect((await french.json()).message).toBe('Introuvable');
  });

  it('a request that needs a session is 401 in Swahili for a Swahili reader', async () => {
    const response = await app.postJson('/api/campaigns', {}, asking('sw-KE'));
    expect(response.status).toBe(401);
    expect((await response.json()).message).toBe('Tafadhali ingia ili uendelee');
  });

  it('a body that is not JSON is 400 in Portuguese for a Portuguese reader', async () => {
    const response = await app.fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...asking('pt-AO') },
      body: '{not json',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('O conteúdo do pedido não é JSON válido');
  });
});
