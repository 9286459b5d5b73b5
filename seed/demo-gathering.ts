import type { Database } from '../db/client.server';
import { campaignEvents, campaignUpdates, eventRsvps, guestbookMessages } from '../db/schema';
import { localParts, zonedLocalToUtc } from '../domain/gathering/event-schemas';
import { attachUploads } from '../domain/uploads/attach-uploads.server';

const DAY = 24 * 60 * 60 * 1000;
const TIME_ZONE = 'Africa/Lagos';

/** The day `days` from now on Lagos clocks, at `time` there. */
function lagosTime(days: number, time: string): Date {
  const { date } = localParts(new Date(Date.now() + days * DAY), TIME_ZONE);
  return zonedLocalToUtc(date, time, TIME_ZONE) as Date;
}

/**
 * The demo family's gathering (issue 16), so a newcomer sees all of it at once: a wake that has taken place, the
 * funeral service (with a livestream) and the burial to come, two updates and guestbook messages from people who
 * did not give; with a photo, the latest update and the choir's message carry it.
 */
export async function seedDemoGathering(
  db: Database,
  { campaignId, organizerName, photo }: { campaignId: number; organizerName: string; photo: string | null },
) {
  await db.insert(campaignEvents).values({
    campaignId,
    kind: 'vigil',
    title: 'Wake keeping',
    startsAt: lagosTime(-2, '18:00'),
    endsAt: lagosTime(-2, '22:00'),
    timeZone: TIME_ZONE,
    venueName: 'The family house',
    venueAddress: '14 Ogui Road, Enugu, Nigeria',
    notes: null,
  });
  const [funeral] = await db
    .insert(campaignEvents)
    .values({
      campaignId,
      kind: 'funeral',
      title: 'Funeral service of Amara Okafor',
      startsAt: lagosTime(9, '10:00'),
      endsAt: lagosTime(9, '12:30'),
      timeZone: TIME_ZONE,
      venueName: 'Holy Ghost Cathedral',
      venueAddress: 'Okpara Avenue, Enugu, Nigeria',
      livestreamUrl: 'https://www.youtube.com/@holyghostcathedralenugu/live',
      notes: 'Dress code: white and blue, Mama’s choir colors. The program will be handed out at the door.',
      attendingCount: 7,
    })
    .returning({ id: campaignEvents.id });
  await db.insert(eventRsvps).values([
    { eventId: funeral.id, name: 'Thandiwe Mokoena', partySize: 3, contact: '+27 82 555 0134' },
    { eventId: funeral.id, name: 'Grace Wanjiru', partySize: 4, contact: null },
  ]);
  await db.insert(campaignEvents).values({
    campaignId,
    kind: 'burial',
    title: 'Interment',
    startsAt: lagosTime(9, '14:00'),
    timeZone: TIME_ZONE,
    venueName: 'Okafor family compound',
    venueAddress: 'Umuahia Road, Nsukka, Enugu State, Nigeria',
    notes: 'Buses leave the cathedral at 13:00.',
  });
  await db.insert(campaignUpdates).values([
    {
      campaignId,
      body: 'Thank you all for the calls and the visits. Mama’s funeral will be at Holy Ghost Cathedral; the details are on this page.',
      postedByName: organizerName,
      postedByRole: 'organizer',
      createdAt: new Date(Date.now() - 3 * DAY),
    },
    {
      campaignId,
      body: 'The service will be streamed for everyone abroad. Chidi will read the eulogy.',
      photo,
      postedByName: organizerName,
      postedByRole: 'organizer',
      createdAt: new Date(Date.now() - DAY),
    },
  ]);
  await db.insert(guestbookMessages).values([
    {
      campaignId,
      name: 'Bisi Adeyemi',
      relationship: 'Former student',
      message:
        'Mrs Okafor taught me to read. I became a teacher because of her. My prayers are with the family.',
      createdAt: new Date(Date.now() - 2 * 3_600_000),
    },
    {
      campaignId,
      name: 'Choir of St. Mary’s',
      relationship: 'Church member',
      message: 'We will sing her favorite hymn on Sunday. Rest in peace, our dear leader.',
      photo,
      createdAt: new Date(Date.now() - 30 * 60_000),
    },
  ]);
  await attachUploads(db, [photo]);
}
