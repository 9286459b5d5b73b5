import { contributionCount, tributesOf } from '../e2e/campaign-fixtures';
import { expectNoSeriousA11yViolations, waitForHydration, waitForMail } from '../e2e/fixtures';
import {
  CAMPAIGN,
  expect,
  giveByCardUntilPayment,
  settleAtTheBank,
  test,
  uniqueGiver,
} from './stripe-fixtures';

// A Lisbon visitor: the wizard offers euros, in which a Stripe Dashboard with Multibanco on lets it be paid.
test.use({ timezoneId: 'Europe/Lisbon' });

test('a Multibanco voucher waits for the giver’s payment, never “failed”, then counts when it is paid (issue 29 item 7)', async ({
  page,
}, testInfo) => {
  await page.goto(CAMPAIGN);
  await waitForHydration(page);
  const countBefore = await contributionCount(page);
  const giver = uniqueGiver(testInfo.project.name, 'Voucher');
  const wizard = await giveByCardUntilPayment(page, giver, { currency: 'EUR', amountLabel: '€25' });
  await wizard.getByRole('radio', { name: 'Multibanco' }).check();
  await expect(wizard.getByLabel('Card number')).toBeHidden();
  const confirmed = page.waitForResponse(/api\.stripe\.com\/v1\/payment_intents\/\w+\/confirm$/);
  await wizard.getByRole('button', { name: /^Contribute / }).click();
  const intent = (await (await confirmed).json()) as { id: string; status: string };
  expect(intent.status).toBe('requires_action');

  // Stripe.js shows the voucher; the giver notes it and closes it.
  const voucher = page.frameLocator('iframe[title="Multibanco voucher"]');
  await expect(voucher.getByText('Entity: 12345')).toBeVisible();
  await expect(voucher.getByText(/Reference: \d{9}/)).toBeVisible();
  await voucher.getByRole('button', { name: 'Close' }).click();

  await expect(wizard.getByRole('heading', { name: 'Waiting for your payment' })).toBeVisible();
  await expect(wizard.getByText(/Use the reference and amount you were just shown/)).toBeVisible();
  // Closed on a phone, the voucher is still one tap away: Stripe's hosted page of it.
  await expect(wizard.getByRole('link', { name: 'See the payment details again' })).toHaveAttribute(
    'href',
    new RegExp(`/fake/voucher/${intent.id}$`),
  );
  await expect(wizard.getByText(`we send your receipt to ${giver.email}`, { exact: false })).toBeVisible();
  await expect(page.getByText(/failed/i)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await wizard.getByRole('button', { name: 'Close' }).last().click();
  await expect(tributesOf(page).getByText(giver.name)).toHaveCount(0);

  // Days later the giver pays at a cash machine: Stripe's webhook records the gift and sends the receipt.
  await settleAtTheBank(intent.id);
  const receipt = await waitForMail(giver.email);
  expect(receipt.decoded).toContain('Thank you for honoring');
  await page.reload();
  await waitForHydration(page);
  await expect(tributesOf(page).getByText(giver.name)).toBeVisible();
  expect(await contributionCount(page)).toBe(countBefore + 1);
});
