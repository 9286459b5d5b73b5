import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect } from './playwright-utils';

/** An admin made the way an operator makes one: `npm run admin:create`, which asks the running server to do it. */
export function createAdminAccount() {
  const email = `admin-${randomBytes(4).toString('hex')}@example.com`;
  const password = `admin password ${randomBytes(6).toString('hex')}`;
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/admin-create.ts', '--email', email, '--password', password],
    {
      env: { ...process.env, DATA_DIR: '.tmp/e2e-data', NODE_ENV: 'test' },
      stdio: 'pipe',
    },
  );
  return { email, password };
}

export async function openTab(page: Page, label: string) {
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  await nav.getByRole('link', { name: label, exact: true }).click();
  await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
}

/** An admin made with admin:create, signed in through the form (after a wrong password) in `page`. */
export async function signInAsNewAdmin(page: Page) {
  const admin = createAdminAccount();
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toContainText('Login failed: Invalid credentials');
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/pamoja-control-panel$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}
