import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.server';
import { inPersonGifts } from '../db/schema';
import { IN_PERSON_CSV_MESSAGES } from '../domain/in-person-gifts/in-person-csv';
import { IN_PERSON_LIMITS } from '../domain/in-person-gifts/in-person-gift-rules';
import { refusalIn } from '../domain/shared/refusal-words.server';
import { createCardContribution } from '../seed/factories';
import { createOrganizerWithCampaign } from '../tests/setup/contribution-fixtures';
import { startTestApp, type TestApp, type TestClient } from '../tests/setup/test-app';
import { createTestDatabase } from '../tests/setup/test-database';

let database: DatabaseHandle;
let app: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, {}, { pages: true });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const HEADER = 'Name,Amount,Currency,In kind,Note';

const postForm = (client: Pick<TestClient, 'fetch'>, path: string, fields: Record<string, string>) =>
  client.fetch(path, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

const postFile = (client: Pick<TestClient, 'fetch'>, path: string, text: string, name = 'book.csv') => {
  const form = new FormData();
  form.set('intent', 'preview');
  form.set('file', new Blob([text], { type: 'text/csv' }), name);
  return client.fetch(path, { method: 'POST', redirect: 'manual', body: form });
};

const giftsOf = (campaignId: number) =>
  database.db.select().from(inPersonGifts).where(eq(inPersonGifts.campaignId, campaignId));

/** The page's text with its tags and entities read, to look for a sentence. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\u00a0/g, ' ');

describe('/family/{id}/in-person without script', () => {
  it('when the family records a gift, previews a ten-row book with one bad row, fixes it and imports, then the page, the figure and the donor CSV show them', async () => {
    const { campaign, organizer: user } = await createOrganizerWithCampaign(database.db, {
      campaignCurrency: 'KES',
    });
    await createCardContribution(database.db, {
      campaignId: campaign.id,
      amount: '1000.00',
      currency: 'KES',
    });
    const organizer = await app.signedInAs(user);
    const path = `/family/${campaign.id}/in-person`;
    expect(textOf(await (await organizer.fetch(path)).text())).toContain('Import the collection book (CSV)');

    const recorded = await postForm(organizer, path, {
      intent: 'record',
      giverName: '',
      amount: '2500',
      currency: 'KES',
      inKind: '',
      note: '',
    });
    expect([recorded.status, recorded.headers.get('location')]).toEqual([303, `${path}?done=recorded`]);
    const refused = await postForm(organizer, path, { intent: 'record', amount: '-1', currency: 'KES' });
    expect(refused.status).toBe(400);
    expect(textOf(await refused.text())).toContain('The amount cannot be negative.');

    const rows = (bad: string) =>
      [
        HEADER,
        'Grace Wanjiru,2000,KES,,',
        ',500,,,',
        'Okello,250000,UGX,,',
        'Mama Akinyi,,,Two bags of rice,',
        'Baraka,1500.50,KES,,',
        bad,
        'Achieng,100,USD,,',
        'Kwame,750,KES,,',
        'Church choir,,,Tent and 100 chairs,',
        'Zawadi,0.50,KES,,',
      ].join('\r\n');
    const badPreview = await postFile(organizer, path, rows('=HYPERLINK("http://x"),300,KES,,'));
    expect(badPreview.status).toBe(400);
    const badText = textOf(await badPreview.text());
    expect(badText).toContain(
      'Row 7: The Name cell starts with "=", which a spreadsheet could run as a formula. Remove it and upload the file again.',
    );
    expect(badText).not.toContain('Import these');
    expect(await giftsOf(campaign.id)).toHaveLength(1);

    const goodPreview = await postFile(organizer, path, rows('Juma,300,KES,,'));
    expect(goodPreview.status).toBe(200);
    const goodHtml = await goodPreview.text();
    expect(textOf(goodHtml)).toContain('Import these 10 gifts');
    // The confirm carries the file's text back, and the server reads it again.
    const csv = textOf(/name="csv" value="([^"]*)"/.exec(goodHtml)?.[1] ?? '');
    const confirm = new FormData();
    confirm.set('intent', 'import');
    confirm.set('csv', csv);
    const imported = await organizer.fetch(path, { method: 'POST', redirect: 'manual', body: confirm });
    expect([imported.status, imported.headers.get('location')]).toEqual([
      303,
      `${path}?done=imported&imported=10`,
    ]);
    expect(await giftsOf(campaign.id)).toHaveLength(11);

    const page = textOf(await (await app.fetch(`/campaign/${campaign.customUrl}`)).text());
    // KES: 2500 + 2000 + 500 + 1500.50 + 300 + 750 + 0.50 = 7551
    expect(page).toContain('Given in person: KES 7,551, UGX 250,000, $100.00, and 2 gifts in kind');
    expect(page).toContain('Given in person');
    expect(page).toContain('In kind: Tent and 100 chairs');

    const donorCsv = await (await organizer.fetch(`/api/campaigns/${campaign.id}/donors.csv`)).text();
    expect(donorCsv).toContain('Mama Akinyi,,,,,"In person, in kind: Two bags of rice"');
    expect(donorCsv).toContain('Okello,,,250000.00,UGX,In person');
  });

  it('when the file is over 1 MB, then 413 with a clear message beside the field, and nothing is stored', async () => {
    const { campaign, organizer: user } = await createOrganizerWithCampaign(database.db);
    const organizer = await app.signedInAs(user);
    const path = `/family/${campaign.id}/in-person`;
    const big = `${HEADER}\n${'Grace,1,KES,,\n'.repeat(Math.ceil(IN_PERSON_LIMITS.fileBytes / 14) + 10)}`;
    const response = await postFile(organizer, path, big);
    expect(response.status).toBe(413);
    expect(textOf(await response.text())).toContain(refusalIn('en', IN_PERSON_CSV_MESSAGES.tooLarge));
    const huge = await postFile(organizer, path, big.repeat(3));
    expect(huge.status).toBe(413);
    // Its body was refused unread: the connection closes rather than carry the next request.
    expect(huge.headers.get('connection')).toBe('close');
    expect(await giftsOf(campaign.id)).toHaveLength(0);
  });

  it('when a visitor or another user posts, then 401 and 403 and nothing is stored', async () => {
    const { campaign } = await createOrganizerWithCampaign(database.db);
    const { organizer: otherUser } = await createOrganizerWithCampaign(database.db);
    const path = `/family/${campaign.id}/in-person`;
    const gift = { intent: 'record', amount: '10', currency: 'ZAR' };
    expect((await postForm(app, path, gift)).status).toBe(401);
    expect((await postForm(await app.signedInAs(otherUser), path, gift)).status).toBe(403);
    expect(await giftsOf(campaign.id)).toHaveLength(0);
  });
});
