import { giveByCard, giveConfirmedWalletGift } from './campaign-fixtures';
import { expectNoSeriousA11yViolations, waitForHydration, waitForMail } from './fixtures';
import { expect, test } from './playwright-utils';

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

  const dialog = page.getByRole('dialog', { name: 'Request Payout' });
  // The manage card is its own lazy chunk and hydrates after the page: on a loaded machine the first click can land
  // on its server-rendered button before React has taken it (CI, desktop). Click again until the dialog opens.
  await expect(async () => {
    if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Request Payout' }).click();
    await expect(dialog).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  // KES 5,000 by card: 6% platform fee 300, processing 145 + 37.50 (0.30 USD at 125) = 182.50, paid 4,517.50.
  const statement = dialog.getByRole('region', { name: 'Payout statement' });
  await expect(statement.getByText('To be paid')).toBeVisible();
  await expect(statement.getByText(/KES\s4,517\.50/)).toBeVisible();
  await expect(statement.getByText('Mobile wallet gifts, already received directly')).toBeVisible();
  await expect(statement.getByText(/KES\s1,500/)).toBeVisible();
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
  await expect(card.getByText('Pending Payout')).toBeVisible();
  await expect(card.getByText('Payout requested, being processed')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
