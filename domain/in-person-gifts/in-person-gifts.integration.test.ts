import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server';
import { auditLog, inPersonGifts, recipientAccess } from '../../db/schema';
import { createCampaign, createUser } from '../../seed/factories';
import { createTestDatabase } from '../../tests/setup/test-database';
import { type CampaignActor, NO_ACTOR, userActor } from '../campaigns/permissions';
import { exportDonorsCsv } from '../contributions/list-donors.server';
import { isDomainError } from '../shared/errors';
import {
  IMPORT_HAS_PROBLEMS,
  importInPersonGifts,
  previewInPersonGiftsImport,
} from './import-in-person-gifts.server';
import { IN_PERSON_CSV_MESSAGES } from './in-person-csv';
import { decimalsMessage, IN_PERSON_MESSAGES } from './in-person-gift-rules';
import { listFamilyInPersonGifts } from './list-in-person-gifts.server';
import { readGivenInPerson } from './read-given-in-person.server';
import { recordInPersonGift } from './record-in-person-gift.server';
import { removeInPersonGift } from './remove-in-person-gift.server';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const changed: number[] = [];
const dependencies = {
  campaignChanged: (id: number) => changed.push(id),
  ipAddress: '203.0.113.7',
  userAgent: 'test',
};
const HEADER = 'Name,Amount,Currency,In kind,Note';

/** A campaign with its family (organizer, recipient session) and the people who may not act for it. */
async function family(campaignCurrency = 'KES') {
  const organizer = await createUser(database.db);
  const campaign = await createCampaign(database.db, { organizerId: organizer.id, campaignCurrency });
  const [access] = await database.db
    .insert(recipientAccess)
    .values({
      campaignId: campaign.id,
      recipientPhone: '+254722000111',
      accessCode: `code-${campaign.id}`,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  const admin = await createUser(database.db, { isAdmin: true });
  const stranger = await createUser(database.db);
  return {
    campaign,
    organizer: userActor({ id: organizer.id, isAdmin: false }),
    recipient: { user: null, recipient: { accessId: access.id, campaignId: campaign.id } } as CampaignActor,
    admin: userActor({ id: admin.id, isAdmin: true }),
    stranger: userActor({ id: stranger.id, isAdmin: false }),
    organizerId: organizer.id,
    accessId: access.id,
  };
}

async function refusalOf(action: Promise<unknown>) {
  try {
    await action;
  } catch (error) {
    for (const kind of ['unauthorized', 'forbidden', 'not_found', 'invalid'] as const) {
      if (isDomainError(error, kind)) return kind;
    }
    throw error;
  }
  return 'allowed';
}

const giftsOf = (campaignId: number) =>
  database.db
    .select()
    .from(inPersonGifts)
    .where(eq(inPersonGifts.campaignId, campaignId))
    .orderBy(asc(inPersonGifts.id));

const auditsOf = (action: string, entityIds: number[]) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), inArray(auditLog.entityId, entityIds)));

