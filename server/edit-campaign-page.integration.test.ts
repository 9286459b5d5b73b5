import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.server';
import { createCampaign, createUser } from '../seed/factories';
import { type SignedInClient, startTestApp, type TestApp } from '../tests/setup/test-app';
import { createTestDatabase } from '../tests/setup/test-database';

/** The edit page's form as a browser without JavaScript posts it: a refusal must keep every word typed. */

let database: DatabaseHandle;
let app: TestApp;
let organizer: SignedInClient<Awaited<ReturnType<typeof createUser>>>;
let customUrl: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, {}, { pages: true });
  organizer = await app.signedInAs(await createUser(database.db));
  customUrl = (await createCampaign(database.db, { organizerId: organizer.user.id })).customUrl;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

function postEdit(fields: Record<string, string>) {
  return organizer.fetch(`/edit-campaign/${customUrl}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
}

describe('the edit page without JavaScript', () => {
  it('when nobody is signed in, then Access Denied with 403, never an error', async () => {
    const response = await app.fetch(`/edit-campaign/${customUrl}`);
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('Access Denied');
  });

  it('when the goal is refused, then 400, its message beside the field, and the typed tribute and address come back', async () => {
    const tribute = 'She fed every child on the street and never once asked who their parents were.';
    const response = await postEdit({ tribute, goal: '-5', customUrl: 'mama-typed-this', endDate: '' });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(tribute);
    expect(html).toContain('value="mama-typed-this"');
    expect(html).toContain('value="-5"');
    expect(html).toMatch(/aria-invalid="true"[^>]*name="goal"|name="goal"[^>]*aria-invalid="true"/);
  });

  it('when the address is taken, then 409 with the message and nothing typed lost', async () => {
    const other = await createCampaign(database.db, { organizerId: organizer.user.id });
    const tribute = 'A teacher, a gardener, a grandmother of eleven, loved by all of them.';
    const response = await postEdit({ tribute, goal: '5000', customUrl: other.customUrl, endDate: '' });
    expect(response.status).toBe(409);
    const html = await response.text();
    expect(html).toContain(tribute);
    expect(html).toContain('This custom URL is already taken');
  });
});
