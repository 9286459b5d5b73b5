import sharp from 'sharp';
import { giveConfirmedWalletGift } from './campaign-fixtures';
import { expectNoSeriousA11yViolations, waitForHydration } from './fixtures';
import { expect, test } from './playwright-utils';

/** A receipt photographed on a phone: a JPEG as the camera sends it. */
async function receiptPhoto(name: string) {
  const buffer = await sharp({
    create: { width: 1200, height: 1600, channels: 3, background: '#f5f5f0' },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/**
 * Issue 34 items 1 and 2: the family plans a funeral budget of four lines, records two payments with receipt photos,
 * and shows it on the page; a visitor sees planned, raised and spent, and opens a receipt.
 */
test('the family builds a funeral budget with receipts and shows it; a visitor reads it and opens a receipt', {
  tag: '@phone-only',
}, async ({ page, browser, organizer, campaign }) => {
  test.setTimeout(180_000);
  await giveConfirmedWalletGift(organizer.request, campaign.id, {
    contributorName: 'Wanjiru Kamau',
    memory: 'For the family, with love.',
  });
  await organizer.signInTo(page);
  await page.goto(`/family/${campaign.id}`);
  await page.getByRole('link', { name: 'Budget' }).click();
  await expect(page).toHaveURL(new RegExp(`/family/${campaign.id}/budget$`));
  await waitForHydration(page);
  await expect(page.getByText('Private: only the family sees this budget.')).toBeVisible();

  const addForm = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Add to the budget' }) });
  const lines: Array<[string, string, string]> = [
    ['Mortuary', '', '30000'],
    ['Coffin or casket', 'Casket and wreaths', '45000'],
    ['Transport or repatriation', 'Bus from Nairobi', '20000'],
    ['Catering', 'Food for 300', '60000'],
  ];
  // A wrong amount first: refused beside the field, the rest kept.
  await addForm.getByLabel('What it is for').selectOption({ label: 'Mortuary' });
  await addForm.getByLabel(/Planned amount/).fill('thirty thousand');
  await addForm.getByRole('button', { name: 'Add to the budget' }).click();
  await expect(addForm.getByText('Enter the amount in figures')).toBeVisible();
  await expect(addForm.getByLabel(/Planned amount/)).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);
  for (const [category, description, amount] of lines) {
    await addForm.getByLabel('What it is for').selectOption({ label: category });
    await addForm.getByLabel('In your words (optional)').fill(description);
    await addForm.getByLabel(/Planned amount/).fill(amount);
    await addForm.getByRole('button', { name: 'Add to the budget' }).click();
    await expect(page.getByText('The line was added to the budget.')).toBeVisible();
    await expect(
      page
        .getByRole('paragraph')
        .filter({ hasText: description || category })
        .first(),
    ).toBeVisible();
  }

  const recordForm = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Record payment' }) });
  const payments: Array<[string, string, string, string]> = [
    ['Mortuary', '30000', 'City Mortuary', 'IMG_20261127_101500.jpg'],
    ['Casket and wreaths', '42500', 'Kariokor Caskets', 'IMG_20261127_113000.jpg'],
  ];
  for (const [line, amount, paidTo, photo] of payments) {
    await recordForm.getByLabel('Budget line').selectOption({ label: line });
    await recordForm.getByLabel(/Amount paid/).fill(amount);
    await recordForm.getByLabel('Paid to').fill(paidTo);
    await recordForm.getByLabel('Receipt photo (optional)').setInputFiles(await receiptPhoto(photo));
    await recordForm.getByRole('button', { name: 'Record payment' }).click();
    await expect(page.getByText('The payment was recorded.')).toBeVisible();
  }
  await expect(page.getByRole('link', { name: /Open the receipt/ })).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);

  await page.getByRole('button', { name: 'Show the budget on the page' }).click();
  await expect(page.getByText('The budget is now on the campaign page')).toBeVisible();

  // A visitor, on a phone, reads it on the campaign page.
  const visitorContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/campaign/${campaign.customUrl}`);
  await waitForHydration(visitor);
  const budget = visitor.getByRole('region', { name: 'Funeral budget' });
  await expect(budget).toBeVisible();
  const figure = (name: string) => budget.locator(`[data-figure="${name}"] strong`);
  await expect(figure('planned')).toContainText('155,000');
  await expect(figure('spent')).toContainText('72,500');
  // "Raised" is the page's own online total, the same figure as the progress above.
  const raisedOnPage = await visitor
    .getByRole('region', { name: 'Fundraising progress' })
    .first()
    .textContent();
  const raised = (await figure('raised').textContent()) ?? '';
  expect(raised).not.toBe('');
  expect(raisedOnPage).toContain(raised);
  await expect(budget).toContainText('Bus from Nairobi');
  await expect(budget).toContainText('Kariokor Caskets');
  await expectNoSeriousA11yViolations(visitor);
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBe(360);

  const receiptLink = budget.getByRole('link', { name: /Open the receipt: .*Kariokor Caskets/ });
  await receiptLink.click();
  await expect(visitor).toHaveURL(/\/receipt\/\d+$/);
  const shown = await visitor.request.get(visitor.url());
  expect(shown.status()).toBe(200);
  expect(shown.headers()['content-type']).toBe('image/webp');
  const { width } = await sharp(await shown.body()).metadata();
  expect(width).toBeGreaterThan(0);
  await visitorContext.close();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the family plans a line, records a payment with its receipt photo, edits it and makes the budget public with plain forms', {
    tag: '@phone-only',
  }, async ({ page, organizer, campaign }) => {
    test.setTimeout(120_000);
    await organizer.signInTo(page);
    await page.goto(`/family/${campaign.id}/budget`);
    const addForm = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Add to the budget' }) });
    await addForm.getByLabel('What it is for').selectOption({ label: 'Venue and tents' });
    await addForm.getByLabel(/Planned amount/).fill('25000');
    await addForm.getByRole('button', { name: 'Add to the budget' }).click();
    await expect(page.getByText('The line was added to the budget.')).toBeVisible();

    const recordForm = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Record payment' }) });
    await recordForm.getByLabel('Budget line').selectOption({ label: 'Venue and tents' });
    await recordForm.getByLabel(/Amount paid/).fill('24000');
    await recordForm.getByLabel('Paid to').fill('Tents for Hire Ltd');
    await recordForm.getByLabel('Receipt photo (optional)').setInputFiles(await receiptPhoto('receipt.jpg'));
    await recordForm.getByRole('button', { name: 'Record payment' }).click();
    await expect(page.getByText('The payment was recorded.')).toBeVisible();
    await expect(page.getByRole('link', { name: /Open the receipt/ })).toHaveCount(1);

    await page
      .locator('summary')
      .filter({ hasText: /^Edit Tents for Hire Ltd/ })
      .click();
    const editForm = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Save changes' }) })
      .last();
    await editForm.getByLabel(/Amount paid/).fill('24500');
    await editForm.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('The payment was changed. It shows as edited.')).toBeVisible();
    await expect(page.getByText(/· edited/)).toBeVisible();
    // The receipt was kept through the edit.
    await expect(page.getByRole('link', { name: /Open the receipt/ })).toHaveCount(1);

    await page.getByRole('button', { name: 'Show the budget on the page' }).click();
    await expect(page.getByText('The budget is now on the campaign page')).toBeVisible();
  });
});
