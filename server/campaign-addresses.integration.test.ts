import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.server';
import { CUSTOM_URL_MESSAGES } from '../domain/campaigns/custom-url';
import { refusalIn } from '../domain/shared/refusal-words.server';
import { createCampaign, createUser } from '../seed/factories';
import { creationDialogBody } from '../tests/setup/creation-dialog-body';
import { type SignedInClient, startTestApp, type TestApp } from '../tests/setup/test-app';
import { createTestDatabase } from '../tests/setup/test-database';

/** The spec's words for a taken address, as an English reader gets them. */
const TAKEN = refusalIn('en', CUSTOM_URL_MESSAGES.taken);

/** Issue 11 item 3: links are forever. Every address a campaign ever had leads to it, and to no other. */

let database: DatabaseHandle;
let app: TestApp;
let organizer: SignedInClient<Awaited<ReturnType<typeof createUser>>>;
let otherOrganizer: typeof organizer;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, {}, { pages: true });
  organizer = await app.signedInAs(await createUser(database.db));
  otherOrganizer = await app.signedInAs(await createUser(database.db));
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const tribute = 'Mama sang in the choir for fifty years.';

async function changeUrl(client: typeof organizer, campaignId: number, customUrl: string) {
  return client.put(`/api/campaigns/${campaignId}`, { tribute, customUrl });
}

async function answerTo(path: string, client: Pick<TestApp, 'fetch'> = app) {
  const response = await client.fetch(path, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location') };
}

describe('a campaign whose custom URL changed', () => {
  it('when a link shared before the change is opened, then it answers 301 to the same page at the new address', async () => {
    const campaign = await createCampaign(database.db, {
      organizerId: organizer.user.id,
      customUrl: 'rip-mama-wanjiku',
    });
    expect((await changeUrl(organizer, campaign.id, 'mama-wanjiku-kamau')).status).toBe(200);

    expect(await answerTo('/campaign/rip-mama-wanjiku')).toEqual({
      status: 301,
      location: '/campaign/mama-wanjiku-kamau',
    });
    expect(await answerTo('/rip-mama-wanjiku?utm_source=whatsapp')).toEqual({
      status: 301,
      location: '/mama-wanjiku-kamau?utm_source=whatsapp',
    });
    expect(await answerTo('/campaign/RIP-Mama-Wanjiku')).toEqual({
      status: 301,
      location: '/campaign/mama-wanjiku-kamau',
    });
    expect(await answerTo('/edit-campaign/rip-mama-wanjiku', organizer)).toEqual({
      status: 301,
      location: '/edit-campaign/mama-wanjiku-kamau',
    });
    expect((await app.fetch('/campaign/mama-wanjiku-kamau')).status).toBe(200);

    // Changed twice: the first address goes straight to the newest, never through a chain.
    expect((await changeUrl(organizer, campaign.id, 'wanjiku-kamau')).status).toBe(200);
    for (const old of ['rip-mama-wanjiku', 'mama-wanjiku-kamau']) {
      expect(await answerTo(`/campaign/${old}`)).toEqual({
        status: 301,
        location: '/campaign/wanjiku-kamau',
      });
    }
  });

  it('when another organizer asks for the old address, on edit or on creation, then it is taken', async () => {
    const campaign = await createCampaign(database.db, {
      organizerId: organizer.user.id,
      customUrl: 'rip-baba-otieno',
    });
    const other = await createCampaign(database.db, { organizerId: otherOrganizer.user.id });
    expect((await changeUrl(organizer, campaign.id, 'baba-otieno')).status).toBe(200);

    const edited = await changeUrl(otherOrganizer, other.id, 'rip-baba-otieno');
    expect(edited.status).toBe(409);
    expect(await edited.json()).toMatchObject({ message: TAKEN });

    const created = await otherOrganizer.postJson(
      '/api/campaigns',
      creationDialogBody({ customUrl: 'rip-baba-otieno' }),
    );
    expect(created.status).toBe(409);
    expect(await created.json()).toMatchObject({ message: TAKEN });

    expect(await answerTo('/campaign/rip-baba-otieno')).toEqual({
      status: 301,
      location: '/campaign/baba-otieno',
    });
  });

  it('when a new campaign would be given an old address by its name, then it gets a free one instead', async () => {
    const campaign = await createCampaign(database.db, {
      organizerId: organizer.user.id,
      customUrl: 'ripjosephkamau',
    });
    expect((await changeUrl(organizer, campaign.id, 'joseph-kamau-nyeri')).status).toBe(200);
    const created = await otherOrganizer.postJson('/api/campaigns', creationDialogBody({ customUrl: '' }));
    expect(created.status).toBe(201);
    expect(((await created.json()) as { customUrl: string }).customUrl).toBe('ripjosephkamau-2');
  });

  it('when the organizer takes back its own old address, then it is the current one again', async () => {
    const campaign = await createCampaign(database.db, {
      organizerId: organizer.user.id,
      customUrl: 'rip-nana-ama',
    });
    expect((await changeUrl(organizer, campaign.id, 'nana-ama-mensah')).status).toBe(200);
    expect((await changeUrl(organizer, campaign.id, 'rip-nana-ama')).status).toBe(200);

    expect((await app.fetch('/campaign/rip-nana-ama')).status).toBe(200);
    expect(await answerTo('/campaign/nana-ama-mensah')).toEqual({
      status: 301,
      location: '/campaign/rip-nana-ama',
    });
  });
});
