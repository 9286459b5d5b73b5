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

/** Waits until React has hydrated, so clicks reach their handlers. */
export async function waitForHydration(page: Page) {
  // React marks the document when hydrateRoot takes it, and each element when hydration claims it: a click after
  // both reaches React (or is replayed by it). The route modules' global alone comes before React has started.
  await page.waitForFunction(
    () =>
      Object.keys(document).some((key) => key.startsWith('__reactContainer$')) &&
      Object.keys(document.body).some((key) => key.startsWith('__reactProps$')),
  );
  await page.waitForLoadState('networkidle');
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
