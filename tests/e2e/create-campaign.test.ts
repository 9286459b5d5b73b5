import { randomBytes } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { photoLikeImage } from '../setup/images';
import { expectNoSeriousA11yViolations, waitForHydration } from './fixtures';
import { expectNoSplitWords } from './text-fit';

/** Someone typing on a phone: a character every 25 ms. */
const TYPING_DELAY_MS = 25;

function uniqueSuffix() {
  return randomBytes(3).toString('hex');
}

function dialogOf(page: Page) {
  return page.getByRole('dialog', { name: 'Create a memorial campaign' });
}

/** Waits for the question, types like a person, and continues. */
async function answer(page: Page, question: RegExp, label: string | RegExp, text: string) {
  const dialog = dialogOf(page);
  await expect(dialog.getByTestId('wizard-question')).toHaveText(question, { timeout: 15_000 });
  await expectNoSplitWords(page, `the creation dialog at ${question.source}`);
  const field = dialog.getByLabel(label, { exact: typeof label === 'string' });
  await field.pressSequentially(text, { delay: TYPING_DELAY_MS });
  await dialog.getByRole('button', { name: 'Continue' }).click();
}

/** Every step waits here or in answer(): each is checked for split words too (issue 33 item 7; 360 px on a phone). */
async function waitForQuestion(page: Page, question: RegExp) {
  await expect(dialogOf(page).getByTestId('wizard-question')).toHaveText(question, { timeout: 15_000 });
  await expectNoSplitWords(page, `the creation dialog at ${question.source}`);
}

async function choose(select: Locator, label: string | RegExp) {
  const option = select.locator('option', { hasText: label }).first();
  await select.selectOption((await option.getAttribute('value')) ?? '');
}

