import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { payoutMethodIn } from '../../domain/campaigns/payout-method-words';
import { type Locale, type Message, messageIn } from '../../domain/shared/locales';
import { m } from '../../paraglide/messages';
import { expectNoSeriousA11yViolations, waitForHydration } from './fixtures';
import { expectNoSplitWords } from './text-fit';

/**
 * Issue 32: an organizer whose browser asks for French, Portuguese or Swahili walks the whole creation dialog in
 * that language on a 360 px phone, to the created campaign. Every step is read in the language, fits the screen
 * (nothing scrolls sideways, no word or button label is cut) and has no serious accessibility fault.
 */
const READERS = [
  { browser: 'fr-CI', lang: 'fr', address: '10.232.0.1' },
  { browser: 'pt-MZ', lang: 'pt', address: '10.232.0.2' },
  { browser: 'sw-TZ', lang: 'sw', address: '10.232.0.3' },
] as const;

const lastMonth = (() => {
  const date = new Date();
  date.setDate(1);
  date.setMonth(date.getMonth() - 1);
  return date.toISOString().slice(0, 7);
})();

/** The checks every step gets: its question in the reader's language (not English), and a phone-sized fit. */
async function expectStepReadIn(page: Page, locale: Locale, question: string, english: string) {
  const dialog = page.getByRole('dialog', { name: messageIn(locale, m.create_title) });
  await expect(dialog.getByTestId('wizard-question')).toHaveText(question, { timeout: 15_000 });
  expect(question).not.toBe(english);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `"${question}" scrolls sideways`).toBeLessThanOrEqual(innerWidth);
  await expectNoSplitWords(page, `the creation dialog at "${question}"`);
  // The longest labels fit their buttons: none is wider than the button that holds it.
  const clipped = await dialog
    .locator('button')
    .evaluateAll((buttons) =>
      buttons
        .filter((button) => button.checkVisibility() && button.scrollWidth > button.clientWidth + 1)
        .map((button) => button.textContent?.trim()),
    );
  expect(clipped, `buttons too narrow for their words at "${question}"`).toEqual([]);
  await expectNoSeriousA11yViolations(page);
  return dialog;
}

