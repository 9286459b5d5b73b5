import { expectNoSeriousA11yViolations } from './fixtures';
import { expect, test } from './playwright-utils';

const csvFile = (rows: string[]) => ({
  name: 'collection-book.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(['Name,Amount,Currency,In kind,Note', ...rows].join('\r\n')),
});

const bookRows = (seventh: string) => [
  'Grace Wanjiru,2000,KES,,',
  ',500,KES,,',
  'Okello,250000,UGX,,Kampala cousins',
  'Mama Akinyi,,,Two bags of rice,',
  'Baraka,1500.50,KES,,',
  seventh,
  'Achieng,100,USD,,',
  'Kwame,750,KES,,',
  'Church choir,,,Tent and 100 chairs,',
  'Zawadi,0.50,KES,,',
];

/**
 * Issue 34 item 3: the family records the gifts handed over at the funeral, one by one and from the collection
 * book's CSV (a bad row is listed and nothing is imported until it is fixed); a visitor sees the "given in person"
 * figure beside the online total and the gifts under the tributes.
 */
test('the family records cash and in-kind gifts and imports the collection book; a visitor sees them apart from the online total', {
  tag: '@phone-only',
}, async ({ page, browser, organizer, campaign }) => {
  test.setTimeout(120_000);
  await organizer.signInTo(page);
  await page.goto(`/family/${campaign.id}/in-person`);
  await expect(page.getByRole('heading', { name: 'Record a gift' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const total = page.getByTestId('in-person-total');
  const record = async (
    fields: { name?: string; amount?: string; currency?: string; inKind?: string },
    totalAfter: RegExp,
  ) => {
    if (fields.name) await page.getByLabel('Name of the giver').fill(fields.name);
    if (fields.amount) await page.getByLabel('Amount').fill(fields.amount);
    if (fields.currency) await page.getByLabel('Currency').selectOption(fields.currency);
    if (fields.inKind) await page.getByLabel('Or, given in kind').fill(fields.inKind);
    await page.getByRole('button', { name: 'Record the gift' }).click();
    await expect(total).toHaveText(totalAfter);
    await expect(page.getByText('The gift is recorded')).toBeVisible();
  };
  await record({ name: 'Wanjiku Kamau', amount: '3000', currency: 'KES' }, /^So far: KES\s3,000 \(1 gift\)$/);
  await record({ amount: '20000', currency: 'UGX' }, /UGX\s20,000 \(1 gift\)$/);
  await record(
    { name: 'The neighbours', inKind: 'A goat for the meal' },
    /^So far: KES\s3,000 \(1 gift\), UGX\s20,000 \(1 gift\), 1 gift in kind$/,
  );
  // The form is cleared after each gift.
  await expect(page.getByLabel('Name of the giver')).toHaveValue('');

  // A refused gift keeps what was typed and says why beside the field.
  await page.getByLabel('Amount').fill('10.5');
  await page.getByLabel('Currency').selectOption('UGX');
  await page.getByRole('button', { name: 'Record the gift' }).click();
  await expect(page.getByRole('region', { name: 'Record a gift' }).getByRole('alert')).toContainText(
    'Amounts in UGX are whole numbers.',
  );
  await expect(page.getByLabel('Amount')).toHaveAttribute('aria-invalid', 'true');

  // The collection book, with one bad row: listed with its row and reason, nothing imported.
  await page.getByLabel('CSV file').setInputFiles(csvFile(bookRows('Juma,-300,KES,,')));
  await page.getByRole('button', { name: 'Preview the file' }).click();
  const preview = page.getByTestId('import-preview');
  await expect(preview.getByRole('alert')).toContainText('One row needs fixing');
  await expect(page.getByTestId('import-problems')).toHaveText('Row 7: The amount cannot be negative.');
  await expect(preview.getByRole('button', { name: /^Import/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.goto(`/family/${campaign.id}/in-person`);
  await expect(page.getByRole('listitem').filter({ hasText: 'Grace Wanjiru' })).toHaveCount(0);

  // Fixed: every row is shown as it will be recorded, then imported on confirm.
  await page.getByLabel('CSV file').setInputFiles(csvFile(bookRows('Juma,300,KES,,')));
  await page.getByRole('button', { name: 'Preview the file' }).click();
  await expect(preview.getByRole('row')).toHaveCount(11);
  await expect(preview.getByRole('row').filter({ hasText: 'Tent and 100 chairs' })).toContainText('In kind');
  await preview.getByRole('button', { name: 'Import these 10 gifts' }).click();
  await expect(page.getByText('10 gifts are imported from the file.')).toBeVisible();
  await expect(page.getByTestId('in-person-total')).toContainText('3 gifts in kind');

  // A visitor sees the figure beside the online total, and the gifts under the tributes.
  const visitorContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/campaign/${campaign.customUrl}`);
  const progress = visitor.getByRole('region', { name: 'Fundraising progress' });
  // KES 3000 + 2000 + 500 + 1500.50 + 300 + 750 + 0.50 = 8051; UGX 20000 + 250000 = 270000.
  await expect(progress.getByTestId('given-in-person-figure')).toContainText(
    /Given in person: KES\s8,051, UGX\s270,000, \$100\.00, and 3 gifts in kind/,
  );
  const list = visitor.getByRole('region', { name: 'Given in person' });
  await expect(list.getByRole('listitem')).toHaveCount(13);
  await expect(list.getByRole('listitem').filter({ hasText: 'The neighbours' })).toContainText(
    'In kind: A goat for the meal · In person',
  );
  await expect(list.getByRole('listitem').filter({ hasText: 'Okello' })).toContainText('UGX');
  await expectNoSeriousA11yViolations(visitor);
  await visitorContext.close();
});
