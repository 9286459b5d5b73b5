import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { campaignEvents, eventRsvps } from '../db/schema';
import { createOrganizerWithCampaign } from '../tests/setup/contribution-fixtures';
import { servePagesForThisFile } from '../tests/setup/test-app';

const served = servePagesForThisFile();

async function aFuneralService(stored: { livestreamUrl?: string } = {}) {
  const { campaign } = await createOrganizerWithCampaign(served.database.db);
  const [event] = await served.database.db
    .insert(campaignEvents)
    .values({
      campaignId: campaign.id,
      kind: 'funeral',
      title: 'Funeral service',
      startsAt: new Date('2099-03-14T07:00:00Z'),
      timeZone: 'Africa/Nairobi',
      venueName: 'All Saints Cathedral',
      venueAddress: 'Kenyatta Avenue, Nairobi',
      ...stored,
    })
    .returning();
  return { campaign, event };
}

const postForm = (path: string, fields: Record<string, string>) =>
  served.app.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });

describe('Add to calendar', () => {
  it('when a visitor downloads a service, then it is an iCalendar attachment with the service in UTC', async () => {
    const { event } = await aFuneralService();
    const response = await served.app.fetch(`/calendar/${event.id}.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="funeral-service-2099-03-14.ics"',
    );
    const file = await response.text();
    expect(file).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(file).toContain('DTSTART:20990314T070000Z\r\n');
    expect((await served.app.fetch('/calendar/999999.ics')).status).toBe(404);
    expect((await served.app.fetch('/calendar/abc.ics')).status).toBe(404);
  });

  it('when a service stored before the strict check holds a livestream link with line breaks, then the file is still one event with nothing added', async () => {
    const { event } = await aFuneralService({
      livestreamUrl:
        'https://example.org/live\r\nATTACH:https://evil.example/payload.exe\r\nBEGIN:VALARM\r\nACTION:DISPLAY\r\nTRIGGER:-PT1M\r\nEND:VALARM',
    });
    const response = await served.app.fetch(`/calendar/${event.id}.ics`);
    expect(response.status).toBe(200);
    const file = await response.text();
    const calendar = new ICAL.Component(ICAL.parse(file));
    const [vevent, ...others] = calendar.getAllSubcomponents();
    expect(others).toEqual([]);
    expect(vevent.getAllSubcomponents()).toEqual([]);
    expect(vevent.getAllProperties().map((property) => property.name)).toEqual([
      'uid',
      'dtstamp',
      'dtstart',
      'dtend',
      'summary',
      'location',
      'description',
    ]);
    expect(file).not.toContain('evil.example');
  });
});

describe('the RSVP page without JavaScript', () => {
  it('when a reply is refused, then the page answers 400 with the message and stores nothing', async () => {
    const { event } = await aFuneralService();
    const refused = await postForm(`/rsvp/${event.id}`, { name: '<b>Akinyi</b>', partySize: '0' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Enter how many people will come, from 1 to 50');
    const json = await served.app.fetch(`/rsvp/${event.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Akinyi', partySize: 2 }),
    });
    expect(json.status).toBe(415);
    expect(
      await served.database.db.select().from(eventRsvps).where(eq(eventRsvps.eventId, event.id)),
    ).toEqual([]);
  });

  it('when a reply is kept, then it is counted and the visitor goes back to the page with thanks', async () => {
    const { campaign, event } = await aFuneralService();
    const kept = await postForm(`/rsvp/${event.id}`, { name: '<b>Akinyi</b>', partySize: '3', contact: '' });
    expect(kept.status).toBe(303);
    expect(kept.headers.get('location')).toBe(`/campaign/${campaign.customUrl}?rsvp=1#services`);
    const [stored] = await served.database.db
      .select()
      .from(campaignEvents)
      .where(eq(campaignEvents.id, event.id));
    expect(stored.attendingCount).toBe(3);
    const [reply] = await served.database.db
      .select()
      .from(eventRsvps)
      .where(eq(eventRsvps.eventId, event.id));
    expect(reply.name).toBe('<b>Akinyi</b>');

    const page = await (await served.app.fetch(`/campaign/${campaign.customUrl}?rsvp=1`)).text();
    expect(page).toContain('Thank you. The family knows you will come.');
    expect(page).toContain(`href="/rsvp/${event.id}"`);
    expect((await served.app.fetch('/rsvp/999999')).status).toBe(404);
  });
});
