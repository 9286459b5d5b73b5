import type { Page } from '@playwright/test';
import { openTab, signInAsNewAdmin } from './admin-fixtures';
import { giveByCard, giveConfirmedWalletGift } from './campaign-fixtures';
import { expectNoSeriousA11yViolations, waitForHydration, waitForMail } from './fixtures';
import { expect, test } from './playwright-utils';
import { expectNoSplitWords, expectToFitTheScreen } from './text-fit';

/** The family's Request Payout dialog, opened from the campaign page's manage card. */
async function openRequestPayoutDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Request Payout' });
  // The manage card is its own lazy chunk and hydrates after the page: on a loaded machine the first click can land
  // on its server-rendered button before React has taken it (CI, desktop). Click again until the dialog opens.
  await expect(async () => {
    if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Request Payout' }).click();
    await expect(dialog).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  return dialog;
}

test('the organizer reads the payout statement, requests the payout once, then asks for a nominee change', async ({
  page,
  organizer,
  campaign,
}) => {
  await giveByCard(organizer.request, campaign.id, '5000');
  await giveConfirmedWalletGift(organizer.request, campaign.id, {
    contributorName: 'Njeri Wambui',
    memory: 'Rest well, Mzee.',
  });
  await organizer.signInTo(page);
  await page.goto(`/campaign/${campaign.customUrl}`);
  await waitForHydration(page);

  const dialog = await openRequestPayoutDialog(page);
  // KES 5,000 by card: 6% platform fee 300, processing 145 + 37.50 (0.30 USD at 125) = 182.50, paid 4,517.50.
  const statement = dialog.getByRole('region', { name: 'Payout statement' });
  await expect(statement.getByText('To be paid')).toBeVisible();
  await expect(statement.getByText(/KES\s4,517\.50/)).toBeVisible();
  await expect(statement.getByText('Mobile wallet gifts, already received directly')).toBeVisible();
  await expect(statement.getByText(/KES\s1,500/)).toBeVisible();
  await expectNoSplitWords(page, 'the Request Payout dialog and its statement');
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole('button', { name: 'Request Payout' }).click();
  await expect(page.getByText('Payout request submitted')).toBeVisible();
  await expect(page.getByText('Our admin team will process your payout request')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The card now says a request is being processed, and a second one is refused by the server as well.
  await expect(page.getByText(/already being processed/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request Payout' })).toHaveCount(0);
  const second = await organizer.request.post('/api/campaigns/request-payout', {
    data: { campaignId: campaign.id, type: 'payout' },
  });
  expect(second.status()).toBe(409);
  const mail = await waitForMail(organizer.email, { matching: /Payout requested for/ });
  expect(mail.decoded).toContain('You requested the payout');

  // A nominee change: the reason is required, then the request waits for the admin team.
  const changeButton = page.getByRole('button', { name: 'Request Nominee Change' });
  await changeButton.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Request Nominee Change' }).click();
  const reason = dialog.getByLabel('Why should the payout go to someone else?');
  await expect(dialog.getByText('Please tell us why the payout should go to someone else')).toBeVisible();
  await expect(reason).toBeFocused();
  await reason.fill('Akinyi is unwell; her daughter Auma receives for the family.');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Request Nominee Change' }).click();
  await expect(page.getByText('Nominee change request submitted')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(changeButton).toBeFocused();

  // The dashboard tells the same story.
  await page.goto('/dashboard');
  const card = page.getByRole('listitem').filter({ hasText: campaign.deceasedName });
  await expect(card.getByText('Pending Payout', { exact: true })).toBeVisible();
  await expect(card.getByText('Payout requested, being processed')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a gift after a completed payout is paid by a second: the family requests again, the admin pays it, and the statement shows both (issue 29)', {
  tag: '@phone-only',
}, async ({ page, browser, organizer, campaign }) => {
  test.slow();
  const today = new Date().toISOString().slice(0, 10);
  // The first payout: KES 5,000 by card, requested by the family and paid by the admin.
  await giveByCard(organizer.request, campaign.id, '5000');
  const requested = await organizer.request.post('/api/campaigns/request-payout', {
    data: { campaignId: campaign.id, type: 'payout' },
  });
  expect(requested.status(), await requested.text()).toBe(201);
  await signInAsNewAdmin(page);
  const firstPaid = await page.request.post(`/api/admin/campaigns/${campaign.id}/complete-payout`, {
    data: { reference: 'QFIRST0001', date: today },
  });
  expect(firstPaid.status(), await firstPaid.text()).toBe(200);

  // A relative gives KES 2,000 after it: 6% platform fee 120, processing 58 + 37.50, so 1,784.50 to pay.
  await giveByCard(organizer.request, campaign.id, '2000');

  // The family, on its own phone, asks again.
  const familyContext = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true });
  const family = await familyContext.newPage();
  await organizer.signInTo(family);
  await family.goto(`/campaign/${campaign.customUrl}`);
  await waitForHydration(family);
  await expect(family.getByText(/KES\s4,517\.50 reached/)).toBeVisible();
  const dialog = await openRequestPayoutDialog(family);
  await expect(
    dialog.getByRole('region', { name: 'Payout statement' }).getByText(/KES\s1,784\.50/),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(family);
  await dialog.getByRole('button', { name: 'Request Payout' }).click();
  await expect(family.getByText('Payout request submitted')).toBeVisible();
  await familyContext.close();

  // The admin pays it from the Payouts tab, the amount owed offered.
  await page.reload();
  await openTab(page, 'Payouts');
  await page.getByRole('searchbox', { name: 'Search by campaign or recipient' }).fill(campaign.deceasedName);
  await page.getByRole('button', { name: 'Search' }).click();
  const waiting = page
    .getByRole('row', { name: new RegExp(campaign.deceasedName) })
    .filter({ hasText: 'Pending' });
  await expect(waiting).toHaveCount(1);
  await waiting.locator('summary', { hasText: 'Complete Payout' }).click();
  const form = waiting.getByRole('form', { name: `Complete payout of campaign #${campaign.id}` });
  await expect(form.getByLabel('Amount sent (KES)')).toHaveValue('1784.50');
  await form.getByLabel('Transfer reference').fill('QSECOND002');
  await expectToFitTheScreen(page, 'the Complete Payout form');
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Complete Payout' }).click();
  await expect(page.getByText('Payout completed successfully')).toBeVisible();

  // The statement shows both payouts, each with what it owed and paid.
  const statement = await page.request.get(`/api/admin/campaigns/${campaign.id}/statement`);
  expect(statement.status()).toBe(200);
  const text = await statement.text();
  expect(text).toMatch(/Payout #\d+, requested [\d-]+: completed [\d-]+, transfer reference QFIRST0001/);
  expect(text).toContain('  KES: owed KES 4517.50, paid KES 4517.50');
  expect(text).toMatch(/Payout #\d+, requested [\d-]+: completed [\d-]+, transfer reference QSECOND002/);
  expect(text).toContain('  KES: owed KES 1784.50, paid KES 1784.50');
});
