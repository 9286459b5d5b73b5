import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server';
import { budgetLines, budgetSpending, inPersonGifts } from '../../db/schema';
import { userActor } from '../../domain/campaigns/permissions';
import { createMailer } from '../../domain/notifications/send-email.server';
import { completePayout, requestPayout } from '../../domain/payouts/index.server';
import { campaignLedgerOf, minorOf } from '../../domain/payouts/ledger.server';
import { csvLine } from '../../domain/shared/csv';
import {
  statementCellCsv,
  statementCellText,
  statementSections,
} from '../../domain/statement/family-statement';
import { readFamilyStatement } from '../../domain/statement/family-statement.server';
import { createCardContribution, createContribution, createUser } from '../../seed/factories';
import { createOrganizerWithCampaign } from '../../tests/setup/contribution-fixtures';
import { recipientClientOf } from '../../tests/setup/family-fixtures';
import { startTestApp, type TestApp } from '../../tests/setup/test-app';
import { createTestDatabase } from '../../tests/setup/test-database';

/**
 * The family's statement (issue 34 item 5) on a campaign whose every figure is worked out by hand below: the page,
 * the text file and the CSV, who may open them, and that the three say the same.
 */
let database: DatabaseHandle;
let app: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, {}, { pages: true });
  admin = await createUser(database.db, { isAdmin: true });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const FORMULA = '=HYPERLINK("http://evil.example","Pay here")';

/**
 * USD campaign. Card: 100.00 (fees 6.00 + 3.20) and 50.00 (3.00 + 1.75) count; 40.00 was refunded whole and counts
 * for nothing; 10.00 is test money. So counted 150.00, platform 9.00, processing 4.95, the family's share 136.05,
 * all paid out by payout QAB12CD34E: nothing owed. Wallet: KES 2,500 by M-Pesa. In person: KES 5,000 + 2,500.50 =
 * 7,500.50 (2 gifts), UGX 100,000 + 50,000 = 150,000 (2 gifts), one gift in kind. Budget: mortuary 300.00 planned,
 * 120.00 + 80.25 (edited) = 200.25 spent; catering 450.50 planned, its 99.99 payment removed: 0 spent. Totals
 * 750.50 planned, 200.25 spent, 550.25 left.
 */
async function handComputedCampaign() {
  const { organizer, campaign } = await createOrganizerWithCampaign(database.db, {
    deceasedName: 'Wanjiku Kamau',
    campaignCurrency: 'USD',
  });
  const gift = { campaignId: campaign.id, currency: 'USD' };
  await createCardContribution(database.db, { ...gift, amount: '100.00', contributorName: 'Achieng' });
  await createCardContribution(database.db, { ...gift, amount: '50.00', contributorName: 'Baraka' });
  await createCardContribution(database.db, {
    ...gift,
    amount: '40.00',
    contributorName: 'Refunded Giver',
    paymentStatus: 'refunded',
    refundedAmount: '40.00',
  });
  await createCardContribution(database.db, {
    ...gift,
    amount: '10.00',
    contributorName: 'Tester',
    testMode: true,
  });
  await createContribution(database.db, {
    campaignId: campaign.id,
    contributorName: 'Otieno',
    paymentMethod: 'mobile_wallet',
    walletProvider: 'M-Pesa',
    reviewStatus: 'confirmed',
    amount: '2500.00',
    currency: 'KES',
  });
  const dependencies = {
    mailer: createMailer(database.db, null, pino({ level: 'silent' })),
    baseUrl: 'https://pamoja.example',
    ipAddress: '203.0.113.9',
    campaignChanged: () => {},
  };
  await requestPayout(
    database.db,
    { campaignId: campaign.id, type: 'payout', actor: userActor(organizer) },
    dependencies,
  );
  await completePayout(
    database.db,
    {
      campaignId: campaign.id,
      actor: userActor(admin),
      reference: 'QAB12CD34E',
      date: new Date('2026-11-20T10:00:00Z'),
    },
    dependencies,
  );

  await database.db.insert(inPersonGifts).values([
    { campaignId: campaign.id, giverName: 'Mama Wanjiru', amount: '5000.00', currency: 'KES' },
    { campaignId: campaign.id, amount: '2500.50', currency: 'KES' },
    { campaignId: campaign.id, giverName: 'Okello', amount: '100000.00', currency: 'UGX' },
    { campaignId: campaign.id, giverName: 'Nakato', amount: '50000.00', currency: 'UGX' },
    { campaignId: campaign.id, giverName: 'The choir', inKind: 'Two tents and chairs' },
  ]);
  const [mortuary, catering] = await database.db
    .insert(budgetLines)
    .values([
      { campaignId: campaign.id, category: 'mortuary', plannedAmount: '300.00' },
      { campaignId: campaign.id, category: 'catering', description: 'Food for 200', plannedAmount: '450.50' },
    ])
    .returning();
  await database.db.insert(budgetSpending).values([
    {
      campaignId: campaign.id,
      budgetLineId: mortuary.id,
      amount: '120.00',
      paidOn: '2026-11-20',
      paidTo: 'City Mortuary',
    },
    {
      campaignId: campaign.id,
      budgetLineId: mortuary.id,
      amount: '80.25',
      paidOn: '2026-11-21',
      paidTo: FORMULA,
      editedAt: new Date(),
    },
    {
      campaignId: campaign.id,
      budgetLineId: catering.id,
      amount: '99.99',
      paidOn: '2026-11-22',
      paidTo: 'Mama Pima Caterers',
      deletedAt: new Date(),
    },
  ]);
  return { organizer, campaign };
}

