import { expectNoSeriousA11yViolations, TINY_PNG, waitForHydration } from './fixtures';
import { expect, test } from './playwright-utils';

test('a visitor signs the guestbook without JavaScript and the family hides the message', async ({
  browser,
  campaign,
  organizer,
  page,
}) => {
  const message = 'Pole sana. <b>Baba</b> taught me to fish: https://example.org/memories';

  // A visitor on a phone whose script never arrived.
  const visitorContext = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 360, height: 740 },
    extraHTTPHeaders: { 'x-forwarded-for': '10.200.0.7' },
  });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/campaign/${campaign.customUrl}`);
  const guestbook = visitor.getByRole('region', { name: 'Guestbook' });
  await guestbook.getByText('Sign the guestbook', { exact: true }).first().click();
  await guestbook.getByLabel('Your name').fill('Mama Akinyi');
  await guestbook.getByLabel('How you knew them (optional)').selectOption('Neighbor');
  await guestbook.getByLabel('Your message').fill(message);
  // A photo travels with the plain form: no script is needed to send it.
  await guestbook.getByLabel('A photo (optional)').setInputFiles(TINY_PNG);
  await guestbook.getByRole('button', { name: 'Sign the guestbook' }).click();

  await expect(visitor).toHaveURL(/\?signed=1/);
  await expect(guestbook.getByRole('status')).toContainText('Your message is now in the guestbook');
  const tributes = visitor.getByRole('region', { name: 'Tributes and memories' });
  // Shown as the words typed: the markup as text, the address not a link.
  await expect(tributes.getByText(message)).toBeVisible();
  await expect(tributes.getByRole('link', { name: /example\.org/ })).toHaveCount(0);
  await expect(tributes.getByRole('link', { name: 'Report the message from Mama Akinyi' })).toBeVisible();
  const photo = tributes.getByRole('img', { name: 'Shared by Mama Akinyi' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  // A refused form comes back with its message and what was typed.
  await visitor.goto(`/sign-guestbook/${campaign.id}`);
  await visitor.getByLabel('Your name').fill('Kamau');
  await visitor.getByLabel('A photo (optional)').setInputFiles(TINY_PNG);
  await visitor.getByRole('button', { name: 'Sign the guestbook' }).click();
  await expect(visitor.getByText('Write your message').first()).toBeVisible();
  await expect(visitor.getByLabel('Your name')).toHaveValue('Kamau');
  // The photo already sent is kept, so a slow connection need not send it again.
  await expect(visitor.getByText('Your photo is kept.')).toBeVisible();
  await visitor.getByLabel('Your message').fill('Rest well, mzee.');
  await visitor.getByRole('button', { name: 'Sign the guestbook' }).click();
  await expect(visitor).toHaveURL(/\?signed=1/);
  await expect(tributes.getByRole('img', { name: 'Shared by Kamau' })).toBeVisible();

  // (axe needs a page's script: the same pages, checked where it runs.)
  await page.goto(`/sign-guestbook/${campaign.id}`);
  await expectNoSeriousA11yViolations(page);
  await page.goto(`/campaign/${campaign.customUrl}`);
  await page.getByRole('link', { name: 'Report the message from Mama Akinyi' }).click();
  await expect(page.getByRole('heading', { name: 'Report a message' })).toBeVisible();
  await expect(page.getByText(message)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The family hides it from their own page.
  await organizer.signInTo(page);
  await page.goto(`/family/${campaign.id}/guestbook`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Hide: the message from Mama Akinyi' }).click();
  await expect(page.getByText('The message is hidden from the page.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show again: the message from Mama Akinyi' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await visitor.goto(`/campaign/${campaign.customUrl}`);
  await expect(visitor.getByText(message)).toHaveCount(0);
  await visitorContext.close();
});
