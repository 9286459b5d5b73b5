import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server';
import { campaigns } from '../../db/schema';
import { SAME_PERSON_CODE } from '../../domain/campaigns/same-person';
import { createCampaign, createUser } from '../../seed/factories';
import { lastAuditOf } from '../../tests/setup/admin-fixtures';
import { creationDialogBody } from '../../tests/setup/creation-dialog-body';
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

async function existingPage(overrides: Partial<typeof campaigns.$inferInsert> = {}) {
  const organizer = await createUser(database.db);
  return createCampaign(database.db, {
    organizerId: organizer.id,
    deceasedName: 'Amara Ngozi Okafor',
    deceasedDateOfPassing: '2024-03-14',
    ...overrides,
  });
}

const ask = (deceasedName: string, deceasedDateOfPassing: string) =>
  app.postJson('/api/campaigns/same-person', { deceasedName, deceasedDateOfPassing });

async function matchesOf(deceasedName: string, deceasedDateOfPassing: string) {
  const response = await ask(deceasedName, deceasedDateOfPassing);
  expect(response.status).toBe(200);
  return ((await response.json()) as { matches: { id: number; path: string }[] }).matches.map(
    (match) => match.id,
  );
}

describe('one true page per person: the creation dialog asks first (decision 034)', () => {
  it('when the name matches once normalised and the month is the same, then the page is named, with its address', async () => {
    const page = await existingPage({ customUrl: 'rip-amara-ngozi' });
    for (const name of [
      'amara ngozi okafor',
      'OKAFOR, Amára Ngozi',
      'The late Amara Okafor',
      'Amara Okafur',
    ]) {
      expect(await matchesOf(name, '2024-03-02'), name).toContain(page.id);
    }
    // A month given without its day is that month.
    expect(await matchesOf('Amara Okafor', '2024-03')).toContain(page.id);
    const response = await ask('Amara Okafor', '2024-03-20');
    expect(await response.json()).toMatchObject({
      matches: [
        {
          id: page.id,
          deceasedName: 'Amara Ngozi Okafor',
          monthOfPassing: '2024-03',
          path: '/campaign/rip-amara-ngozi',
        },
      ],
    });
  });

  it('when the month differs, the name is another person, or the page is deleted or archived, then nothing matches', async () => {
    const page = await existingPage({ deceasedName: 'Baraka Otieno', deceasedDateOfPassing: '2023-07-30' });
    await existingPage({
      deceasedName: 'Baraka Otieno',
      deceasedDateOfPassing: '2023-06-02',
      deletedAt: new Date(),
    });
    await existingPage({
      deceasedName: 'Baraka Otieno',
      deceasedDateOfPassing: '2023-06-03',
      isArchived: true,
    });
    expect(await matchesOf('Baraka Otieno', '2023-08-01')).toEqual([]);
    expect(await matchesOf('Baraka Otieno', '2023-06-15')).toEqual([]);
    expect(await matchesOf('Chidi Otieno', '2023-07-01')).toEqual([]);
    expect(await matchesOf('Baraka Otieno', '2023-07-01')).toEqual([page.id]);
  });

  it('when the question is bad, then 400 with the field named', async () => {
    const response = await ask('', 'soon');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toHaveProperty(
      'deceasedName',
    );
  });
});

describe('one true page per person: the server enforces it (decision 034)', () => {
  it('when a campaign names the same person without the confirmation, then 409 names the page and nothing is created; confirmed, it is created and audited', async () => {
    const page = await existingPage({ deceasedName: 'Wanjiru Mumbi', deceasedDateOfPassing: '2025-09-03' });
    const organizer = await app.signedInAs(await createUser(database.db));
    const body = creationDialogBody({ deceasedName: 'Mumbi Wanjiru', deceasedDateOfPassing: '2025-09' });

    const refused = await organizer.postJson('/api/campaigns', body);
    expect(refused.status).toBe(409);
    const answer = (await refused.json()) as {
      message: string;
      code: string;
      details: { matches: { id: number }[] };
    };
    expect(answer.code).toBe(SAME_PERSON_CODE);
    expect(answer.message).toBe(
      `A memorial page for the same person may already exist: Wanjiru Mumbi (/campaign/${page.customUrl}). Please look at it first; if you are family and another page is needed, confirm it (confirmSamePerson) and create again.`,
    );
    const inSwahili = await organizer.postJson('/api/campaigns', body, { 'accept-language': 'sw-TZ' });
    expect(((await inSwahili.json()) as { message: string }).message).toBe(
      `Huenda tayari kuna ukurasa wa kumbukumbu wa mtu huyu huyu: Wanjiru Mumbi (/campaign/${page.customUrl}). Tafadhali uangalie kwanza; kama wewe ni wa familia na ukurasa mwingine unahitajika, thibitisha kisha uunde tena.`,
    );
    expect(answer.details.matches.map((match) => match.id)).toEqual([page.id]);
    const named = await database.db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(eq(campaigns.deceasedName, 'Mumbi Wanjiru'));
    expect(named).toEqual([]);

    // A confirmation that is not `true` is no confirmation.
    expect((await organizer.postJson('/api/campaigns', { ...body, confirmSamePerson: false })).status).toBe(
      409,
    );

    const created = await organizer.postJson('/api/campaigns', { ...body, confirmSamePerson: true });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const audit = await lastAuditOf(database.db, 'campaign.same_person_confirmed');
    expect(audit).toMatchObject({
      entityType: 'campaign',
      entityId: id,
      userId: organizer.user.id,
      details: { deceasedName: 'Mumbi Wanjiru', matches: [page.id] },
    });
  });

  it('when no page honors the person, then the campaign is created without a confirmation and nothing is audited', async () => {
    const organizer = await app.signedInAs(await createUser(database.db));
    const before = await lastAuditOf(database.db, 'campaign.same_person_confirmed');
    const created = await organizer.postJson(
      '/api/campaigns',
      creationDialogBody({ deceasedName: 'Kofi Boateng Asante', deceasedDateOfPassing: '2025-01' }),
    );
    expect(created.status).toBe(201);
    expect((await lastAuditOf(database.db, 'campaign.same_person_confirmed'))?.id).toBe(before?.id);
  });
});
