import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server';
import { campaignEvents, eventRsvps } from '../../db/schema';
import { LIVESTREAM_LINK_MESSAGE, PAST_START_MESSAGE } from '../../domain/gathering/event-schemas';
import { RSVP_PREVIEW } from '../../domain/gathering/events';
import { refusalIn } from '../../domain/shared/refusal-words.server';
import { createUser } from '../../seed/factories';
import { createOrganizerWithCampaign } from '../../tests/setup/contribution-fixtures';
import { recipientClientOf } from '../../tests/setup/family-fixtures';
import { type SignedInClient, startTestApp, type TestApp } from '../../tests/setup/test-app';
import { createTestDatabase } from '../../tests/setup/test-database';

/** A refusal as an English reader gets it (the refusals are catalogue keys, refusal-words.ts). */
const english = (refusal: string) => refusalIn('en', refusal);

let database: DatabaseHandle;
let app: TestApp;
let stranger: SignedInClient<Awaited<ReturnType<typeof createUser>>>;
let admin: typeof stranger;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
  stranger = await app.signedInAs(await createUser(database.db));
  admin = await app.signedInAs(await createUser(database.db, { isAdmin: true }));
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

const funeral = () => ({
  kind: 'funeral',
  title: 'Funeral service',
  date: inDays(10),
  startTime: '10:00',
  endTime: '12:30',
  timeZone: 'Africa/Nairobi',
  venueName: 'All Saints Cathedral',
  venueAddress: 'Kenyatta Avenue, Nairobi',
  livestreamUrl: 'https://example.org/live',
  notes: 'Dress code: white.',
});

async function family() {
  const { organizer, campaign } = await createOrganizerWithCampaign(database.db, {
    recipientCountry: 'KE',
    recipientPhone: '+254722000111',
  });
  return { campaign, organizer: await app.signedInAs(organizer) };
}

const eventsOf = (campaignId: number) =>
  database.db.select().from(campaignEvents).where(eq(campaignEvents.campaignId, campaignId));

