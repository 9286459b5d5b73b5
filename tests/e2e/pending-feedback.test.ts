import { expect, type Page, type Route, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, waitForHydration } from './fixtures';

/**
 * Issue 33 item 6: on a slow link, a tap shows at once and the work it started shows within 300 ms. Each request is
 * held until the page has been looked at, so what is seen is the waiting state itself, whatever the machine's speed.
 */
async function holdRequests(page: Page, url: string | RegExp) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('a tap on a slow phone link shows a busy link and a loading bar until the page comes', {
  tag: '@phone-only',
}, async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const release = await holdRequests(page, /\/help\.data/);
  const helpLink = page.locator('footer').getByRole('link', { name: 'Help Center' });
  // Pressed: it shows at once, before any work starts.
  await helpLink.hover();
  await page.mouse.down();
  await expect(helpLink).toHaveCSS('opacity', '0.75');
  await page.mouse.up();

  await expect(helpLink).toHaveAttribute('aria-busy', 'true');
  const bar = page.getByRole('progressbar', { name: 'Loading the page' });
  // Shown from 300 ms on (a spinner on the link, and the bar), not at once: a fast answer flashes nothing.
  await expect(bar).toHaveCSS('opacity', '1');
  expect(await helpLink.evaluate((link) => getComputedStyle(link, '::after').opacity)).toBe('1');
  await expectNoSeriousA11yViolations(page);

  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Help/);
  await expect(bar).toHaveCount(0);
  await expect(page.locator('[data-pending]')).toHaveCount(0);
});

test('a form sent on a slow link marks the button that sent it busy until the answer comes', {
  tag: '@phone-only',
}, async ({ page }) => {
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByLabel('Email', { exact: true }).fill('nobody@example.com');
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  const release = await holdRequests(page, /\/login\.data/);
  const send = page.getByRole('main').locator('button[type="submit"]');
  await send.click();
  await expect(send).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(send).not.toHaveAttribute('aria-busy', 'true');
});

test('a dialog whose code comes on the tap marks the button that opened it busy until it is there', {
  tag: '@phone-only',
}, async ({ page }) => {
  await page.goto('/give/1');
  await waitForHydration(page);
  const release = await holdRequests(page, /\/assets\/contribution-wizard-[^/]+\.js$/);
  const card = page.getByRole('button', { name: /Debit\/Credit Card/ });
  await card.click();
  await expect(card).toHaveAttribute('aria-busy', 'true');
  // The spinner shows from 300 ms on, as on a link.
  await expect.poll(() => card.evaluate((button) => getComputedStyle(button, '::after').opacity)).toBe('1');
  release();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.locator('[aria-busy], [data-pending]')).toHaveCount(0);
});
