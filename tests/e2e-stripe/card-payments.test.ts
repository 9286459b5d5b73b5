import type { Page } from '@playwright/test';
import { tributesOf } from '../e2e/campaign-fixtures';
import { expectNoSeriousA11yViolations, waitForHydration } from '../e2e/fixtures';
import {
  CAMPAIGN,
  expect,
  giveByCardUntilPayment,
  settleAtTheBank,
  test,
  uniqueGiver,
} from './stripe-fixtures';

// A New York visitor: the wizard offers dollars, which Stripe also lets a US bank account pay.
test.use({ timezoneId: 'America/New_York' });

test('a declined card, then a good one, in the same wizard (issue 12)', async ({ page }, testInfo) => {
  const giver = uniqueGiver(testInfo.project.name, 'Retry');
  const wizard = await giveByCardUntilPayment(page, giver);
  const cardNumber = wizard.getByLabel('Card number');
  await cardNumber.fill('4000 0000 0000 0002');
  await expectNoSeriousA11yViolations(page);
  await wizard.getByRole('button', { name: /^Contribute / }).click();
  await expect(wizard.getByRole('alert')).toHaveText('Your card was declined.');
  await expect(page.getByText('Payment failed')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await cardNumber.fill('4242 4242 4242 4242');
  await wizard.getByRole('button', { name: /^Contribute / }).click();
  await expect(wizard.getByRole('heading', { name: /^Thank you, Retry/ })).toBeVisible();
  await expect(wizard.getByText(`A receipt is on its way to ${giver.email}.`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await wizard.getByRole('button', { name: 'Close' }).last().click();
  await expect(tributesOf(page).getByText(giver.name)).toBeVisible();
});

test('a bank debit still processing is shown as pending, then counted when its webhook arrives (issue 12 item 7)', async ({
  page,
}, testInfo) => {
  const giver = uniqueGiver(testInfo.project.name, 'Bank');
  const wizard = await giveByCardUntilPayment(page, giver);
  await wizard.getByRole('radio', { name: 'US bank account' }).check();
  await wizard.getByLabel('Account number').fill('000123456789');
  const confirmed = page.waitForResponse(/api\.stripe\.com\/v1\/payment_intents\/\w+\/confirm$/);
  await wizard.getByRole('button', { name: /^Contribute / }).click();
  const intent = (await (await confirmed).json()) as { id: string; status: string };
  expect(intent.status).toBe('processing');

  await expect(wizard.getByRole('heading', { name: 'Your bank is confirming the payment' })).toBeVisible();
  await expect(wizard.getByText(/Once it is confirmed we send your receipt/)).toBeVisible();
  await expect(wizard.getByText(/receipt is on its way/)).toHaveCount(0);
  await expect(page.getByText('Payment pending')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // Closed, the giving page leads on to the campaign page, where the gift shows once the bank has confirmed it.
  await wizard.getByRole('button', { name: 'Close' }).last().click();
  await expect(page).toHaveURL(new RegExp(`${CAMPAIGN}$`));
  await expect(tributesOf(page).getByText(giver.name)).toHaveCount(0);

  await settleAtTheBank(intent.id);
  await page.reload();
  await expect(tributesOf(page).getByText(giver.name)).toBeVisible();
});

test('back from the bank’s authentication page to the giving page, the payment is confirmed on load, once (issue 12 item 6)', async ({
  page,
}, testInfo) => {
  const giver = uniqueGiver(testInfo.project.name, 'Secure');
  const confirmations = countConfirmations(page);
  await payThroughTheBank(page, giver);

  // Back on the giving page, whose address no longer carries what Stripe added to it.
  await expect(page).toHaveURL(/\/give\/\d+$/);
  await expect(page.getByRole('dialog').getByRole('heading', { name: /^Thank you, Secure/ })).toBeVisible();
  await expect(page.getByText('Payment Successful')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(confirmations).toHaveLength(1);

  // A reload confirms nothing again and opens no wizard.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(confirmations).toHaveLength(1);

  await page.goto(CAMPAIGN);
  await expect(tributesOf(page).getByText(giver.name)).toBeVisible();
});

/** The requests asking the server to confirm a payment on the giver's return, as they are sent. */
function countConfirmations(page: Page) {
  const confirmations: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/stripe/confirm-payment')) confirmations.push(request.url());
  });
  return confirmations;
}

/** A card that asks the bank's authentication (3-D Secure), completed there. */
async function payThroughTheBank(page: Page, giver: { name: string; email: string }) {
  const wizard = await giveByCardUntilPayment(page, giver);
  await wizard.getByLabel('Card number').fill('4000 0027 6000 3184');
  await wizard.getByRole('button', { name: /^Contribute / }).click();
  await expect(page).toHaveTitle('Test authentication');
  await page.getByRole('link', { name: 'Complete' }).click();
}

test('a payment form that cannot load says so, tries again, and lets the giver go back (issue 12 item 11)', async ({
  page,
}, testInfo) => {
  // First Stripe.js itself is blocked, then the Payment Element fails to load once.
  await page.route('https://js.stripe.com/v3/**', (route) => route.abort('blockedbyclient'), { times: 1 });
  await page.route(
    /api\.stripe\.com\/v1\/payment_intents\/\w+\?/,
    (route) =>
      route.fulfill({
        status: 500,
        headers: { 'access-control-allow-origin': '*' },
        json: { error: { type: 'api_error', message: 'An unknown error occurred' } },
      }),
    { times: 1 },
  );
  const wizard = await giveByCardUntilPayment(page, uniqueGiver(testInfo.project.name, 'Offline'));
  const failure = wizard.getByRole('alert').filter({ hasText: 'The payment form could not load.' });
  await expect(failure).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const elementLoad = page.waitForResponse(/api\.stripe\.com\/v1\/payment_intents\/\w+\?/);
  await wizard.getByRole('button', { name: 'Try again' }).click();
  expect((await elementLoad).status()).toBe(500);
  await expect(failure).toBeVisible();
  await wizard.getByRole('button', { name: 'Try again' }).click();
  await expect(wizard.getByLabel('Card number')).toBeVisible();
  await expect(failure).toHaveCount(0);
  await expect(wizard.getByRole('button', { name: /^Contribute / })).toBeEnabled();

  await wizard.getByRole('button', { name: 'Back' }).click();
  await expect(wizard.getByRole('button', { name: 'Continue to Payment' })).toBeVisible();
});
