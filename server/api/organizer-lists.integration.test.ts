import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server';
import { userActor } from '../../domain/campaigns/permissions';
import { BAD_CURSOR } from '../../domain/contributions/contribution-cursor.server';
import { DONOR_CSV_COLUMNS, type DonorRow } from '../../domain/contributions/donor-csv';
import { exportDonorsCsv } from '../../domain/contributions/list-donors.server';
import { escapeCsvCell } from '../../domain/shared/csv';
import { BASE_LOCALE } from '../../domain/shared/locales';
import { refusalIn } from '../../domain/shared/refusal-words.server';
import { createContributions } from '../../seed/factories';
import { createOrganizerWithCampaign } from '../../tests/setup/contribution-fixtures';
import { startTestApp, type TestApp, type TestClient } from '../../tests/setup/test-app';
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

/**
 * A campaign whose gifts share creation times: each batch of 500 inserted without a time gets the statement's
 * now() (microseconds included), and every fifth of the dated ones shares its second with four others.
 */
async function campaignWithGifts({ undated, dated }: { undated: number; dated: number }) {
  const { organizer, campaign } = await createOrganizerWithCampaign(database.db);
  await createContributions(database.db, campaign.id, undated, (index) => ({
    contributorName: `Undated ${index}`,
    paymentStatus: index % 7 === 0 ? 'pending_review' : 'succeeded',
    paymentMethod: index % 7 === 0 ? 'mobile_wallet' : 'card',
  }));
  const base = Date.UTC(2025, 10, 1);
  await createContributions(database.db, campaign.id, dated, (index) => ({
    contributorName: `Dated ${index}`,
    createdAt: new Date(base + Math.floor(index / 5) * 1000),
  }));
  return { campaign, asOrganizer: await app.signedInAs(organizer) };
}

