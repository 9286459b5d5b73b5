import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server';
import { createOrganizerWithCampaign } from '../../tests/setup/contribution-fixtures';
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

  it('a use case’s refusal too: restoring a campaign that is not archived is 409 in French, in English word for word', async () => {
    const { organizer, campaign } = await createOrganizerWithCampaign(database.db);
    const asOrganizer = await app.signedInAs(organizer);
    const english = await asOrganizer.postJson(`/api/campaigns/${campaign.id}/restore`, {}, asking('en'));
    expect(english.status).toBe(409);
    expect((await english.json()).message).toBe('This campaign is not archived');
    const french = await asOrganizer.postJson(`/api/campaigns/${campaign.id}/restore`, {}, asking('fr'));
    expect((await french.json()).message).toBe('Cette collecte n’est pas archivée');
  });

  it('a list position never handed out is 400 in Swahili on the public list of gifts', async () => {
    const { campaign } = await createOrganizerWithCampaign(database.db);
    const response = await app.fetch(`/api/contributions/${campaign.id}?before=abc`, {
      headers: asking('sw'),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(
      'Nafasi hii kwenye orodha si sahihi: pakia orodha upya kisha ujaribu tena.',
    );
  });
});
