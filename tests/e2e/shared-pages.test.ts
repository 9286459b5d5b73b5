import { waitForHydration } from './fixtures';
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
