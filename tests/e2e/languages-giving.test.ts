import { expect, test } from '@playwright/test';
import { suggestedAmounts } from '../../domain/shared/currencies';
import { formatMoney } from '../../domain/shared/currency-conversion';
import { expectNoSeriousA11yViolations, waitForHydration } from './fixtures';
import { expectToFitTheScreen } from './text-fit';

/**
 * Issue 32, decision 027: the demo campaign and its giving wizard in each language a browser asks for, from the
 * server's first HTML; the wizard writes amounts as the page does (issue 33 item 7: one locale, one formatMoney).
 */
const READERS = [
  {
    browser: 'fr-FR',
    lang: 'fr',
    page: [
      'À la mémoire de',
      'Hommages et souvenirs',
      'Partager cette page de mémoire',
      'Signer le livre d’or',
    ],
    contribute: 'Contribuer',
    card: 'Carte bancaire',
    begin: 'Commencer',
    name: 'Votre nom',
    next: 'Continuer',
    email: 'Adresse e-mail',
    amountQuestion: 'Combien souhaitez-vous donner\u202f?',
    currency: 'XOF',
  },
  {
    browser: 'pt-AO',
    lang: 'pt',
    page: [
      'Em memória de',
      'Homenagens e memórias',
      'Partilhar esta página em memória',
      'Assinar o livro de condolências',
    ],
    contribute: 'Contribuir agora',
    card: 'Cartão de débito/crédito',
    begin: 'Começar',
    name: 'O seu nome',
    next: 'Continuar',
    email: 'Endereço de e-mail',
    amountQuestion: 'Quanto deseja contribuir?',
    currency: 'AOA',
  },
  {
    browser: 'sw-KE',
    lang: 'sw',
    page: [
      'Kwa kumbukumbu ya',
      'Maneno ya kumuenzi na kumbukumbu',
      'Shiriki ukurasa huu wa kumbukumbu',
      'Saini kitabu cha wageni',
    ],
    contribute: 'Changia sasa',
    card: 'Kadi ya benki',
    begin: 'Anza',
    name: 'Jina lako',
    next: 'Endelea',
    email: 'Anwani ya barua pepe',
    amountQuestion: 'Ungependa kuchangia kiasi gani?',
    // Issue 33 item 7: a Kenyan browser read "Ksh" on the page and "KES" in the dialog.
    currency: 'KES',
  },
] as const;

// "In loving memory of" stays in the link preview (og:title), in the campaign's language: not looked for here.
const ENGLISH = [
  '>In loving memory of<',
  'Tributes and memories',
  'Contribute Now',
  'Share this memorial',
  'Sign the guestbook',
];

for (const reader of READERS) {
  test.describe(`a ${reader.browser} browser`, () => {
    test.use({ locale: reader.browser });

    test(`reads the demo campaign and the giving wizard in ${reader.lang}, amounts as the page writes them`, {
      tag: '@phone-only',
    }, async ({ page }) => {
      const response = await page.goto('/rip-amara-okafor');
      // The server's own HTML, before any script: no flash of English.
      const html = (await response?.text()) ?? '';
      expect(html).toContain(`<html lang="${reader.lang}"`);
      const wanted = [...reader.page, reader.contribute];
      expect(wanted.filter((words) => !html.includes(words))).toEqual([]);
      expect(ENGLISH.filter((words) => html.includes(words))).toEqual([]);
      await expectToFitTheScreen(page, `the campaign page in ${reader.lang}`);
      await expectNoSeriousA11yViolations(page);

      await waitForHydration(page);
      await page.getByRole('link', { name: reader.contribute }).click();
      await page.getByRole('button', { name: new RegExp(reader.card) }).click();
      const wizard = page.getByRole('dialog');
      await wizard.getByRole('button', { name: reader.begin }).click();
      await wizard.getByLabel(reader.name).fill('Awa Diop');
      await wizard.getByRole('button', { name: reader.next }).click();
      await wizard.getByLabel(reader.email).fill('awa@example.com');
      await wizard.getByRole('button', { name: reader.next }).click();
      await wizard.getByRole('button', { name: 'Friend', exact: true }).click();
      await expect(wizard.getByRole('heading', { name: reader.amountQuestion })).toBeVisible();

      // The page's locale is the browser's Accept-Language (visitorLocaleOf): the dialog's amounts follow it.
      const { currency } = reader;
      // Typing a currency's code in the search chooses it.
      await wizard.getByRole('searchbox').fill(currency);
      await expect(wizard.getByRole('combobox').first()).toHaveValue(currency);
      const [first] = suggestedAmounts(currency);
      const written = formatMoney(first ?? 0, currency, reader.browser, { whole: true });
      expect(written).not.toBe(formatMoney(first ?? 0, currency, 'en', { whole: true }));
      await expect(wizard.getByRole('button', { name: written, exact: true })).toBeVisible();
      await expectToFitTheScreen(page, `the wizard's amount step in ${reader.lang}`);
      await expectNoSeriousA11yViolations(page);
    });
  });
}
