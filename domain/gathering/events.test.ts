import { describe, expect, it } from 'vitest';
import { eventOneLine, eventWhenText, nextUpcomingEvent } from './events';

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
});
