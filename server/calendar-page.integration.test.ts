import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.server';
import { campaignEvents } from '../db/schema';
import { createOrganizerWithCampaign } from '../tests/setup/contribution-fixtures';
import { startTestApp, type TestApp } from '../tests/setup/test-app';
import { createTestDatabase } from '../tests/setup/test-database';

let database: DatabaseHandle;
let app: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, {}, { pages: true });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('Add to calendar', () => {
  it('when a visitor downloads a service, then it is an iCalendar attachment with the service in UTC', async () => {
    const { campaign } = await createOrganizerWithCampaign(database.db);
    const [event] = await database.db
      .insert(campaignEvents)
      .values({
        campaignId: campaign.id,
        kind: 'funeral',
        title: 'Funeral service',
        startsAt: new Date('2099-03-14T07:00:00Z'),
        timeZone: 'Africa/Nairobi',
        venueName: 'All Saints Cathedral',
        venueAddress: 'Kenyatta Avenue, Nairobi',
      })
      .returning();
    const response = await app.fetch(`/calendar/${event.id}.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="funeral-service-2099-03-14.ics"',
    );
    const file = await response.text();
    expect(file).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(file).toContain('DTSTART:20990314T070000Z\r\n');
    expect((await app.fetch('/calendar/999999.ics')).status).toBe(404);
    expect((await app.fetch('/calendar/abc.ics')).status).toBe(404);
  });
});
