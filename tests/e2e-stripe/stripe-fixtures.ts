import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';
import { openGivingPage, waitForHydration } from '../e2e/fixtures';
import { E2E_FAKE_STRIPE_CONTROL_PORT, E2E_FAKE_STRIPE_PORT } from '../e2e/ports';

export { expect };

const FAKE_STRIPE_JS = fileURLToPath(new URL('../setup/fake-stripe-js.js', import.meta.url));

/**
 * Stripe's hosts in the browser: js.stripe.com serves the Stripe.js stand-in and api.stripe.com is answered by the
 * fake Stripe, so the page loads and calls them under its own Content-Security-Policy, as in production.
 */
async function routeStripeHosts(page: Page) {
  await page.route('https://js.stripe.com/v3/**', (route) =>
    route.fulfill({ path: FAKE_STRIPE_JS, contentType: 'text/javascript; charset=utf-8' }),
  );
  await page.route('https://api.stripe.com/**', async (route) => {
    const { pathname, search } = new URL(route.request().url());
    const response = await route.fetch({
      url: `http://127.0.0.1:${E2E_FAKE_STRIPE_PORT}${pathname}${search}`,
    });
    await route.fulfill({ response });
  });
}

export const test = base.extend({
  page: async ({ page }, use) => {
    await routeStripeHosts(page);
    await use(page);
  },
});

/**
 * The bank answers a payment that was `processing`, or the giver pays their voucher; returns once the app has been
 * sent the webhooks.
 */
export async function settleAtTheBank(paymentIntentId: string) {
  const response = await fetch(
    `http://127.0.0.1:${E2E_FAKE_STRIPE_CONTROL_PORT}/settle/${paymentIntentId}?outcome=succeeded`,
    { method: 'POST' },
  );
  expect(response.status, await response.text()).toBe(200);
}

export const CAMPAIGN = '/campaign/rip-amara-okafor';

export function uniqueGiver(project: string, label: string) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  return {
    name: `${label} ${project} ${stamp}`,
    email: `${label.toLowerCase()}-${project}-${stamp}@example.com`,
  };
}

/** From "Contribute Now" (the giving page, decision 036) to Stripe's payment step, giving 25 in the visitor's currency with a short memory. */
export async function giveByCardUntilPayment(
  page: Page,
  giver: { name: string; email: string },
  { currency = 'USD', amountLabel = '$25' }: { currency?: string; amountLabel?: string } = {},
) {
  await page.goto(CAMPAIGN);
  await waitForHydration(page);
  await openGivingPage(page);
  await page.getByRole('button', { name: /Debit\/Credit Card/ }).click();
  const wizard = page.getByRole('dialog');
  await wizard.getByRole('button', { name: 'Begin' }).click();
  await wizard.getByLabel('Your name').fill(giver.name);
  await wizard.getByRole('button', { name: 'Continue' }).click();
  await wizard.getByLabel('Email address').fill(giver.email);
  await wizard.getByRole('button', { name: 'Continue' }).click();
  await wizard.getByRole('button', { name: 'Close friend' }).click();
  await wizard.getByRole('textbox', { name: `Amount (${currency})`, exact: false }).fill('25');
  await wizard.getByRole('button', { name: 'Continue' }).click();
  await wizard.getByLabel(/Your memory or tribute/).fill('Go well, Mama Amara.');
  await wizard.getByRole('button', { name: 'Continue' }).click();
  await wizard.getByRole('button', { name: 'Skip' }).click();
  await wizard.getByRole('button', { name: 'Show my contribution amount' }).click();
  await wizard.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(
    wizard.getByRole('heading', { name: `Contribute ${amountLabel}`, exact: false }),
  ).toBeVisible();
  await expect(wizard.getByText('Secured by Stripe')).toBeVisible();
  return wizard;
}
