import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server';
import { auditLog, budgetLines, budgetSpending, campaigns, uploads } from '../../db/schema';
import { BUDGET_MESSAGES } from '../../domain/budget/budget-schemas';
import { getCampaignPage } from '../../domain/campaigns/get-campaign-page.server';
import { refusalIn } from '../../domain/shared/refusal-words.server';
import { createContribution, createUser } from '../../seed/factories';
import { createOrganizerWithCampaign } from '../../tests/setup/contribution-fixtures';
import { recipientClientOf } from '../../tests/setup/family-fixtures';
import { pngWithGpsExif } from '../../tests/setup/images';
import { type SignedInClient, startTestApp, type TestApp } from '../../tests/setup/test-app';
import { createTestDatabase } from '../../tests/setup/test-database';

/** A refusal as an English reader gets it (the refusals are catalogue keys, refusal-words.ts). */
const english = (refusal: string) => refusalIn('en', refusal);

let database: DatabaseHandle;
let app: TestApp;
let dataDir: string;
let stranger: SignedInClient<Awaited<ReturnType<typeof createUser>>>;
let admin: typeof stranger;
let adminArea: typeof stranger;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'pamoja-budget-'));
  database = await createTestDatabase();
  app = await startTestApp(database, { DATA_DIR: dataDir }, { pages: true });
  stranger = await app.signedInAs(await createUser(database.db));
  const adminUser = await createUser(database.db, { isAdmin: true });
  admin = await app.signedInAs(adminUser);
  adminArea = await app.adminSignedInAs(adminUser);
});
afterAll(async () => {
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

type Client = { fetch: TestApp['fetch'] };

const send = (client: Client, method: string, url: string, body?: unknown) =>
  client.fetch(url, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function family(campaignCurrency = 'UGX') {
  const { organizer, campaign } = await createOrganizerWithCampaign(database.db, {
    campaignCurrency,
    recipientCountry: 'UG',
    recipientPhone: '+256772000111',
  });
  return { campaign, organizer: await app.signedInAs(organizer) };
}

async function uploadReceipt(): Promise<string> {
  const form = new FormData();
  form.append(
    'image',
    new Blob([new Uint8Array(await pngWithGpsExif())], { type: 'image/png' }),
    'receipt.png',
  );
  const response = await app.fetch('/api/upload', { method: 'POST', body: form });
  expect(response.status).toBe(201);
  return (await response.json()).url;
}

const auditOf = (entityType: string, entityId: number) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.id);

const today = () => new Date().toISOString().slice(0, 10);

describe('the funeral budget API (issue 34)', () => {
  it('when a visitor, another user, an admin or another family tries any action, then 401, 403, 403, 403, 403 and nothing changes', async () => {
    const { campaign, organizer } = await family();
    const base = `/api/campaigns/${campaign.id}/budget`;
    const { line } = await (
      await send(organizer, 'POST', `${base}/lines`, { category: 'mortuary', plannedAmount: '100000' })
    ).json();
    const { payment } = await (
      await send(organizer, 'POST', `${base}/payments`, {
        budgetLineId: line.id,
        amount: '50000',
        paidOn: today(),
        paidTo: 'City Mortuary',
      })
    ).json();
    const lineBody = { category: 'coffin', plannedAmount: '1' };
    const paymentBody = { budgetLineId: line.id, amount: '1', paidOn: today(), paidTo: 'X' };
    const attempts: Array<[string, string, unknown?]> = [
      ['GET', base],
      ['PUT', `${base}/visibility`, { budgetPublic: true }],
      ['POST', `${base}/lines`, lineBody],
      ['PATCH', `${base}/lines/${line.id}`, lineBody],
      ['DELETE', `${base}/lines/${line.id}`],
      ['POST', `${base}/payments`, paymentBody],
      ['PATCH', `${base}/payments/${payment.id}`, paymentBody],
      ['DELETE', `${base}/payments/${payment.id}`],
    ];
    const other = await family();
    const otherRecipient = await recipientClientOf(database, app, other.campaign.id);
    for (const [method, url, body] of attempts) {
      expect((await send(app, method, url, body)).status, `${method} ${url}`).toBe(401);
      for (const client of [stranger, admin, adminArea, other.organizer, otherRecipient]) {
        expect((await send(client, method, url, body)).status, `${method} ${url}`).toBe(403);
      }
    }
    const [stored] = await database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(stored.budgetPublic).toBe(false);
    const lines = await database.db.select().from(budgetLines).where(eq(budgetLines.campaignId, campaign.id));
    expect(lines.map((row) => [row.category, row.plannedAmount])).toEqual([['mortuary', '100000.00']]);
    const payments = await database.db
      .select()
      .from(budgetSpending)
      .where(eq(budgetSpending.campaignId, campaign.id));
    expect(payments.map((row) => [row.amount, row.editedAt, row.deletedAt])).toEqual([
      ['50000.00', null, null],
    ]);
  });

  it('when the organizer and the recipient both work on it, then each action is allowed and audited with who did it', async () => {
    const { campaign, organizer } = await family();
    const recipient = await recipientClientOf(database, app, campaign.id);
    const base = `/api/campaigns/${campaign.id}/budget`;
    const added = await send(organizer, 'POST', `${base}/lines`, {
      category: 'venue',
      plannedAmount: '300000',
    });
    expect(added.status).toBe(201);
    const { line } = await added.json();
    expect(line).toMatchObject({ category: 'venue', description: null, plannedMinor: 300_000 });
    const changed = await send(recipient, 'PATCH', `${base}/lines/${line.id}`, {
      category: 'venue',
      description: 'Tents and chairs',
      plannedAmount: '350000',
    });
    expect(changed.status).toBe(200);
    expect((await changed.json()).line).toMatchObject({
      description: 'Tents and chairs',
      plannedMinor: 350_000,
    });
    expect((await send(recipient, 'PUT', `${base}/visibility`, { budgetPublic: true })).status).toBe(200);
    expect((await send(organizer, 'DELETE', `${base}/lines/${line.id}`)).status).toBe(200);

    const audit = await auditOf('budget_line', line.id);
    expect(audit.map((row) => [row.action, row.userId !== null, row.recipientAccessId !== null])).toEqual([
      ['budget_line_added', true, false],
      ['budget_line_changed', false, true],
      ['budget_line_removed', true, false],
    ]);
    expect(audit[1].details).toMatchObject({
      before: { planned: '300000.00', description: null },
      after: { planned: '350000.00', description: 'Tents and chairs' },
    });
    const visibility = await auditOf('campaign', campaign.id);
    expect(visibility.map((row) => row.action)).toEqual(['budget_made_public']);
  });

  it.each([
    ['UGX', '1500000', 1_500_000],
    ['UGX', '1,500,000', 1_500_000],
    ['KES', '1500.50', 150_050],
    ['KES', '0.01', 1],
    ['USD', '99.9', 9_990],
  ])(
    'when %s %s is planned, then it is kept as %i minor units and read back exactly',
    async (currency, typed, minor) => {
      const { campaign, organizer } = await family(currency);
      const response = await send(organizer, 'POST', `/api/campaigns/${campaign.id}/budget/lines`, {
        category: 'other',
        plannedAmount: typed,
      });
      expect(response.status).toBe(201);
      expect((await response.json()).line.plannedMinor).toBe(minor);
      const read = await (await organizer.fetch(`/api/campaigns/${campaign.id}/budget`)).json();
      expect(read.budget.plannedMinor).toBe(minor);
    },
  );

  it.each([
    ['UGX', '1500.5', 'UGX has no decimals: enter a whole amount, like 150000'],
    ['KES', '10.505', 'KES has at most 2 decimals'],
    ['KES', '-5', english(BUDGET_MESSAGES.amountFormat)],
    ['KES', 'ten', english(BUDGET_MESSAGES.amountFormat)],
    ['KES', '=1+1', english(BUDGET_MESSAGES.amountFormat)],
    ['KES', '0', english(BUDGET_MESSAGES.amountZero)],
    ['KES', '', english(BUDGET_MESSAGES.amountMissing)],
    ['KES', '99999999999', english(BUDGET_MESSAGES.amountTooLarge)],
  ])(
    'when %s "%s" is typed, then 400 with a clear message and nothing kept',
    async (currency, typed, message) => {
      const { campaign, organizer } = await family(currency);
      const response = await send(organizer, 'POST', `/api/campaigns/${campaign.id}/budget/lines`, {
        category: 'catering',
        plannedAmount: typed,
      });
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.message).toBe(message);
      expect(
        await database.db.select().from(budgetLines).where(eq(budgetLines.campaignId, campaign.id)),
      ).toEqual([]);
    },
  );

  it('when payments are recorded, edited and removed, then the totals match figures worked by hand, the marks show and each step is audited', async () => {
    const { campaign, organizer } = await family('UGX');
    const base = `/api/campaigns/${campaign.id}/budget`;
    await createContribution(database.db, {
      campaignId: campaign.id,
      amount: '2000000.00',
      currency: 'UGX',
      paymentStatus: 'succeeded',
    });
    await createContribution(database.db, {
      campaignId: campaign.id,
      amount: '500000.00',
      currency: 'UGX',
      paymentStatus: 'succeeded',
    });
    const lineOf = async (category: string, plannedAmount: string) =>
      (await (await send(organizer, 'POST', `${base}/lines`, { category, plannedAmount })).json()).line;
    const mortuary = await lineOf('mortuary', '1500000');
    const coffin = await lineOf('coffin', '2250000');
    const receipt = await uploadReceipt();
    const pay = async (budgetLineId: number, amount: string, extra: Record<string, unknown> = {}) => {
      const response = await send(organizer, 'POST', `${base}/payments`, {
        budgetLineId,
        amount,
        paidOn: today(),
        paidTo: 'Someone',
        ...extra,
      });
      expect(response.status).toBe(201);
      return (await response.json()).payment;
    };
    const first = await pay(mortuary.id, '700000', { receipt });
    const second = await pay(mortuary.id, '100001');
    const third = await pay(coffin.id, '999999');
    const [upload] = await database.db.select().from(uploads).where(eq(uploads.url, receipt));
    expect(upload.attachedAt).not.toBeNull();

    // Edit the second (moves it to the coffin line, new amount) and remove the third.
    const edited = await send(organizer, 'PATCH', `${base}/payments/${second.id}`, {
      budgetLineId: coffin.id,
      amount: '120000',
      paidOn: today(),
      paidTo: 'Casket maker',
    });
    expect(edited.status).toBe(200);
    expect((await send(organizer, 'DELETE', `${base}/payments/${third.id}`)).status).toBe(200);
    // A removed payment cannot be edited or removed again.
    expect((await send(organizer, 'DELETE', `${base}/payments/${third.id}`)).status).toBe(409);

    const read = await (await organizer.fetch(base)).json();
    // Planned 1,500,000 + 2,250,000; spent 700,000 + 120,000 (999,999 removed); raised 2,000,000 + 500,000.
    expect(read.overview).toMatchObject({
      plannedMinor: 3_750_000,
      spentMinor: 820_000,
      raisedMinor: 2_500_000,
    });
    expect(read.budget.lines.map((line: { spentMinor: number }) => line.spentMinor)).toEqual([
      700_000, 120_000,
    ]);
    const byId = new Map(read.budget.spending.map((entry: { id: number }) => [entry.id, entry]));
    expect(byId.get(first.id)).toMatchObject({ receipt, editedAt: null, deletedAt: null });
    expect(byId.get(second.id)).toMatchObject({
      amountMinor: 120_000,
      editedAt: expect.any(String),
      deletedAt: null,
    });
    expect(byId.get(third.id)).toMatchObject({ amountMinor: 999_999, deletedAt: expect.any(String) });
    expect(
      await database.db.select().from(budgetSpending).where(eq(budgetSpending.id, third.id)),
    ).toHaveLength(1);

    expect((await auditOf('budget_spending', second.id)).map((row) => row.action)).toEqual([
      'budget_payment_recorded',
      'budget_payment_edited',
    ]);
    const [, editAudit] = await auditOf('budget_spending', second.id);
    expect(editAudit.details).toMatchObject({
      before: { budgetLineId: mortuary.id, amount: '100001.00' },
      after: { budgetLineId: coffin.id, amount: '120000.00' },
    });
    expect((await auditOf('budget_spending', third.id)).map((row) => row.action)).toEqual([
      'budget_payment_recorded',
      'budget_payment_removed',
    ]);
  });

  it('when a line still has a payment, then it cannot be removed (409, clear message); once the payment is removed, it can', async () => {
    const { campaign, organizer } = await family('KES');
    const base = `/api/campaigns/${campaign.id}/budget`;
    const { line } = await (
      await send(organizer, 'POST', `${base}/lines`, { category: 'printing', plannedAmount: '4000' })
    ).json();
    const { payment } = await (
      await send(organizer, 'POST', `${base}/payments`, {
        budgetLineId: line.id,
        amount: '3999.99',
        paidOn: today(),
        paidTo: 'Printers',
      })
    ).json();
    expect(payment.amountMinor).toBe(399_999);
    const refused = await send(organizer, 'DELETE', `${base}/lines/${line.id}`);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(english(BUDGET_MESSAGES.lineHasPayments));
    expect((await send(organizer, 'DELETE', `${base}/payments/${payment.id}`)).status).toBe(200);
    expect((await send(organizer, 'DELETE', `${base}/lines/${line.id}`)).status).toBe(200);
    expect(
      await database.db.select().from(budgetLines).where(eq(budgetLines.campaignId, campaign.id)),
    ).toEqual([]);
  });

  it.each([
    ['a line of another campaign', 'other-line', english(BUDGET_MESSAGES.lineNotFound)],
    ['a date in the future', 'future', english(BUDGET_MESSAGES.paidOnFuture)],
    ['no one paid', 'no-payee', english(BUDGET_MESSAGES.paidTo)],
    ['a receipt from another site', 'outside-receipt', 'Please upload the photo again'],
  ])('when a payment names %s, then 400 with a clear message and nothing kept', async (_, kind, message) => {
    const { campaign, organizer } = await family('KES');
    const other = await family('KES');
    const base = `/api/campaigns/${campaign.id}/budget`;
    const { line } = await (
      await send(organizer, 'POST', `${base}/lines`, { category: 'other', plannedAmount: '10' })
    ).json();
    const { line: foreign } = await (
      await send(other.organizer, 'POST', `/api/campaigns/${other.campaign.id}/budget/lines`, {
        category: 'other',
        plannedAmount: '10',
      })
    ).json();
    const body = {
      budgetLineId: kind === 'other-line' ? foreign.id : line.id,
      amount: '5',
      paidOn: kind === 'future' ? '2999-01-01' : today(),
      paidTo: kind === 'no-payee' ? '  ' : 'Shop',
      receipt: kind === 'outside-receipt' ? 'https://evil.example/x.webp' : undefined,
    };
    const response = await send(organizer, 'POST', `${base}/payments`, body);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(message);
    expect(
      await database.db.select().from(budgetSpending).where(eq(budgetSpending.campaignId, campaign.id)),
    ).toEqual([]);
  });
});

describe('the budget on the public page and its receipts (issue 34)', () => {
  it('when the budget is private, then the page read and the page carry none of it and its receipt is not served; made public, both are; removed, its receipt goes again', async () => {
    const { campaign, organizer } = await family('UGX');
    const base = `/api/campaigns/${campaign.id}/budget`;
    const { line } = await (
      await send(organizer, 'POST', `${base}/lines`, {
        category: 'transport',
        description: 'Bus to Gulu',
        plannedAmount: '800000',
      })
    ).json();
    const receipt = await uploadReceipt();
    const { payment } = await (
      await send(organizer, 'POST', `${base}/payments`, {
        budgetLineId: line.id,
        amount: '650000',
        paidOn: today(),
        paidTo: 'Gulu Coaches',
        receipt,
      })
    ).json();
    const receiptPath = `/receipt/${payment.id}`;
    const pageOf = async (client: Client = app) => (await client.fetch(`/campaign/id/${campaign.id}`)).text();

    // Private (the default).
    expect((await getCampaignPage(database.db, { id: campaign.id }))?.budget).toBeNull();
    const privatePage = await pageOf();
    expect(privatePage).not.toContain('Funeral budget');
    expect(privatePage).not.toContain('Gulu Coaches');
    expect((await app.fetch(receiptPath)).status).toBe(404);
    expect((await stranger.fetch(receiptPath)).status).toBe(404);
    expect((await admin.fetch(receiptPath)).status).toBe(404);
    const familyReceipt = await organizer.fetch(receiptPath);
    expect(familyReceipt.status).toBe(200);
    expect(familyReceipt.headers.get('content-type')).toBe('image/webp');
    expect(familyReceipt.headers.get('cache-control')).toContain('private');
    // The stored receipt carries no EXIF (the upload pipeline's, GPS included).
    expect((await sharp(Buffer.from(await familyReceipt.arrayBuffer())).metadata()).exif).toBeUndefined();

    // Public.
    expect((await send(organizer, 'PUT', `${base}/visibility`, { budgetPublic: true })).status).toBe(200);
    const publicPage = (await pageOf()).replaceAll('\u00a0', ' ');
    expect(publicPage).toContain('Funeral budget');
    expect(publicPage).toContain('Bus to Gulu');
    expect(publicPage).toContain('UGX 650,000 to Gulu Coaches');
    expect(publicPage).toContain(`href="${receiptPath}"`);
    // The upload's own address is never in the public page.
    expect(publicPage).not.toContain(receipt);
    const publicReceipt = await app.fetch(receiptPath);
    expect(publicReceipt.status).toBe(200);

    // Edited, then removed: the page marks it; the removed payment's receipt is the family's only.
    await send(organizer, 'PATCH', `${base}/payments/${payment.id}`, {
      budgetLineId: line.id,
      amount: '600000',
      paidOn: today(),
      paidTo: 'Gulu Coaches',
    });
    expect(await pageOf()).toContain('edited');
    await send(organizer, 'DELETE', `${base}/payments/${payment.id}`);
    const afterRemoval = await pageOf();
    expect(afterRemoval).toContain('removed, not counted');
    expect(afterRemoval).not.toContain(`href="${receiptPath}"`);
    expect((await app.fetch(receiptPath)).status).toBe(404);
    expect((await organizer.fetch(receiptPath)).status).toBe(200);

    // Private again: gone from the page at once.
    await send(organizer, 'PUT', `${base}/visibility`, { budgetPublic: false });
    expect(await pageOf()).not.toContain('Funeral budget');
  });

  it('when a receipt id is unknown or not a number, then 404', async () => {
    expect((await app.fetch('/receipt/999999')).status).toBe(404);
    expect((await app.fetch('/receipt/abc')).status).toBe(404);
    const french = { headers: { 'accept-language': 'fr' } };
    expect(await (await app.fetch('/receipt/abc', french)).text()).toBe('Introuvable');
    expect(await (await app.fetch('/receipt/999999', french)).text()).toBe('Ce reçu n’est pas disponible');
    expect(await (await app.fetch('/receipt/999999')).text()).toBe('This receipt is not available');
    const rows = await database.db.select().from(auditLog).where(like(auditLog.action, 'budget_%'));
    expect(rows.length).toBeGreaterThan(0);
  });
});
