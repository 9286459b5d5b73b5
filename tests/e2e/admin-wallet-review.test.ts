import { signInAsNewAdmin } from './admin-fixtures';
import { sendWalletGift } from './campaign-fixtures';
import { expectNoSeriousA11yViolations, waitForMail } from './fixtures';
import { expect, test } from './playwright-utils';
import { expectToFitTheScreen } from './text-fit';

/** Issue 33 item 1: the admin's confirmation of a wallet gift is a second step, with script and without. */
test('an admin confirms a wallet gift only after reading what it does, even without JavaScript', {
  tag: '@phone-only',
}, async ({ page, browser, organizer, campaign }) => {
  const giver = `amani-${organizer.suffix}@example.com`;
  const id = await sendWalletGift(organizer.request, campaign.id, {
    contributorName: 'Amani Njeri',
    contributorEmail: giver,
    memory: 'He carried the choir.',
  });
  await signInAsNewAdmin(page);
  const details = `/admin/pamoja-control-panel?tab=contributions&contribution=${id}`;
  await page.goto(details);
  const confirmStep = page.getByText('Confirm wallet gift…');
  await expect(page.getByRole('button', { name: 'Confirm this gift' })).toBeHidden();
  await confirmStep.click();
  await expect(page.getByText(/counts toward the campaign's total/)).toBeVisible();
  await expect(page.getByText('The giver gets a receipt by e-mail.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectToFitTheScreen(page, 'the admin’s confirm step');

  // The same step with no script: a native disclosure and a plain form.
  const noScript = await browser.newContext({ ...test.info().project.use, javaScriptEnabled: false });
  await noScript.addCookies(await page.context().cookies());
  const plain = await noScript.newPage();
  await plain.goto(details);
  await expect(plain.getByRole('button', { name: 'Confirm this gift' })).toBeHidden();
  await plain.getByText('Confirm wallet gift…').click();
  await plain.getByRole('button', { name: 'Confirm this gift' }).click();
  // Decided: the details no longer offer the step (the admin's notice is a toast, which needs script).
  await expect(plain.getByText('Confirm wallet gift…')).toHaveCount(0);
  await noScript.close();
  await waitForMail(giver, { matching: /The family confirmed your mobile wallet contribution/ });
});