const files = (campaignId: number) => ({
  page: `/family/${campaignId}/statement`,
  text: `/family/${campaignId}/statement.txt`,
  csv: `/family/${campaignId}/statement.csv`,
});

/** Intl writes "KES\u00a02,500": the assertions below read it with a plain space. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

/** The text of every cell of the page's tables, row by row. */
function pageRows(html: string): string[][] {
  const decode = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  return [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/gs)].map(([, row]) =>
    [...(row ?? '').matchAll(/<t[dh][^>]*>(.*?)<\/t[dh]>/gs)].map(([, cell]) =>
      decode((cell ?? '').replace(/<!-- -->/g, '')),
    ),
  );
}

describe('the family statement (issue 34 item 5)', () => {
  it('when the family reads it, then every figure is the hand-computed one, on the page, in the text and in the CSV', async () => {
    const { organizer, campaign } = await handComputedCampaign();
    const client = await app.signedInAs(organizer);
    const paths = files(campaign.id);

    const page = await client.fetch(paths.page);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toContain('no-store');
    const rows = pageRows(plain(await page.text()));
    const rowOf = (first: string) => rows.filter((row) => row[0] === first);
    // Card: counted, platform fee, processing, the family's share, paid out, still to pay.
    expect(rowOf('USD')).toContainEqual([
      'USD',
      '2',
      '$150.00',
      '$9.00',
      '$4.95',
      '$136.05',
      '$136.05',
      '$0.00',
    ]);
    // Wallet by wallet; test money apart.
    expect(rows).toContainEqual(['M-Pesa', 'KES', '1', 'KES 2,500']);
    expect(rows).toContainEqual(['USD', '1', '$10.00']);
    // The payout with its reference.
    expect(rows.find((row) => row.includes('QAB12CD34E'))).toEqual([
      expect.stringMatching(/^#\d+$/),
      expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      '2026-11-20',
      'Completed',
      'QAB12CD34E',
      'USD',
      '$136.05',
      '$136.05',
      '',
    ]);
    // Given in person: two currencies, UGX in whole shillings, the gift in kind counted.
    expect(rows).toContainEqual(['KES', '2', 'KES 7,500.50']);
    expect(rows).toContainEqual(['UGX', '2', 'UGX 150,000']);
    expect(rows).toContainEqual(['In kind (counted, not priced)', '1', '']);
    // Budget and spending, the removed payment listed and not counted.
    expect(rows).toContainEqual(['Mortuary', 'USD', '$300.00', '$200.25', '$99.75']);
    expect(rows).toContainEqual(['Catering: Food for 200', 'USD', '$450.50', '$0.00', '$450.50']);
    expect(rows).toContainEqual(['Total', 'USD', '$750.50', '$200.25', '$550.25']);
    expect(rows).toContainEqual([
      '2026-11-22',
      'Mama Pima Caterers',
      'Catering: Food for 200',
      'USD',
      '$99.99',
      'Removed (not counted)',
    ]);
    expect(rows).toContainEqual(['2026-11-21', FORMULA, 'Mortuary', 'USD', '$80.25', 'Edited']);
    expect(rows).toContainEqual(['2026-11-20', 'City Mortuary', 'Mortuary', 'USD', '$120.00', '']);

    const text = await client.fetch(paths.text);
    expect(text.status).toBe(200);
    expect(text.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(text.headers.get('content-disposition')).toBe(
      'attachment; filename="Wanjiku-Kamau-statement.txt"',
    );
    expect(text.headers.get('cache-control')).toBe('private, no-store');
    const textBody = plain(await text.text());
    expect(textBody).toContain('USD | 2 | $150.00 | $9.00 | $4.95 | $136.05 | $136.05 | $0.00');
    expect(textBody).toContain('UGX | 2 | UGX 150,000');
    expect(textBody).toMatch(
      /#\d+ \| [\d-]+ \| 2026-11-20 \| Completed \| QAB12CD34E \| USD \| \$136\.05 \| \$136\.05/,
    );
    // The gift-by-gift list of the payout statement it grew from.
    expect(textBody).toMatch(
      /\| Achieng \| card \| \$100\.00 \| \$100\.00 \| \$6\.00 \| \$3\.20 \| \$90\.80 \| payout #\d+/,
    );
    expect(textBody).toContain(
      '| Otieno | mobile wallet (M-Pesa), received directly | KES 2,500 | KES 2,500 | - | - | -',
    );
    expect(textBody).not.toContain('Refunded Giver');

    const csv = await client.fetch(paths.csv);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="Wanjiku-Kamau-statement.csv"');
    expect(csv.headers.get('cache-control')).toBe('private, no-store');
    // fetch's text() drops a byte-order mark: read the bytes to see it is there.
    const csvBody = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await csv.arrayBuffer());
    expect(csvBody.startsWith('\uFEFFStatement,In memory of Wanjiku Kamau')).toBe(true);
    expect(csvBody).toContain('\r\nCard gifts online,USD,2,150.00,9.00,4.95,136.05,136.05,0.00\r\n');
    expect(csvBody).toContain('\r\nGiven in person,UGX,2,150000\r\n');
    expect(csvBody).toContain('\r\nGiven in person,KES,2,7500.50\r\n');
    expect(csvBody).toContain('\r\nFuneral budget,Total,USD,750.50,200.25,550.25\r\n');
    // A payee typed as a formula stays text in a spreadsheet.
    expect(csvBody).toContain(`,"'=HYPERLINK(""http://evil.example"",""Pay here"")",`);
    expect(csvBody).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it('when the page, the text and the CSV are compared, then each row of each section is the same in all three', async () => {
    const { organizer, campaign } = await handComputedCampaign();
    const client = await app.signedInAs(organizer);
    const paths = files(campaign.id);
    const [html, textBody, csvBody] = await Promise.all(
      [paths.page, paths.text, paths.csv].map(async (path) => (await client.fetch(path)).text()),
    );
    const rows = pageRows(html);
    const sections = statementSections(await readFamilyStatement(database.db, campaign), 'en');
    expect(sections.map((section) => section.id)).toEqual([
      'card',
      'wallet',
      'test-money',
      'payouts',
      'in-person',
      'budget',
      'spending',
    ]);
    for (const section of sections) {
      expect(html).toContain(section.title);
      expect(rows).toContainEqual(section.columns);
      for (const row of section.rows) {
        const cells = row.map((cell) => statementCellText(cell, 'en'));
        expect(rows).toContainEqual(cells);
        expect(textBody).toContain(cells.join(' | '));
        expect(csvBody).toContain(csvLine([section.title, ...row.map(statementCellCsv)]));
      }
    }
  });

  it('when the reader reads French, then the page and its files are in French with French amounts', async () => {
    const { organizer, campaign } = await handComputedCampaign();
    const client = await app.signedInAs(organizer);
    const french = { headers: { 'accept-language': 'fr' } };
    const html = plain(await (await client.fetch(files(campaign.id).page, french)).text());
    expect(html).toContain('Budget des funérailles');
    const rows = pageRows(html);
    // French groups thousands with a narrow no-break space.
    expect(rows).toContainEqual(['UGX', '2', '150\u202f000 UGX']);
    expect(rows).toContainEqual(['Total', 'USD', '750,50 $US', '200,25 $US', '550,25 $US']);
    const text = plain(await (await client.fetch(files(campaign.id).text, french)).text());
    expect(text).toContain('RELEVÉ PAMOJA');
    expect(text).toContain('BUDGET DES FUNÉRAILLES');
    expect(text).toContain('Date | Donateur | Moyen | Montant | Compté');
    expect(text).not.toContain('FUNERAL BUDGET');
    const csv = await (await client.fetch(files(campaign.id).csv, french)).text();
    expect(csv.split('\n')[0]).toMatch(/^Relevé,À la mémoire de /);
    expect(csv).toContain('\nSection,');
  });

  it("when the reader reads Swahili, then the files are in Swahili, and the manage card's copy stays in English", async () => {
    const { organizer, campaign } = await handComputedCampaign();
    const client = await app.signedInAs(organizer);
    const swahili = { headers: { 'accept-language': 'sw-KE' } };
    const text = plain(await (await client.fetch(files(campaign.id).text, swahili)).text());
    expect(text).toContain('TAARIFA YA PAMOJA');
    expect(text).toContain('Sarafu ya kampeni: ');
    expect(text).toContain('Tarehe | Mchangiaji | Njia | Kiasi');
    const csv = await (await client.fetch(files(campaign.id).csv, swahili)).text();
    expect(csv.split('\n')[0]).toMatch(/^Taarifa,Kwa kumbukumbu ya /);
    expect(csv).toContain('\nSehemu,');
    const managed = await client.fetch(`/api/campaigns/${campaign.id}/statement`, swahili);
    expect(await managed.text()).toContain('PAMOJA STATEMENT');
  });

  it('when the wallet gifts are split by wallet, then they add up to the ledger the payout screens read', async () => {
    const { campaign } = await handComputedCampaign();
    await createContribution(database.db, {
      campaignId: campaign.id,
      paymentMethod: 'mobile_wallet',
      walletProvider: 'Airtel Money',
      reviewStatus: 'confirmed',
      amount: '1250.50',
      currency: 'KES',
    });
    // Neither counts: play money, and a gift the family has not confirmed.
    const wallet = {
      campaignId: campaign.id,
      paymentMethod: 'mobile_wallet',
      walletProvider: 'M-Pesa',
      currency: 'KES',
    };
    await createContribution(database.db, {
      ...wallet,
      amount: '999.00',
      reviewStatus: 'confirmed',
      testMode: true,
    });
    await createContribution(database.db, { ...wallet, amount: '777.00', paymentStatus: 'pending_review' });
    const [statement, ledger] = await Promise.all([
      readFamilyStatement(database.db, campaign),
      campaignLedgerOf(database.db, campaign),
    ]);
    expect(statement.wallet.map((line) => [line.provider, line.currency, line.totalMinor])).toEqual([
      ['Airtel Money', 'KES', 125_050],
      ['M-Pesa', 'KES', 250_000],
    ]);
    expect(statement.wallet.reduce((sum, line) => sum + line.totalMinor, 0)).toBe(
      minorOf(ledger.wallet.find((line) => line.currency === 'KES')?.total ?? '0', 'KES'),
    );
  });

  it('when someone other than the family asks, then a visitor must sign in, anyone else is refused, and the recipient is let in', async () => {
    const { campaign } = await handComputedCampaign();
    const paths = files(campaign.id);
    const stranger = await app.signedInAs(await createUser(database.db));
    const adminAsUser = await app.signedInAs(admin);
    const recipient = await recipientClientOf(database, app, campaign.id);
    for (const path of [paths.page, paths.text, paths.csv]) {
      expect((await app.fetch(path)).status, path).toBe(401);
      expect((await stranger.fetch(path)).status, path).toBe(403);
      // An admin's ordinary site session is a user's like any other (decision 012).
      expect((await adminAsUser.fetch(path)).status, path).toBe(403);
      expect((await recipient.fetch(path)).status, path).toBe(200);
    }
    const refused = await stranger.fetch(paths.csv);
    expect(refused.headers.get('content-disposition')).toBeNull();
    expect(await refused.text()).not.toContain('Wanjiku');
    expect((await app.fetch('/family/999999999/statement.csv')).status).toBe(404);
    expect((await app.fetch('/family/nope/statement.txt')).status).toBe(404);
  });

  it("when the payout statement's old address is used, then it serves the same statement", async () => {
    const { organizer, campaign } = await handComputedCampaign();
    const response = await (await app.signedInAs(organizer)).fetch(`/api/campaigns/${campaign.id}/statement`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="Wanjiku-Kamau-statement.txt"',
    );
    const body = await response.text();
    expect(body).toContain('FUNERAL BUDGET');
    expect(body).toContain('QAB12CD34E');
  });
});
