import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, setSiteMenuOpen, waitForHydration } from '../e2e/fixtures';
import { E2E_OIDC_PORT } from '../e2e/ports';

async function nextGoogleIdentity(claims: Record<string, unknown>) {
  const response = await fetch(`http://127.0.0.1:${E2E_OIDC_PORT}/__next-identity`, {
    method: 'POST',
    body: JSON.stringify(claims),
  });
  expect(response.ok).toBe(true);
}

async function expectGreeting(page: Page, name: string) {
  await setSiteMenuOpen(page, true);
  await expect(page.getByText(`Hello, ${name}`).filter({ visible: true })).toBeVisible();
}

test('a new organizer signs up with Google and lands on My Campaigns', async ({ page }, testInfo) => {
  const email = `efua.${testInfo.project.name}.${Date.now()}@example.com`;
  await nextGoogleIdentity({
    sub: `google-${testInfo.project.name}-${Date.now()}`,
    email,
    email_verified: true,
    given_name: 'Efua',
    family_name: 'Asante',
  });
  await page.goto('/signup');
  await waitForHydration(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You have no campaigns yet' })).toBeVisible();
  await expectGreeting(page, 'Efua Asante');
});

test('an organizer with a verified account signs in with Google from the sign-in page', async ({
  page,
  request,
}, testInfo) => {
  const email = `yaw.${testInfo.project.name}.${Date.now()}@example.com`;
  const registered = await request.post('/api/auth/register', {
    data: {
      firstName: 'Yaw',
      lastName: 'Boateng',
      email,
      country: 'GH',
      phone: '+233201234567',
      password: 'yaw-secret',
    },
  });
  expect(registered.status()).toBe(201);
  await nextGoogleIdentity({
    sub: `google-yaw-${testInfo.project.name}-${Date.now()}`,
    email,
    email_verified: true,
  });
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expectGreeting(page, 'Yaw Boateng');
});

test('a Google account without a verified e-mail is refused with a clear message', async ({
  page,
}, testInfo) => {
  await nextGoogleIdentity({
    sub: `google-unverified-${testInfo.project.name}-${Date.now()}`,
    email: `ama.${testInfo.project.name}.${Date.now()}@example.com`,
    email_verified: false,
  });
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your Google account has no verified email address').first()).toBeVisible();
});
