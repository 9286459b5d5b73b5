import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { contributionCount, tributesOf } from './campaign-fixtures';
import { expectNoSeriousA11yViolations, waitForHydration } from './fixtures';
import { expect, test } from './playwright-utils';

// A Nairobi visitor: the wallet form offers shillings, the currency of the fresh (Kenyan) campaign.
test.use({ timezoneId: 'Africa/Nairobi' });

const organizerPanel = (page: Page) => page.getByRole('region', { name: 'Contributions to review' });

/** Walks the mobile wallet screen of the campaign page open in `page` and submits the gift. */
async function giveByMobileWallet(
  page: Page,
  gift: { name: string; email: string; amount: string; code: string; memory: string },
) {
  await page.getByRole('link', { name: 'Contribute Now' }).click();
  await page.getByRole('link', { name: /Mobile Wallet/ }).click();
  await expect(page.getByRole('heading', { name: 'Give by Mobile Wallet' })).toBeVisible();
  await waitForHydration(page);
  await expectNoSeriousA11yViolations(page);
  await expect(page.getByText('+254 711 000222')).toBeVisible();
  await page.getByLabel(/Amount you sent \(KES\)/).fill(gift.amount);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Your name (required)').fill(gift.name);
  await page.getByLabel('Email (required)').fill(gift.email);
  await page.getByLabel(/How did you know/).selectOption('Church member');
  await page.getByLabel(/A memory or tribute/).fill(gift.memory);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Confirmation code (required)').fill(gift.code);
  await page.getByRole('button', { name: 'Submit Contribution' }).click();
  await expect(page.getByText('Contribution submitted')).toBeVisible();
}

/** A minimal reader for the donor CSV: quoted cells may hold commas and doubled quotes. */
function parseCsv(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) =>
      [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map(([, cell = '']) =>
        cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell,
      ),
    );
}

test('the organizer confirms a mobile wallet contribution and downloads the donor list', async ({
  page,
  organizer,
  campaign,
}, testInfo) => {
  const campaignPath = `/campaign/${campaign.customUrl}`;
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const gift = {
    name: `Wanjiru Kamau ${stamp}`,
    email: `wanjiru-${stamp}@example.com`,
    amount: '2500',
    code: 'SLK7QW3PZD',
    memory: 'He taught half the village to swim. Thank you, Mzee.',
  };

  // A visitor, signed out: no organizer panel, and the donor list is refused by the server too.
  await page.goto(campaignPath);
  await waitForHydration(page);
  await expectNoSeriousA11yViolations(page);
  await expect(page.getByRole('heading', { name: campaign.deceasedName })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Contributions to review' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Download Donor List' })).toHaveCount(0);
  expect((await page.request.get(`/api/campaigns/${campaign.id}/donors.csv`)).status()).toBe(401);
  const totalBefore = await page.getByTestId('total-raised').textContent();
  expect(await contributionCount(page)).toBe(0);

  await giveByMobileWallet(page, gift);
  await expect(page).toHaveURL(new RegExp(`${campaignPath}$`));
  // Awaiting confirmation: neither public nor counted yet.
  await expect(tributesOf(page).getByText(gift.name)).toHaveCount(0);
  expect(await contributionCount(page)).toBe(0);

  // The organizer is signed in in this browser (the form itself is the accounts journey's) and opens the campaign.
  await organizer.signInTo(page);
  await page.goto(campaignPath);
  await waitForHydration(page);

  const panel = organizerPanel(page);
  const pending = panel.getByRole('listitem').filter({ hasText: gift.name });
  await expect(pending).toContainText('Awaiting confirmation');
  await expect(pending).toContainText(gift.code);
  await expect(pending).toContainText('2,500');
  await expectNoSeriousA11yViolations(page);

  await pending.getByRole('button', { name: 'Confirm received' }).click();
  await expect(page.getByText('Contribution confirmed')).toBeVisible();
  await expect(panel.getByText(gift.name)).toHaveCount(0);
  await expect(panel.getByText('No mobile wallet contributions are awaiting confirmation.')).toBeVisible();

  // The page itself updates: the total, the count, and the tribute now shown to everyone.
  await expect(page.getByTestId('total-raised')).toContainText('2,500');
  expect(await page.getByTestId('total-raised').textContent()).not.toBe(totalBefore);
  await expect.poll(() => contributionCount(page)).toBe(1);
  const tribute = tributesOf(page).getByRole('listitem').filter({ hasText: gift.name });
  await expect(tribute).toContainText('Church member');
  await expect(tribute).toContainText(gift.memory);

  const downloading = page.waitForEvent('download');
  // A manage card option (spec part 2 §2), beside Quick Campaign Stats.
  await page
    .getByRole('region', { name: 'Manage your campaign' })
    .getByRole('link', { name: 'Download Donor List' })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(
    `${campaign.deceasedName.replace(/ /g, '-')}-comprehensive-donors.csv`,
  );
  const [header, ...rows] = parseCsv(await readFile(await download.path(), 'utf8'));
  expect(header).toEqual([
    'Name',
    'Email',
    'Relationship',
    'Amount',
    'Currency',
    'Payment Method',
    'Confirmation Code',
    'Wallet Provider',
    'Tribute',
    'Date',
  ]);
  expect(rows).toEqual([
    [
      gift.name,
      gift.email,
      'Church member',
      '2500.00',
      'KES',
      'Mobile wallet',
      gift.code,
      '',
      gift.memory,
      new Date().toISOString().slice(0, 10),
    ],
  ]);

  // Public means public: a signed-out visitor sees the tribute and the new total.
  await page.context().clearCookies();
  await page.goto(campaignPath);
  await waitForHydration(page);
  await expect(tributesOf(page).getByRole('listitem').filter({ hasText: gift.name })).toContainText(
    gift.memory,
  );
  await expect(page.getByTestId('total-raised')).toContainText('2,500');
  await expect(page.getByRole('heading', { name: 'Contributions to review' })).toHaveCount(0);
});

