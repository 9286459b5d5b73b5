import type { Page } from '@playwright/test';
import { sendWalletGift as sendGift } from './campaign-fixtures';
import { expectNoSeriousA11yViolations, waitForHydration, waitForMail } from './fixtures';
import { expect, type Organizer, test } from './playwright-utils';
import { expectToFitTheScreen } from './text-fit';

/** Issue 33 items 1 and 3: the family's tools at the top of their own view, and no rejection in one silent tap. */

const sendWalletGift = (organizer: Organizer, campaignId: number, name: string, email: string) =>
  sendGift(organizer.request, campaignId, {
    contributorName: name,
    contributorEmail: email,
    memory: 'She sang at every wedding in the village.',
  });

const familyBarOf = (page: Page) => page.getByRole('region', { name: 'For the family' });

test('the organizer sees what waits at the top, rejects a wallet gift only after saying why, the giver is told kindly, and the rejection can be undone', {
  tag: '@phone-only',
}, async ({ page, organizer, campaign }) => {
  test.slow();
  const giver = `wanjiku-${organizer.suffix}@example.com`;
  await sendWalletGift(organizer, campaign.id, 'Wanjiku Kamau', giver);
  await organizer.signInTo(page);
  await page.goto(`/campaign/${campaign.customUrl}`);
  await waitForHydration(page);

  // The family bar comes before the memorial itself, and names what waits.
  const bar = familyBarOf(page);
  const barTop = (await bar.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
  const nameTop = (await page.getByRole('heading', { level: 1 }).boundingBox())?.y ?? 0;
  expect(barTop).toBeLessThan(nameTop);
  await expect(bar.getByRole('link', { name: '1 wallet gift to confirm' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'No RSVPs yet' })).toHaveAttribute(
    'href',
    `/family/${campaign.id}/events`,
  );
  await expect(bar.getByRole('link', { name: 'No payout requested yet' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectToFitTheScreen(page, 'the organizer’s view');

  await bar.getByRole('link', { name: '1 wallet gift to confirm' }).click();
  await expect(page).toHaveURL(/#organizer-contributions-heading$/);
  const panel = page.getByRole('region', { name: 'Contributions to review' });
  const pending = panel.getByRole('listitem').filter({ hasText: 'Wanjiku Kamau' });

  // Reject is a second step: a dialog that says what happens and asks why.
  await pending.getByRole('button', { name: 'Reject…' }).click();
  const dialog = page.getByRole('dialog', { name: /Reject Wanjiku Kamau's gift of/ });
  await expect(dialog).toContainText('The giver is told by e-mail');
  await expect(dialog).toContainText('You can undo this for 24 hours');
  await expectNoSeriousA11yViolations(page);
  await expectToFitTheScreen(page, 'the rejection dialog');
  await dialog.getByRole('button', { name: 'Keep waiting' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(pending).toBeVisible();

  await pending.getByRole('button', { name: 'Reject…' }).click();
  await dialog.getByLabel('The money has not arrived').check();
  await dialog.getByLabel('A note for the giver (optional)').fill('We looked at the M-Pesa messages twice.');
  await dialog.getByRole('button', { name: 'Reject this gift' }).click();
  await expect(page.getByText('Contribution rejected')).toBeVisible();
  const rejected = panel.getByRole('list', { name: 'Rejected just now' }).getByRole('listitem');
  await expect(rejected).toContainText('Wanjiku Kamau');

  const mail = await waitForMail(giver, { matching: /could not find it/ });
  expect(mail.decoded).toContain('The money has not arrived');
  expect(mail.decoded).toContain('We looked at the M-Pesa messages twice.');
  expect(mail.decoded).toContain('give again');

  // Undo puts it back among the gifts to confirm.
  await rejected.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Rejection undone')).toBeVisible();
  await expect(pending.getByRole('button', { name: 'Confirm received' })).toBeVisible();
  // The giver, told the gift could not be found, is not left with that word.
  const followUp = await waitForMail(giver, { matching: /Please set aside our last message/ });
  expect(followUp.decoded).toContain('There is nothing you need to do.');
  await expectNoSeriousA11yViolations(page);
});

test('the recipient lands managing the page, with the family bar first, and signs out: the old cookie grants nothing', {
  tag: '@phone-only',
}, async ({ page, organizer, campaign }) => {
  const shared = await organizer.request.post(`/api/campaigns/${campaign.id}/share-recipient`, { data: {} });
  expect(shared.status(), await shared.text()).toBe(201);
  const { accessCode } = (await shared.json()) as { accessCode: string };
  await page.goto(`/recipient-access?code=${accessCode}`);
  await waitForHydration(page);
  await page.getByLabel('Phone number').fill('0711 000222');
  await page.getByRole('button', { name: 'Access Campaign' }).click();
  await expect(page).toHaveURL(/\?recipient_access$/);
  await waitForHydration(page);

  const bar = familyBarOf(page);
  await expect(bar.getByText('You are managing this page as the recipient')).toBeVisible();
  await expect(bar.getByRole('link', { name: 'No wallet gifts to confirm' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectToFitTheScreen(page, 'the recipient’s view');

  const kept = (await page.context().cookies()).filter((cookie) => cookie.name === 'pamoja_recipient');
  expect(kept).toHaveLength(1);
  await bar.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(new RegExp(`/campaign/${campaign.customUrl}$`));
  await expect(page.getByText('You are managing this page as the recipient')).toHaveCount(0);
  expect((await page.context().cookies()).filter((cookie) => cookie.name === 'pamoja_recipient')).toEqual([]);

  // A copy of the cookie kept on a shared phone opens nothing: the session ended on the server.
  await page.context().addCookies(kept);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(familyBarOf(page)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Manage this campaign' })).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the family confirms and rejects wallet gifts with plain forms: reject says what happens and asks why, and can be undone', {
    tag: '@phone-only',
  }, async ({ page, browser, organizer, campaign }) => {
    const giver = `baraka-${organizer.suffix}@example.com`;
    await sendWalletGift(organizer, campaign.id, 'Baraka Otieno', giver);
    await sendWalletGift(
      organizer,
      campaign.id,
      'Achieng Odhiambo',
      `achieng-${organizer.suffix}@example.com`,
    );
    await organizer.signInTo(page);
    await page.goto(`/campaign/${campaign.customUrl}`);
    // The family bar's link leads to the gifts' own page (with script, to the panel on the campaign page).
    await familyBarOf(page).getByRole('link', { name: '2 wallet gifts to confirm' }).click();
    await expect(page).toHaveURL(new RegExp(`/family/${campaign.id}/gifts$`));
    const gifts = page.getByRole('region', { name: 'Wallet gifts to confirm' });

    await gifts.getByRole('link', { name: 'Reject the gift from Baraka Otieno…' }).click();
    const step = page.getByRole('region', { name: /Reject Baraka Otieno's gift of/ });
    await expect(step).toContainText('The giver is told by e-mail');
    await expect(step).toContainText('You can undo this for 24 hours');
    const stepUrl = page.url();
    await step.getByLabel('The reference does not match any payment').check();
    await step.getByRole('button', { name: 'Reject this gift' }).click();
    await expect(page.getByText('The gift is rejected. You can undo this for 24 hours.')).toBeVisible();
    await expect(gifts.getByText('Baraka Otieno')).toHaveCount(0);
    expect((await waitForMail(giver, { matching: /could not find it/ })).decoded).toContain(
      'The reference does not match any payment',
    );

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('The rejection is undone')).toBeVisible();
    await waitForMail(giver, { matching: /Please set aside our last message/ });

    await gifts.getByRole('button', { name: 'Confirm received from Achieng Odhiambo' }).click();
    await expect(page.getByText('The gift is confirmed: it now counts toward the total')).toBeVisible();
    await expect(gifts.getByRole('listitem')).toHaveCount(1);
    await expect(gifts.getByRole('listitem')).toContainText('Baraka Otieno');

    // axe and the fit check run in the page, so both pages are scanned again in a context with script.
    const scanned = await browser.newContext({ ...test.info().project.use, javaScriptEnabled: true });
    await scanned.addCookies(await page.context().cookies());
    const scan = await scanned.newPage();
    for (const [url, name] of [
      [stepUrl, 'the rejection step'],
      [`/family/${campaign.id}/gifts`, 'the wallet gifts page'],
    ]) {
      await scan.goto(url);
      await expect(scan.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expectNoSeriousA11yViolations(scan);
      await expectToFitTheScreen(scan, name);
    }
    await scanned.close();
  });
});
