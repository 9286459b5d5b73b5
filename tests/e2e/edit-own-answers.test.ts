import { giveConfirmedWalletGift, tributesOf } from './campaign-fixtures';
import { expectNoSeriousA11yViolations, waitForHydration } from './fixtures';
import { expect, test } from './playwright-utils';

/** Issue 33 item 4: the organizer's own answers can be corrected, and the names choice changes what givers see. */
test.use({ campaignOptions: { sharePublicly: false } });

test(
  'the organizer shows the givers’ names and corrects their relationship, and the page follows',
  {
    tag: '@phone-only',
  },
  async ({ page, browser, organizer, campaign }, testInfo) => {
    await giveConfirmedWalletGift(organizer.request, campaign.id, {
      contributorName: 'Wanjiru Kamau',
      memory: 'She taught me to read.',
    });
    const visitorContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const visitor = await visitorContext.newPage();
    const tributes = tributesOf(visitor);
    await visitor.goto(`/campaign/${campaign.customUrl}`);
    await expect(tributes.getByText('She taught me to read.')).toBeVisible();
    await expect(tributes.getByText('Wanjiru Kamau')).toHaveCount(0);

    await organizer.signInTo(page);
    await page.goto(`/edit-campaign/${campaign.customUrl}`);
    await waitForHydration(page);
    const names = page.getByLabel(/Show the names of those who contribute/);
    await expect(names).not.toBeChecked();
    await names.check();
    await page.getByLabel('Your relationship to them').selectOption('sibling');
    await page.getByRole('button', { name: 'Update Campaign' }).click();
    await expect(page.getByText('Campaign Updated').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // Saved: the edit form reads them back.
    await page.goto(`/edit-campaign/${campaign.customUrl}`);
    await expect(page.getByLabel(/Show the names of those who contribute/)).toBeChecked();
    await expect(page.getByLabel('Your relationship to them')).toHaveValue('sibling');

    await visitor.reload();
    await expect(tributes.getByText('Wanjiru Kamau')).toBeVisible();
    await visitorContext.close();
  },
);
