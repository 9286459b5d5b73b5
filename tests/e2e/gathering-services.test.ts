import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { expectNoSeriousA11yViolations } from './fixtures';
import { expect, test } from './playwright-utils';

/** Issue 16 item 1: the family adds the services; a visitor on a phone adds one to a calendar and says they will come. */

const DAY = 24 * 60 * 60 * 1000;
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

async function addService(
  page: Page,
  service: {
    kind: string;
    title: string;
    date: string;
    start: string;
    end?: string;
    venue: string;
    address: string;
  },
  extra: { livestream?: string } = {},
) {
  const form = page.getByRole('region', { name: 'Add a service' });
  await form.getByLabel('What kind of service').selectOption({ label: service.kind });
  await form.getByLabel('Title', { exact: true }).fill(service.title);
  await form.getByLabel('Date', { exact: true }).fill(service.date);
  await form.getByLabel('Starts at').fill(service.start);
  if (service.end) await form.getByLabel('Ends at (optional)').fill(service.end);
  await form.getByLabel('Time zone of the place').selectOption('Africa/Nairobi');
  await form.getByLabel('Venue', { exact: true }).fill(service.venue);
  await form.getByLabel('Address', { exact: true }).fill(service.address);
  if (extra.livestream) await form.getByLabel('Livestream link (optional)').fill(extra.livestream);
  await form.getByRole('button', { name: 'Add the service' }).click();
}

