import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/client.server';
import { createCampaign, createUser } from '../seed/factories';
import { startTestApp, type TestApp } from '../tests/setup/test-app';
import { createTestDatabase } from '../tests/setup/test-database';

/**
 * Issue 15 item 5, decision 019: a signed-in view of the campaign page is the part everyone who sees the same
 * shares, rendered once, joined to the viewer's own part (greeting, organizer tools) rendered per request.
 */
const PHONE = {
  'user-agent': 'Mozilla/5.0 (Linux; Android 10; TECNO KE5) Chrome/120.0 Mobile Safari/537.36',
};

/** The document up to the first part React sent after it: what every viewer of the same page shares. */
const sharedPartOf = (html: string) => {
  const sentAfter = html.indexOf('<div hidden id="S:');
  return sentAfter === -1 ? html : html.slice(0, sentAfter);
};

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

describe('signed-in views of a campaign page', () => {
  it('when two signed-in people open the same page, then the second is joined to the first one’s shared part and each sees only their own name', async () => {
    const organizer = await app.signedInAs(await createUser(database.db));
    const campaign = await createCampaign(database.db, { organizerId: organizer.user.id });
    const [amina, baraka] = await Promise.all([
      app.signedInAs(await createUser(database.db, { username: 'Amina Wanjiru' })),
      app.signedInAs(await createUser(database.db, { username: 'Baraka <Mwangi> & "Sons"' })),
    ]);
    const rendered = vi.spyOn(app.services.sharedPreludes, 'set');
    const page = `/campaign/${campaign.customUrl}`;

    const aminasView = await (await amina.fetch(page, { headers: PHONE })).text();
    const barakasView = await (await baraka.fetch(page, { headers: PHONE })).text();
    expect(rendered).toHaveBeenCalledTimes(1);

    const nonceOf = (html: string) => /nonce="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(nonceOf(aminasView)).not.toBe(nonceOf(barakasView));
    expect(sharedPartOf(aminasView).replaceAll(nonceOf(aminasView), '')).toBe(
      sharedPartOf(barakasView).replaceAll(nonceOf(barakasView), ''),
    );
    for (const view of [aminasView, barakasView]) {
      expect(sharedPartOf(view)).not.toMatch(/Amina|Baraka/);
      expect(sharedPartOf(view)).toContain('Sign Out');
      expect(sharedPartOf(view)).toContain(campaign.deceasedName);
    }
    expect(aminasView).toContain('Hello, <span class="font-semibold text-stone-900">Amina Wanjiru</span>');
    expect(aminasView).not.toContain('Baraka');
    expect(barakasView).toContain('Baraka &lt;Mwangi&gt; &amp; &quot;Sons&quot;');
    expect(barakasView).not.toContain('Amina');
    // Every script, React's own included, carries this response's nonce.
    for (const view of [aminasView, barakasView]) {
      for (const [script] of view.matchAll(/<script[^>]*>/g))
        expect(script).toContain(`nonce="${nonceOf(view)}"`);
    }
  });

  it('when the organizer opens their page, then their tools come with their part, and an edit shows at once', async () => {
    const organizer = await app.signedInAs(await createUser(database.db));
    const campaign = await createCampaign(database.db, { organizerId: organizer.user.id });
    const page = `/campaign/${campaign.customUrl}`;

    const first = await (await organizer.fetch(page, { headers: PHONE })).text();
    expect(sharedPartOf(first)).not.toContain('Manage your campaign');
    expect(first).toContain('Manage your campaign');

    const edited = await organizer.put(`/api/campaigns/${campaign.id}`, {
      tribute: 'He built the school roof.',
    });
    expect(edited.status).toBe(200);
    expect(await (await organizer.fetch(page, { headers: PHONE })).text()).toContain(
      'He built the school roof.',
    );
  });

  it('when a link preview crawler or an anonymous visitor asks, then they get the whole document in order', async () => {
    const organizer = await app.signedInAs(await createUser(database.db, { username: 'Chausiku Odhiambo' }));
    const campaign = await createCampaign(database.db, { organizerId: organizer.user.id });
    const page = `/campaign/${campaign.customUrl}`;

    const crawled = await (
      await organizer.fetch(page, { headers: { 'user-agent': 'WhatsApp/2.23.20.0 A' } })
    ).text();
    expect(sharedPartOf(crawled)).toContain('Chausiku Odhiambo');
    expect(sharedPartOf(crawled)).toContain('Manage your campaign');

    const anonymous = await (await app.fetch(page, { headers: PHONE })).text();
    expect(sharedPartOf(anonymous)).toContain('Sign In');
    expect(sharedPartOf(anonymous)).toContain('id="promo-heading"');
  });
});

describe('shared pages, compressed once', () => {
  it('when a phone accepting gzip opens a shared page, then it gets gzip whose shared part was compressed once, with its own nonce; a client without gzip gets it plain', async () => {
    const organizer = await app.signedInAs(await createUser(database.db, { username: 'Dalila Njeri' }));
    const campaign = await createCampaign(database.db, { organizerId: organizer.user.id });
    const page = `/campaign/${campaign.customUrl}`;
    const phone = { ...PHONE, 'accept-encoding': 'gzip, deflate, br' };
    const allowedNonce = (response: Response) =>
      /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];

    // The first anonymous view is rendered (and compressed) as usual; the copies kept from it are not.
    expect(await (await app.fetch(page, { headers: phone })).text()).toContain(campaign.deceasedName);
    for (const client of [app, organizer]) {
      for (let view = 0; view < 2; view++) {
        const response = await client.fetch(page, { headers: phone });
        expect(response.headers.get('content-encoding')).toBe('gzip');
        expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i);
        // fetch has checked the gzip member (its CRC and length) while decoding it.
        const html = await response.text();
        expect(html).toContain(campaign.deceasedName);
        expect(html.endsWith('</html>')).toBe(true);
        const nonces = new Set([...html.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((match) => match[1]));
        expect(nonces).toEqual(new Set([allowedNonce(response)]));
      }
    }

    const plain = await app.fetch(page, { headers: { ...PHONE, 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain(campaign.deceasedName);
  });
});
