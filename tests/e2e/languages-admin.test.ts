import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createAdminAccount } from './admin-fixtures';
import { expectNoSeriousA11yViolations } from './fixtures';
import { expect, test } from './playwright-utils';
import { expectToFitTheScreen } from './text-fit';

/**
 * Issue 32: the admin journey in French, Portuguese and Swahili on a phone: signing in, every tab of the dashboard
 * and one contribution's details, each in the browser's language, fitting the screen, with no serious accessibility
 * violation.
 */
const catalogueOf = (lang: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, `../../messages/${lang}.json`), 'utf8'));

const TABS = ['overview', 'campaigns', 'contributions', 'users', 'payouts', 'analytics', 'views', 'audit'];

/** English an admin page in another language must not show (headings and buttons of the tabs). */
const ENGLISH =
  /Admin Dashboard|Signed in as|Sort by|Export CSV|Payout schedule|Reported pages|Close details|Update payout/;

for (const [browser, lang] of [
  ['fr-SN', 'fr'],
  ['pt-MZ', 'pt'],
  ['sw-TZ', 'sw'],
] as const) {
  test.describe(`a ${browser} browser`, () => {
    test.use({ locale: browser });

    test(`an admin signs in, walks every tab and opens a contribution's details in ${lang}`, {
      tag: '@phone-only',
    }, async ({ page }) => {
      // Eight tabs, each scanned by axe, and a sign-in's password check: three times the usual minute on a loaded machine.
      test.slow();
      const words = catalogueOf(lang);
      const admin = createAdminAccount();
      await page.goto('/admin/login');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { name: words.admin_login_title })).toBeVisible();
      await expectToFitTheScreen(page, `the admin sign-in in ${lang}`);
      await page.getByLabel(words.login_email).fill(admin.email);
      await page.getByLabel(words.login_password, { exact: true }).fill(admin.password);
      await page.getByRole('button', { name: words.admin_sign_in }).click();
      await expect(page).toHaveURL(/\/admin\/pamoja-control-panel$/, { timeout: 30_000 });
      await expect(page.getByRole('heading', { name: words.admin_dashboard_title, level: 1 })).toBeVisible();

      const nav = page.getByRole('navigation', { name: words.admin_sections });
      for (const tab of TABS) {
        const name = words[`admin_tab_${tab}`];
        await nav.getByRole('link', { name, exact: true }).click();
        await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
        await expect(page.getByRole('heading', { name, level: 2, exact: true })).toBeAttached();
        await expect(page.getByRole('main')).not.toContainText(ENGLISH);
        await expectToFitTheScreen(page, `the ${tab} tab in ${lang}`);
        await expectNoSeriousA11yViolations(page);
      }

      await nav.getByRole('link', { name: words.admin_tab_contributions, exact: true }).click();
      const viewDetails = words.admin_view_details_label.split('{')[0].trim();
      await page.getByRole('link', { name: viewDetails }).first().click();
      const details = page.locator('section[aria-labelledby="contribution-details-heading"]');
      await expect(details.getByRole('link', { name: words.admin_close_details })).toBeVisible();
      await expect(details.getByText(words.admin_fact_payment_status, { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('main')).not.toContainText(ENGLISH);
      await expectToFitTheScreen(page, `a contribution's details in ${lang}`);
      await expectNoSeriousA11yViolations(page);
    });
  });
}
