import { expect, type Page, test } from '@playwright/test';
import { PASSWORD_MIN_LENGTH } from '../../domain/accounts/password-rules';
import { expectNoSeriousA11yViolations, waitForHydration, waitForMail } from './fixtures';
import { expectToFitTheScreen } from './text-fit';

/**
 * Issue 32: the account doors in each language a browser asks for, on a 360 px phone: sign-up (refused once, then
 * created), the e-mail's verification link, a forgotten password reset from the captured e-mail, and the
 * recipient's door refusing a wrong code. Every page fits the screen, splits no word and passes axe.
 */
const READERS = [
  {
    browser: 'fr-SN',
    lang: 'fr',
    country: 'SN',
    phone: '+221 77 123 45 67',
    signUp: 'Créer un compte',
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'Adresse e-mail',
    countryLabel: 'Pays',
    phoneLabel: 'Numéro de téléphone',
    password: 'Mot de passe',
    createAccount: 'Créer mon compte',
    tooShort: `Le mot de passe doit compter au moins ${PASSWORD_MIN_LENGTH} caractères`,
    created: 'Compte créé',
    verified: 'Adresse e-mail confirmée',
    forgot: 'Mot de passe oublié',
    sendLink: 'Envoyer le lien',
    checkMail: 'Consultez vos e-mails',
    newPassword: 'Nouveau mot de passe',
    confirmPassword: 'Confirmez le nouveau mot de passe',
    reset: 'Changer le mot de passe',
    resetDone: 'Mot de passe changé',
    recipientDoor: 'Accès du bénéficiaire',
    accessCode: 'Code d’accès',
    openCampaign: 'Accéder à la collecte',
    wrongCode: 'Code d’accès ou numéro de téléphone incorrect',
  },
  {
    browser: 'pt-MZ',
    lang: 'pt',
    country: 'MZ',
    phone: '+258 84 123 4567',
    signUp: 'Criar conta',
    firstName: 'Nome próprio',
    lastName: 'Apelido',
    email: 'E-mail',
    countryLabel: 'País',
    phoneLabel: 'Número de telefone',
    password: 'Palavra-passe',
    createAccount: 'Criar conta',
    tooShort: `A palavra-passe deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres`,
    created: 'Conta criada',
    verified: 'E-mail confirmado',
    forgot: 'Palavra-passe esquecida',
    sendLink: 'Enviar a ligação',
    checkMail: 'Consulte o seu e-mail',
    newPassword: 'Nova palavra-passe',
    confirmPassword: 'Confirme a nova palavra-passe',
    reset: 'Redefinir a palavra-passe',
    resetDone: 'Palavra-passe redefinida',
    recipientDoor: 'Acesso do beneficiário',
    accessCode: 'Código de acesso',
    openCampaign: 'Aceder à campanha',
    wrongCode: 'Código de acesso ou número de telefone inválido',
  },
  {
    browser: 'sw-TZ',
    lang: 'sw',
    country: 'TZ',
    phone: '+255 712 345 678',
    signUp: 'Fungua akaunti',
    firstName: 'Jina la kwanza',
    lastName: 'Jina la ukoo',
    email: 'Barua pepe',
    countryLabel: 'Nchi',
    phoneLabel: 'Namba ya simu',
    password: 'Nenosiri',
    createAccount: 'Fungua akaunti',
    tooShort: `Nenosiri liwe na angalau herufi ${PASSWORD_MIN_LENGTH}`,
    created: 'Akaunti imefunguliwa',
    verified: 'Barua pepe imethibitishwa',
    forgot: 'Umesahau nenosiri',
    sendLink: 'Tuma kiungo',
    checkMail: 'Angalia barua pepe yako',
    newPassword: 'Nenosiri jipya',
    confirmPassword: 'Thibitisha nenosiri jipya',
    reset: 'Badilisha nenosiri',
    resetDone: 'Nenosiri limebadilishwa',
    recipientDoor: 'Kuingia kwa mpokeaji',
    accessCode: 'Msimbo wa kuingia',
    openCampaign: 'Ingia kwenye kampeni',
    wrongCode: 'Msimbo wa kuingia au namba ya simu si sahihi',
  },
] as const;

