import { expectNoSeriousA11yViolations, TINY_PNG, waitForHydration, waitForMail } from './fixtures';
import { expect, test } from './playwright-utils';

/**
 * Issue 16 item 3: a giver asks for updates; the organizer posts one; it arrives over SMTP saying who posted it,
 * and its one-click link takes the giver off the list.
 */
test('a giver who asked for updates receives the organizer’s update by e-mail and unsubscribes with one click', {
  tag: '@phone-only',
}, async ({ page, browser, organizer, campaign }) => {
  test.setTimeout(120_000);
  const giverEmail = `updates-${Date.now()}@example.com`;

  // The giver gives by mobile wallet and ticks "Send me updates" (off by default).
  const giverContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const giver = await giverContext.newPage();
  await giver.goto(`/mobile-wallet/${campaign.id}`);
  await waitForHydration(giver);
  await giver.getByLabel(/Amount you sent/).fill('500');
  await giver.getByRole('button', { name: 'Next' }).click();
  await giver.getByLabel('Your name (required)').fill('Wanjiku Kamau');
  await giver.getByLabel('Email (required)').fill(giverEmail);
  const updatesBox = giver.getByLabel('Send me updates from the family');
  await expect(updatesBox).not.toBeChecked();
  await updatesBox.check();
  await giver.getByRole('button', { name: 'Next' }).click();
  await giver.getByLabel('Confirmation code (required)').fill('QKJ4H7Y2XP');
  await giver.getByRole('button', { name: 'Submit Contribution' }).click();
  await expect(giver.getByText('Contribution submitted')).toBeVisible();

  // The organizer posts an update from the family's page, and sees who it reaches.
  await organizer.signInTo(page);
  await page.goto(`/family/${campaign.id}/updates`);
  await expect(page.getByText('e-mailed to 1 person who asked for updates')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Your update').fill('The burial is moved to Saturday at 10:00.\nBuses leave at 8.');
  await page.getByLabel('A photo (optional)').setInputFiles(TINY_PNG);
  await page.getByRole('button', { name: 'Post update' }).click();
  await expect(page.getByText('Your update is on the page')).toBeVisible();
  await expect(
    page.getByRole('paragraph').filter({ hasText: 'The burial is moved to Saturday' }),
  ).toBeVisible();

  // The campaign page shows it to everyone.
  await giver.goto(`/campaign/${campaign.customUrl}`);
  const timeline = giver.getByRole('region', { name: 'Updates from the family' });
  await expect(timeline).toContainText('The burial is moved to Saturday at 10:00.');
  await expect(timeline).toContainText('organizer');
  await expect(timeline.getByRole('img', { name: /^Shared by / })).toBeVisible();

  // The e-mail arrives over SMTP, says who posted it, and carries the one-click link.
  const mail = await waitForMail(giverEmail, { matching: /posted an update/ });
  expect(mail.decoded).toContain('(organizer) posted an update');
  expect(mail.decoded).toContain('The burial is moved to Saturday at 10:00.');
  expect(mail.decoded).toMatch(/With a photo: \S+\/uploads\/\S+\.webp/);
  const link = mail.decoded.match(/Stop these e-mails with one click: (\S+)/)?.[1];
  expect(link).toMatch(/\/unsubscribe\/[A-Za-z0-9_-]{43}$/);

  // Opening the link only asks; the button unsubscribes.
  await giver.goto(link as string);
  await expect(giver.getByRole('heading', { name: /^Stop e-mails about .+’s page\?$/ })).toBeVisible();
  await expectNoSeriousA11yViolations(giver);
  await giver.getByRole('button', { name: 'Stop the e-mails' }).click();
  await expect(giver.getByRole('heading', { name: 'You will get no more e-mails' })).toBeVisible();

  await page.goto(`/family/${campaign.id}/updates`);
  await expect(page.getByText('Nobody has asked for updates by e-mail yet')).toBeVisible();
  await giverContext.close();
});
