import { readFile } from 'node:fs/promises';
import { giveByCard, giveConfirmedWalletGift } from './campaign-fixtures';
import { expectNoSeriousA11yViolations } from './fixtures';
import { expect, test } from './playwright-utils';
import { expectToFitTheScreen } from './text-fit';

/**
 * Issue 34 item 5: the family opens its statement on a phone and downloads it for a spreadsheet and as text. (The
 * budget and the gifts given in person are written by the family's own tools; their figures are covered by
 * app/routes/family-statement.integration.test.ts, which writes them directly.)
 */
test('the family reads its statement on a phone and downloads it as CSV and text', {
  tag: '@phone-only',
}, async ({ page, organizer, campaign }) => {
  test.setTimeout(120_000);
  await giveByCard(organizer.request, campaign.id, '1000');
  await giveConfirmedWalletGift(organizer.request, campaign.id, {
    contributorName: 'Otieno',
    memory: 'Rest well.',
  });
  await organizer.signInTo(page);

  await page.goto(`/family/${campaign.id}/events`);
  await page
    .getByRole('navigation', { name: 'Family tools' })
    .getByRole('link', { name: 'Statement' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/family/${campaign.id}/statement$`));
  await expect(page.getByRole('heading', { name: 'Statement of the money and the funeral' })).toBeVisible();
  for (const title of [
    'Card gifts online',
    'Mobile money gifts',
    'Payouts to the recipient',
    'Given in person',
    'Funeral budget',
    'What was paid',
  ]) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  const card = page.getByRole('region', { name: 'Card gifts online' }).getByRole('table');
  await expect(card.getByRole('row').nth(1)).toContainText('KES');
  await expect(card.getByRole('row').nth(1)).toContainText('1,000');
  await expect(page.getByRole('region', { name: 'Mobile money gifts' }).getByRole('table')).toContainText(
    '1,500',
  );
  await expect(page.getByText('No payout requested yet.')).toBeVisible();
  await expect(page.getByText('No budget planned yet.')).toBeVisible();
  await expectToFitTheScreen(page, 'the statement');
  await expectNoSeriousA11yViolations(page);

  const csvDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Spreadsheet (.csv)' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/-statement\.csv$/);
  const csvText = await readFile((await csv.path()) ?? '', 'utf8');
  expect(csvText.startsWith('\uFEFFStatement,In memory of')).toBe(true);
  expect(csvText).toContain('\r\nSection,Currency,Gifts,Counted,Platform fee,Card processing');
  expect(csvText).toMatch(/\r\nCard gifts online,KES,1,1000\.00,/);
  expect(csvText).toMatch(/\r\nMobile money gifts,[^,]*,KES,1,1500\.00\r\n/);

  const textDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Text file (.txt)' }).click();
  const text = await textDownload;
  expect(text.suggestedFilename()).toMatch(/-statement\.txt$/);
  const body = (await readFile((await text.path()) ?? '', 'utf8')).replace(/\u00a0/g, ' ');
  expect(body).toContain('PAMOJA STATEMENT');
  expect(body).toMatch(/\nKES \| 1 \| KES 1,000 \|/);
  expect(body).toContain('FUNERAL BUDGET\nNo budget planned yet.');
  expect(body).toContain('| Otieno | mobile wallet');
});
