import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, waitForHydration } from './fixtures';

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on Pamoja' });

async function storedConsent(page: Page) {
  return page.evaluate(() => ({
    consent: JSON.parse(localStorage.getItem('gdpr-consent') ?? 'null'),
    date: localStorage.getItem('gdpr-consent-date'),
    events: (window as unknown as { consentEvents?: unknown[] }).consentEvents ?? [],
  }));
}

/** Opens a page and records every gdpr-consent-updated event the page fires. */
async function openAndListen(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  await page.evaluate(() => {
    const events: unknown[] = [];
    (window as unknown as { consentEvents: unknown[] }).consentEvents = events;
    window.addEventListener('gdpr-consent-updated', (event) => events.push((event as CustomEvent).detail));
  });
}

function expectRecentIsoDate(value: string | null) {
  expect(value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  expect(Date.now() - Date.parse(value ?? '')).toBeLessThan(60_000);
}

test.describe('a visitor in Europe is asked about cookies', () => {
  test.use({ timezoneId: 'Europe/Berlin' });

  test('the banner floats over the page without moving it, links to the policy and passes axe', async ({
    page,
  }) => {
    await page.goto('/help');
    const headingBefore = await page.getByRole('heading', { level: 1 }).boundingBox();
    await waitForHydration(page);
    await expect(banner(page)).toBeVisible();
    expect(await page.getByRole('heading', { level: 1 }).boundingBox()).toEqual(headingBefore);
    expect(await banner(page).evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    await expect(banner(page).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    for (const name of ['Manage Preferences', 'Necessary Only', 'Accept All'])
      await expect(banner(page).getByRole('button', { name })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('Accept All stores analytics and marketing, starts analytics, and the banner is gone for good', async ({
    page,
  }) => {
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    await openAndListen(page, '/');
    await banner(page).getByRole('button', { name: 'Accept All' }).click();

    await expect(banner(page)).toHaveCount(0);
    const { consent, date, events } = await storedConsent(page);
    expect(consent).toEqual({ necessary: true, analytics: true, marketing: true });
    expectRecentIsoDate(date);
    expect(events).toEqual([{ necessary: true, analytics: true, marketing: true }]);
    expect(logs.some((line) => line.startsWith('Analytics consent given'))).toBe(true);
    expect(logs).toContain('Marketing cookies accepted.');

    for (const path of ['/', '/resources']) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(banner(page)).toHaveCount(0);
    }
  });

  test('Necessary Only stores both off, starts nothing, and the banner is gone for good', async ({
    page,
  }) => {
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    await openAndListen(page, '/');
    await banner(page).getByRole('button', { name: 'Necessary Only' }).click();

    await expect(banner(page)).toHaveCount(0);
    const { consent, date, events } = await storedConsent(page);
    expect(consent).toEqual({ necessary: true, analytics: false, marketing: false });
    expectRecentIsoDate(date);
    expect(events).toEqual([consent]);
    expect(logs.some((line) => line.startsWith('Analytics consent given'))).toBe(false);

    await page.reload();
    await waitForHydration(page);
    await expect(banner(page)).toHaveCount(0);
  });

  test('Manage Preferences: Cancel forgets, Escape returns focus, Save Preferences stores the toggles', async ({
    page,
  }) => {
    await openAndListen(page, '/manifesto');
    const manage = banner(page).getByRole('button', { name: 'Manage Preferences' });
    await manage.click();

    const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Always Active')).toBeVisible();
    const analytics = dialog.getByRole('switch', { name: 'Analytics cookies' });
    const marketing = dialog.getByRole('switch', { name: 'Marketing cookies' });
    await expect(analytics).not.toBeChecked();
    await expect(marketing).not.toBeChecked();
    await expectNoSeriousA11yViolations(page);

    await analytics.check();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(banner(page)).toBeVisible();
    expect((await storedConsent(page)).consent).toBeNull();

    await manage.click();
    await expect(analytics).not.toBeChecked();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(manage).toBeFocused();

    await manage.press('Enter');
    await expect(dialog).toBeVisible();
    await analytics.focus();
    await page.keyboard.press('Space');
    await expect(analytics).toBeChecked();
    await dialog.getByRole('button', { name: 'Save Preferences' }).click();

    await expect(dialog).toHaveCount(0);
    await expect(banner(page)).toHaveCount(0);
    const { consent, date, events } = await storedConsent(page);
    expect(consent).toEqual({ necessary: true, analytics: true, marketing: false });
    expectRecentIsoDate(date);
    expect(events).toEqual([consent]);

    await page.reload();
    await waitForHydration(page);
    await expect(banner(page)).toHaveCount(0);
  });

  test('a stored value that cannot be read asks again', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('gdpr-consent', '{not json'));
    await page.goto('/');
    await waitForHydration(page);
    await expect(banner(page)).toBeVisible();
  });

  test('the choice can be changed later from the privacy policy', async ({ page }) => {
    await openAndListen(page, '/privacy');
    await banner(page).getByRole('button', { name: 'Accept All' }).click();
    await page.getByRole('button', { name: 'Cookie preferences' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
    const marketing = dialog.getByRole('switch', { name: 'Marketing cookies' });
    await expect(marketing).toBeChecked();
    await marketing.uncheck();
    await dialog.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(page.getByText('Cookie preferences saved')).toBeVisible();
    expect((await storedConsent(page)).consent).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
    });
  });
});

test.describe('a visitor outside Europe is not asked', () => {
  test.use({ timezoneId: 'Africa/Nairobi' });

  test('the banner never shows and its code is never downloaded', async ({ page }) => {
    const bannerCode: string[] = [];
    page.on('request', (request) => {
      if (/consent-banner|cookie-preferences-dialog/.test(request.url())) bannerCode.push(request.url());
    });
    for (const path of ['/', '/help', '/resources']) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(banner(page)).toHaveCount(0);
    }
    expect(bannerCode).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('gdpr-consent'))).toBeNull();
  });
});