const patch = (client: { fetch: TestApp['fetch'] }, path: string, body: unknown) =>
  client.fetch(path, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('services', () => {
  it('when the organizer adds a service, then it is stored in UTC with the place’s zone, and the recipient may edit it', async () => {
    const { campaign, organizer } = await family();
    const response = await organizer.postJson(`/api/campaigns/${campaign.id}/events`, funeral());
    expect(response.status).toBe(201);
    const { event } = await response.json();
    expect(new Date(event.startsAt).toISOString()).toBe(`${inDays(10)}T07:00:00.000Z`);
    expect(event).toMatchObject({ timeZone: 'Africa/Nairobi', attendingCount: 0 });

    const recipient = await recipientClientOf(database, app, campaign.id);
    const edited = await patch(recipient, `/api/campaigns/${campaign.id}/events/${event.id}`, {
      ...funeral(),
      title: 'Funeral mass',
    });
    expect(edited.status).toBe(200);
    expect((await eventsOf(campaign.id))[0].title).toBe('Funeral mass');
    expect((await recipient.fetch(`/api/campaigns/${campaign.id}/events`)).status).toBe(200);

    const deleted = await recipient.fetch(`/api/campaigns/${campaign.id}/events/${event.id}`, {
      method: 'DELETE',
    });
    expect(deleted.status).toBe(200);
    expect(await eventsOf(campaign.id)).toHaveLength(0);
  });

  it('when a visitor, another user or an admin tries, then 401, 403, 403 and nothing changes', async () => {
    const { campaign, organizer } = await family();
    const { event } = await (
      await organizer.postJson(`/api/campaigns/${campaign.id}/events`, funeral())
    ).json();
    const path = `/api/campaigns/${campaign.id}/events`;
    expect((await app.postJson(path, funeral())).status).toBe(401);
    expect((await stranger.postJson(path, funeral())).status).toBe(403);
    expect((await admin.postJson(path, funeral())).status).toBe(403);
    for (const client of [stranger, admin]) {
      expect((await patch(client, `${path}/${event.id}`, { ...funeral(), title: 'X' })).status).toBe(403);
      expect((await client.fetch(`${path}/${event.id}`, { method: 'DELETE' })).status).toBe(403);
      expect((await client.fetch(`${path}/${event.id}/rsvps`)).status).toBe(403);
      expect((await client.fetch(`${path}/${event.id}/rsvps.csv`)).status).toBe(403);
      expect((await client.fetch(path)).status).toBe(403);
    }
    expect((await app.fetch(`${path}/${event.id}/rsvps`)).status).toBe(401);
    expect((await app.fetch(`${path}/${event.id}/rsvps.csv`)).status).toBe(401);
    expect((await app.fetch(`${path}/${event.id}`, { method: 'DELETE' })).status).toBe(401);
    const stored = await eventsOf(campaign.id);
    expect(stored).toHaveLength(1);
    expect(stored[0].title).toBe('Funeral service');
  });

  it.each([
    ['a past start', { date: inDays(-1) }, english(PAST_START_MESSAGE)],
    ['an impossible date', { date: '2026-02-30' }, 'Enter a real date, e.g. 2026-03-14'],
    ['an impossible time', { startTime: '25:10' }, 'Enter the start time as hours and minutes, e.g. 10:00'],
    ['an end before the start', { endTime: '09:00' }, 'The end time must be after the start time.'],
    ['a javascript: livestream', { livestreamUrl: 'javascript:alert(1)' }, english(LIVESTREAM_LINK_MESSAGE)],
    ['an ftp livestream', { livestreamUrl: 'ftp://example.org/live' }, english(LIVESTREAM_LINK_MESSAGE)],
    [
      'a livestream with a line break',
      { livestreamUrl: 'https://example.org/live\r\nATTACH:https://evil.example/x' },
      english(LIVESTREAM_LINK_MESSAGE),
    ],
    [
      'a livestream with a tab',
      { livestreamUrl: 'https://example.org/li\tve' },
      english(LIVESTREAM_LINK_MESSAGE),
    ],
    [
      'a livestream with a space',
      { livestreamUrl: 'https://example.org/a b' },
      english(LIVESTREAM_LINK_MESSAGE),
    ],
    [
      'a livestream with a user name',
      { livestreamUrl: 'https://youtube.com@evil.example/live' },
      english(LIVESTREAM_LINK_MESSAGE),
    ],
    ['100 KB of notes', { notes: 'x'.repeat(100_000) }, 'The notes must be 2,000 characters or fewer'],
    ['an unknown zone', { timeZone: 'Mars/Olympus' }, 'Choose the time zone of the place'],
    ['an unknown kind', { kind: 'party' }, 'Choose what kind of service this is'],
  ])(
    'when the family sends %s, then 400 with a clear message and nothing is stored',
    async (_, change, message) => {
      const { campaign, organizer } = await family();
      const response = await organizer.postJson(`/api/campaigns/${campaign.id}/events`, {
        ...funeral(),
        ...change,
      });
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBe(message);
      expect(await eventsOf(campaign.id)).toHaveLength(0);
    },
  );

  it('when a campaign has 20 services, then the 21st is refused', async () => {
    const { campaign, organizer } = await family();
    await database.db.insert(campaignEvents).values(
      Array.from({ length: 20 }, () => ({
        campaignId: campaign.id,
        kind: 'other',
        title: 'Prayer',
        startsAt: new Date(Date.now() + DAY),
        timeZone: 'Africa/Nairobi',
        venueName: 'Home',
        venueAddress: 'Nairobi',
      })),
    );
    const response = await organizer.postJson(`/api/campaigns/${campaign.id}/events`, funeral());
    expect(response.status).toBe(409);
    expect(await eventsOf(campaign.id)).toHaveLength(20);
  });

  it('when markup is sent, then it is stored as typed', async () => {
    const { campaign, organizer } = await family();
    const response = await organizer.postJson(`/api/campaigns/${campaign.id}/events`, {
      ...funeral(),
      title: '<script>alert(1)</script>',
    });
    expect(response.status).toBe(201);
    expect((await eventsOf(campaign.id))[0].title).toBe('<script>alert(1)</script>');
  });
});

describe('RSVPs', () => {
  async function withEvent(startsAt = new Date(Date.now() + 5 * DAY)) {
    const { campaign, organizer } = await family();
    const [event] = await database.db
      .insert(campaignEvents)
      .values({
        campaignId: campaign.id,
        kind: 'burial',
        title: 'Burial',
        startsAt,
        timeZone: 'Africa/Nairobi',
        venueName: 'Family home',
        venueAddress: 'Nyeri',
      })
      .returning();
    return { campaign, organizer, event };
  }
  const rsvpsOf = (eventId: number) =>
    database.db.select().from(eventRsvps).where(eq(eventRsvps.eventId, eventId));
  const countOf = async (eventId: number) =>
    (await database.db.select().from(campaignEvents).where(eq(campaignEvents.id, eventId)))[0].attendingCount;

  it('when visitors say they will attend, then the family sees the RSVPs and the count of people', async () => {
    const { campaign, organizer, event } = await withEvent();
    expect(
      (
        await app.postJson(`/api/events/${event.id}/rsvps`, {
          name: 'Akinyi',
          partySize: 3,
          contact: '+254 722 000 222',
        })
      ).status,
    ).toBe(201);
    expect(
      (await app.postJson(`/api/events/${event.id}/rsvps`, { name: 'Otieno', partySize: '2' })).status,
    ).toBe(201);
    const response = await organizer.fetch(`/api/campaigns/${campaign.id}/events/${event.id}/rsvps`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.attendingCount).toBe(5);
    expect(body.rsvps.map((rsvp: { name: string }) => rsvp.name).sort()).toEqual(['Akinyi', 'Otieno']);
    expect(
      (
        await (
          await recipientClientOf(database, app, campaign.id)
        ).fetch(`/api/campaigns/${campaign.id}/events/${event.id}/rsvps`)
      ).status,
    ).toBe(200);
  });

  it('when a big burial has more replies than the page shows, then the family sees the latest 50 and the CSV has every one, oldest first', async () => {
    const { campaign, organizer, event } = await withEvent();
    const start = Date.now() - 60 * 60 * 1000;
    await database.db.insert(eventRsvps).values(
      Array.from({ length: RSVP_PREVIEW + 25 }, (_, index) => ({
        eventId: event.id,
        name: index === 0 ? '=HYPERLINK("https://evil.example")' : `Guest ${index}`,
        partySize: 2,
        contact: index % 2 ? `guest${index}@example.com` : null,
        createdAt: new Date(start + index * 1000),
      })),
    );
    const preview = await (
      await organizer.fetch(`/api/campaigns/${campaign.id}/events/${event.id}/rsvps`)
    ).json();
    expect(preview.rsvps).toHaveLength(RSVP_PREVIEW);
    expect(preview.rsvps[0].name).toBe(`Guest ${RSVP_PREVIEW + 24}`);
    expect(preview.moreRsvps).toBe(true);

    const csv = await organizer.fetch(`/api/campaigns/${campaign.id}/events/${event.id}/rsvps.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="Burial-replies.csv"');
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Name,People,Phone or e-mail,Replied');
    const inFrench = await organizer.fetch(`/api/campaigns/${campaign.id}/events/${event.id}/rsvps.csv`, {
      headers: { 'accept-language': 'fr' },
    });
    expect((await inFrench.text()).replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'Nom,Personnes,Téléphone ou e-mail,Réponse le',
    );
    expect(lines).toHaveLength(RSVP_PREVIEW + 26);
    expect(lines[1]).toMatch(/^"'=HYPERLINK\(""https:\/\/evil\.example""\)",2,,/);
    expect(lines[2]).toMatch(/^Guest 1,2,guest1@example\.com,\d{4}-/);
    expect(lines.at(-1)).toMatch(new RegExp(`^Guest ${RSVP_PREVIEW + 24},`));
  });

  it.each([
    ['no name', { name: '', partySize: 2 }],
    ['a party of 0', { name: 'A', partySize: 0 }],
    ['a party of 51', { name: 'A', partySize: 51 }],
    ['a party of "abc"', { name: 'A', partySize: 'abc' }],
    ['a contact that is neither', { name: 'A', partySize: 1, contact: 'call me maybe' }],
    ['a 100 KB name', { name: 'x'.repeat(100_000), partySize: 1 }],
  ])('when an RSVP has %s, then 400 and nothing is stored', async (_, body) => {
    const { event } = await withEvent();
    const response = await app.postJson(`/api/events/${event.id}/rsvps`, body);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/\w/);
    expect(await rsvpsOf(event.id)).toHaveLength(0);
    expect(await countOf(event.id)).toBe(0);
  });

  it('when the service has started, then an RSVP is refused with 409', async () => {
    const { event } = await withEvent(new Date(Date.now() - DAY));
    const response = await app.postJson(`/api/events/${event.id}/rsvps`, { name: 'A', partySize: 1 });
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe(
      'This service has already started, so it no longer takes replies.',
    );
    expect(await rsvpsOf(event.id)).toHaveLength(0);
  });

  it('when the service does not exist, then 404', async () => {
    expect((await app.postJson('/api/events/999999/rsvps', { name: 'A', partySize: 1 })).status).toBe(404);
  });
});
