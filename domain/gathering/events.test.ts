import { describe, expect, it } from 'vitest';
import {
  directionsUrl,
  eventOneLine,
  eventTimeRangeText,
  eventWhenText,
  nearEventLine,
  nextUpcomingEvent,
} from './events';

const base = {
  kind: 'funeral',
  title: 'Funeral service',
  endsAt: null,
  timeZone: 'Africa/Nairobi',
  venueName: 'All Saints Cathedral',
  venueAddress: 'Nairobi',
};

describe('services', () => {
  it('when several services are listed, then the next one is the soonest not yet over', () => {
    const now = new Date('2026-03-10T00:00:00Z');
    const past = { ...base, id: 1, startsAt: new Date('2026-03-01T07:00:00Z') };
    const later = { ...base, id: 2, startsAt: new Date('2026-03-20T07:00:00Z') };
    const sooner = { ...base, id: 3, startsAt: new Date('2026-03-14T07:00:00Z') };
    expect(nextUpcomingEvent([past, later, sooner], now)?.id).toBe(3);
    expect(nextUpcomingEvent([past], now)).toBeNull();
  });

  it('when a service is shown, then its day and time are in the place’s zone', () => {
    const event = { ...base, id: 1, startsAt: new Date('2026-03-14T07:00:00Z') };
    expect(eventWhenText(event, 'en-GB')).toBe('Saturday 14 March, 10:00');
    expect(eventOneLine(event)).toBe(
      'Funeral service: Saturday 14 March, 10:00, All Saints Cathedral, Nairobi.',
    );
  });

  it('when a service has an end, then its range names the place’s zone in words', () => {
    const event = {
      ...base,
      startsAt: new Date('2026-03-14T07:00:00Z'),
      endsAt: new Date('2026-03-14T09:30:00Z'),
    };
    expect(eventTimeRangeText(event, 'en-GB')).toBe('Saturday 14 March, 10:00–12:30, East Africa Time');
  });

  it('when directions are asked for, then OpenStreetMap searches the venue and its address', () => {
    expect(directionsUrl({ venueName: 'St. Mary’s & Sons', venueAddress: 'Kisumu' })).toBe(
      'https://www.openstreetmap.org/search?query=St.%20Mary%E2%80%99s%20%26%20Sons%2C%20Kisumu',
    );
  });

  it('when the next service is within two weeks, then the share text names it; further off, it does not', () => {
    const event = { ...base, id: 1, startsAt: new Date('2026-03-14T07:00:00Z') };
    expect(nearEventLine([event], new Date('2026-03-01T07:00:00Z'))).toBe(eventOneLine(event));
    expect(nearEventLine([event], new Date('2026-02-27T07:00:00Z'))).toBeNull();
    expect(nearEventLine([event], new Date('2026-03-15T07:00:00Z'))).toBeNull();
  });
});
