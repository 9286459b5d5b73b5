import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server';
import { createCampaign, createUser } from '../../seed/factories';
import { creationDialogBody, isoDay } from '../../tests/setup/creation-dialog-body';
import { type SignedInClient, startTestApp, type TestApp } from '../../tests/setup/test-app';
import { createTestDatabase } from '../../tests/setup/test-database';

/**
 * Issue 32: the creation dialog's answers are refused in the organizer's language (Accept-Language, or the
 * switcher's cookie), and in the spec's own English words for everyone else.
 */
let database: DatabaseHandle;
let app: TestApp;
let organizer: SignedInClient<Awaited<ReturnType<typeof createUser>>>;

const body = (overrides: Record<string, unknown>) =>
  creationDialogBody({ confirmSamePerson: true, ...overrides });

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
  organizer = await app.signedInAs(await createUser(database.db));
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('the creation answers refused in the organizer’s language', () => {
  it('when a French browser sends no name and a wordy phone number, then each refusal is in French', async () => {
    const response = await organizer.postJson(
      '/api/campaigns',
      body({ organizerName: ' ', recipientPhone: 'call me', endDate: isoDay(-5) }),
      { 'accept-language': 'fr-CI,fr;q=0.9,en;q=0.5' },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      fieldErrors: {
        organizerName: 'Veuillez nous indiquer votre nom',
        recipientPhone: 'Veuillez saisir un numéro de téléphone valide',
        endDate: 'La date de fin ne peut pas être dans le passé',
      },
    });
  });

  it('when a Swahili reader (by the switcher) asks for a taken address, then the 409 says so in Swahili', async () => {
    await createCampaign(database.db, { organizerId: organizer.user.id, customUrl: 'kumbukumbu-ya-baba' });
    const response = await organizer.postJson('/api/campaigns', body({ customUrl: 'kumbukumbu-ya-baba' }), {
      'accept-language': 'en-GB',
      cookie: `${organizer.cookie}; pamoja_lang=sw`,
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      message: 'Anwani hii tayari inatumika. Tafadhali chagua nyingine',
      fieldErrors: { customUrl: 'Anwani hii tayari inatumika. Tafadhali chagua nyingine' },
    });
  });

  it('when a Portuguese reader checks for the same person with a date before 1900, then it is refused in Portuguese', async () => {
    const response = await app.postJson(
      '/api/campaigns/same-person',
      { deceasedName: 'Joseph Kamau', deceasedDateOfPassing: '1850-03' },
      { 'accept-language': 'pt-AO' },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      fieldErrors: { deceasedDateOfPassing: 'A data do falecimento não pode ser anterior a 1900' },
    });
  });

  it('when the reader reads English, then the refusals are the spec’s words, unchanged', async () => {
    const response = await organizer.postJson(
      '/api/campaigns',
      body({ deceasedName: '', recipientCountry: 'XX' }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      fieldErrors: {
        deceasedName: "Please provide your loved one's name",
        recipientCountry: "Please choose the recipient's country",
      },
    });
  });
});