async function json<Body>(client: TestClient, path: string): Promise<Body> {
  const response = await client.fetch(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as Body;
}

/** Walks a keyset-paged list to its end, returning the ids in the order given and the number of pages. */
async function walk(read: (cursor: string | null) => Promise<{ ids: number[]; nextCursor: string | null }>) {
  const ids: number[] = [];
  let pages = 0;
  let cursor: string | null = null;
  do {
    const page = await read(cursor);
    ids.push(...page.ids);
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor !== null);
  return { ids, pages };
}

describe('the organizer contribution list, paged by cursor', () => {
  it('when every page is read, then each gift comes once, newest first, even where creation times are equal', async () => {
    const { campaign, asOrganizer } = await campaignWithGifts({ undated: 30, dated: 23 });
    const { ids, pages } = await walk(async (cursor) => {
      const page = await json<{
        contributions: { id: number; createdAt: string }[];
        nextCursor: string | null;
      }>(
        asOrganizer,
        `/api/contributions/${campaign.id}${cursor ? `?before=${encodeURIComponent(cursor)}` : ''}`,
      );
      return { ids: page.contributions.map((item) => item.id), nextCursor: page.nextCursor };
    });
    expect(pages).toBe(3);
    expect(ids).toHaveLength(53);
    expect(new Set(ids).size).toBe(53);
    // Newest first: the 30 undated (now) before the dated ones (2025), each group by id descending.
    const undated = ids.slice(0, 30);
    expect(undated).toEqual([...undated].sort((a, b) => b - a));
    const public_ = await json<{ contributions: unknown[]; hasMore: boolean }>(
      app,
      `/api/contributions/${campaign.id}`,
    );
    expect(public_.hasMore).toBe(true);
  });

  it('when a cursor was not handed out by the list, then the answer is 400 with a clear message', async () => {
    const { campaign, asOrganizer } = await campaignWithGifts({ undated: 1, dated: 0 });
    for (const cursor of [
      'abc',
      '2025-02-30T10:00:00.000000Z_4',
      '2025-11-01T10:00:00.000000Z_99999999999',
    ]) {
      const response = await asOrganizer.fetch(
        `/api/contributions/${campaign.id}?before=${encodeURIComponent(cursor)}`,
      );
      expect(response.status, cursor).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(
        refusalIn(BASE_LOCALE, BAD_CURSOR),
      );
    }
    const donors = await asOrganizer.fetch(`/api/campaigns/${campaign.id}/donors?after=x&after=y`);
    expect(donors.status).toBe(400);
    expect(((await donors.json()) as { message: string }).message).toBe(refusalIn(BASE_LOCALE, BAD_CURSOR));
    const limit = await asOrganizer.fetch(`/api/campaigns/${campaign.id}/donors?limit=5000`);
    expect(limit.status).toBe(400);
    expect(((await limit.json()) as { message: string }).message).toBe(
      'Limit must be a whole number from 1 to 1000',
    );
    const inFrench = { headers: { 'accept-language': 'fr' } };
    const frenchLimit = await asOrganizer.fetch(`/api/campaigns/${campaign.id}/donors?limit=0`, inFrench);
    expect(((await frenchLimit.json()) as { message: string }).message).toBe(
      'La limite doit être un nombre entier de 1 à 1000',
    );
    const status = await asOrganizer.fetch(`/api/campaigns/${campaign.id}/donors?status=late`, inFrench);
    expect(status.status).toBe(400);
    expect(((await status.json()) as { message: string }).message).toBe(
      'Le statut doit être «\u202fall\u202f» ou «\u202fpending_review\u202f»',
    );
  });
});

describe('the organizer donor list, paged by cursor', () => {
  it('when every page is read, then each donor comes once, oldest first; the pending filter lists only those awaiting confirmation', async () => {
    const { campaign, asOrganizer } = await campaignWithGifts({ undated: 40, dated: 17 });
    type Page = { donors: { id: number; status: string; name: string }[]; nextCursor: string | null };
    const read = (query: string) => async (cursor: string | null) => {
      const page = await json<Page>(
        asOrganizer,
        `/api/campaigns/${campaign.id}/donors?${query}${cursor ? `&after=${encodeURIComponent(cursor)}` : ''}`,
      );
      for (const donor of page.donors)
        if (query.includes('pending')) expect(donor.status).toBe('pending_review');
      return { ids: page.donors.map((donor) => donor.id), nextCursor: page.nextCursor };
    };
    const all = await walk(read('limit=7'));
    expect(all.pages).toBe(9);
    expect(all.ids).toHaveLength(57);
    expect(new Set(all.ids).size).toBe(57);
    const { donors: firstPage } = await json<Page>(asOrganizer, `/api/campaigns/${campaign.id}/donors`);
    expect(firstPage.map((donor) => donor.id)).toEqual(all.ids.slice(0, 50));
    expect(firstPage[0].name).toBe('Dated 0');

    const pending = await walk(read('status=pending_review&limit=2'));
    expect(pending.ids).toHaveLength(6);
    expect(pending.ids).toEqual(all.ids.filter((id) => pending.ids.includes(id)));
  });
});

/** The donor CSV as it was built before it streamed (one string), the oracle for the streamed one. */
function donorCsvAsBefore(rows: DonorRow[]): string {
  const lines = [DONOR_CSV_COLUMNS.join(',')];
  for (const row of rows) {
    lines.push(
      [
        row.name,
        row.email ?? '',
        row.relationship,
        row.amount ?? 'Private',
        row.currency,
        row.paymentMethod,
        row.confirmationCode ?? '',
        row.walletProvider ?? '',
        row.tribute ?? '',
        row.date,
      ]
        .map(escapeCsvCell)
        .join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

describe('the donor CSV, streamed', () => {
  it('when a campaign with a few hundred varied gifts is exported, then the file is the one the single-string export made', async () => {
    const { organizer, campaign } = await createOrganizerWithCampaign(database.db);
    const names = ['Zoë Ndour', '=HYPERLINK("http://evil")', 'Kwame, "K" Mensah', '-Anon', 'Grace\nWanjiru'];
    await createContributions(database.db, campaign.id, 320, (index) => ({
      contributorName: names[index % names.length],
      contributorEmail: index % 9 === 0 ? null : `giver${index}@example.com`,
      hideAmount: index % 4 === 0,
      currency: index % 3 === 0 ? 'NGN' : 'USD',
      amount: `${(index % 17) + 1}.50`,
      paymentStatus: index % 11 === 0 ? 'pending_review' : 'succeeded',
      paymentMethod: index % 5 === 0 ? 'mobile_wallet' : 'card',
      confirmationCode: index % 5 === 0 ? `QX${index}` : null,
      walletProvider: index % 5 === 0 ? 'M-Pesa' : null,
      memory: index % 2 === 0 ? `She sang, "always" (${index})` : null,
      createdAt: new Date(Date.UTC(2025, 10, 1) + Math.floor(index / 3) * 60_000),
    }));
    const asOrganizer = await app.signedInAs(organizer);
    const { donors } = await json<{ donors: (DonorRow & { id: number })[] }>(
      asOrganizer,
      `/api/campaigns/${campaign.id}/donors?limit=1000`,
    );
    expect(donors).toHaveLength(320);

    const response = await asOrganizer.fetch(`/api/campaigns/${campaign.id}/donors.csv`);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Test-Person-comprehensive-donors.csv"`,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(donorCsvAsBefore(donors));
  });

  it('when a campaign has a few thousand gifts, then the rows are read a batch at a time, none lost or repeated', async () => {
    const { organizer, campaign } = await createOrganizerWithCampaign(database.db);
    await createContributions(database.db, campaign.id, 2_500, (index) => ({
      contributorName: `Giver ${index}`,
    }));
    const { batches } = await exportDonorsCsv(database.db, {
      campaignId: campaign.id,
      actor: userActor(organizer),
      locale: 'en',
    });
    const sizes: number[] = [];
    const names = new Set<string>();
    for await (const batch of batches) {
      sizes.push(batch.length);
      for (const row of batch) names.add(row[0]);
    }
    expect(sizes).toEqual([1000, 1000, 500]);
    expect(names.size).toBe(2_500);
  });

  it('when three download the same long CSV at once, then they take turns batch by batch and each gets every row once', async () => {
    const { organizer, campaign } = await createOrganizerWithCampaign(database.db);
    await createContributions(database.db, campaign.id, 2_500, (index) => ({
      contributorName: `Giver ${index}`,
    }));
    const asOrganizer = await app.signedInAs(organizer);
    const texts = await Promise.all(
      [0, 1, 2].map(async () => (await asOrganizer.fetch(`/api/campaigns/${campaign.id}/donors.csv`)).text()),
    );
    for (const text of texts) {
      const rows = text.trim().split('\r\n').slice(1);
      expect(rows).toHaveLength(2_500);
      expect(new Set(rows.map((row) => row.split(',')[0])).size).toBe(2_500);
    }
    expect(texts[1]).toBe(texts[0]);
    expect(texts[2]).toBe(texts[0]);
  });
});
