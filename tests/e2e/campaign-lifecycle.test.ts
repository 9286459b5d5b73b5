import type { Page } from '@playwright/test';
import { walletGiftBody } from '../setup/wallet-gift-body';
import { createCampaignThroughApi } from './campaign-fixtures';
import { expectNoSeriousA11yViolations, waitForHydration } from './fixtures';
import { expect, test } from './playwright-utils';

const manageCard = (page: Page) => page.getByRole('region', { name: 'Manage your campaign' });

test('the organizer ends a campaign: asked first, then the page is marked ended and takes no more gifts', async ({
  page,
  organizer,
  campaign,
}) => {
  const campaignPath = `/campaign/${campaign.customUrl}`;
  await organizer.signInTo(page);
  await page.goto(campaignPath);
  await waitForHydration(page);
  await expect(page.getByRole('link', { name: 'Contribute Now' })).toBeVisible();
  // Their only campaign: no Other Campaigns menu to open.
  await expect(manageCard(page).getByRole('button', { name: 'Other Campaigns' })).toHaveCount(0);

  // The confirmation says what happens; Escape leaves everything as it was and gives focus back.
  const endOption = manageCard(page).getByRole('button', { name: 'End Campaign' });
  await endOption.click();
  const dialog = page.getByRole('dialog', { name: 'End this campaign?' });
  await expect(dialog).toContainText('Contributions stop');
  await expect(dialog).toContainText('The page stays public, marked as ended, with its final total.');
  await expect(dialog).toContainText('This cannot be undone.');
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(endOption).toBeFocused();
  await expect(page.getByRole('link', { name: 'Contribute Now' })).toBeVisible();

  await endOption.click();
  await dialog.getByRole('button', { name: 'End campaign' }).click();
  await expect(page.getByText('Campaign ended')).toBeVisible();
  await expect(page.getByText('This campaign has ended and no longer accepts contributions.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contribute Now' })).toHaveCount(0);
  await expect(endOption).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // The server refuses a gift too, whoever sends it.
  const refused = await page.request.post('/api/contribute', { data: walletGiftBody(campaign.id) });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toBe(
    'This campaign has ended and no longer accepts contributions',
  );
});

test('the organizer archives a campaign and restores it; meanwhile a visitor finds nothing', async ({
  page,
  browser,
  organizer,
  campaign,
}) => {
  const campaignPath = `/campaign/${campaign.customUrl}`;
  const other = await createCampaignThroughApi(organizer.request);
  await organizer.signInTo(page);
  await page.goto(campaignPath);
  await waitForHydration(page);

  // Other Campaigns: the organizer's other campaign, fetched when the menu opens.
  const menuButton = manageCard(page).getByRole('button', { name: 'Other Campaigns' });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  const otherLink = manageCard(page).getByRole('link', { name: new RegExp(other.deceasedName) });
  await expect(otherLink).toHaveAttribute('href', `/campaign/${other.customUrl}`);
  await expect(otherLink).toContainText('KES 0.00 raised');
  await expect(manageCard(page).getByRole('link', { name: new RegExp(campaign.deceasedName) })).toHaveCount(
    0,
  );
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

  await manageCard(page).getByRole('button', { name: 'Archive Campaign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Archive this campaign?' });
  await expect(dialog).toContainText('hidden from everyone but you and the recipient');
  await expect(dialog).toContainText('You can restore it at any time.');
  await dialog.getByRole('button', { name: 'Archive campaign' }).click();
  await expect(page.getByText('Campaign archived')).toBeVisible();
  const notice = page.getByRole('region', { name: 'Archived' });
  await expect(notice).toContainText('hidden from everyone but you and the recipient');
  await expect(page.getByRole('link', { name: 'Contribute Now' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // A visitor, in a browser of their own: the same answer as for a campaign that never existed.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const hidden = await visitor.goto(campaignPath);
  expect(hidden?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { name: 'Campaign Not Found' })).toBeVisible();
  expect((await visitor.request.get(`/api/campaigns/${campaign.id}`)).status()).toBe(404);

  await notice.getByRole('button', { name: 'Restore Campaign' }).click();
  await expect(page.getByText('Campaign restored')).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Contribute Now' })).toBeVisible();

  const shown = await visitor.goto(campaignPath);
  expect(shown?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { name: campaign.deceasedName, level: 1 })).toBeVisible();
  await visitorContext.close();
});