for (const reader of READERS) {
  test.describe(`a ${reader.browser} organizer`, () => {
    test.use({
      locale: reader.browser,
      reducedMotion: 'reduce',
      extraHTTPHeaders: { 'x-forwarded-for': reader.address },
    });
    test.setTimeout(600_000);

    test(`creates a campaign through every step of the dialog in ${reader.lang}`, {
      tag: '@phone-only',
    }, async ({ page }) => {
      const locale: Locale = reader.lang;
      const t = <Inputs>(message: Message<Inputs>, inputs?: Inputs) =>
        messageIn(locale, message as Message<object>, inputs ?? {});
      const english = <Inputs>(message: Message<Inputs>, inputs?: Inputs) =>
        messageIn('en', message as Message<object>, inputs ?? {});
      const suffix = randomBytes(3).toString('hex');
      const names = { organizer: 'Awa', deceased: `Mamadou Diallo ${suffix}`, recipient: 'Fatou Diallo' };
      const step = async <Inputs>(message: Message<Inputs>) =>
        expectStepReadIn(page, locale, t(message, names as Inputs), english(message, names as Inputs));
      const next = (dialog: Awaited<ReturnType<typeof step>>) =>
        dialog.getByRole('button', { name: t(m.create_continue), exact: true }).click();

      const response = await page.goto('/create-campaign');
      expect((await response?.text()) ?? '').toContain(`<html lang="${reader.lang}"`);
      await expect(page).toHaveTitle(new RegExp(t(m.create_meta_title)));
      await waitForHydration(page);

      let dialog = await step(m.create_q_greeting);
      await expect(dialog.getByText(t(m.create_subtitle), { exact: true })).toBeVisible();
      await next(dialog);
      dialog = await step(m.create_q_organizer_name);
      await dialog.getByLabel(t(m.create_label_organizer_name)).fill('Awa Diallo');
      await next(dialog);
      dialog = await step(m.create_q_organizer_email);
      await dialog.getByLabel(t(m.create_label_organizer_email)).fill(`awa-${suffix}@example.com`);
      await next(dialog);
      dialog = await step(m.create_q_organizer_phone);
      await dialog.getByLabel(t(m.create_label_organizer_phone)).fill('771234567');
      await next(dialog);
      dialog = await step(m.create_q_deceased_name);
      await dialog.getByLabel(t(m.create_label_deceased_name)).fill(names.deceased);
      await next(dialog);
      dialog = await step(m.create_q_organizer_relationship);
      await dialog.getByLabel(t(m.create_label_organizer_relationship)).selectOption('child');
      await expect(dialog.getByRole('option', { name: t(m.relationship_child), exact: true })).toBeAttached();
      await next(dialog);
      dialog = await step(m.create_q_date_of_passing);
      await dialog.getByLabel(t(m.create_date_month_label)).selectOption(lastMonth);
      await next(dialog);
      dialog = await step(m.create_q_birth_year);
      await next(dialog);
      dialog = await step(m.create_q_location);
      await dialog.getByLabel(t(m.create_label_location)).fill('Thiès, Sénégal');
      await next(dialog);
      dialog = await step(m.create_q_photo);
      await dialog.getByRole('button', { name: t(m.create_skip_photo) }).click();
      dialog = await step(m.create_q_tribute);
      await expect(dialog.getByRole('button', { name: t(m.create_find_words) })).toBeVisible();
      await dialog.getByRole('button', { name: t(m.create_skip_question) }).click();
      dialog = await step(m.create_q_recipient_statement);
      await next(dialog);
      dialog = await step(m.create_q_recipient_name);
      await dialog.getByLabel(t(m.create_label_recipient_name)).fill(names.recipient);
      await next(dialog);
      dialog = await step(m.create_q_recipient_relationship);
      await dialog.getByLabel(t(m.create_label_recipient_relationship)).selectOption('sibling');
      await next(dialog);
      dialog = await step(m.create_q_recipient_country);
      await dialog.getByLabel(t(m.create_label_recipient_country)).selectOption('SN');
      await next(dialog);
      dialog = await step(m.create_q_recipient_phone);
      await dialog.getByLabel(t(m.create_label_recipient_phone)).fill('771112233');
      await next(dialog);
      dialog = await step(m.create_q_payout_method);
      await dialog.getByRole('button', { name: new RegExp(payoutMethodIn(locale, 'mobile_money')) }).click();
      dialog = await step(m.create_q_goal);
      await dialog.getByRole('button', { name: t(m.create_no_goal) }).click();
      dialog = await step(m.create_q_custom_url);
      await next(dialog);
      dialog = await step(m.create_q_end_date);
      await dialog.getByRole('button', { name: t(m.create_quick_weeks, { count: 2 }) }).click();
      await next(dialog);
      dialog = await step(m.create_q_share_publicly);
      await dialog.getByRole('button', { name: t(m.create_yes), exact: true }).click();
      dialog = await step(m.create_q_terms);
      await dialog.getByRole('button', { name: t(m.create_terms_agree) }).click();
      dialog = await step(m.create_q_create);
      await expect(dialog.getByTestId('creation-summary')).toContainText(t(m.create_summary_funds_go_to));
      await dialog.getByRole('button', { name: t(m.create_create_for, names) }).click();
      dialog = await step(m.create_q_password);
      await dialog.getByLabel(t(m.create_label_password), { exact: true }).fill('a-long-enough-password');
      await dialog.getByRole('button', { name: t(m.create_account_and_launch) }).click();

      dialog = await step(m.create_q_live);
      await expect(dialog.getByText(t(m.create_live_share))).toBeVisible({ timeout: 20_000 });
      await dialog.getByRole('button', { name: t(m.create_live_open, names) }).click();
      await expect(page.getByRole('heading', { level: 1, name: names.deceased })).toBeVisible({
        timeout: 20_000,
      });
    });
  });
}
