import { expect, type Page, test } from '@playwright/test';
import { faqIn } from '../../domain/content/help-center';
import { expectNoSeriousA11yViolations, waitForHydration } from './fixtures';
import { expectToFitTheScreen } from './text-fit';

/**
 * Issue 32: the help center and the information pages in each language a browser asks for, on a 360 px phone: the
 * FAQ searched in the reader's language, the contact form's refusals in it, the legal texts' note, the resources and
 * the 404 page.
 */
const READERS = [
  {
    browser: 'fr-FR',
    lang: 'fr',
    address: '10.253.33.1',
    helpTitle: 'Centre d’aide',
    search: 'remboursés',
    searchLabel: 'Chercher dans le centre d’aide',
    send: 'Envoyer le message',
    email: 'Votre e-mail',
    emailRefusal: 'Une adresse e-mail valide est obligatoire',
    sent: 'Message bien envoyé\u202f!',
    privacyNote: 'Ce texte n’existe qu’en anglais, la langue dans laquelle il fait foi.',
    resourcesTitle: 'Ressources de soutien dans le deuil',
    region: 'Pays ou région',
    notFound: 'Page introuvable',
  },
  {
    browser: 'pt-MZ',
    lang: 'pt',
    address: '10.253.33.2',
    helpTitle: 'Centro de ajuda',
    search: 'reembolsados',
    searchLabel: 'Pesquisar no centro de ajuda',
    send: 'Enviar mensagem',
    email: 'O seu e-mail',
    emailRefusal: 'É necessário um e-mail válido',
    sent: 'Mensagem enviada!',
    privacyNote: 'Este texto existe apenas em inglês, a língua em que faz fé.',
    resourcesTitle: 'Recursos de apoio no luto',
    region: 'País ou região',
    notFound: 'Página não encontrada',
  },
  {
    browser: 'sw-TZ',
    lang: 'sw',
    address: '10.253.33.3',
    helpTitle: 'Kituo cha msaada',
    search: 'kurudishwa',
    searchLabel: 'Tafuta katika kituo cha msaada',
    send: 'Tuma ujumbe',
    email: 'Barua pepe yako',
    emailRefusal: 'Barua pepe sahihi inahitajika',
    sent: 'Ujumbe umetumwa!',
    privacyNote: 'Maandishi haya yapo kwa Kiingereza pekee, lugha ambayo ndiyo yenye nguvu kisheria.',
    resourcesTitle: 'Nyenzo za faraja msibani',
    region: 'Nchi au eneo',
    notFound: 'Ukurasa haupatikani',
  },
] as const;

async function expectFitsAndAccessible(page: Page, what: string) {
  await expectToFitTheScreen(page, what);
  await expectNoSeriousA11yViolations(page);
}

for (const reader of READERS) {
  test.describe(`a ${reader.browser} browser`, () => {
    // Its own address: the contact form's per-address allowance is not shared with other journeys.
    test.use({ locale: reader.browser, extraHTTPHeaders: { 'x-forwarded-for': reader.address } });

    test(`reads the help center, writes to support, and reads the information pages in ${reader.lang}`, {
      tag: '@phone-only',
    }, async ({ page }) => {
      const { entries } = faqIn(reader.lang);
      const question = (id: string) => entries.find((entry) => entry.id === id)?.question ?? id;

      const help = await page.goto('/help');
      // The server's own HTML, FAQ included: no flash of English.
      const html = (await help?.text()) ?? '';
      expect(html).toContain(`<html lang="${reader.lang}"`);
      expect(html).toContain(question('card-fees'));
      expect(html).not.toContain('What does it cost to give by card?');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(reader.helpTitle);
      await expectFitsAndAccessible(page, `the help center in ${reader.lang}`);

      await waitForHydration(page);
      const questions = page.getByRole('main').locator('details summary');
      await page.getByRole('searchbox', { name: reader.searchLabel }).fill(reader.search);
      await expect(questions).toHaveText([question('mobile-wallet')]);
      await expect(page.getByRole('main').locator('details[open] mark').first()).toHaveText(reader.search);
      await page.getByRole('searchbox', { name: reader.searchLabel }).fill('');
      await expect(questions).toHaveCount(15);

      const cardFees = page.getByRole('main').locator('details', { hasText: question('card-fees') });
      await cardFees.locator('summary').click();
      await expect(cardFees).toHaveAttribute('open', '');
      await expect(cardFees.getByText(/USD/)).toBeVisible();
      await expectFitsAndAccessible(page, `an answer in ${reader.lang}`);

      const form = page
        .locator('form[method="post"]')
        .filter({ has: page.getByRole('button', { name: reader.send }) });
      await form.locator('input[name="name"]').fill('Neema Mushi');
      await form.getByLabel(reader.email).fill('neema.example.com');
      await form.locator('input[name="subject"]').fill('Swali kuhusu malipo');
      await form.locator('textarea[name="message"]').fill('Mpokeaji anapataje pesa zilizochangwa kwa kadi?');
      await form.getByRole('button', { name: reader.send }).click();
      await expect(form.getByText(reader.emailRefusal, { exact: true })).toBeVisible();
      await expect(form.getByLabel(reader.email)).toBeFocused();
      await expectFitsAndAccessible(page, `the contact form's refusal in ${reader.lang}`);
      await form.getByLabel(reader.email).fill('neema@example.com');
      await form.getByRole('button', { name: reader.send }).click();
      await expect(page.getByText(reader.sent).first()).toBeVisible();

      await page.goto('/privacy');
      await expect(page.getByText(reader.privacyNote)).toBeVisible();
      // The policy itself stays English, and says so to a screen reader.
      await expect(page.locator('article [lang="en"]').first()).toContainText('Who we are');
      await expectFitsAndAccessible(page, `the privacy policy in ${reader.lang}`);

      await page.goto('/resources');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(reader.resourcesTitle);
      await expect(page.getByLabel(reader.region)).toBeVisible();
      await expectFitsAndAccessible(page, `the resources in ${reader.lang}`);

      const missing = await page.goto('/no-such-page-here');
      expect(missing?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(reader.notFound);
      await expectFitsAndAccessible(page, `the 404 page in ${reader.lang}`);
    });
  });
}

test.describe('a French visitor in Europe', () => {
  test.use({ locale: 'fr-FR', timezoneId: 'Europe/Paris' });

  test('is asked about cookies in French, and chooses in French', { tag: '@phone-only' }, async ({
    page,
  }) => {
    await page.goto('/help');
    await waitForHydration(page);
    const banner = page.getByRole('region', { name: 'Les cookies sur Pamoja' });
    await expect(banner).toBeVisible();
    await expectFitsAndAccessible(page, 'the cookie banner in French');
    await banner.getByRole('button', { name: 'Gérer mes choix' }).click();
    const dialog = page.getByRole('dialog', { name: 'Vos choix de cookies' });
    await expect(dialog.getByRole('switch', { name: 'Cookies de mesure d’audience' })).not.toBeChecked();
    await expectFitsAndAccessible(page, 'the cookie preferences in French');
    await dialog.getByRole('button', { name: 'Enregistrer mes choix' }).click();
    await expect(banner).toHaveCount(0);
  });
});
