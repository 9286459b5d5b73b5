import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, waitForHydration } from './fixtures';
import { expect, test } from './playwright-utils';
import { expectToFitTheScreen } from './text-fit';

/** Issue 32: the campaign's own language, chosen when it is created, and the account's, on the account page. */
test.use({ reducedMotion: 'reduce' });

const SWAHILI_SHARE = 'Tafadhali ungana nasi kumuenzi';

async function whatsAppTextOf(link: Locator) {
  const href = (await link.getAttribute('href')) ?? '';
  return new URL(href).searchParams.get('text') ?? '';
}

/** The dialog as a reload finds it (answers are kept on every keystroke): every answer given, at the last check. */
async function dialogAtTheLastCheck(page: Page, answers: Record<string, string>) {
  await page.goto('/');
  await page.evaluate(
    (progress) => localStorage.setItem('campaignWizardProgress', progress),
    JSON.stringify({
      stepIndex: 22,
      answers,
    }),
  );
  await page.goto('/create-campaign');
  await waitForHydration(page);
  const dialog = page.getByRole('dialog', { name: 'Create a memorial campaign' });
  await expect(dialog.getByTestId('wizard-question')).toHaveText(/Shall we create/);
  return dialog;
}

test('an organizer creates a campaign in Swahili and shares it in Swahili; the account page changes their language', {
  tag: '@phone-only',
}, async ({ page, organizer }) => {
  test.setTimeout(120_000);
  await organizer.signInTo(page);
  const deceased = `Mzee Juma ${organizer.suffix}`;
  const lastMonth = new Date(Date.now() - 31 * 86_400_000).toISOString().slice(0, 7);
  const dialog = await dialogAtTheLastCheck(page, {
    organizerName: 'Zawadi Otieno',
    organizerEmail: organizer.email,
    organizerPhoneCountry: 'KE',
    organizerPhone: '712345678',
    deceasedName: deceased,
    organizerRelationship: 'child',
    deceasedDateOfPassing: lastMonth,
    deceasedLocation: 'Mombasa, Kenya',
    recipientName: 'Mwanaisha Juma',
    recipientRelationship: 'spouse',
    recipientCountry: 'KE',
    recipientPhone: '722000111',
    recipientPayoutMethod: 'mobile_money',
    sharePublicly: 'yes',
    acceptTerms: 'yes',
  });

  // The organizer reads English: the campaign's language starts there, and they choose Swahili.
  const language = dialog.getByLabel("The campaign's language");
  await expect(language).toHaveValue('en');
  await language.selectOption('sw');
  await expectToFitTheScreen(page, 'the creation dialog’s last check');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: `Create Campaign for ${deceased}` }).click();

  // Shared at once from the dialog, in Swahili.
  await expect(dialog.getByTestId('live-moment')).toBeVisible({ timeout: 20_000 });
  expect(await whatsAppTextOf(dialog.getByRole('link', { name: 'WhatsApp' }))).toContain(
    `${SWAHILI_SHARE} ${deceased}`,
  );
  await dialog.getByRole('button', { name: `Open ${deceased}'s page` }).click();
  await expect(page.getByRole('heading', { level: 1, name: deceased })).toBeVisible({ timeout: 20_000 });
  // The page is in English for the organizer; its share text stays the campaign's.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await whatsAppTextOf(page.locator('a[href^="https://wa.me/"]').first())).toContain(SWAHILI_SHARE);

  // The family's WhatsApp status is Swahili too.
  const list = (await (await organizer.request.get('/api/campaigns')).json()) as Array<{
    id: number;
    deceasedName: string;
  }>;
  const created = list.find((campaign) => campaign.deceasedName === deceased);
  await page.goto(`/family/${created?.id}/share`);
  const status = page.getByLabel('Preview');
  await expect(status).toHaveValue(new RegExp(`^Kwa kumbukumbu ya ${deceased}`));
  await expect(status).toHaveValue(/Kuchangia au kuacha ujumbe: /);

  // The account's own language: chosen on the account page, kept, and the pages follow it.
  await page.goto('/dashboard/account');
  const section = page.getByRole('region', { name: 'Your language' });
  await expect(section.getByLabel('Language')).toHaveValue('en');
  await section.getByLabel('Language').selectOption('fr');
  await section.getByRole('button', { name: 'Save my language' }).click();
  // The page itself now speaks French, the saved notice first.
  await expect(page.getByRole('status').filter({ hasText: 'Votre langue est enregistrée' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Votre langue' }).getByLabel('Langue', { exact: true }),
  ).toHaveValue('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expectToFitTheScreen(page, 'the account page');
  await expectNoSeriousA11yViolations(page);
});
