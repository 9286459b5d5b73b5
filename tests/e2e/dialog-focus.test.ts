import type { Locator, Page } from '@playwright/test';
import { waitForHydration } from './fixtures';
import { expect, test } from './playwright-utils';

/** Escape closes the dialog open on `page` and gives the keyboard back to `opener`. */
async function expectEscapeReturnsFocusTo(page: Page, opener: Locator) {
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();
}

test.describe('closing a dialog with Escape returns focus to what opened it (issue 11 item 9)', () => {
  test('the card wizard on the giving page: back to the Debit/Credit Card choice', async ({ page }) => {
    await page.goto('/give/1');
    await waitForHydration(page);
    const card = page.getByRole('button', { name: /Debit\/Credit Card/ });
    await card.click();
    await expect(page.getByRole('button', { name: 'Begin' })).toBeVisible();
    await expectEscapeReturnsFocusTo(page, card);
  });

  test('the campaign creation dialog: back to the Create Memorial Campaign link that opened it', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const opener = page.getByRole('link', { name: 'Create Memorial Campaign' }).first();
    await opener.click();
    await expect(page).toHaveURL(/\/create-campaign$/);
    await expectEscapeReturnsFocusTo(page, opener);
    await expect(page).toHaveURL(/\/$/);
  });

  test('Forgot password? on the sign-in page', async ({ page }) => {
    await page.goto('/login');
    await waitForHydration(page);
    const opener = page.getByRole('button', { name: 'Forgot password?' });
    await opener.click();
    await expect(page.getByRole('dialog', { name: 'Reset your password' })).toBeVisible();
    await expectEscapeReturnsFocusTo(page, opener);
  });

  test('Cookie preferences on the privacy page', async ({ page }) => {
    await page.goto('/privacy');
    await waitForHydration(page);
    const opener = page.getByRole('button', { name: 'Cookie preferences' });
    await opener.click();
    await expectEscapeReturnsFocusTo(page, opener);
  });

  test.describe('for a visitor in Europe, asked about cookies', () => {
    test.use({ timezoneId: 'Europe/Berlin' });

    test('Manage Preferences in the cookie banner', async ({ page }) => {
      await page.goto('/help');
      await waitForHydration(page);
      const opener = page.getByRole('button', { name: 'Manage Preferences' });
      await opener.click();
      await expectEscapeReturnsFocusTo(page, opener);
    });
  });
});
