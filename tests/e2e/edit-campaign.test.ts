import { m } from '../../paraglide/messages';
import { photoLikeImage } from '../setup/images';
import { signUpOrganizer } from './campaign-fixtures';
import { expectNoSeriousA11yViolations, waitForHydration } from './fixtures';
import { expect, test } from './playwright-utils';

function isoDatePlus(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

test.describe('editing a campaign', () => {
  test('the organizer changes tribute, goal, end date, custom URL, sharing and header image', async ({
    page,
    organizer,
    campaign,
  }) => {
    await organizer.signInTo(page);
    await page.goto(`/campaign/${campaign.customUrl}`);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Edit Campaign' }).click();
    await expect(page).toHaveURL(new RegExp(`/edit-campaign/${campaign.customUrl}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Campaign' })).toBeVisible();
    await expect(page.getByText(`Memorial for ${campaign.deceasedName}`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A tribute of 9 characters is refused with the spec's message, and what was typed stays.
    const tribute = page.getByLabel('Tribute Message');
    await tribute.fill('123456789');
    await page.getByRole('button', { name: 'Update Campaign' }).click();
    await expect(page.getByText('Tribute must be at least 10 characters').first()).toBeVisible();
    await expect(page.getByText('Update Failed')).toBeVisible();
    await expect(tribute).toHaveValue('123456789');
    await expect(tribute).toHaveAttribute('aria-invalid', 'true');

    // A text file is not an image: refused before any upload.
    const header = page.getByRole('region', { name: 'Campaign Header Image' });
    const chooser = page.getByLabel('Choose a header image');
    await chooser.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(header.getByText(m.photo_not_an_image({}, { locale: 'en' }))).toBeVisible();
    await chooser.setInputFiles({
      name: 'header.jpg',
      mimeType: 'image/jpeg',
      buffer: await photoLikeImage({ width: 1600, height: 500 }),
    });
    await expect(page.getByText('Your photo has been uploaded successfully.')).toBeVisible();
    await expect(header.getByRole('img', { name: "The campaign's header image" })).toHaveAttribute(
      'src',
      /^\/uploads\/.+\.webp$/,
    );
    // One image: choosing again replaces it.
    await expect(header.getByText('Choose another photo')).toBeVisible();

    const newUrl = `in-memory-of-otieno-${organizer.suffix}`;
    await tribute.fill('Otieno taught three generations to swim, fish and tell the truth.');
    await page.getByLabel('Fundraising Goal (Optional)').fill('250000');
    await page.getByLabel('Campaign End Date (Optional)').fill(isoDatePlus(40));
    await page.getByLabel('Custom URL').fill(newUrl);
    await page.getByLabel('Enable social media sharing buttons on the campaign page').uncheck();
    await page.getByRole('button', { name: 'Update Campaign' }).click();

    await expect(page).toHaveURL(new RegExp(`/campaign/${newUrl}$`));
    // The toast (the edit page's own "updated" panel may still be leaving on a slow phone).
    await expect(
      page
        .getByRole('region', { name: /Notifications/ })
        .getByText('Your campaign has been successfully updated'),
    ).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByTestId('tribute')).toHaveText(
      'Otieno taught three generations to swim, fish and tell the truth.',
    );
    await expect(page.getByText(/of KES\s?250,000 goal/)).toBeVisible();
    await expect(page.getByText('Sharing has been disabled for this campaign')).toBeVisible();
    await expect(page.getByTestId('header-image')).toHaveAttribute('src', /^\/uploads\/.+\.webp$/);
    const endDate = new Date(`${isoDatePlus(40)}T00:00:00Z`).toLocaleDateString('en-US', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    await expect(page.getByText(`Open for contributions until ${endDate}`)).toBeVisible();
    // Links shared before the change keep working: the old address sends visitors to the new one for good.
    const former = await page.request.get(`/campaign/${campaign.customUrl}`, { maxRedirects: 0 });
    expect(former.status()).toBe(301);
    expect(new URL(former.headers().location, page.url()).pathname).toBe(`/campaign/${newUrl}`);
  });

  test('the organizer corrects who is remembered and who receives, and the page shows it (issue 11 item 4)', async ({
    page,
    organizer,
    campaign,
  }) => {
    await organizer.signInTo(page);
    await page.goto(`/edit-campaign/${campaign.customUrl}`);
    await waitForHydration(page);
    await page.getByLabel('Their name').fill('Achieng Adhiambo Otieno');
    await page.getByLabel('Year of birth (Optional)').fill('1947');
    await page.getByLabel('Where they lived').fill('Kisumu, Kenya');
    await page.getByLabel("Recipient's name").fill('Grace Akinyi');
    await page.getByLabel('Their relationship to the one remembered').selectOption('child');
    await expect(page.getByText('they are changed under Where the Money Goes')).toBeVisible();
    await page.getByRole('button', { name: 'Update Campaign' }).click();
    await expect(page).toHaveURL(new RegExp(`/campaign/${campaign.customUrl}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Achieng Adhiambo Otieno');
    await expect(page.getByText('Funds go to Grace Akinyi')).toBeVisible();
    await expect(page.getByText('Kisumu, Kenya').first()).toBeVisible();
  });

  test('the organizer changes where the money goes and is handed the notice for the former number (issue 11 item 4)', async ({
    page,
    organizer,
    campaign,
  }) => {
    await organizer.signInTo(page);
    await page.goto(`/edit-campaign/${campaign.customUrl}`);
    await waitForHydration(page);
    const destination = page.getByRole('region', { name: 'Where the Money Goes' });
    const formerDigits = (await destination.getByLabel("Recipient's phone").inputValue()).replace(/\D/g, '');
    await destination.getByLabel("Recipient's phone").fill('call me');
    await destination.getByRole('button', { name: 'Change Where the Money Goes' }).click();
    await expect(destination.getByLabel("Recipient's phone")).toHaveAttribute('aria-invalid', 'true');

    await destination.getByLabel("Recipient's phone").fill('+254 733 444555');
    await destination.getByLabel('Payout method').selectOption('bank_transfer');
    await destination.getByRole('button', { name: 'Change Where the Money Goes' }).click();
    await expect(destination.getByText('Now tell the recipient on their former number')).toBeVisible();
    const send = destination.getByRole('link', { name: 'Send this on WhatsApp' });
    await expect(send).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${formerDigits}\\?text=`));
    await expect(destination.getByLabel("Recipient's phone")).toHaveValue('+254 733 444555');
    await expectNoSeriousA11yViolations(page);
  });

  test('an end date already past asks "close contributions now?" before it closes the campaign, with or without JavaScript (issue 11 item 10)', async ({
    page,
    browser,
    organizer,
    campaign,
  }) => {
    const yesterday = isoDatePlus(-1);
    const withoutScript = await browser.newContext({ javaScriptEnabled: false });
    const plainPage = await withoutScript.newPage();
    await organizer.signInTo(plainPage);
    await plainPage.goto(`/edit-campaign/${campaign.customUrl}`);
    await plainPage.getByLabel('Campaign End Date (Optional)').fill(yesterday);
    await plainPage.getByRole('button', { name: 'Update Campaign' }).click();
    await expect(plainPage.getByText('This end date has passed.')).toBeVisible();
    await expect(plainPage.getByLabel('Campaign End Date (Optional)')).toHaveValue(yesterday);
    await expect(plainPage.getByLabel('Campaign End Date (Optional)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(plainPage.getByLabel('Yes, close contributions now')).not.toBeChecked();
    await withoutScript.close();

    await page.goto(`/campaign/${campaign.customUrl}`);
    await expect(page.getByRole('link', { name: 'Contribute Now' }).first()).toBeVisible();
    await organizer.signInTo(page);
    await page.goto(`/edit-campaign/${campaign.customUrl}`);
    await waitForHydration(page);
    await expect(page.getByLabel('Yes, close contributions now')).toHaveCount(0);
    await page.getByLabel('Campaign End Date (Optional)').fill(yesterday);
    await expect(page.getByText('saving it closes contributions now')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Yes, close contributions now').check();
    await page.getByRole('button', { name: 'Update Campaign' }).click();
    await expect(page).toHaveURL(new RegExp(`/campaign/${campaign.customUrl}$`));
    await expect(
      page.getByText('This campaign has ended and no longer accepts contributions.').first(),
    ).toBeVisible();
  });

  test('a taken or reserved custom URL is refused and the form keeps the answers', async ({
    page,
    organizer,
    campaign,
  }) => {
    await organizer.signInTo(page);
    await page.goto(`/edit-campaign/${campaign.customUrl}`);
    await waitForHydration(page);
    await page.getByLabel('Custom URL').fill('rip-amara-okafor');
    await page.getByRole('button', { name: 'Update Campaign' }).click();
    await expect(
      page.getByText('This custom URL is already taken. Please choose another one').first(),
    ).toBeVisible();
    await page.getByLabel('Custom URL').fill('terms');
    await page.getByRole('button', { name: 'Update Campaign' }).click();
    await expect(page.getByText('This URL is reserved. Please choose another one').first()).toBeVisible();
    await expect(page.getByLabel('Custom URL')).toHaveValue('terms');
  });

  test('another signed-in user sees Access Denied, and Back to Campaign returns to the page', async ({
    page,
    campaign,
  }) => {
    // Someone other than the campaign's organizer, signed up in this browser.
    await signUpOrganizer(page.request);
    const response = await page.goto(`/edit-campaign/${campaign.customUrl}`);
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText("You don't have permission to edit this campaign")).toBeVisible();
    await page.getByRole('link', { name: 'Back to Campaign' }).click();
    await expect(page).toHaveURL(new RegExp(`/campaign/${campaign.customUrl}$`));
    // The API refuses the same person too.
    const put = await page.request.put(`/api/campaigns/${campaign.id}`, {
      data: { tribute: 'Not my campaign at all' },
    });
    expect(put.status()).toBe(403);
  });

  test('an unknown campaign shows Campaign Not Found with status 404 and Go to Dashboard', async ({
    page,
    organizer,
  }) => {
    await organizer.signInTo(page);
    const response = await page.goto('/edit-campaign/nobody-by-this-name');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Campaign Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});
