import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, eventCalendarFile, eventCalendarFileName, foldLine } from './event-calendar';

const event = {
  id: 12,
  kind: 'funeral',
  title: 'Farewell; with songs, and prayers',
  startsAt: new Date('2026-03-14T07:00:00Z'),
  endsAt: null,
  timeZone: 'Africa/Nairobi',
  venueName: 'All Saints Cathedral',
  venueAddress: 'Kenyatta Avenue, Nairobi',
  livestreamUrl: 'https://example.org/live',
  notes: 'Dress code: white.\nBring an umbrella \\ hat. Ñandú é ü — '.repeat(3),
  updatedAt: new Date('2026-03-01T10:00:00Z'),
};

describe('the calendar file', () => {
  it('when written, then every line ends in CRLF and none is longer than 75 octets', () => {
    const file = eventCalendarFile(event, {
      campaignUrl: 'https://pamoja.example/mama-wanjiru',
      host: 'pamoja.example',
      deceasedName: 'Mama Wanjiru',
    });
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of file.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(file).toContain('UID:event-12@pamoja.example\r\n');
    expect(file).toContain('DTSTART:20260314T070000Z\r\n');
    expect(file).toContain('DTEND:20260314T090000Z\r\n');
    const unfolded = file.replace(/\r\n /g, '');
    expect(unfolded).toContain('SUMMARY:Funeral service: Farewell\\; with songs\\, and prayers\r\n');
    expect(unfolded).toContain('LOCATION:All Saints Cathedral\\, Kenyatta Avenue\\, Nairobi\r\n');
    expect(unfolded).toContain('Livestream: https://example.org/live');
    expect(unfolded).toContain('https://pamoja.example/mama-wanjiru');
  });

  it('when the campaign speaks Swahili, then the file says what and where in Swahili (decision 030)', () => {
    const file = eventCalendarFile(event, {
      campaignUrl: 'https://pamoja.example/mama-wanjiru',
      host: 'pamoja.example',
      deceasedName: 'Mama Wanjiru',
      language: 'sw',
    }).replace(/\r\n /g, '');
    expect(file).toContain('SUMMARY:Ibada ya mazishi: Farewell\\; with songs\\, and prayers\r\n');
    expect(file).toContain('Mubashara: https://example.org/live');
    expect(file).toContain('Saa za Africa/Nairobi.');
    expect(file).toContain('Kwa kumbukumbu ya Mama Wanjiru: https://pamoja.example/mama-wanjiru');
  });

  it('when text holds special characters, then they are escaped per RFC 5545 and carriage returns dropped', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    expect(escapeText('a\r\nb\rc\u0007d\u007f')).toBe('a\\nbcd');
  });

  it('when a line is long, then it folds without splitting a character', () => {
    const folded = foldLine(`DESCRIPTION:${'é'.repeat(80)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'é'.repeat(80)}`);
  });

  it('when named, then the file name is readable ASCII', () => {
    expect(eventCalendarFileName(event)).toBe('farewell-with-songs-and-prayers-2026-03-14.ics');
  });
});

/** Issue 31 item 5: whatever the family types, the file holds exactly the one event it means, and nothing else. */
describe('the calendar file against injection', () => {
  const hostile =
    'Kwaheri, Mama; \\ "ñ é 中文 🕯️"\r\nATTACH:https://evil.example/x\r\nBEGIN:VALARM\nEND:VALARM\r';
  const context = {
    campaignUrl: 'https://pamoja.example/campaign/mama-wanjiru#event-7',
    host: 'pamoja.example',
    deceasedName: `Mama ${hostile}`,
  };
  const hostileEvent = {
    ...event,
    id: 7,
    title: `Title ${hostile}`,
    venueName: `Venue ${hostile}`,
    venueAddress: `Address ${hostile}`,
    notes: `Notes ${hostile}`,
    livestreamUrl: 'https://example.org/live?a=1,2;3&b=ñ',
  };
  const withoutCarriageReturns = (value: string) => value.replace(/\r/g, '');

  function parse(file: string) {
    const calendar = new ICAL.Component(ICAL.parse(file));
    const vevents = calendar.getAllSubcomponents();
    expect(vevents.map((component) => component.name)).toEqual(['vevent']);
    return { calendar, vevent: vevents[0] };
  }

  it('when every field holds CR, LF, commas, semicolons and non-ASCII, then it parses to exactly the fields written', () => {
    const file = eventCalendarFile(hostileEvent, context);
    for (const line of file.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const { calendar, vevent } = parse(file);
    expect(calendar.getAllProperties().map((property) => property.name)).toEqual([
      'version',
      'prodid',
      'calscale',
      'method',
    ]);
    expect(vevent.getAllSubcomponents()).toEqual([]);
    expect(vevent.getAllProperties().map((property) => property.name)).toEqual([
      'uid',
      'dtstamp',
      'dtstart',
      'dtend',
      'summary',
      'location',
      'description',
      'url',
    ]);
    expect(vevent.getFirstPropertyValue('summary')).toBe(
      withoutCarriageReturns(`Funeral service: Title ${hostile}`),
    );
    expect(vevent.getFirstPropertyValue('location')).toBe(
      withoutCarriageReturns(`Venue ${hostile}, Address ${hostile}`),
    );
    expect(vevent.getFirstPropertyValue('description')).toBe(
      withoutCarriageReturns(
        [
          `Notes ${hostile}`,
          `Livestream: ${new URL(hostileEvent.livestreamUrl).href}`,
          'Times in Africa/Nairobi.',
          `In memory of Mama ${hostile}: ${context.campaignUrl}`,
        ].join('\n'),
      ),
    );
    expect(vevent.getFirstPropertyValue('url')).toBe(new URL(hostileEvent.livestreamUrl).href);
    expect(vevent.getFirstPropertyValue('uid')).toBe('event-7@pamoja.example');
  });

  it('when a stored livestream link carries line breaks from before the strict check, then the file leaves it out and stays one event', () => {
    const file = eventCalendarFile(
      {
        ...hostileEvent,
        livestreamUrl: 'https://example.org/live\r\nATTACH:https://evil.example/x\r\nBEGIN:VALARM',
      },
      context,
    );
    const { vevent } = parse(file);
    expect(vevent.getAllSubcomponents()).toEqual([]);
    expect(vevent.getAllProperties().map((property) => property.name)).not.toContain('url');
    expect(vevent.getAllProperties().map((property) => property.name)).not.toContain('attach');
    expect(vevent.getFirstPropertyValue('description')).not.toContain('Livestream');
    expect(file).not.toMatch(/\r\n(ATTACH|BEGIN:VALARM)/);
  });
});
