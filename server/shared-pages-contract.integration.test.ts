import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.server';
import { campaignPageTag } from '../domain/campaigns/campaign-page-tag';
import { createCampaign, createUser } from '../seed/factories';
import { recipientClientOf } from '../tests/setup/family-fixtures';
import { startTestApp, type TestApp } from '../tests/setup/test-app';
import { createTestDatabase } from '../tests/setup/test-database';

/**
 * Issue 30 item 2, decision 023: the shared-page contract as a test. A page anonymous visitors share is the same
 * bytes and the same headers for every visitor with the same key, whoever came before them, and it holds nothing of
 * any viewer: a signed-in organizer's, another user's or a recipient session's view, rendered just before, never
 * leaks into it. Every page is asked for just after a change to its campaign (the moment a new copy is made), with
 * the signed-in viewers first, so a copy made from their rendering would be the one the visitors get.
 */
const PHONE = {
  'user-agent': 'Mozilla/5.0 (Linux; Android 10; TECNO KE5) Chrome/120.0 Mobile Safari/537.36',
  'accept-language': 'en-KE,en;q=0.9',
};
const ANOTHER_PHONE = {
  'user-agent': 'Mozilla/5.0 (Linux; Android 12; SM-A035F) Chrome/121.0 Mobile Safari/537.36',
  'accept-language': 'en-KE,en;q=0.9',
  'x-forwarded-for': '41.90.1.2',
};
const ANOTHER_REGION = {
  'user-agent': 'Mozilla/5.0 (Linux; Android 11; itel A571W) Chrome/120.0 Mobile Safari/537.36',
  'accept-language': 'fr-FR,fr;q=0.9',
  cookie: 'preferredCurrency=EUR; tz=Europe%2FParis',
};

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const inlineScriptsOf = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\ssrc=/.test(attributes as string))
    .map(([, , text]) => text as string);
const scriptSourcesOf = (response: Response) =>
  /script-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? '';

let database: DatabaseHandle;
let app: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, { TRUST_PROXY: '1' }, { pages: true });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function viewOf(client: { fetch: TestApp['fetch'] }, path: string, headers: Record<string, string>) {
  const response = await client.fetch(path, { headers });
  expect(response.status).toBe(200);
  return { response, html: await response.text() };
}

/** The rendering response's HTML as a copy is kept: without that response's nonce. */
const withoutNonce = (html: string) => html.replace(/ nonce="[^"]+"/g, '');

describe('the shared-page contract', () => {
  it('when signed-in viewers open a shared page first, then every anonymous visitor of the same region gets the same bytes with none of theirs, and scripts allowed by hashes', async () => {
    const organizerUser = await createUser(database.db, {
      username: 'Zawadi Organizer-Secret',
      email: 'zawadi.secret@example.com',
    });
    const campaign = await createCampaign(database.db, { organizerId: organizerUser.id });
    const organizer = await app.signedInAs(organizerUser);
    const friend = await app.signedInAs(
      await createUser(database.db, { username: 'Baraka Friend-Secret', email: 'baraka.secret@example.com' }),
    );
    const recipient = await recipientClientOf(database, app, campaign.id);
    const signedIn = [organizer, friend, recipient];
    const secrets = [
      'Zawadi Organizer-Secret',
      'zawadi.secret@example.com',
      'Baraka Friend-Secret',
      'baraka.secret@example.com',
      // Session markers: the cookies' values, and what only a signed-in page shows.
      ...signedIn.map((viewer) => viewer.cookie.split('=')[1] as string),
      'Sign Out',
      'Hello,',
      // The organizer's and the family's tools.
      'Manage your campaign',
      'Edit Campaign',
      '/family/',
    ];

    const pages = [
      ['home', '/', 'home'],
      ['campaign', `/campaign/${campaign.customUrl}`, campaignPageTag(campaign.id)],
      ['campaign by id', `/campaign/id/${campaign.id}`, campaignPageTag(campaign.id)],
      ['campaign by short address', `/${campaign.customUrl}`, campaignPageTag(campaign.id)],
      ['give', `/give/${campaign.id}`, campaignPageTag(campaign.id)],
      ['mobile wallet', `/mobile-wallet/${campaign.id}`, campaignPageTag(campaign.id)],
    ] as const;
    for (const [name, path, tag] of pages) {
      // A change: the next anonymous visitor renders the page anew, and that rendering becomes the copy.
      app.services.sharedPages.forget(tag);

      const signedInViews = [];
      for (const viewer of signedIn) signedInViews.push(await viewOf(viewer, path, PHONE));
      const rendered = await viewOf(app, path, PHONE);
      // Kept once compressed: the next visitors are served the copy.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const copy = await viewOf(app, path, ANOTHER_PHONE);
      const again = await viewOf(app, path, PHONE);
      const otherRegion = await viewOf(app, path, ANOTHER_REGION);
      const otherRegionAgain = await viewOf(app, path, { ...ANOTHER_REGION, 'x-forwarded-for': '41.90.3.4' });

      // The same bytes and the same policy for everyone with the same key.
      expect(copy.html, name).toBe(withoutNonce(rendered.html));
      expect(again.html, name).toBe(copy.html);
      expect(again.response.headers.get('content-security-policy')).toBe(
        copy.response.headers.get('content-security-policy'),
      );
      expect(otherRegionAgain.html, name).toBe(withoutNonce(otherRegion.html));
      for (const view of [rendered, copy, otherRegion]) {
        for (const secret of secrets) expect(view.html, `${name}: ${secret}`).not.toContain(secret);
        expect(view.response.headers.get('set-cookie'), name).toBeNull();
      }
      // The markers are real: the signed-in views carry them.
      expect(signedInViews[0]?.html, name).toContain('Sign Out');

      // Strict CSP on every response: a rendered one allows its nonce, a copy the hashes of its inline scripts.
      for (const view of [...signedInViews, rendered, otherRegion]) {
        const nonce = /'nonce-([^']+)'/.exec(scriptSourcesOf(view.response))?.[1];
        expect(nonce, name).toBeTruthy();
        for (const [tag] of view.html.matchAll(/<script\b[^>]*>/g)) expect(tag).toContain(`nonce="${nonce}"`);
      }
      for (const view of [copy, otherRegionAgain]) {
        const sources = scriptSourcesOf(view.response);
        expect(sources, name).not.toMatch(/nonce-|unsafe-inline/);
        expect(view.html, name).not.toContain('nonce=');
        const scripts = inlineScriptsOf(view.html);
        // At least the visitor-region script; a reader's campaign page has no other (decision 036).
        expect(scripts.length, name).toBeGreaterThan(0);
        for (const script of scripts) expect(sources, name).toContain(sha256(script));
      }
    }
  }, 120_000);
});

