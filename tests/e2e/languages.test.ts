import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, waitForHydration } from './fixtures';
import { expectToFitTheScreen } from './text-fit';

/** Issue 32, decision 025: a French browser, on a 360 px phone. */
test.use({ locale: 'fr-FR' });

async function expectFitsAndAccessible(page: Page, what: string) {
  await expectToFitTheScreen(page, what);
  await expectNoSeriousA11yViolations(page);
}

test('a French browser reads the home page and sign-in in French from the first HTML, and switches to Swahili without losing what it typed', {
  tag: '@phone-only',
}, async ({ page }) => {
  const home = await page.goto('/');
  // The server's own HTML, before any script: no flash of English.
  const homeHtml = (await home?.text()) ?? '';
  expect(homeHtml).toContain('<html lang="fr"');
  expect(homeHtml).toContain('Honorez ensemble la mémoire de votre proche');
  expect(homeHtml).not.toContain('Honor the one you lost');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Honorez ensemble la mémoire de votre proche',
  );
  await expectFitsAndAccessible(page, 'the home page in French');

  const signIn = await page.goto('/login');
  const signInHtml = (await signIn?.text()) ?? '';
  expect(signInHtml).toContain('<html lang="fr"');
  expect(signInHtml).toContain('Mot de passe oublié\u202f?');
  expect(signInHtml).not.toContain('Forgot password?');
  await expectFitsAndAccessible(page, 'sign-in in French');

  await waitForHydration(page);
  await page.getByLabel('Adresse e-mail').fill('amara@example.com');
  const footer = page.locator('footer');
  await footer.getByLabel('Langue').selectOption('sw');
  await footer.getByRole('button', { name: 'Changer' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ingia');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  // The same page, in place: the address and what was typed stay.
  expect(new URL(page.url()).pathname).toBe('/login');
  await expect(page.getByLabel('Barua pepe')).toHaveValue('amara@example.com');
  await expectFitsAndAccessible(page, 'sign-in in Swahili');

  // The choice outranks the browser's French from now on, on the server's first HTML too.
  const again = await page.goto('/');
  expect((await again?.text()) ?? '').toContain('Tumuenzi pamoja mpendwa aliyetangulia');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the switcher is a plain form that comes back to the same address in the chosen language', {
    tag: '@phone-only',
  }, async ({ page }) => {
    await page.goto('/login?redirectTo=%2Fdashboard');
    const footer = page.locator('footer');
    await footer.getByLabel('Langue').selectOption('pt');
    await footer.getByRole('button', { name: 'Changer' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Entrar');
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/login?redirectTo=%2Fdashboard');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  });
});