/** The link to `path` with its token, from a captured e-mail. */
function linkIn(mail: { decoded: string }, path: string): string {
  const match = mail.decoded.match(new RegExp(`https?://[^\\s"<>]+${path}\\?token=[A-Za-z0-9_-]+`));
  if (!match) throw new Error(`no ${path} link in the e-mail`);
  return new URL(match[0]).pathname + new URL(match[0]).search;
}

/**
 * The page in the reader's language: its heading, nothing sideways or split, and no serious axe finding (scanned
 * later, in its refused state, when `scan` is 'after refusal').
 */
async function expectReadable(page: Page, heading: string, scan: 'now' | 'after refusal' = 'now') {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expectToFitTheScreen(page, `"${heading}"`);
  if (scan === 'now') await expectNoSeriousA11yViolations(page);
}

for (const reader of READERS) {
  test.describe(`a ${reader.browser} browser`, () => {
    test.use({ locale: reader.browser });

    test(`signs up, verifies the address, resets the password and meets the recipient's door in ${reader.lang}`, {
      tag: '@phone-only',
    }, async ({ page }) => {
      // Seven pages with their scans, on a shared 2-core machine.
      test.slow();
      const email = `awa.${reader.lang}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

      const signUp = await page.goto('/signup');
      expect(await signUp?.text()).toContain(`<html lang="${reader.lang}"`);
      await waitForHydration(page);
      await expectReadable(page, reader.signUp, 'after refusal');
      await page.getByLabel(reader.firstName, { exact: true }).fill('Awa');
      await page.getByLabel(reader.lastName, { exact: true }).fill('Diop');
      await page.getByLabel(reader.email, { exact: true }).fill(email);
      await page.getByLabel(reader.countryLabel, { exact: true }).selectOption(reader.country);
      await page.getByLabel(reader.phoneLabel, { exact: true }).fill(reader.phone);
      await page.getByLabel(reader.password, { exact: true }).fill('abc');
      await page.getByRole('button', { name: reader.createAccount, exact: true }).click();
      await expect(page.getByText(reader.tooShort, { exact: true })).toBeVisible();
      await expectToFitTheScreen(page, 'the refused sign-up');
      await expectNoSeriousA11yViolations(page);
      await page.getByLabel(reader.password, { exact: true }).fill('she-sang-every-morning');
      await page.getByRole('button', { name: reader.createAccount, exact: true }).click();
      await expect(page.getByText(reader.created)).toBeVisible();
      await expect(page).toHaveURL(/\/dashboard$/);

      const verification = await waitForMail(email, { matching: /verify-email\?token=/ });
      await page.goto(linkIn(verification, '/verify-email'));
      await expectReadable(page, reader.verified);

      await page.goto('/forgot-password');
      await waitForHydration(page);
      await expectReadable(page, reader.forgot);
      await page.getByLabel(reader.email, { exact: true }).fill(email);
      await page.getByRole('button', { name: reader.sendLink, exact: true }).click();
      await expect(page).toHaveURL(/\/password-reset-sent$/);
      await expectReadable(page, reader.checkMail);

      const reset = await waitForMail(email, { matching: /reset-password\?token=/ });
      await page.goto(linkIn(reset, '/reset-password'));
      await waitForHydration(page);
      await expect(page.getByRole('button', { name: reader.reset, exact: true })).toBeVisible();
      await expectToFitTheScreen(page, 'the reset page');
      await expectNoSeriousA11yViolations(page);
      await page.getByLabel(reader.newPassword, { exact: true }).fill('her-favorite-hymn');
      await page.getByLabel(reader.confirmPassword, { exact: true }).fill('her-favorite-hymn');
      await page.getByRole('button', { name: reader.reset, exact: true }).click();
      await expect(page).toHaveURL(/\/password-reset-success$/);
      await expectReadable(page, reader.resetDone);

      await page.goto('/recipient-access');
      await waitForHydration(page);
      await expectReadable(page, reader.recipientDoor, 'after refusal');
      await page.getByLabel(reader.accessCode, { exact: true }).fill('ABCDE-FGHJK');
      await page.getByLabel(reader.phoneLabel, { exact: true }).fill(reader.phone);
      await page.getByRole('button', { name: reader.openCampaign, exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: reader.wrongCode })).toBeVisible();
      await expectToFitTheScreen(page, 'the refused recipient');
      await expectNoSeriousA11yViolations(page);
    });
  });
}