test(
  'the family adds a funeral service and a burial; a visitor without JavaScript saves it to a calendar and RSVPs for 3',
  { tag: '@phone-only' },
  async ({ page, browser, organizer, campaign }, testInfo) => {
    test.setTimeout(120_000);
    await organizer.signInTo(page);
    const campaignPath = `/campaign/${campaign.customUrl}`;

    // The family's services page, reached from the campaign page.
    await page.goto(campaignPath);
    await page.getByRole('link', { name: 'Add the funeral’s details' }).click();
    await expect(page.getByRole('heading', { name: 'Services on the page' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // The family's tabs wrap rather than squeeze: each name whole on one line ("Thank-/yous" was split).
    const tabHeights = await page
      .getByRole('navigation', { name: 'Family tools' })
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().height)));
    expect(new Set(tabHeights).size, `every tab on one line: ${tabHeights}`).toBe(1);
    // The campaign country's zones come first, in plain words, and its zone is chosen already.
    const zone = page.getByRole('region', { name: 'Add a service' }).getByLabel('Time zone of the place');
    await expect(zone.locator('optgroup').first()).toHaveAttribute('label', 'Kenya');
    await expect(zone.locator('option:checked')).toHaveText('Nairobi — East Africa Time (GMT+3)');

    // A date already gone is refused with its reason, and what was typed stays.
    const funeral = {
      kind: 'Funeral service',
      title: 'Funeral service of Baraka',
      date: dayFromNow(-3),
      start: '10:00',
      end: '12:30',
      venue: 'All Saints Cathedral',
      address: 'Kenyatta Avenue, Nairobi, Kenya',
    };
    await addService(page, funeral, { livestream: 'ftp://stream.example.com' });
    const form = page.getByRole('region', { name: 'Add a service' });
    await expect(form.getByText('Enter a livestream link starting with http:// or https://')).toBeVisible();
    await expect(form.getByLabel('Venue', { exact: true })).toHaveValue('All Saints Cathedral');
    await form.getByLabel('Livestream link (optional)').fill('https://youtube.com/live/baraka');
    await form.getByRole('button', { name: 'Add the service' }).click();
    await expect(form.getByText('This date and time has already passed.', { exact: false })).toBeVisible();

    await form.getByLabel('Date', { exact: true }).fill(dayFromNow(10));
    await form.getByRole('button', { name: 'Add the service' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The service is on the page.' })).toBeVisible();
    await addService(page, {
      kind: 'Burial',
      title: 'Burial at Lang’ata',
      date: dayFromNow(10),
      start: '14:00',
      venue: 'Lang’ata Cemetery',
      address: 'Lang’ata Road, Nairobi, Kenya',
    });
    await expect(page.getByRole('status').filter({ hasText: 'The service is on the page.' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Burial at Lang’ata' })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      'no sideways scroll at 360 px',
    ).toBe(360);

    // A visitor on a phone with no script.
    const visitorContext = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 360, height: 740 },
      acceptDownloads: true,
      baseURL: testInfo.project.use.baseURL,
    });
    const visitor = await visitorContext.newPage();
    await visitor.goto(campaignPath);
    const services = visitor.getByRole('region', { name: 'Services' });
    await expect(services.getByRole('heading', { name: 'Funeral service of Baraka' })).toBeVisible();
    await expect(services.getByText(/10:00–12:30, East Africa Time/)).toBeVisible();
    await expect(services.getByRole('link', { name: 'Watch the livestream' })).toHaveAttribute(
      'href',
      'https://youtube.com/live/baraka',
    );
    await expect(services.getByRole('link', { name: 'Get directions' }).first()).toHaveAttribute(
      'href',
      /^https:\/\/www\.openstreetmap\.org\/search\?query=All%20Saints%20Cathedral/,
    );

    // Add to calendar: a file a real iCalendar parser reads, at the right instant.
    const funeralCard = services.getByRole('article', { name: 'Funeral service of Baraka' });
    const [download] = await Promise.all([
      visitor.waitForEvent('download'),
      funeralCard.getByRole('link', { name: 'Add to calendar' }).click(),
    ]);
    const calendar = new ICAL.Component(ICAL.parse(await readFile(await download.path(), 'utf8')));
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
    expect(event.summary).toContain('Funeral service of Baraka');
    expect(event.location).toContain('All Saints Cathedral');
    expect(event.startDate.toJSDate().toISOString()).toBe(`${dayFromNow(10)}T07:00:00.000Z`);
    expect(event.endDate.toJSDate().toISOString()).toBe(`${dayFromNow(10)}T09:30:00.000Z`);

    // I will attend: a refused reply keeps what was typed; a kept one returns to the page with thanks.
    await funeralCard.getByRole('link', { name: 'I will attend' }).click();
    await expect(visitor.getByRole('heading', { name: 'I will attend' })).toBeVisible();
    const rsvpPath = new URL(visitor.url()).pathname;
    await visitor.getByLabel('Your name').fill('Wanjiku Otieno');
    await visitor.getByLabel('How many people, including you').fill('3');
    await visitor.getByLabel('Phone or e-mail (optional)').fill('not a number');
    await visitor.getByRole('button', { name: 'Send my reply' }).click();
    await expect(visitor.getByText(/Enter a phone number/)).toBeVisible();
    await expect(visitor.getByLabel('Your name')).toHaveValue('Wanjiku Otieno');
    await visitor.getByLabel('Phone or e-mail (optional)').fill('+254 711 000333');
    await visitor.getByRole('button', { name: 'Send my reply' }).click();
    await expect(visitor).toHaveURL(new RegExp(`${campaignPath}\\?rsvp=1#services$`));
    await expect(
      visitor.getByRole('status').filter({ hasText: 'The family knows you will come.' }),
    ).toBeVisible();
    await visitorContext.close();

    // A relative abroad, with script, also reads the service on their own clock (issue 33 item 5); a visitor in the
    // venue's zone is not told it twice.
    for (const [timezoneId, ownClock] of [
      ['Europe/London', /^For you: .+, 0[78]:00–(09|10):30 London time$/],
      ['Africa/Nairobi', null],
    ] as const) {
      const abroad = await browser.newContext({
        timezoneId,
        viewport: { width: 360, height: 740 },
        baseURL: testInfo.project.use.baseURL,
      });
      const relative = await abroad.newPage();
      await relative.goto(campaignPath);
      const card = relative.getByRole('article', { name: 'Funeral service of Baraka' });
      await expect(card.getByText(/10:00–12:30, East Africa Time/)).toBeVisible();
      if (ownClock) await expect(card.getByText(ownClock)).toBeVisible();
      else await expect(card.getByText(/For you:/)).toHaveCount(0);
      await abroad.close();
    }

    // axe runs in the page, so the pages the visitor used are scanned here, with their script.
    for (const path of [campaignPath, rsvpPath]) {
      await page.goto(path);
      await expectNoSeriousA11yViolations(page);
    }
    await page.goto(`/family/${campaign.id}/events`);

    // The family sees the count, for the caterers, and who is coming.
    const funeralItem = page.getByRole('listitem').filter({ hasText: 'Funeral service of Baraka' });
    await funeralItem.getByText('3 people will attend').click();
    await expect(funeralItem.getByRole('cell', { name: 'Wanjiku Otieno' })).toBeVisible();
    await expect(funeralItem.getByRole('cell', { name: '+254 711 000333' })).toBeVisible();
    // Every reply, for the caterer's list, in a file.
    const [replies] = await Promise.all([
      page.waitForEvent('download'),
      funeralItem.getByRole('link', { name: 'Download all replies (CSV)' }).click(),
    ]);
    expect(replies.suggestedFilename()).toBe('Funeral-service-of-Baraka-replies.csv');
    // A leading + would be run as a formula by a spreadsheet: the CSV keeps it as text (domain/shared/csv.ts).
    expect(await readFile(await replies.path(), 'utf8')).toContain("Wanjiku Otieno,3,'+254 711 000333,");
  },
);
