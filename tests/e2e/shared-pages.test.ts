import { createHash } from 'node:crypto';
import { setSiteMenuOpen, waitForHydration } from './fixtures';
import { expect, test } from './playwright-utils';

/** Whether every inline script of a page is allowed by its CSP: by the response's nonce, or by its hash (a kept copy). */
async function scriptsAllowed(response: { headers(): Record<string, string>; text(): Promise<string> }) {
  const scriptSources =
    /script-src ([^;]*)/.exec(response.headers()['content-security-policy'] ?? '')?.[1] ?? '';
  const html = await response.text();
  const nonce = /'nonce-([^']+)'/.exec(scriptSources)?.[1];
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes]) => !/\ssrc=/.test(attributes ?? ''),
  );
  return {
    unsafeInline: scriptSources.includes('unsafe-inline'),
    count: inline.length,
    allowed: inline.every(([, attributes, text]) =>
      nonce
        ? (attributes ?? '').includes(`nonce="${nonce}"`)
        : scriptSources.includes(
            `'sha256-${createHash('sha256')
              .update(text ?? '')
              .digest('base64')}'`,
          ),
    ),
    html,
  };
}

test.describe('a campaign page many visitors open at once', () => {
  test('anonymous visitors share one copy whose scripts run by their hashes; each counts as a view and an edit shows at once', async ({
    playwright,
    baseURL,
    browser,
    organizer,
    campaign,
  }) => {
    const path = `/campaign/${campaign.customUrl}`;

    const bodies = new Set<string>();
    for (const phone of ['Android 10; TECNO KE5', 'Android 11; itel A571W', 'Android 12; SM-A035F']) {
      const visitor = await playwright.request.newContext({
        baseURL,
        userAgent: `Mozilla/5.0 (Linux; ${phone}) Chrome/120.0 Mobile Safari/537.36`,
      });
      const response = await visitor.get(path);
      expect(response.status()).toBe(200);
      const { unsafeInline, count, allowed, html } = await scriptsAllowed(response);
      expect(unsafeInline).toBe(false);
      expect(count).toBeGreaterThan(0);
      expect(allowed).toBe(true);
      // A reader's page comes without React (decision 036): its one small script, and no framework preloaded.
      expect(html).toMatch(
        /<script type="module" src="\/assets\/reader-[\w-]+\.js"( nonce="[^"]+")?><\/script>/,
      );
      expect(html).not.toContain('modulepreload');
      bodies.add(html.replace(/ nonce="[^"]+"/g, ''));
      await visitor.dispose();
    }
    // One copy for everyone (the first visitor's rendering, without its nonce).
    expect(bodies.size).toBe(1);

    // Views are written after the response: three visitors, three views, shared rendering or not.
    await expect
      .poll(async () => {
        const response = await organizer.request.get(`/api/campaigns/${campaign.id}`);
        return ((await response.json()) as { stats: { viewCount: number } }).stats.viewCount;
      })
      .toBe(3);

    // The organizer's edit reaches the next anonymous visitor at once: they render the page anew.
    const newTribute = 'Otieno taught half of Dunga beach to mend nets, and never once asked for payment.';
    const edit = await organizer.request.put(`/api/campaigns/${campaign.id}`, {
      data: { tribute: newTribute, allowSharing: true },
    });
    expect(edit.status()).toBe(200);
    const anonymous = await playwright.request.newContext({ baseURL });
    expect(await (await anonymous.get(path)).text()).toContain(newTribute);
    await anonymous.dispose();

    // A browser given a shared copy runs its scripts under the strict CSP: the reader's script remembers the page.
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
    expect(await page.evaluate(() => localStorage.getItem('lastCampaign'))).toContain(campaign.customUrl);
    expect(violations).toEqual([]);
    await context.close();
  });
});

test.describe('signed-in views of a campaign page (rendered for each viewer, decision 023)', () => {
  test('the organizer and another signed-in person each get their own page, and it hydrates without a mismatch', async ({
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
        // The family's view keeps React for its tools; anyone else reads the page without it (decision 036).
        expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(viewer.manages);
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

  test('without JavaScript, the organizer sees their tools, rendered on the server', async ({
    browser,
    organizer,
    campaign,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await organizer.signInTo(page);
    for (let view = 0; view < 2; view++) await page.goto(`/campaign/${campaign.customUrl}`);
    await expect(page.getByTestId('tribute')).toBeVisible();
    const tools = page.getByRole('region', { name: 'Manage your campaign' });
    await expect(tools).toBeVisible();
    await tools.getByRole('link', { name: 'Edit Campaign' }).click();
    await expect(page.getByLabel('Campaign End Date (Optional)')).toBeVisible();
    await context.close();
  });
});
