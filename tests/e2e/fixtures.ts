import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { E2E_MAIL_HTTP_PORT } from './ports';

/** Fails on any axe violation of impact serious or critical, naming each rule and its first target. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes[0]?.target.join(' ')}`);
  expect(serious, `accessibility violations on ${page.url()}`).toEqual([]);
}

/** The small-screen menu: a <details> (it opens without JavaScript), its <summary> (named Menu) the toggle. */
export const siteMenuOf = (page: Page) => page.locator('header details');
export const siteMenuToggleOf = (page: Page) => page.locator('header summary');

/** On a phone the greeting, Sign In and Sign Out sit behind the menu: opens or closes it (a wide screen has none). */
export async function setSiteMenuOpen(page: Page, open: boolean) {
  const toggle = siteMenuToggleOf(page);
  if (!(await toggle.isVisible())) return;
  const isOpen = (await siteMenuOf(page).getAttribute('open')) !== null;
  if (isOpen !== open) await toggle.click();
}

/**
 * Waits until React has hydrated, so clicks reach their handlers; a page sent without React (a reader's campaign
 * page, decision 036) is ready once loaded, its small script having run before DOMContentLoaded.
 */
export async function waitForHydration(page: Page) {
  // React marks the document when hydrateRoot takes it, and each element when hydration claims it. The body alone
  // is not enough: a part loaded on demand (the manage card, say) stays server HTML until its chunk has arrived and
  // React has claimed it, and a click on it before then is lost (CI, a loaded machine: End Campaign opened nothing).
  // So every button and form control must be claimed too, except those in plain server HTML that React only
  // places (dangerouslySetInnerHTML: the gathering sections, decision 017), which it never claims.
  const unclaimed = (asList: boolean) => {
    const propsOf = (node: object) => {
      const key = Object.keys(node).find((name) => name.startsWith('__reactProps$'));
      return key === undefined ? undefined : (node as Record<string, object>)[key];
    };
    const isPlainHtml = (element: Element) => {
      let parent = element.parentElement;
      while (parent && !propsOf(parent)) parent = parent.parentElement;
      return parent !== null && 'dangerouslySetInnerHTML' in (propsOf(parent) ?? {});
    };
    // Until the page has loaded, a React page's context script or a reader's own script may not have run: not ready.
    if (document.readyState !== 'complete') return asList ? ['the document, still loading'] : false;
    if (!('__reactRouterContext' in window)) return asList ? [] : true;
    const started =
      Object.keys(document).some((key) => key.startsWith('__reactContainer$')) && propsOf(document.body);
    const parts = started
      ? [...document.querySelectorAll('button, input, select, textarea')].filter(
          (element) => !propsOf(element) && !isPlainHtml(element),
        )
      : [document.body];
    return asList ? parts.map((element) => element.outerHTML.slice(0, 160)) : parts.length === 0;
  };
  await page.waitForFunction(unclaimed, false, { timeout: 20_000 }).catch(() => undefined);
  expect(await page.evaluate(unclaimed, true), 'parts React has not claimed').toEqual([]);
  await page.waitForLoadState('networkidle');
}

/**
 * Contribute Now on a reader's campaign page is a link to the giving page (decision 036), where the two ways to
 * give are a page of their own and the card wizard opens: followed, and waited on until React has that page.
 */
export async function openGivingPage(page: Page, contributeNow = 'Contribute Now') {
  await page.getByRole('link', { name: contributeNow }).click();
  await expect(page).toHaveURL(/\/give\/\d+$/);
  await waitForHydration(page);
}

export interface CapturedMail {
  to: string[];
  decoded: string;
}

/** Polls the SMTP capture server for the newest message to `address`. */
export async function waitForMail(
  address: string,
  { matching }: { matching?: RegExp } = {},
): Promise<CapturedMail> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const response = await fetch(
      `http://127.0.0.1:${E2E_MAIL_HTTP_PORT}/messages?to=${encodeURIComponent(address)}`,
    );
    const messages = (await response.json()) as CapturedMail[];
    const found = messages.filter((message) => !matching || matching.test(message.decoded)).at(-1);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no e-mail to ${address} arrived within 15 s`);
}

/** The smallest photo a visitor can choose (a 1×1 PNG): enough for the upload pipeline to store and show. */
export const TINY_PNG = {
  name: 'memory.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
};