describe('who may record, remove, preview and import gifts given in person', () => {
  it('when a visitor, another user or an admin tries each action, then 401, 403, 403 and nothing changes; the organizer and the recipient may', async () => {
    const people = await family();
    const campaignId = people.campaign.id;
    const gift = { giverName: 'Grace', amount: '100' };
    const text = `${HEADER}\nGrace,100,KES,,`;
    const [mine] = await database.db
      .insert(inPersonGifts)
      .values({ campaignId, amount: '5.00', currency: 'KES' })
      .returning();
    const actions = (actor: CampaignActor) => ({
      record: () => recordInPersonGift(database.db, { campaignId, actor, gift }, dependencies),
      remove: () => removeInPersonGift(database.db, { campaignId, actor, giftId: mine.id }, dependencies),
      preview: () => previewInPersonGiftsImport(database.db, { campaignId, actor, text }),
      import: () => importInPersonGifts(database.db, { campaignId, actor, text }, dependencies),
      list: () => listFamilyInPersonGifts(database.db, { campaignId, actor, limit: 10 }),
    });
    for (const [actor, refusal] of [
      [NO_ACTOR, 'unauthorized'],
      [people.stranger, 'forbidden'],
      [people.admin, 'forbidden'],
    ] as const) {
      for (const action of Object.values(actions(actor))) expect(await refusalOf(action())).toBe(refusal);
    }
    expect((await giftsOf(campaignId)).map((row) => row.id)).toEqual([mine.id]);

    for (const actor of [people.organizer, people.recipient]) {
      const { record, preview, import: importFile, list } = actions(actor);
      for (const action of [record, preview, importFile, list])
        expect(await refusalOf(action())).toBe('allowed');
    }
    expect(await refusalOf(actions(people.recipient).remove())).toBe('allowed');
    expect(await refusalOf(actions(people.organizer).remove())).toBe('not_found');
    expect(await giftsOf(campaignId)).toHaveLength(4);
  });

  it('when the family of one campaign names a gift of another, then it is not found there and stays', async () => {
    const one = await family();
    const other = await family();
    const [theirs] = await database.db
      .insert(inPersonGifts)
      .values({ campaignId: other.campaign.id, inKind: 'A tent' })
      .returning();
    expect(
      await refusalOf(
        removeInPersonGift(
          database.db,
          { campaignId: one.campaign.id, actor: one.organizer, giftId: theirs.id },
          dependencies,
        ),
      ),
    ).toBe('not_found');
    expect(await giftsOf(other.campaign.id)).toHaveLength(1);
  });
});

describe('recording and removing gifts given in person', () => {
  it('when gifts in KES, UGX and USD and one in kind are recorded, then the figure is exact in each currency, and each is audited', async () => {
    const people = await family('KES');
    const campaignId = people.campaign.id;
    const record = (gift: Record<string, string>, actor = people.organizer) =>
      recordInPersonGift(database.db, { campaignId, actor, gift }, dependencies);
    const gifts = [
      await record({ giverName: 'Grace Wanjiru', amount: '1500.50' }),
      await record({ amount: '0.25', currency: 'KES' }),
      await record({ giverName: 'Okello', amount: '250000', currency: 'ugx' }, people.recipient),
      await record({ giverName: 'Kato', amount: '1', currency: 'UGX' }),
      await record({ giverName: 'Diaspora cousin', amount: '100.10', currency: 'USD', note: 'via uncle' }),
      await record({ giverName: 'Mama Akinyi', inKind: 'Two bags of rice' }),
    ];
    // Hand-computed: KES 1500.50 + 0.25 = 150,075 cents; UGX 250,000 + 1 = 250,001 (no decimals); USD 10,010 cents.
    expect(await readGivenInPerson(database.db, campaignId)).toEqual({
      totals: [
        { currency: 'KES', amountMinor: 150_075, gifts: 2 },
        { currency: 'UGX', amountMinor: 250_001, gifts: 2 },
        { currency: 'USD', amountMinor: 10_010, gifts: 1 },
      ],
      inKindGifts: 1,
    });
    expect(gifts[1].giverName).toBeNull();
    expect(gifts[2].amount).toBe('250000.00');

    const audits = await auditsOf(
      'in_person_gift.record',
      gifts.map((gift) => gift.id),
    );
    expect(audits).toHaveLength(6);
    const byRecipient = audits.find((row) => row.entityId === gifts[2].id);
    expect([byRecipient?.recipientAccessId, byRecipient?.userId]).toEqual([people.accessId, null]);
    const byOrganizer = audits.find((row) => row.entityId === gifts[0].id);
    expect([byOrganizer?.userId, byOrganizer?.ipAddress]).toEqual([people.organizerId, '203.0.113.7']);
    expect(byOrganizer?.details).toMatchObject({
      giverName: 'Grace Wanjiru',
      amount: '1500.50',
      currency: 'KES',
    });
    expect(changed).toContain(campaignId);

    await removeInPersonGift(
      database.db,
      { campaignId, actor: people.organizer, giftId: gifts[0].id },
      dependencies,
    );
    expect((await readGivenInPerson(database.db, campaignId)).totals[0]).toEqual({
      currency: 'KES',
      amountMinor: 25,
      gifts: 1,
    });
    const [removal] = await auditsOf('in_person_gift.remove', [gifts[0].id]);
    expect(removal.details).toMatchObject({ giverName: 'Grace Wanjiru', amount: '1500.50', currency: 'KES' });
  });

  it('when a gift is wrong, then it is refused with its message and nothing is stored', async () => {
    const people = await family('UGX');
    const campaignId = people.campaign.id;
    for (const [gift, message] of [
      [{ amount: '-5' }, IN_PERSON_MESSAGES.amountNegative],
      [{ amount: '0' }, IN_PERSON_MESSAGES.amountZero],
      [{ amount: 'abc' }, IN_PERSON_MESSAGES.amountFormat],
      [{ amount: '10.5' }, decimalsMessage('UGX')],
      [{ amount: '10', currency: 'QQQ' }, IN_PERSON_MESSAGES.currencyUnknown],
      [{ amount: '10', inKind: 'A goat' }, IN_PERSON_MESSAGES.notBoth],
      [{ giverName: 'Nobody' }, IN_PERSON_MESSAGES.amountOrInKind],
    ] as const) {
      await expect(
        recordInPersonGift(database.db, { campaignId, actor: people.organizer, gift }, dependencies),
      ).rejects.toMatchObject({ kind: 'invalid', message });
    }
    expect(await giftsOf(campaignId)).toHaveLength(0);
  });
});

