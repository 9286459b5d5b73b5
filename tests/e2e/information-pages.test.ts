import { expect, type Page, test } from '@playwright/test';
import { site } from '../../config/site';
import { expectNoSeriousA11yViolations, waitForHydration, waitForMail } from './fixtures';

const INFORMATION_PAGES = [
  { path: '/resources', heading: 'Grief Support Resources' },
  { path: '/help', heading: 'Help Center' },
  { path: '/manifesto', heading: 'Our Manifesto' },
  { path: '/story', heading: 'Our Story' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/gdpr-info', heading: 'Your Data Rights (GDPR)' },
  { path: '/admin-access', heading: 'Access Moved' },
];

async function expectNoSidewaysScrolling(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(0);
}

test.describe('every information page', () => {
  for (const { path, heading } of INFORMATION_PAGES) {
    test(`${path} is readable on this screen, has its own title and description, and passes axe`, async ({
      page,
    }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(`${heading} | Pamoja`);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(40);
      await expectNoSideWaysScrollingAndAxe(page);
    });
  }

  test('no two pages share a title or a description', async ({ page }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const { path } of INFORMATION_PAGES) {
      await page.goto(path);
      titles.add(await page.title());
      descriptions.add((await page.locator('meta[name="description"]').getAttribute('content')) ?? '');
    }
    expect(titles.size).toBe(INFORMATION_PAGES.length);
    expect(descriptions.size).toBe(INFORMATION_PAGES.length);
  });
});

async function expectNoSideWaysScrollingAndAxe(page: Page) {
  await expectNoSidewaysScrolling(page);
  await expectNoSeriousA11yViolations(page);
}

test.describe('grief support resources', () => {
  test.use({ timezoneId: 'Africa/Nairobi' });

  test('a visitor in Nairobi sees Kenyan services and can switch region', async ({ page }) => {
    await page.goto('/resources');
    await waitForHydration(page);
    const region = page.getByLabel('Country or region');
    const cards = page.getByTestId('grief-resources');
    await expect(region).toHaveValue('kenya');
    await expect(cards.getByRole('heading', { name: 'Befrienders Kenya' })).toBeVisible();
    await expect(cards.getByRole('link', { name: /^Call 0722 178 177/ })).toHaveAttribute(
      'href',
      'tel:0722178177',
    );
    await expect(cards.getByRole('listitem')).toHaveCount(4);
    await expect(page.getByText('Showing services in Kenya.')).toBeVisible();

    await region.selectOption('united-kingdom');
    await expect(cards.getByRole('heading', { name: 'Samaritans' })).toBeVisible();
    await expect(cards.getByRole('link', { name: /^Call 116 123/ })).toHaveAttribute('href', 'tel:116123');
    await expect(cards.getByRole('heading', { name: 'Befrienders Kenya' })).toHaveCount(0);

    await region.selectOption('international');
    await expect(page.getByText(/These services help people anywhere in the world/)).toBeVisible();
    await expect(page.getByRole('link', { name: /^Find Local Counselors/ })).toHaveAttribute(
      'href',
      'https://www.therapyroute.com',
    );
    await expectNoSideWaysScrollingAndAxe(page);
  });

  test('the page has six coping tips, four reading links and the two buttons', async ({ page }) => {
    await page.goto('/resources');
    await expect(
      page.getByRole('region', { name: 'Ways to cope in the days ahead' }).getByRole('listitem'),
    ).toHaveCount(6);
    const reading = page.getByRole('region', { name: 'Trusted reading on grief' });
    await expect(reading.getByRole('link')).toHaveCount(4);
    await expect(reading.getByRole('link').first()).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: 'Create Memorial Campaign' })).toHaveAttribute(
      'href',
      '/create-campaign',
    );
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('before JavaScript the international list is served, and ?region= serves another', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, timezoneId: 'Africa/Nairobi' });
    const page = await context.newPage();
    await page.goto('/resources');
    await expect(page.getByRole('heading', { name: 'Find A Helpline' })).toBeVisible();
    await page.getByLabel('Country or region').selectOption('germany');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/\/resources\?region=germany$/);
    await expect(page.getByRole('heading', { name: 'TelefonSeelsorge' })).toBeVisible();
    await context.close();
  });
});

