import { giveConfirmedWalletGift, tributesOf } from './campaign-fixtures';
import { expectNoSeriousA11yViolations, siteMenuOf, siteMenuToggleOf, waitForHydration } from './fixtures';
import { expect, test } from './playwright-utils';

/** Issue 15 item 4: a phone on a slow network can use the campaign page before its script runs, or without it. */

const DEMO_CAMPAIGN = '/campaign/rip-amara-okafor';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor opens the menu, pages the tributes, and reaches the giving page and the mobile wallet', async ({
    page,
    organizer,
    campaign,
    isMobile,
  }) => {
    // Eleven tributes: one more than the first page shows.
    for (let gift = 1; gift <= 11; gift++) {
      await giveConfirmedWalletGift(organizer.request, campaign.id, {
        contributorName: `Giver ${gift}`,
        memory: `Memory number ${gift}`,
      });
    }
    await page.goto(`/campaign/${campaign.customUrl}`);

    if (isMobile) {
      await expect(siteMenuOf(page).getByRole('link', { name: 'Manifesto' })).toBeHidden();
      await siteMenuToggleOf(page).click();
      await expect(siteMenuOf(page).getByRole('link', { name: 'Manifesto' })).toBeVisible();
      await siteMenuToggleOf(page).click();
      await expect(siteMenuOf(page).getByRole('link', { name: 'Manifesto' })).toBeHidden();
    }

    const tributes = tributesOf(page);
    await expect(tributes.getByText('Memory number 11', { exact: true })).toBeVisible();
    await expect(tributes.getByText('Memory number 1', { exact: true })).toHaveCount(0);
    await tributes.getByRole('link', { name: 'Show more' }).click();
    await expect(page).toHaveURL(/\?before=/);
    await expect(tributesOf(page).getByText('Memory number 1', { exact: true })).toBeVisible();
    await expect(tributesOf(page).getByRole('link', { name: 'Show more' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Contribute Now' }).click();
    await expect(page).toHaveURL(new RegExp(`/give/${campaign.id}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: `Contribute in memory of ${campaign.deceasedName}` }),
    ).toBeVisible();
    // The card wizard needs the page's script: the page says so instead of offering a dead button.
    await expect(page.getByRole('button', { name: /Debit\/Credit Card/ })).toBeDisabled();
    await expect(page.getByText('Mobile Wallet works without it.')).toBeVisible();

    await page.getByRole('link', { name: /Mobile Wallet/ }).click();
    await expect(page).toHaveURL(new RegExp(`/mobile-wallet/${campaign.id}$`));
    await expect(page.getByRole('heading', { name: 'Give by Mobile Wallet' })).toBeVisible();

    // The gift on the plain form: a mistake comes back with what was typed, then it goes through. The form sits in
    // <noscript>, whose text Playwright's text and role engines skip: it is found by CSS and labels instead.
    const form = page.locator('form[method="post"]');
    await form.getByLabel('Amount you sent (KES)').fill('2500');
    await form.getByLabel('Which wallet did you send from?').selectOption({ index: 1 });
    await form.getByLabel('Your name (required)').fill('Plain Form Giver');
    await form.getByLabel('Email (required)').fill('plain-form-giver@example.com');
    await form.getByRole('button', { name: 'Submit Contribution' }).click();
    await expect(form.locator('[role="alert"]')).toContainText('Confirmation code required');
    await expect(form.getByLabel('Your name (required)')).toHaveValue('Plain Form Giver');
    await form.getByLabel('Confirmation code (required)').fill('PLAIN12345');
    await form.getByRole('button', { name: 'Submit Contribution' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Contribution submitted.' })).toBeVisible();
    const list = await organizer.request.get(`/api/contributions/${campaign.id}`);
    expect(await list.text()).toContain('Plain Form Giver');
  });
});

test('a tap on Contribute Now before the page has hydrated still reaches the giving page', async ({
  page,
}) => {
  // The page's scripts never arrive, as on a slow connection in the seconds before they do.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(DEMO_CAMPAIGN);
  await page.getByRole('link', { name: 'Contribute Now' }).click();
  await expect(page).toHaveURL(/\/give\/1$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Contribute in memory of Amara Okafor' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /Mobile Wallet/ })).toHaveAttribute('href', '/mobile-wallet/1');
});

test('the page is styled from its own HTML, and stays styled once its script runs and after a navigation in it', async ({
  page,
}) => {
  // No stylesheet to fetch (decision 018): with every other request refused, the first paint already has the look.
  await page.route('**/assets/**', (route) => route.abort());
  await page.goto(DEMO_CAMPAIGN);
  const skipLink = page.getByRole('link', { name: 'Skip to content' });
  const isVisuallyHidden = () => skipLink.evaluate((link) => link.getBoundingClientRect().width <= 1);
  expect(await isVisuallyHidden()).toBe(true);

  await page.unroute('**/assets/**');
  await page.goto(DEMO_CAMPAIGN);
  await waitForHydration(page);
  expect(await isVisuallyHidden()).toBe(true);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  expect(await isVisuallyHidden()).toBe(true);
});

test('the giving page, once its script runs, opens the card wizard, which a reload keeps where it was', async ({
  page,
}) => {
  await page.goto('/give/1');
  await waitForHydration(page);
  // axe runs as a script, so the giving page is scanned here rather than in the journey without JavaScript.
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: /Debit\/Credit Card/ }).click();
  const wizard = page.getByRole('dialog');
  await expect(wizard).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await wizard.getByRole('button', { name: 'Begin' }).click();
  await wizard.getByLabel('Your name').fill('Wanjiru Kamau');
  await wizard.getByRole('button', { name: 'Continue' }).click();
  await wizard.getByLabel('Email address').fill('wanjiru@example.com');

  await page.reload();
  await waitForHydration(page);
  await expect(wizard.getByLabel('Email address')).toHaveValue('wanjiru@example.com');
});

test.describe('a first visit from Nairobi', () => {
  test.use({ timezoneId: 'Africa/Nairobi' });

  test('uses the server’s first view as it is: no loader data is fetched again after hydration', async ({
    page,
  }) => {
    const dataRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('.data') || url.pathname.startsWith('/api/')) dataRequests.push(url.pathname);
    });
    await page.goto(DEMO_CAMPAIGN);
    await waitForHydration(page);
    await expect(page.getByRole('link', { name: 'Contribute Now' })).toBeVisible();
    expect(dataRequests).toEqual([]);
  });
});
