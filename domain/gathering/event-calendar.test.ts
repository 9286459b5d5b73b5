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

  it('when text holds special characters, then they are escaped per RFC 5545', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
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
