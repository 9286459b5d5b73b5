import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.server';
import { contributions } from '../db/schema';
import { createCampaign, createUser } from '../seed/factories';
import { startTestApp, type TestApp } from '../tests/setup/test-app';
import { createTestDatabase } from '../tests/setup/test-database';

/** Issue 15 item 4: what a slow phone gets from the server's HTML alone, before any script has run. */

let database: DatabaseHandle;
let app: TestApp;
let campaignPath: string;
let campaignId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, {}, { pages: true });
  const organizer = await createUser(database.db);
  const campaign = await createCampaign(database.db, {
    organizerId: organizer.id,
    customUrl: 'rip-phone-first',
  });
  campaignPath = `/campaign/${campaign.customUrl}`;
  campaignId = campaign.id;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function headOf(path: string): Promise<string> {
  const response = await app.fetch(path);
  expect(response.status).toBe(200);
  const html = await response.text();
  return html.slice(0, html.indexOf('</head>'));
}

describe('the first paint', () => {
  it.each(['/', 'the campaign page'])(
    'on %s the stylesheet is in the HTML itself: nothing to fetch before the first paint (decision 018)',
    async (page) => {
      const head = await headOf(page === '/' ? '/' : campaignPath);
      // Tailwind's media queries hold `<` (width<40rem), so the style ends at its closing tag, not at the first `<`.
      const style = head.slice(head.indexOf('<style'), head.indexOf('</style>'));
      expect(style).toContain('tailwindcss');
      // The page's own classes are styled by it.
      expect(style).toContain('.min-h-dvh');
      expect(head).not.toMatch(/<link[^>]+rel="stylesheet"/);
    },
  );
});

describe('what a first tap does before the script runs', () => {
  it('Contribute Now is a link to the giving page, which offers mobile wallet as a link', async () => {
    const html = await (await app.fetch(campaignPath)).text();
    expect(html).toMatch(new RegExp(`<a href="/give/${campaignId}"[^>]*>Contribute Now</a>`));
    const giving = await app.fetch(`/give/${campaignId}`);
    expect(giving.status).toBe(200);
    const givingHtml = await giving.text();
    expect(givingHtml).toContain('Contribute in memory of');
    expect(givingHtml).toContain(`href="/mobile-wallet/${campaignId}"`);
  });

  it('the giving page of an unknown campaign is a 404', async () => {
    expect((await app.fetch('/give/999999')).status).toBe(404);
  });

  it('?before= with a bad cursor shows the first tributes rather than failing', async () => {
    expect((await app.fetch(`${campaignPath}?before=nonsense`)).status).toBe(200);
  });
});

describe('a mobile-wallet gift without JavaScript', () => {
  const post = (fields: Record<string, string>) =>
    app.fetch(`/mobile-wallet/${campaignId}`, { method: 'POST', body: new URLSearchParams(fields) });
  const gift = {
    currency: 'ZAR',
    amount: '250',
    contributorName: 'Plain Giver',
    contributorEmail: 'plain-giver@example.com',
  };

  it('without a confirmation code it comes back 400 with the message and what was typed', async () => {
    const response = await post(gift);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Confirmation code required');
    expect(html).toContain('value="Plain Giver"');
  });

  it('with one it is recorded, pending the family, by the same use case as POST /api/contribute', async () => {
    const response = await post({ ...gift, confirmationCode: 'PLAIN123' });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Contribution submitted.');
    const [row] = await database.db
      .select()
      .from(contributions)
      .where(eq(contributions.contributorEmail, 'plain-giver@example.com'));
    expect(row).toMatchObject({
      paymentStatus: 'pending_review',
      confirmationCode: 'PLAIN123',
      currency: 'ZAR',
    });
  });
});
