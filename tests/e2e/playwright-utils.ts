import { randomBytes } from 'node:crypto';
import { type APIRequestContext, test as base, type Page } from '@playwright/test';
import { createCampaignThroughApi, signUpOrganizer } from './campaign-fixtures';

export { expect } from '@playwright/test';

export interface Organizer {
  email: string;
  password: string;
  suffix: string;
  /** The organizer's own API session, apart from the browser's (the page stays a signed-out visitor). */
  request: APIRequestContext;
  /** Signs `page`'s browser in as the organizer by handing it the session cookie (no sign-in form). */
  signInTo: (page: Page) => Promise<void>;
}

export type Campaign = Awaited<ReturnType<typeof createCampaignThroughApi>>;

/**
 * Journeys start from an organizer and a campaign made through the API, not by hand in each test (epic-stack's
 * tests/playwright-utils.ts). Signing in through the form is the accounts journey's job; everyone else is handed
 * a session. Fixtures are lazy: a test that asks for neither pays for neither.
 */
export const test = base.extend<{
  campaignOptions: Parameters<typeof createCampaignThroughApi>[1];
  organizer: Organizer;
  campaign: Campaign;
}>({
  campaignOptions: [{}, { option: true }],

  organizer: async ({ playwright, baseURL }, use) => {
    // Organizers sign up from their own networks: per-address limits count each one apart, as in production.
    const [a, b, c] = randomBytes(3);
    const request = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': `10.${a}.${b}.${c}` },
    });
    const account = await signUpOrganizer(request);
    await use({
      ...account,
      request,
      signInTo: async (page) => {
        await page.context().addCookies((await request.storageState()).cookies);
      },
    });
    // The run's database is thrown away at the end (playwright.config.ts); what is left to end is the session.
    await request.post('/api/auth/logout');
    await request.dispose();
  },

  campaign: async ({ organizer, campaignOptions }, use) => {
    await use(await createCampaignThroughApi(organizer.request, campaignOptions));
  },
});