function isoDatePlus(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

const lastMonth = (() => {
  const date = new Date();
  date.setDate(1);
  date.setMonth(date.getMonth() - 1);
  return {
    value: date.toISOString().slice(0, 7),
    label: date.toLocaleString('en', { month: 'long', year: 'numeric' }),
  };
})();

test.describe('creating a campaign', () => {
  test.setTimeout(360_000);

  test('a new visitor creates a campaign through all 25 steps, with a reload and a step back on the way', async ({
    page,
  }) => {
    const suffix = uniqueSuffix();
    const email = `amani-${suffix}@example.com`;
    const deceased = `Baraka Mwangi ${suffix}`;
    const customUrl = `rip-baraka-${suffix}`;

    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Create Memorial Campaign' }).first().click();
    await expect(page).toHaveURL(/\/create-campaign$/);
    const dialog = dialogOf(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Takes less than 3 minutes', { exact: true })).toBeVisible();

    // 1 greeting: no Back on the first step
    await waitForQuestion(page, /anywhere in the world/);
    await expect(dialog.getByRole('button', { name: 'Back' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    // 2-3 organizer name and e-mail; a bad address is refused with the spec's toast
    await answer(page, /what is your full name\?/, 'Your full name', 'Amani Wanjiku');
    await waitForQuestion(page, /Thank you, Amani\. What is your email address\?/);
    await dialog.getByLabel('Your email address').pressSequentially('amani@', { delay: TYPING_DELAY_MS });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Invalid email')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await dialog.getByLabel('Your email address').fill('');
    await answer(page, /email address\?/, 'Your email address', email);
    // 4 phone with the dial code
    await waitForQuestion(page, /phone number/);
    await dialog.getByLabel('Country dial code').selectOption('KE');
    await answer(page, /phone number/, 'Your phone number', '712345678');
    // 5-6 the deceased and the relationship ("other" asks for words)
    await answer(page, /sorry for your loss, Amani/, "Your loved one's full name", deceased);
    await waitForQuestion(page, new RegExp(`relationship to ${deceased}`));
    await dialog.getByLabel('Your relationship').selectOption('other');
    await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await dialog
      .getByLabel('Please specify the relationship')
      .pressSequentially('Godchild', { delay: TYPING_DELAY_MS });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    // 7 date of passing: the exact date picker refuses the future, the month-and-year list is used
    await waitForQuestion(page, new RegExp(`When did ${deceased} pass away\\?`));
    await dialog.getByRole('button', { name: 'Choose the exact date instead' }).click();
    await dialog.getByLabel('Date of passing').fill(isoDatePlus(10));
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('The date of passing cannot be in the future');
    await dialog.getByRole('button', { name: 'I only know the month and year' }).click();
    await dialog.getByLabel('Month and year of passing').selectOption(lastMonth.value);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    // 8 birth year
    await waitForQuestion(page, /In which year was/);
    await dialog.getByLabel('Year of birth (optional)').selectOption('1950');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    // 9 location
    await answer(
      page,
      new RegExp(`Where did ${deceased} live\\?`),
      'Town or city, and country',
      'Nyeri, Kenya',
    );

    // A reload in the middle loses nothing: same step, same answers.
    await waitForQuestion(page, /add a photo/);
    await page.reload();
    await waitForHydration(page);
    await waitForQuestion(page, /add a photo/);
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog.getByLabel('Town or city, and country')).toHaveValue('Nyeri, Kenya');
    await dialog.getByRole('button', { name: 'Continue' }).click();

    // 10 photo: uploads and moves on by itself after a second
    await waitForQuestion(page, /add a photo/);
    await dialog.getByLabel('Choose a photo').setInputFiles({
      name: 'baraka.jpg',
      mimeType: 'image/jpeg',
      buffer: await photoLikeImage({ width: 1200, height: 900 }),
    });
    await expect(page.getByText('Your photo has been uploaded successfully.')).toBeVisible();
    // 11 tribute with "Help me find words", then edited
    await waitForQuestion(page, /say a few words/);
    await dialog.getByRole('button', { name: 'Help me find words' }).click();
    await expect(page.getByText('Feel free to edit or personalize it further.')).toBeVisible();
    const tributeField = dialog.getByLabel('Tribute (optional)');
    await expect(tributeField).toHaveValue(/Baraka/);
    await tributeField.fill('');
    await tributeField.pressSequentially('Baraka sang in the choir for fifty years.', {
      delay: TYPING_DELAY_MS,
    });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    // 12 the recipient statement (display only: no Back)
    await waitForQuestion(page, /you will not receive the funds directly/);
    await expect(dialog.getByRole('button', { name: 'Back' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    // 13-16 the recipient; the country sets the phone prefix and the goal currency
    await answer(page, /Who should receive the funds/, "Recipient's full name", 'Neema Mwangi');
    await waitForQuestion(page, /What is Neema Mwangi's relationship/);
    await dialog.getByLabel("Recipient's relationship").selectOption('spouse');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await waitForQuestion(page, /In which country does Neema Mwangi live\?/);
    await expect(dialog.getByLabel("Recipient's country").locator('option')).toHaveCount(41);
    await choose(dialog.getByLabel("Recipient's country"), 'Tanzania');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await waitForQuestion(page, /Neema Mwangi's phone number/);
    await expect(dialog.getByText('+255', { exact: true })).toBeVisible();
    await answer(page, /phone number/, "Recipient's phone number", '754000111');
    // 17 payout method
    await waitForQuestion(page, /How would Neema Mwangi like to receive/);
    await dialog.getByRole('button', { name: /Mobile money/ }).click();
    // 18 goal in Tanzanian shillings
    await waitForQuestion(page, /fundraising goal/);
    await expect(dialog.getByText('In Tanzanian Shilling (TZS).')).toBeVisible();
    await answer(page, /fundraising goal/, 'Fundraising goal (optional)', '2500000');
    // 19 custom URL: a reserved one is refused, then ours
    await waitForQuestion(page, /web address/);
    await expect(dialog.getByLabel('Custom web address (optional)')).toHaveAttribute(
      'placeholder',
      `ripbarakamwangi${suffix}`,
    );
    await dialog.getByLabel('Custom web address (optional)').fill('login');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('This URL is reserved. Please choose another one');
    await dialog.getByLabel('Custom web address (optional)').fill('');
    await answer(page, /web address/, 'Custom web address (optional)', customUrl);
    // 20 end date by quick pick
    await waitForQuestion(page, /Until when/);
    await dialog.getByRole('button', { name: '2 weeks' }).click();
    await expect(dialog.getByLabel('Campaign end date')).toHaveValue(isoDatePlus(14));
    await dialog.getByRole('button', { name: 'Continue' }).click();
    // 21 share publicly
    await waitForQuestion(page, /shared publicly/);
    await dialog.getByRole('button', { name: 'Yes' }).click();
    // 22 terms: the link opens in a new tab
    await waitForQuestion(page, /key terms/);
    await expect(dialog.getByRole('link', { name: /Terms of Service/ })).toHaveAttribute('target', '_blank');
    await dialog.getByRole('button', { name: 'Yes, I agree' }).click();
    // 23 create, 24 password (too short first), 25 launch
    await waitForQuestion(page, /Shall we create/);
    await expect(page.getByTestId('wizard-progress')).toHaveText(/^9\d%$/);
    // A last check of every answer that decides where the money goes.
    const summary = dialog.getByTestId('creation-summary');
    await expect(summary).toContainText("Recipient's phone: +255 754000111");
    await expect(summary).toContainText('Payout method: Mobile money');
    await expect(summary).toContainText('Goal: TZS 2,500,000');
    await expect(summary).toContainText(`Web address: /campaign/${customUrl}`);
    await expect(summary).toContainText(
      `Contributions close: ${new Date(`${isoDatePlus(14)}T00:00:00Z`).toLocaleDateString('en', { dateStyle: 'long', timeZone: 'UTC' })}`,
    );
    await dialog.getByRole('button', { name: `Create Campaign for ${deceased}` }).click();
    await waitForQuestion(page, /create a password/);
    const passwordField = dialog.getByLabel('Create a password');
    await passwordField.pressSequentially('short', { delay: TYPING_DELAY_MS });
    await expect(dialog.getByRole('button', { name: 'Create account and launch' })).toBeDisabled();
    await passwordField.pressSequentially('-enough', { delay: TYPING_DELAY_MS });
    await dialog.getByRole('button', { name: 'Create account and launch' }).click();

    // The page is live: share it now on WhatsApp, and verify the e-mail address.
    await expect(dialog.getByText('Your page is live. Share it now', { exact: false })).toBeVisible({
      timeout: 20_000,
    });
    await expect(dialog.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      new RegExp(encodeURIComponent(`/campaign/${customUrl}`)),
    );
    await expect(dialog.getByText(`We sent a link to ${email}.`, { exact: false })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: `Open ${deceased}'s page` }).click();

    await expect(page).toHaveURL(new RegExp(`/campaign/${customUrl}$`), { timeout: 20_000 });

    // The page shows every field entered.
    await expect(page.getByRole('heading', { level: 1, name: deceased })).toBeVisible();
    await expect(page.getByTestId('life-years')).toHaveText(`1950 – ${lastMonth.value.slice(0, 4)}`);
    await expect(page.getByText(`Nyeri, Kenya · Passed away ${lastMonth.label}`)).toBeVisible();
    await expect(page.getByTestId('tribute')).toHaveText('Baraka sang in the choir for fifty years.');
    await expect(page.getByText('Shared by Amani Wanjiku (godchild)')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Funds go to Neema Mwangi' })).toBeVisible();
    await expect(page.getByText('Spouse')).toBeVisible();
    await expect(page.getByText('Tanzania')).toBeVisible();
    await expect(page.getByText('Mobile money')).toBeVisible();
    await expect(page.getByText(/of TZS\s?2,500,000 goal/)).toBeVisible();
    await expect(page.getByText(/Open for contributions until/)).toBeVisible();
    await expect(page.getByRole('img', { name: deceased })).toHaveAttribute(
      'src',
      /^\/uploads\/.+-thumb\.webp$/,
    );
    await expect(page.getByRole('link', { name: 'Edit Campaign' })).toBeVisible();
    // Nothing is left behind for the next campaign.
    expect(
      await page.evaluate(() => [
        localStorage.getItem('pendingCampaignData'),
        localStorage.getItem('campaignWizardProgress'),
      ]),
    ).toEqual([null, null]);
  });
});

test.describe('creating a campaign with an e-mail that already has an account', () => {
  test.setTimeout(120_000);
  test.use({ reducedMotion: 'reduce' });

  test('the visitor is sent to sign in, and the campaign is created right after', async ({ page }) => {
    const suffix = uniqueSuffix();
    const email = `existing-${suffix}@example.com`;
    const password = 'existing-password';
    const registered = await page.request.post('/api/auth/register', {
      data: { firstName: 'Kofi', lastName: 'Mensah', email, country: 'GH', phone: '+233200000000', password },
    });
    expect(registered.status()).toBe(201);
    await page.request.post('/api/auth/logout');
    await page.context().clearCookies();

    await page.goto('/create-campaign');
    await waitForHydration(page);
    const dialog = dialogOf(page);
    // Typing is instant when motion is reduced.
    await expect(dialog.getByTestId('wizard-question')).toHaveText(/anywhere in the world/);
    const fill = async (label: string, value: string) => {
      await dialog.getByLabel(label, { exact: true }).fill(value);
      await dialog.getByRole('button', { name: 'Continue' }).click();
    };
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await fill('Your full name', 'Kofi Mensah');
    await fill('Your email address', email);
    // Told at once that the address has an account, with a way to sign in; Continue again goes on.
    await expect(dialog.getByText(`Welcome back: ${email} already has a Pamoja account.`)).toBeVisible();
    await expect(dialog.getByRole('link', { name: `Sign in as ${email}` })).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await fill('Your phone number', '200000000');
    await fill("Your loved one's full name", `Ama Mensah ${suffix}`);
    await dialog.getByLabel('Your relationship').selectOption('child');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByLabel('Month and year of passing').selectOption(lastMonth.value);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Continue' }).click(); // no birth year
    await fill('Town or city, and country', 'Kumasi, Ghana');
    await dialog.getByRole('button', { name: 'skip photo upload' }).click();
    await dialog.getByRole('button', { name: 'skip this question' }).click();
    await dialog.getByRole('button', { name: 'Continue' }).click(); // the recipient statement
    await fill("Recipient's full name", 'Yaw Mensah');
    await dialog.getByLabel("Recipient's relationship").selectOption('sibling');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByLabel("Recipient's country").selectOption('GH');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await fill("Recipient's phone number", '244000111');
    await dialog.getByRole('button', { name: /Bank transfer/ }).click();
    await dialog.getByRole('button', { name: 'No goal for now' }).click();
    await dialog.getByRole('button', { name: 'Continue' }).click(); // generated URL
    await dialog.getByRole('button', { name: '1 week' }).click();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'No' }).click();
    await dialog.getByRole('button', { name: 'Yes, I agree' }).click();
    await dialog.getByRole('button', { name: `Create Campaign for Ama Mensah ${suffix}` }).click();

    await expect(
      page.getByText('An account with this email already exists. Please sign in to continue.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await waitForHydration(page);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();

    await expect(page).toHaveURL(new RegExp(`/campaign/ripamamensah${suffix}$`), { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: `Ama Mensah ${suffix}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Funds go to Yaw Mensah' })).toBeVisible();
    await expect(page.getByText('Bank transfer')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('pendingCampaignData'))).toBeNull();
  });
});

test.describe('the creation dialog itself', () => {
  test.use({ reducedMotion: 'reduce' });

  test('is an accessible modal with the whole question for screen readers, and closing returns home', async ({
    page,
  }) => {
    await page.goto('/create-campaign');
    await waitForHydration(page);
    const dialog = dialogOf(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('[aria-live="polite"]').first()).toContainText(
      'It takes less than 3 minutes.',
    );
    await expect(dialog.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '4');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByLabel('Your full name')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/$/);
    await expect(dialog).toHaveCount(0);
  });
});

test.describe('the phone steps at 360 px', () => {
  test.use({ reducedMotion: 'reduce', viewport: { width: 360, height: 740 } });

  test("the organizer's number box is as usable as the recipient's, and nothing scrolls sideways", async ({
    page,
  }) => {
    await page.goto('/create-campaign');
    await waitForHydration(page);
    const dialog = dialogOf(page);
    const fill = async (label: string, value: string) => {
      await dialog.getByLabel(label, { exact: true }).fill(value);
      await dialog.getByRole('button', { name: 'Continue' }).click();
    };
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await fill('Your full name', 'Kofi Mensah');
    await fill('Your email address', `phone-${uniqueSuffix()}@example.com`);

    const number = dialog.getByLabel('Your phone number', { exact: true });
    await number.fill('712345678');
    const box = await number.boundingBox();
    expect(box?.width, 'the number box shows what is typed').toBeGreaterThan(160);
    const widths = await page.evaluate(() => {
      const step = document.querySelector('[data-testid="wizard-step"]');
      return {
        document: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
        stepOverflow: step ? step.scrollWidth - step.clientWidth : -1,
      };
    });
    expect(widths.document).toBeLessThanOrEqual(widths.viewport);
    expect(widths.stepOverflow, 'the dialog does not scroll sideways').toBe(0);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('the country guessed from the time zone', () => {
  test.use({ timezoneId: 'Africa/Nairobi', reducedMotion: 'reduce' });

  test('sign-up starts at Kenya for a Nairobi browser, as the creation dialog does', async ({ page }) => {
    await page.goto('/signup');
    await waitForHydration(page);
    await expect(page.getByLabel('Country', { exact: true })).toHaveValue('KE');
    await expectNoSeriousA11yViolations(page);

    await page.goto('/create-campaign');
    await waitForHydration(page);
    const dialog = dialogOf(page);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByLabel('Your full name', { exact: true }).fill('Amani Wanjiku');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog
      .getByLabel('Your email address', { exact: true })
      .fill(`nairobi-${uniqueSuffix()}@example.com`);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByLabel('Country dial code')).toHaveValue('KE');
  });
});
