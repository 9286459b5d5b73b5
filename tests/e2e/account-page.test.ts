import { expectNoSeriousA11yViolations } from './fixtures';
import { expect, test } from './playwright-utils';
import { expectToFitTheScreen } from './text-fit';

/** Issue 33 item 4: the organizer corrects their own answers on a phone, from My Campaigns. */
test('an organizer corrects their name and phone, told beside the field what is wrong', {
  tag: '@phone-only',
}, async ({ page, organizer, campaign }) => {
  expect(campaign.id).toBeGreaterThan(0);
  await organizer.signInTo(page);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: /Your account/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account');
  const details = page.getByRole('region', { name: 'Your details' });
  await expect(details.getByLabel('First name')).toHaveValue('Zawadi');
  await expectToFitTheScreen(page, 'the account page');
  await expectNoSeriousA11yViolations(page);

  await details.getByLabel('First name').fill('Zawadi Achieng');
  const phone = details.getByLabel('Phone number (optional)');
  await phone.fill('abc');
  await details.getByRole('button', { name: 'Save my details' }).click();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription('Please enter a valid phone number');
  // What was typed stays.
  await expect(details.getByLabel('First name')).toHaveValue('Zawadi Achieng');

  await phone.fill('+254 712 345678');
  await details.getByRole('button', { name: 'Save my details' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your details are saved.' })).toBeVisible();
  await expect(details.getByLabel('First name')).toHaveValue('Zawadi Achieng');
  await expect(phone).toHaveValue('+254 712 345678');

  // Deleting is typed out and refused for an organizer, with the reason beside the form.
  const remove = page.getByRole('region', { name: 'Delete my account' });
  await remove.getByLabel('Type DELETE to confirm').fill('DELETE');
  await remove.getByLabel('Your current password').fill(organizer.password);
  await remove.getByRole('button', { name: 'Delete my account' }).click();
  await expect(remove.getByText(/cannot be deleted here/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