test('the manifesto offers the way back to the last campaign only to a signed-in visitor within 24 hours', async ({
  page,
  organizer,
}) => {
  const backLink = page.getByRole('link', { name: "Back to Amara Okafor's campaign" });
  const openManifesto = async () => {
    await page.goto('/manifesto');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Our Manifesto', level: 1 })).toBeVisible();
  };
  const storedLastCampaign = () => page.evaluate(() => window.localStorage.getItem('lastCampaign'));

  // Signed out, although the campaign was just visited: no shortcut.
  await page.goto('/campaign/rip-amara-okafor');
  await waitForHydration(page);
  await openManifesto();
  expect(await storedLastCampaign()).toContain('rip-amara-okafor');
  await expect(backLink).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Signed in and back from the campaign: the shortcut leads there.
  await organizer.signInTo(page);
  await page.goto('/campaign/rip-amara-okafor');
  await waitForHydration(page);
  await expectNoSeriousA11yViolations(page);
  await openManifesto();
  await expect(backLink).toBeVisible();
  await expect(backLink).toHaveAttribute('href', '/campaign/rip-amara-okafor');
  await expectNoSeriousA11yViolations(page);
  await backLink.click();
  await expect(page).toHaveURL(/\/campaign\/rip-amara-okafor$/);
  await expect(page.getByRole('heading', { name: 'Amara Okafor', level: 1 })).toBeVisible();

  // Still signed in, but the visit was more than 24 hours ago: no shortcut.
  await page.evaluate(() => {
    const record = JSON.parse(window.localStorage.getItem('lastCampaign') ?? '{}');
    const moreThanADayAgo = Date.now() - 25 * 60 * 60 * 1000;
    window.localStorage.setItem('lastCampaign', JSON.stringify({ ...record, timestamp: moreThanADayAgo }));
  });
  await openManifesto();
  expect(await storedLastCampaign()).toContain('rip-amara-okafor');
  await expect(backLink).toHaveCount(0);
});