test.describe('help center', () => {
  test('search finds an answer by a tag, highlights it, and Clear search brings everything back', async ({
    page,
  }) => {
    await page.goto('/help');
    await waitForHydration(page);
    const questions = page.getByRole('main').locator('details summary');
    await expect(questions).toHaveCount(15);

    const search = page.getByRole('searchbox', { name: 'Search the help center' });
    await search.fill('mpesa');
    await expect(page.getByRole('status').filter({ hasText: 'answer' })).toHaveText(
      '1 answer matches “mpesa”',
    );
    await expect(questions).toHaveCount(1);
    await expect(questions).toHaveText('How does giving by mobile wallet work?');
    await expect(page.getByRole('main').locator('details[open] mark')).toHaveText(['mpesa']);
    await expect(page.getByRole('link', { name: /Fees & Payment\s*1 answer/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Clear search' }).click();
    await expect(search).toHaveValue('');
    await expect(search).toBeFocused();
    await expect(questions).toHaveCount(15);
    await expect(page.getByRole('link', { name: 'Clear search' })).toHaveCount(0);
  });

  test('the sidebar filters by category with counts, and answers open from the keyboard', async ({
    page,
  }) => {
    await page.goto('/help');
    await waitForHydration(page);
    const categories = page.getByRole('navigation', { name: 'Help categories' });
    await expect(categories.getByRole('link')).toHaveCount(8);
    await expect(categories.getByRole('link', { name: /All topics\s*15 answers/ })).toBeVisible();
    await categories.getByRole('link', { name: /Fees & Payment/ }).click();
    await expect(categories.getByRole('link', { name: /Fees & Payment/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const questions = page.getByRole('main').locator('details summary');
    await expect(questions).toHaveCount(3);

    const cardFees = page
      .getByRole('main')
      .locator('details', { hasText: 'What does it cost to give by card?' });
    await cardFees.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(cardFees).toHaveAttribute('open', '');
    await expect(cardFees.getByText(/platform fee of 6%/)).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(cardFees).not.toHaveAttribute('open', '');
  });

  test('without JavaScript, ?q= searches on the server', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/help');
    await page.getByRole('searchbox', { name: 'Search the help center' }).fill('locked out');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/help\?q=locked\+out$/);
    await expect(page.getByRole('main').locator('details summary')).toHaveText([
      'I forgot my password. How do I reset it?',
    ]);
    await context.close();
  });

  test('the contact form shows every rule, keeps what was typed, and a valid message reaches support', async ({
    page,
  }, testInfo) => {
    await page.goto('/help');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Send us a message' });
    const send = form.getByRole('button', { name: 'Send Message' });

    await send.click();
    for (const message of [
      'Name is required',
      'Valid email is required',
      'Subject is required',
      'Message must be at least 10 characters',
    ])
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    const name = form.getByLabel('Your name');
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Name is required');
    await expectNoSeriousA11yViolations(page);

    await name.fill('Achieng Otieno');
    await form.getByLabel('Your e-mail').fill('achieng.example.com');
    await form.getByLabel('Subject').fill('Recipient details');
    await form.getByLabel('Message (at least 10 characters)').fill('Too short');
    await send.click();
    await expect(form.getByText('Name is required')).toHaveCount(0);
    await expect(form.getByText('Subject is required')).toHaveCount(0);
    await expect(form.getByText('Valid email is required')).toBeVisible();
    await expect(form.getByText('Message must be at least 10 characters')).toBeVisible();
    await expect(form.getByLabel('Your e-mail')).toBeFocused();
    await expect(name).toHaveValue('Achieng Otieno');

    const subject = `Recipient details ${testInfo.project.name} ${Date.now()}`;
    await form.getByLabel('Your e-mail').fill('achieng@example.com');
    await form.getByLabel('Subject').fill(subject);
    await form.getByLabel('Priority').selectOption('high');
    await form
      .getByLabel('Message (at least 10 characters)')
      .fill('Can the recipient be changed after the campaign has started?');
    await send.click();

    await expect(page.getByText('Message sent successfully!')).toBeVisible();
    await expect(page.getByText("We'll get back to you within 24 hours.")).toBeVisible();
    await expect(name).toHaveValue('');
    const mail = await waitForMail(site.supportEmail, { matching: new RegExp(subject) });
    expect(mail.decoded).toContain('Can the recipient be changed after the campaign has started?');
    expect(mail.decoded).toMatch(/^Reply-To: achieng@example\.com\r?$/m);
    expect(mail.decoded).toContain('Priority: high');
  });

  test('without JavaScript the contact form still checks, keeps the text and sends', async ({
    browser,
  }, testInfo) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/help');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Your name').fill('Kofi Mensah');
    await form.getByLabel('Message (at least 10 characters)').fill('short');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Valid email is required')).toBeVisible();
    await expect(form.getByText('Subject is required')).toBeVisible();
    await expect(form.getByText('Message must be at least 10 characters')).toBeVisible();
    await expect(form.getByLabel('Your name')).toHaveValue('Kofi Mensah');

    const subject = `No script ${testInfo.project.name} ${Date.now()}`;
    await form.getByLabel('Your e-mail').fill('kofi@example.com');
    await form.getByLabel('Subject').fill(subject);
    await form
      .getByLabel('Message (at least 10 characters)')
      .fill('Sent from a phone with JavaScript turned off.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Message sent successfully!' })).toBeVisible();
    await waitForMail(site.supportEmail, { matching: new RegExp(subject) });
    await context.close();
  });

  test('the page links to the policies, resources, story and social profiles', async ({ page }) => {
    await page.goto('/help');
    const more = page.getByRole('region', { name: 'More from Pamoja' });
    for (const [name, href] of [
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Grief Support Resources', '/resources'],
      ['Our Story', '/story'],
    ])
      await expect(more.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    await expect(more.getByRole('list', { name: 'Social media' }).getByRole('link')).toHaveCount(
      site.social.length,
    );
    await expect(page.getByRole('link', { name: /Chat on WhatsApp/ })).toHaveAttribute(
      'href',
      site.whatsappUrl,
    );
    await expect(page.getByRole('link', { name: site.supportEmail }).first()).toHaveAttribute(
      'href',
      `mailto:${site.supportEmail}`,
    );
  });
});

test.describe('policies', () => {
  test('accepting the privacy policy needs the checkbox and is stored with its time', async ({ page }) => {
    await page.goto('/privacy');
    await waitForHydration(page);
    await expect(page.getByText('Effective January 18, 2025')).toBeVisible();
    const accept = page.getByRole('button', { name: 'Accept Privacy Policy' });
    await expect(accept).toBeDisabled();
    await page.getByLabel('I have read and accept the Privacy Policy.').check();
    await accept.click();
    await expect(page.getByText(/You accepted on/)).toBeVisible();
    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('privacyPolicyAccepted') ?? 'null'),
    );
    expect(stored.accepted).toBe(true);
    expect(Date.now() - Date.parse(stored.timestamp)).toBeLessThan(60_000);
  });

  test('accepting the terms is stored and goes on to create a campaign', async ({ page }) => {
    await page.goto('/terms');
    await waitForHydration(page);
    await expect(page.getByText(/18 or older/).first()).toBeVisible();
    const accept = page.getByRole('button', { name: 'Accept and Create a Campaign' });
    await expect(accept).toBeDisabled();
    await page.getByLabel('I am 18 or older and I accept the Terms of Service.').check();
    await accept.click();
    await expect(page).toHaveURL(/\/create-campaign$/);
    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('termsOfServiceAccepted') ?? 'null'),
    );
    expect(stored).toMatchObject({ accepted: true });
    expect(Date.now() - Date.parse(stored.timestamp)).toBeLessThan(60_000);
  });

  test('the GDPR page says what we keep, for how long, and how to ask for a copy or deletion', async ({
    page,
  }) => {
    await page.goto('/gdpr-info');
    for (const heading of [
      'What we keep and why',
      'How long we keep it',
      'How to ask for a copy or deletion',
    ])
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.getByRole('link', { name: site.supportEmail }).first()).toHaveAttribute(
      'href',
      `mailto:${site.supportEmail}`,
    );
  });

  test('the old admin entry only points to the admin sign-in', async ({ page }) => {
    await page.goto('/admin-access');
    await expect(page.getByRole('link', { name: 'Go to Admin Sign In' })).toHaveAttribute(
      'href',
      '/admin/login',
    );
  });
});

test.describe('manifesto', () => {
  test('a signed-out visitor gets no back button, even after a recent campaign visit', async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem(
        'lastCampaign',
        JSON.stringify({
          customUrl: 'rip-amara-okafor',
          deceasedName: 'Amara Okafor',
          timestamp: Date.now(),
        }),
      ),
    );
    await page.goto('/manifesto');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Money goes where love sends it' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Back to/ })).toHaveCount(0);
  });
});
