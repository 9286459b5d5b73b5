import { setSiteMenuOpen, waitForHydration } from './fixtures';
import { expect, test } from './playwright-utils';

/** The nonce the CSP header allows, and every nonce the HTML's scripts carry. */
async function noncesOf(response: { headers(): Record<string, string>; text(): Promise<string> }) {
  const allowed = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
  const inPage = [...(await response.text()).matchAll(/<script[^>]* nonce="([^"]+)"/g)].map(
    (match) => match[1],
  );
  return { allowed, inPage };
}

test.describe('a campaign page many visitors open at once', () => {
  test('anonymous visitors share one rendering, yet each copy has its own nonce, counts as a view and shows an edit at once', async ({
    playwright,
    baseURL,
    browser,
    organizer,
    campaign,
  }) => {
    const path = `/campaign/${campaign.customUrl}`;

    const seenNonces = new Set<string>();
    for (const phone of ['Android 10; TECNO KE5', 'Android 11; itel A571W', 'Android 12; SM-A035F']) {
      const visitor = await playwright.request.newContext({
        baseURL,
        userAgent: `Mozilla/5.0 (Linux; ${phone}) Chrome/120.0 Mobile Safari/537.36`,
      });
      const response = await visitor.get(path);
      expect(response.status()).toBe(200);
      const { allowed, inPage } = await noncesOf(response);
      expect(allowed).toBeTruthy();
      expect(inPage.length).toBeGreaterThan(1);
      expect(new Set(inPage)).toEqual(new Set([allowed]));
      seenNonces.add(allowed!);
      await visitor.dispose();
    }
    expect(seenNonces.size).toBe(3);

    // Views are written after the response: three visitors, three views, shared rendering or not.
    await expect
      .poll(async () => {
        const response = await organizer.request.get(`/api/campaigns/${campaign.id}`);
        return ((await response.json()) as { stats: { viewCount: number } }).stats.viewCount;
      })
      .toBe(3);

    // The organizer's edit reaches the next anonymous visitor at once, not when the shared copy expires.
    const newTribute = 'Otieno taught half of Dunga beach to mend nets, and never once asked for payment.';
    const edit = await organizer.request.put(`/api/campaigns/${campaign.id}`, {
      data: { tribute: newTribute, allowSharing: true },
    });
    expect(edit.status()).toBe(200);
    const anonymous = await playwright.request.newContext({ baseURL });
    expect(await (await anonymous.get(path)).text()).toContain(newTribute);
    await anonymous.dispose();

    // A browser given a shared copy runs its scripts: the page hydrates under the strict CSP.
    const context = await browser.newContext();
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(path);
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByTestId('tribute')).toHaveText(newTribute);
    expect(violations).toEqual([]);
    await context.close();
  });
});

test.describe('signed-in views of a campaign page (decision 019)', () => {
  test('the organizer and another signed-in person each get their own part joined to the shared one, and the page hydrates without a mismatch', async ({
    playwright,
    baseURL,
    browser,
    organizer,
    campaign,
  }) => {
    const path = `/campaign/${campaign.customUrl}`;
    const friend = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': '10.219.19.1' },
    });
    const registered = await friend.post('/api/auth/register', {
      data: {
        firstName: 'Baraka',
        lastName: 'Mwangi',
        email: `baraka-${campaign.customUrl}@example.com`,
        country: 'KE',
        phone: '+254700000001',
        password: 'friend-password',
      },
    });
    expect(registered.status()).toBe(201);

    const viewers = [
      { name: 'Zawadi Otieno', cookies: (await organizer.request.storageState()).cookies, manages: true },
      { name: 'Baraka Mwangi', cookies: (await friend.storageState()).cookies, manages: false },
    ];
    for (const viewer of viewers) {
      const context = await browser.newContext();
      await context.addCookies(viewer.cookies);
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      // The second view is joined to the rendering the first one left to share.
      for (let view = 0; view < 2; view++) {
        await page.goto(path);
        await waitForHydration(page);
        // In the bar on a wide screen, in the menu on a phone: one of the two is shown.
        const greeting = page.getByRole('banner').getByText(`Hello, ${viewer.name}`);
        await expect(greeting).toHaveCount(2);
        await setSiteMenuOpen(page, true);
        await expect(greeting.filter({ visible: true })).toHaveCount(1);
        await setSiteMenuOpen(page, false);
        await expect(page.getByRole('banner')).not.toContainText(viewers.find((v) => v !== viewer)!.name);
        await expect(page.getByTestId('tribute')).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Manage your campaign' })).toHaveCount(
          viewer.manages ? 1 : 0,
        );
        await expect(page.locator('#promo-heading')).toHaveCount(viewer.manages ? 0 : 1);
      }
      // The manage card's buttons answer: the page is React's, not a picture of it.
      if (viewer.manages) {
        await page.getByRole('button', { name: 'Quick Campaign Stats' }).click();
        await expect(page.getByText(/Page views:/)).toBeVisible();
      }
      expect(problems).toEqual([]);
      await context.close();
    }
    await friend.dispose();
  });

  test('without JavaScript, a signed-in view offers the ways to manage the page that need none', async ({
    browser,
    organizer,
    campaign,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await organizer.signInTo(page);
    // The second view is joined to the shared rendering, whose tools a script would have put in place.
    for (let view = 0; view < 2; view++) await page.goto(`/campaign/${campaign.customUrl}`);
    await expect(page.getByTestId('tribute')).toBeVisible();
    const tools = page.getByRole('region', { name: 'Organizing this campaign?' });
    // axe runs as a script: this section's markup is the promo card's (heading, text, links), which is scanned.
    await expect(tools).toBeVisible();
    await tools.getByRole('link', { name: 'Edit Campaign' }).click();
    await expect(page.getByLabel('Campaign End Date (Optional)')).toBeVisible();
    await context.close();
  });
});
