import { expectNoSeriousA11yViolations, waitForHydration } from './fixtures';
import { expect, test } from './playwright-utils';

/** Issue 33 item 4: the creation dialog knows a signed-in organizer, and tells a wrong phone what is wrong, beside it. */
test.use({ reducedMotion: 'reduce' });

test('a signed-in organizer finds their name and e-mail answered, and a phone of letters is told it is no phone number', {
  tag: '@phone-only',
}, async ({ page, organizer }) => {
  await organizer.signInTo(page);
  await page.goto('/create-campaign');
  await waitForHydration(page);
  const dialog = page.getByRole('dialog', { name: 'Create a memorial campaign' });
  await dialog.getByRole('button', { name: 'Continue' }).click();

  await expect(dialog.getByLabel('Your full name', { exact: true })).toHaveValue('Zawadi Otieno');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByLabel('Your email address', { exact: true })).toHaveValue(organizer.email);
  await dialog.getByRole('button', { name: 'Continue' }).click();

  const number = dialog.getByLabel('Your phone number', { exact: true });
  await number.fill('abc');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Please enter a valid phone number')).toBeVisible();
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await expect(number).toHaveAccessibleDescription(/Please enter a valid phone number/);
  await expectNoSeriousA11yViolations(page);
});
