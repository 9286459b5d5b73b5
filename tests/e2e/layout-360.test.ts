import { waitForHydration } from './fixtures';
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
  await page.getByRole('link', { name: 'Contribute Now' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectToFit(page, 'the payment chooser');
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
