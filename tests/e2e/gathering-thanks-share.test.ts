import { giveConfirmedWalletGift } from './campaign-fixtures';
import { expectNoSeriousA11yViolations, waitForMail } from './fixtures';
import { expect, test } from './playwright-utils';
import { E2E_MAIL_HTTP_PORT } from './ports';

/** Issue 16 items 4 and 5: the family's WhatsApp status and their thanks, on a phone. */

const DAY = 24 * 60 * 60 * 1000;

async function mailCount(address: string, matching: RegExp): Promise<number> {
  const response = await fetch(
    `http://127.0.0.1:${E2E_MAIL_HTTP_PORT}/messages?to=${encodeURIComponent(address)}`,
  );
  const messages = (await response.json()) as { decoded: string }[];
  return messages.filter((message) => matching.test(message.decoded)).length;
}

test('the family shares a WhatsApp status with the total, the next service and the link, then thanks everyone once', {
  tag: '@phone-only',
}, async ({ page, organizer, campaign }) => {
  test.setTimeout(120_000);
  const stamp = `${Date.now().toString(36)}`;
  const givers = [`akinyi-${stamp}@example.com`, `otieno-${stamp}@example.com`];
  for (const [index, email] of givers.entries()) {
    await giveConfirmedWalletGift(organizer.request, campaign.id, {
      contributorName: `Giver ${index + 1}`,
      contributorEmail: email,
      memory: 'Rest well.',
    });
  }
  const service = await organizer.request.post(`/api/campaigns/${campaign.id}/events`, {
    data: {
      kind: 'funeral',
      title: 'Funeral service',
      date: new Date(Date.now() + 5 * DAY).toISOString().slice(0, 10),
      startTime: '10:00',
      timeZone: 'Africa/Nairobi',
      venueName: 'All Saints Cathedral',
      venueAddress: 'Kenyatta Avenue, Nairobi',
    },
  });
  expect(service.status(), await service.text()).toBe(201);
  await organizer.signInTo(page);

  await page.goto(`/family/${campaign.id}/share`);
  const preview = page.getByLabel('Preview');
  const text = await preview.inputValue();
  expect(text).toContain('Raised so far: KES');
  expect(text).toContain('2 people have given');
  expect(text).toContain('Funeral service:');
  expect(text).toContain('All Saints Cathedral');
  expect(text).toContain(`/campaign/${campaign.customUrl}`);
  expect(text.length).toBeLessThan(1000);
  const whatsapp = await page.getByRole('link', { name: 'Open in WhatsApp' }).getAttribute('href');
  expect(decodeURIComponent((whatsapp ?? '').replace('https://wa.me/?text=', ''))).toBe(text);
  await expectNoSeriousA11yViolations(page);
  // The first anniversary's e-mail is the family's choice here too, not only from the e-mail's link.
  await page.getByRole('button', { name: 'Turn the anniversary e-mail off' }).click();
  await expect(page.getByText('No e-mail will be sent on the first anniversary.')).toBeVisible();
  await page.getByRole('button', { name: 'Turn the anniversary e-mail on' }).click();
  await expect(page.getByText(/^On the first anniversary/)).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Family tools' })
    .getByRole('link', { name: 'Thank-yous' })
    .click();
  await expect(page.getByText('2 givers have not been thanked yet.', { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Thank everyone not yet thanked' }).click();
  await expect(page.getByText('Your thanks are on their way to 2 givers.')).toBeVisible();
  for (const email of givers) await waitForMail(email, { matching: /A message of thanks from the family/ });

  // A second "thank everyone" sends nothing new; each giver has exactly one message.
  await page.reload();
  await expect(
    page.getByText('Everyone who gave and left an e-mail address has been thanked.'),
  ).toBeVisible();
  for (const email of givers) expect(await mailCount(email, /A message of thanks from the family/)).toBe(1);

  await page.goto(`/campaign/${campaign.customUrl}`);
  await expect(page.getByText('The family has sent their thanks.')).toBeVisible();
});
