import { giveByCard } from './campaign-fixtures';
import { expectNoSeriousA11yViolations, waitForHydration } from './fixtures';
import { expect, test } from './playwright-utils';

test.use({ timezoneId: 'Africa/Nairobi' });

test('the organizer shares access with the recipient, who confirms a wallet gift, edits the tribute and requests the payout from their own phone', {
  tag: '@phone-only',
}, async ({ page, browser, organizer, campaign }) => {
  // One journey across two browsers: the phone is what recipients have.
  // Two devices, seven pages and five accessibility scans: more than a minute on a loaded machine.
  test.slow();
  const campaignPath = `/campaign/${campaign.customUrl}`;

  // A wallet gift waits for confirmation: the recipient is the one who sees the money arrive.
  const gift = await organizer.request.post('/api/contribute', {
    data: {
      campaignId: campaign.id,
      contributorName: 'Achieng Odhiambo',
      contributorEmail: 'achieng@example.com',
      amount: 3000,
      currency: 'KES',
      memory: 'He carried me to school on his bicycle.',
      mobileWalletDetails: { confirmationCode: 'RKT5PLM2QA' },
    },
  });
  expect(gift.status(), await gift.text()).toBe(201);
  await giveByCard(organizer.request, campaign.id, '5000');

  // The organizer shares with the recipient and copies the message for WhatsApp.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await organizer.signInTo(page);
  await page.goto(campaignPath);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Share with Recipient' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share with Recipient' });
  await expect(dialog.getByText('any code shared before stops working')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Create access code' }).click();
  const accessCode = (await dialog.getByTestId('recipient-access-code').textContent()) ?? '';
  expect(accessCode).toMatch(/^[A-HJKMNP-Z2-9]{5}-[A-HJKMNP-Z2-9]{5}$/);
  await expect(dialog.getByRole('link', { name: 'Send on WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/254711000222\?text=/,
  );
  await dialog.getByRole('button', { name: 'Copy message' }).click();
  await expect(page.getByText('Message copied')).toBeVisible();
  const message = await page.evaluate(() => navigator.clipboard.readText());
  expect(message).toContain(accessCode);
  const privateLink = /https?:\/\/\S+\/recipient-access\?code=\S+/.exec(message)?.[0] ?? '';
  expect(privateLink).toContain(accessCode);
  await expectNoSeriousA11yViolations(page);

  // The recipient, in a fresh browser on their own phone, opens the private link and types the local number.
  const recipientContext = await browser.newContext({
    viewport: { width: 360, height: 740 },
    hasTouch: true,
  });
  const phone = await recipientContext.newPage();
  await phone.goto(new URL(privateLink).pathname + new URL(privateLink).search);
  await waitForHydration(phone);
  await expect(phone).toHaveURL(/\/recipient-access$/);
  await expect(phone.getByLabel('Access code')).toHaveValue(accessCode);
  await expectNoSeriousA11yViolations(phone);

  await phone.getByRole('button', { name: 'Access Campaign' }).click();
  await expect(phone.getByRole('alert')).toContainText('Missing information');
  await phone.getByLabel('Phone number').fill('0733 000 999');
  await phone.getByRole('button', { name: 'Access Campaign' }).click();
  await expect(phone.getByRole('alert')).toContainText('Invalid access code or phone number');

  await phone.getByLabel('Phone number').fill('0711 000222');
  await phone.getByRole('button', { name: 'Access Campaign' }).click();
  await expect(phone.getByText('Access granted.')).toBeVisible();
  await expect(phone).toHaveURL(new RegExp(`${campaignPath}\\?recipient_access$`));
  await waitForHydration(phone);

  const manage = phone.getByRole('region', { name: 'Manage this campaign' });
  await expect(manage.getByRole('link', { name: 'Edit Campaign' })).toBeVisible();
  await expect(manage.getByRole('button', { name: 'Share with Recipient' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(phone);

  // The money arrived on their phone: they confirm it, and it counts (5,000 by card + 3,000).
  const pending = phone
    .getByRole('region', { name: 'Contributions to review' })
    .getByRole('listitem')
    .filter({ hasText: 'Achieng Odhiambo' });
  await pending.getByRole('button', { name: 'Confirm received' }).click();
  await expect(phone.getByText('Contribution confirmed')).toBeVisible();
  await expect(phone.getByTestId('total-raised')).toContainText('8,000');

  // They edit the tribute through the same page the organizer uses.
  await manage.getByRole('link', { name: 'Edit Campaign' }).click();
  await waitForHydration(phone);
  const tribute = 'Baba Otieno mended every bicycle in Kisumu and never took a shilling for it.';
  await phone.getByLabel('Tribute Message').fill(tribute);
  await phone.getByRole('button', { name: 'Update Campaign' }).click();
  await expect(phone).toHaveURL(new RegExp(campaignPath));
  await expect(phone.getByText(tribute)).toBeVisible();

  // They ask for the money: the organizer then sees it requested, and a second request is refused.
  await waitForHydration(phone);
  await phone.getByRole('button', { name: 'Request Payout' }).click();
  const payout = phone.getByRole('dialog', { name: 'Request Payout' });
  await expect(payout.getByRole('region', { name: 'Payout statement' })).toBeVisible();
  await payout.getByRole('button', { name: 'Request Payout' }).click();
  await expect(phone.getByText('Payout request submitted')).toBeVisible();
  await recipientContext.close();

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText(/already being processed/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request Payout' })).toHaveCount(0);
  const second = await organizer.request.post('/api/campaigns/request-payout', {
    data: { campaignId: campaign.id, type: 'payout' },
  });
  expect(second.status()).toBe(409);
});

test('when the organizer changes where the money goes, the recipient on their phone is out at once and the organizer is given the message for the old number; the recipient could change the words, not the payee or the end date', {
  tag: '@phone-only',
}, async ({ page, browser, organizer, campaign }) => {
  test.slow();
  const shared = await organizer.request.post(`/api/campaigns/${campaign.id}/share-recipient`, { data: {} });
  expect(shared.status(), await shared.text()).toBe(201);
  const { accessCode } = (await shared.json()) as { accessCode: string };

  const recipientContext = await browser.newContext({
    viewport: { width: 360, height: 740 },
    hasTouch: true,
  });
  const phone = await recipientContext.newPage();
  await phone.goto(`/recipient-access?code=${accessCode}`);
  await waitForHydration(phone);
  await phone.getByLabel('Phone number').fill('0711 000222');
  await phone.getByRole('button', { name: 'Access Campaign' }).click();
  await expect(phone.getByText('Access granted.')).toBeVisible();

  // The recipient's edit form: the words are theirs to change, the payee, the payout and the end date are not.
  await phone.goto(`/edit-campaign/${campaign.customUrl}`);
  await waitForHydration(phone);
  await expect(phone.getByLabel('Tribute Message')).toBeEditable();
  await expect(phone.getByRole('textbox', { name: "Recipient's name" })).toHaveCount(0);
  await expect(phone.getByLabel('Campaign End Date (Optional)')).toHaveCount(0);
  await expect(phone.getByText('Only the organizer can change this.')).toHaveCount(3);
  await expect(phone.getByRole('heading', { name: 'Where the Money Goes' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(phone);

  // The organizer moves the money to another number and is handed the message for the old one.
  await organizer.signInTo(page);
  await page.goto(`/edit-campaign/${campaign.customUrl}`);
  await waitForHydration(page);
  const destination = page.getByRole('region', { name: 'Where the Money Goes' });
  await destination.getByLabel("Recipient's phone").fill('+254 733 444555');
  await destination.getByRole('button', { name: 'Change Where the Money Goes' }).click();
  const notice = destination.getByRole('status');
  await expect(notice).toContainText('Now tell the recipient on their former number');
  await expect(notice).toContainText('any access code sent to you for the page no longer works');
  await expect(notice).toContainText('no longer open the page');
  await expect(notice.getByRole('link', { name: 'Send this on WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/254711000222\?text=/,
  );
  await expectNoSeriousA11yViolations(page);

  // On the recipient's phone, the same session no longer manages anything.
  await phone.goto(`/campaign/${campaign.customUrl}`);
  await expect(phone.getByRole('region', { name: 'Manage this campaign' })).toHaveCount(0);
  await phone.goto(`/edit-campaign/${campaign.customUrl}`);
  await expect(phone.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await recipientContext.close();
});