describe('importing the collection book', () => {
  const tenRows = (bad: string | null) =>
    [
      HEADER,
      'Grace Wanjiru,2000,KES,,',
      ',500,,,',
      'Okello,250000,UGX,,Kampala cousins',
      'Mama Akinyi,,,Two bags of rice,',
      'Baraka,1500.50,KES,,',
      bad ?? 'Juma,300,KES,,',
      'Achieng,100,USD,,',
      '"Kwame, ""K"" Mensah",750,KES,,',
      'Church choir,,,Tent and 100 chairs,',
      'Zawadi,0.50,KES,,',
    ].join('\r\n');

  it('when one row of ten is bad, then the preview lists it and the import records nothing; fixed, all ten are recorded in one audited step', async () => {
    const people = await family('KES');
    const campaignId = people.campaign.id;
    const broken = tenRows('Juma,-300,KES,,');
    const preview = await previewInPersonGiftsImport(database.db, {
      campaignId,
      actor: people.organizer,
      text: broken,
    });
    expect(preview.ok && preview.problems).toEqual([{ row: 7, reason: IN_PERSON_MESSAGES.amountNegative }]);
    expect(preview.ok && preview.rows).toHaveLength(9);
    await expect(
      importInPersonGifts(database.db, { campaignId, actor: people.organizer, text: broken }, dependencies),
    ).rejects.toMatchObject({ kind: 'invalid', message: IMPORT_HAS_PROBLEMS(1) });
    expect(await giftsOf(campaignId)).toHaveLength(0);

    const { imported } = await importInPersonGifts(
      database.db,
      { campaignId, actor: people.recipient, text: tenRows(null) },
      dependencies,
    );
    expect(imported).toBe(10);
    const rows = await giftsOf(campaignId);
    expect(rows.map((row) => [row.giverName, row.amount, row.currency, row.inKind])).toEqual([
      ['Grace Wanjiru', '2000.00', 'KES', null],
      [null, '500.00', 'KES', null],
      ['Okello', '250000.00', 'UGX', null],
      ['Mama Akinyi', null, null, 'Two bags of rice'],
      ['Baraka', '1500.50', 'KES', null],
      ['Juma', '300.00', 'KES', null],
      ['Achieng', '100.00', 'USD', null],
      ['Kwame, "K" Mensah', '750.00', 'KES', null],
      ['Church choir', null, null, 'Tent and 100 chairs'],
      ['Zawadi', '0.50', 'KES', null],
    ]);
    // KES: 2000 + 500 + 1500.50 + 300 + 750 + 0.50 = 5051.00
    expect(await readGivenInPerson(database.db, campaignId)).toEqual({
      totals: [
        { currency: 'KES', amountMinor: 505_100, gifts: 6 },
        { currency: 'UGX', amountMinor: 250_000, gifts: 1 },
        { currency: 'USD', amountMinor: 10_000, gifts: 1 },
      ],
      inKindGifts: 2,
    });
    const [audit] = await auditsOf('in_person_gift.import', [campaignId]);
    expect(audit.recipientAccessId).toBe(people.accessId);
    expect(audit.details).toMatchObject({
      gifts: 10,
      totals: { KES: '5051.00', UGX: '250000.00', USD: '100.00' },
      inKindGifts: 2,
    });

    // The donor CSV carries them after the online gifts, marked "In person".
    const { batches } = await exportDonorsCsv(database.db, {
      campaignId,
      actor: people.organizer,
      locale: 'en',
    });
    const lines: string[][] = [];
    for await (const batch of batches) lines.push(...batch);
    expect(lines).toHaveLength(10);
    expect(lines[1].slice(0, 6)).toEqual(['Anonymous', '', '', '500.00', 'KES', 'In person']);
    expect(lines[3].slice(3, 6)).toEqual(['', '', 'In person, in kind: Two bags of rice']);
    expect(lines[2][8]).toBe('Kampala cousins');
  });

  it('when a file is refused as a whole (columns, formulas, size), then the import says why and records nothing', async () => {
    const people = await family('KES');
    const campaignId = people.campaign.id;
    const attempt = (text: string) =>
      importInPersonGifts(database.db, { campaignId, actor: people.organizer, text }, dependencies);
    await expect(attempt('Name,Amount\nA,1')).rejects.toMatchObject({
      message: IN_PERSON_CSV_MESSAGES.missingColumns(['currency', 'inKind', 'note']),
    });
    await expect(attempt(`${HEADER}\n=cmd|' /C calc'!A0,1,KES,,`)).rejects.toMatchObject({
      message: IMPORT_HAS_PROBLEMS(1),
    });
    await expect(attempt(`${HEADER}\n${'A,1,KES,,\n'.repeat(110_000)}`)).rejects.toMatchObject({
      message: IN_PERSON_CSV_MESSAGES.tooLarge,
    });
    expect(await giftsOf(campaignId)).toHaveLength(0);
  });

  it('when the book’s columns are named in Swahili, in another order, then the gifts are recorded as in English', async () => {
    const people = await family('TZS');
    const campaignId = people.campaign.id;
    const text = [
      'Maelezo;Vitu;Sarafu;Kiasi;Jina',
      'Kanisa;;;20000;Neema Mushi',
      ';Magunia mawili ya mchele;;;',
    ].join('\n');
    const { imported } = await importInPersonGifts(
      database.db,
      { campaignId, actor: people.organizer, text },
      dependencies,
    );
    expect(imported).toBe(2);
    expect(
      (await giftsOf(campaignId)).map((row) => [
        row.giverName,
        row.amount,
        row.currency,
        row.inKind,
        row.note,
      ]),
    ).toEqual([
      ['Neema Mushi', '20000.00', 'TZS', null, 'Kanisa'],
      [null, null, null, 'Magunia mawili ya mchele', null],
    ]);
  });

  it('when the database refuses a row mid-import, then none of the file is kept', async () => {
    const people = await family('KES');
    const campaignId = people.campaign.id;
    // A giver's name with U+0000, which PostgreSQL cannot store, in the 3rd of 3 rows.
    const text = `${HEADER}\nA,1,KES,,\nB,2,KES,,\nC\u0000,3,KES,,`;
    await expect(
      importInPersonGifts(database.db, { campaignId, actor: people.organizer, text }, dependencies),
    ).rejects.toThrow();
    expect(await giftsOf(campaignId)).toHaveLength(0);
    expect(await auditsOf('in_person_gift.import', [campaignId])).toHaveLength(0);
  });
});