describe('the shared-page contract across languages (decision 025)', () => {
  const ENGLISH = { ...PHONE, 'accept-language': 'en-US,en;q=0.9' };
  const FRENCH = { ...PHONE, 'accept-language': 'fr-CI,fr;q=0.9' };
  const ANOTHER_FRENCH = { ...ANOTHER_PHONE, 'accept-language': 'fr-CI,fr;q=0.9' };
  // The same browser as the French visitor's, but Swahili chosen with the switcher: the choice wins, and the
  // French copy kept for that browser is not theirs.
  const CHOSE_SWAHILI = { ...FRENCH, cookie: 'pamoja_lang=sw' };
  /** The footer's last line, in each language: every page has it, and it says which language the copy holds. */
  const RIGHTS = {
    en: 'All rights reserved.',
    fr: 'Tous droits réservés.',
    pt: 'Todos os direitos reservados.',
    sw: 'Haki zote zimehifadhiwa.',
  } as const;

  it('when an English and a French visitor open the same shared page, then each gets a copy of their own holding only their language, and a chosen language outranks the browser’s', async () => {
    const campaign = await createCampaign(database.db, {
      organizerId: (await createUser(database.db, { email: 'langues@example.com' })).id,
    });
    const pages = [
      ['home', '/', 'home'],
      ['campaign', `/campaign/${campaign.customUrl}`, campaignPageTag(campaign.id)],
      ['give', `/give/${campaign.id}`, campaignPageTag(campaign.id)],
      ['mobile wallet', `/mobile-wallet/${campaign.id}`, campaignPageTag(campaign.id)],
    ] as const;
    for (const [name, path, tag] of pages) {
      app.services.sharedPages.forget(tag);
      // French first: were the language not in the key, the English visitor would get the French copy.
      const french = await viewOf(app, path, FRENCH);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const english = await viewOf(app, path, ENGLISH);
      const frenchCopy = await viewOf(app, path, ANOTHER_FRENCH);
      const englishCopy = await viewOf(app, path, { ...ENGLISH, 'x-forwarded-for': '41.90.5.6' });
      const swahili = await viewOf(app, path, CHOSE_SWAHILI);

      expect(frenchCopy.html, name).toBe(withoutNonce(french.html));
      expect(englishCopy.html, name).toBe(withoutNonce(english.html));
      for (const [view, locale] of [
        [french, 'fr'],
        [frenchCopy, 'fr'],
        [english, 'en'],
        [englishCopy, 'en'],
        [swahili, 'sw'],
      ] as const) {
        expect(view.html, `${name} in ${locale}`).toContain(`<html lang="${locale}"`);
        expect(view.response.headers.get('content-language'), name).toBe(locale);
        // Whoever comes next with another language or cookie must not be given this response by a cache.
        expect(view.response.headers.get('vary'), name).toMatch(/Accept-Language/i);
        expect(view.response.headers.get('vary'), name).toMatch(/Cookie/i);
        for (const [other, words] of Object.entries(RIGHTS)) {
          if (other === locale) expect(view.html, `${name} in ${locale}`).toContain(words);
          else expect(view.html, `${name} in ${locale} holds ${other}`).not.toContain(words);
        }
      }
    }
  }, 120_000);
});
