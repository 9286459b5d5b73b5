import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, waitForHydration } from './fixtures';
import { expect, test } from './playwright-utils';
import { expectToFitTheScreen } from './text-fit';

/**
 * Issue 32: an organizer whose browser reads French, Portuguese or Swahili edits the campaign (a refusal first, in
 * their language), then opens the manage card's dialogs, each fitting a 360 px phone and clean for axe.
 */
const ORGANIZERS = [
  {
    browser: 'fr-SN',
    lang: 'fr',
    title: 'Modifier la collecte',
    tribute: 'Texte de l’hommage',
    save: 'Mettre à jour la collecte',
    refusal: 'L’hommage doit compter au moins 10 caractères',
    saved: 'Collecte mise à jour',
    share: 'Partager avec le bénéficiaire',
    payout: 'Demander le versement',
    nothingToPay: 'Il n’y a encore rien à verser',
  },
  {
    browser: 'pt-MZ',
    lang: 'pt',
    title: 'Editar a campanha',
    tribute: 'Mensagem de homenagem',
    save: 'Atualizar a campanha',
    refusal: 'A homenagem deve ter pelo menos 10 caracteres',
    saved: 'Campanha atualizada',
    share: 'Partilhar com o beneficiário',
    payout: 'Pedir o pagamento',
    nothingToPay: 'Ainda não há nada a pagar',
  },
  {
    browser: 'sw-TZ',
    lang: 'sw',
    title: 'Hariri kampeni',
    tribute: 'Ujumbe wa kumuenzi',
    save: 'Sasisha kampeni',
    refusal: 'Maneno ya kumuenzi yanapaswa kuwa na angalau herufi 10',
    saved: 'Kampeni imesasishwa',
    share: 'Shiriki na mpokeaji',
    payout: 'Omba malipo',
    nothingToPay: 'Bado hakuna cha kulipa',
  },
] as const;

async function expectReadable(page: Page, what: string) {
  await expectToFitTheScreen(page, what);
  await expectNoSeriousA11yViolations(page);
}

for (const reader of ORGANIZERS) {
  test.describe(`an organizer reading ${reader.lang}`, () => {
    test.use({ locale: reader.browser });
    // Two pages and two dialogs, each measured and scanned by axe.
    test.setTimeout(180_000);

    test(`edits the campaign and opens the manage dialogs in ${reader.lang}`, {
      tag: '@phone-only',
    }, async ({ page, organizer, campaign }) => {
      await organizer.signInTo(page);
      await page.goto(`/edit-campaign/${campaign.customUrl}`);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1, name: reader.title })).toBeVisible();
      await expectReadable(page, `the edit page in ${reader.lang}`);

      // One bad field first: refused in the organizer's language, beside the field, what was typed kept.
      const tribute = page.getByLabel(reader.tribute);
      await tribute.fill('123456789');
      await page.getByRole('button', { name: reader.save }).click();
      await expect(page.getByText(reader.refusal).first()).toBeVisible();
      await expect(tribute).toHaveValue('123456789');
      await expectReadable(page, `the edit page's refusal in ${reader.lang}`);

      await tribute.fill('Otieno taught three generations to swim, fish and tell the truth.');
      await page.getByRole('button', { name: reader.save }).click();
      await expect(page.getByRole('status').getByText(reader.saved)).toBeVisible();
      // The campaign page loads after the notice: on a busy machine it takes its time.
      await expect(page).toHaveURL(new RegExp(`/campaign/${campaign.customUrl}$`), { timeout: 30_000 });

      await waitForHydration(page);
      await page.getByRole('button', { name: reader.share }).click();
      const share = page.getByRole('dialog', { name: reader.share });
      await expect(share).toBeVisible();
      await expectReadable(page, `the Share with Recipient dialog in ${reader.lang}`);
      await page.keyboard.press('Escape');
      await expect(share).toBeHidden();

      await page.getByRole('button', { name: reader.payout }).click();
      const payout = page.getByRole('dialog', { name: reader.payout });
      await expect(payout.getByText(reader.nothingToPay)).toBeVisible();
      await expectReadable(page, `the Request Payout dialog in ${reader.lang}`);
    });
  });
}
