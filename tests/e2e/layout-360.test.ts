import { openGivingPage, waitForHydration } from './fixtures';
import { expect, test } from './playwright-utils';
import { expectToFitTheScreen as expectToFit } from './text-fit';

// A long word in a hyphenated name, as families write them: it must wrap, not widen the page.
test.use({
  campaignOptions: { deceasedName: 'Nokuthula Wolfeschlegelsteinhausenbergerdorff-Mahlangu-Dlamini' },
  timezoneId: 'Africa/Nairobi',
});

/** Beside the route table (walked at 360 px in shell.test.ts): the pages a bad link or token reaches. */
const PUBLIC_PAGES = [
  '/reset-password?token=not-a-token',
  '/verify-email?token=not-a-token',
  '/no-such-page',
  '/campaign/no-such-campaign',
];

test('every page and dialog at 360 px is exactly as wide as the screen, with no word split (issues 11 and 33)', {
  tag: '@phone-only',
}, async ({ page, organizer, campaign }) => {
  test.setTimeout(90_000);
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await expectToFit(page, path);
  }

  const campaignPath = `/campaign/${campaign.customUrl}`;
  await page.goto(campaignPath);
  await waitForHydration(page);
  await expectToFit(page, 'the campaign page of a long hyphenated name');
  await openGivingPage(page);
  await expectToFit(page, 'the giving page');
  await page.getByRole('button', { name: /Debit\/Credit Card/ }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Begin' })).toBeVisible();
  await expectToFit(page, 'the card contribution wizard');
  await page.goto(`/mobile-wallet/${campaign.id}`);
  await expectToFit(page, 'the mobile wallet screen');

  await organizer.signInTo(page);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(campaignPath);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Quick Campaign Stats' }).click();
  await expect(page.getByText(/Page views:/)).toBeVisible();
  await expectToFit(page, "the organizer's campaign page with Quick Campaign Stats");
  await page.getByRole('button', { name: 'Request Payout' }).click();
  await expect(page.getByRole('dialog').getByText(/nothing to pay out yet/)).toBeVisible();
  await expectToFit(page, 'the Request Payout dialog');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Share with Recipient' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Create access code' }).click();
  await expect(page.getByTestId('recipient-access-code')).toBeVisible();
  await expectToFit(page, 'the Share with Recipient dialog with its code and links');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  for (const path of ['/dashboard', `/edit-campaign/${campaign.customUrl}`, '/create-campaign']) {
    await page.goto(path);
    await waitForHydration(page);
    await expectToFit(page, path);
  }
});

/** Each dialog's steps, walked in one page session (issue 33 item 7): no word split in any of them at 360 px. */
test('the steps of the creation, giving and wallet dialogs at 360 px split no word (issue 33)', {
  tag: '@phone-only',
}, async ({ page, campaign }) => {
  test.setTimeout(120_000);
  await page.goto('/create-campaign');
  await waitForHydration(page);
  const creation = page.getByRole('dialog', { name: 'Create a memorial campaign' });
  const question = creation.getByTestId('wizard-question');
  await expect(question).toHaveText(/anywhere in the world/);
  await expectToFit(page, 'the creation dialog, its first step');
  for (const [asked, label, text] of [
    [/anywhere in the world/, null, ''],
    [/what is your full name\?/, 'Your full name', 'Amani Wanjiku'],
    [/email address\?/, 'Your email address', 'amani@example.com'],
    [/phone number/, 'Your phone number', '712345678'],
  ] as const) {
    await expect(question).toHaveText(asked);
    if (label) await creation.getByLabel(label, { exact: true }).fill(text);
    await expectToFit(page, `the creation dialog at "${asked.source}"`);
    await creation.getByRole('button', { name: 'Continue' }).click();
  }
  await expect(question).toHaveText(/sorry for your loss/);
  await expectToFit(page, 'the creation dialog asking the loved one’s name');

  await page.goto(`/campaign/${campaign.customUrl}`);
  await waitForHydration(page);
  await openGivingPage(page);
  await page.getByRole('button', { name: /Debit\/Credit Card/ }).click();
  const wizard = page.getByRole('dialog');
  await wizard.getByRole('button', { name: 'Begin' }).click();
  await wizard.getByLabel('Your name').fill('Wanjiku Kamau');
  await expectToFit(page, 'the card wizard asking the name');
  await wizard.getByRole('button', { name: 'Continue' }).click();
  await wizard.getByLabel('Email address').fill('wanjiku@example.com');
  await expectToFit(page, 'the card wizard asking the e-mail');
  await wizard.getByRole('button', { name: 'Continue' }).click();
  await expect(wizard.getByRole('button', { name: 'Close friend' })).toBeVisible();
  await expectToFit(page, 'the card wizard asking the relationship');
  await wizard.getByRole('button', { name: 'Close friend' }).click();
  await expect(wizard.getByRole('heading', { name: 'How much would you like to give?' })).toBeVisible();
  await expectToFit(page, 'the card wizard asking the amount');
  await wizard.getByLabel(/^Amount \(/).fill('2500');
  await wizard.getByRole('button', { name: 'Continue' }).click();
  await expect(wizard.getByLabel(/Your memory or tribute/)).toBeVisible();
  await expectToFit(page, 'the card wizard asking a memory');
  await wizard.getByRole('button', { name: 'Skip' }).click();
  await expect(wizard.getByLabel('Choose a photo')).toBeAttached();
  await expectToFit(page, 'the card wizard offering a photo');
  await wizard.getByRole('button', { name: /^(Continue|Skip)$/ }).click();
  await wizard.getByRole('button', { name: 'Show my contribution amount' }).click();
  await expect(wizard.getByText(/platform fee/)).toBeVisible();
  await expectToFit(page, 'the card wizard’s fee table');

  await page.goto(`/mobile-wallet/${campaign.id}`);
  await waitForHydration(page);
  await page.getByLabel(/Amount you sent/).fill('500');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Your name (required)')).toBeVisible();
  await expectToFit(page, 'the wallet flow asking the giver');
  await page.getByLabel('Your name (required)').fill('Wanjiku Kamau');
  await page.getByLabel('Email (required)').fill('wanjiku@example.com');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Confirmation code (required)')).toBeVisible();
  await expectToFit(page, 'the wallet flow asking the code');
});
