import type { Page } from '@playwright/test';
import { type Locale, type Message, messageIn } from '../../domain/shared/locales';
import { m } from '../../paraglide/messages';
import { expectNoSeriousA11yViolations, waitForHydration } from './fixtures';
import { expect, test } from './playwright-utils';
import { expectToFitTheScreen } from './text-fit';

/**
 * Issue 32: the family's tools (/family/{id}/…) in each language a browser asks for, at 360 px: each page's heading
 * in that language from the server's first HTML, nothing wider than the screen, no word split, axe clean. The
 * expected words are the catalogue's own, so the test follows the translators; English must not be what is shown.
 */
const PAGES = [
  ['events', m.family_events_heading],
  ['budget', m.budget_heading],
  ['in-person', m.family_tab_in_person],
  ['gifts', m.family_gifts_heading],
  ['guestbook', m.family_guestbook_reports_heading],
  ['updates', m.family_updates_post_heading],
  ['thanks', m.family_thanks_heading],
  ['share', m.family_share_heading],
  ['statement', m.statement_heading],
] as const;

const READERS = [
  { browser: 'fr-FR', lang: 'fr' },
  { browser: 'pt-AO', lang: 'pt' },
  { browser: 'sw-KE', lang: 'sw' },
] as const satisfies readonly { browser: string; lang: Locale }[];

const say = (message: Message<object>, lang: Locale) => messageIn(lang, message);

async function expectFamilyPage(page: Page, path: string, lang: Locale, heading: string, what: string) {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByRole('heading', { level: 2, name: heading, exact: true }).first()).toBeVisible();
  await expectToFitTheScreen(page, what);
  await expectNoSeriousA11yViolations(page);
}

for (const reader of READERS) {
  test.describe(`a ${reader.browser} browser`, () => {
    test.use({ locale: reader.browser });

    test(`the organizer finds every family tool in ${reader.lang}`, {
      tag: '@phone-only',
    }, async ({ page, browser, organizer, campaign }) => {
      // Nine pages, each scanned and measured: more than a minute on a loaded machine.
      test.slow();
      await organizer.signInTo(page);
      const base = `/family/${campaign.id}`;
      // The family's address opens on the services, under the family's own heading.
      await page.goto(base);
      await expect(page).toHaveURL(new RegExp(`${base}/events$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        messageIn(reader.lang, m.family_heading, { name: campaign.deceasedName }),
      );
      for (const [tool, message] of PAGES) {
        const heading = say(message, reader.lang);
        expect(heading, tool).not.toBe(say(message, 'en'));
        await expectFamilyPage(page, `${base}/${tool}`, reader.lang, heading, `${reader.lang} ${tool}`);
        // The collection book's columns are named in the reader's language (a file so named imports).
        if (tool === 'in-person') {
          await expect(page.locator('#import-heading ~ ul strong')).toHaveText(
            [
              m.in_person_column_name,
              m.in_person_column_amount,
              m.in_person_column_currency,
              m.in_person_column_in_kind,
              m.in_person_column_note,
            ].map((column) => say(column, reader.lang)),
          );
        }
      }
      await expect(
        page.getByRole('navigation', { name: say(m.family_tools, reader.lang) }).getByRole('link'),
      ).toHaveText(
        [
          m.family_tab_gifts,
          m.family_tab_in_person,
          m.family_tab_events,
          m.family_tab_guestbook,
          m.family_tab_updates,
          m.family_tab_budget,
          m.family_tab_thanks,
          m.family_tab_share,
          m.family_tab_statement,
        ].map((tab) => say(tab, reader.lang)),
      );

      if (reader.lang !== 'sw') return;
      // The recipient's side, on their own phone: signed in with the code the organizer shared (its form is the
      // accounts journey's), then the same tools, in the language their browser asks for.
      const shared = await organizer.request.post(`/api/campaigns/${campaign.id}/share-recipient`, {
        data: {},
      });
      expect(shared.status(), await shared.text()).toBe(201);
      const { accessCode } = (await shared.json()) as { accessCode: string };
      const recipient = await browser.newContext({
        locale: reader.browser,
        viewport: { width: 360, height: 740 },
        hasTouch: true,
      });
      const phone = await recipient.newPage();
      const signedIn = await phone.request.post('/api/recipient-access/validate', {
        data: { accessCode, phone: '0711 000222' },
      });
      expect(signedIn.status(), await signedIn.text()).toBe(200);
      await expectFamilyPage(
        phone,
        `${base}/gifts`,
        reader.lang,
        say(m.family_gifts_heading, reader.lang),
        'the recipient’s wallet gifts',
      );
      await expectFamilyPage(
        phone,
        `${base}/statement`,
        reader.lang,
        say(m.statement_heading, reader.lang),
        'the recipient’s statement',
      );
      await recipient.close();
    });
  });
}
