import { describe, expect, it } from 'vitest';
import { eventKindIn, eventOneLine, nearEventLine } from './event-kind-words';
import {
  directionsUrl,
  EVENT_KINDS,
  eventTimeRangeText,
  eventWhenText,
  nextUpcomingEvent,
  visitorClockParts,
  zonePlaceName,
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
      'Funeral service: Saturday 14 March, 10:00 Nairobi time, All Saints Cathedral, Nairobi.',
    );
  });

  it('when the line is written in Swahili, French or Portuguese, then its kind, its dates and its words are', () => {
    const event = { ...base, id: 1, startsAt: new Date('2026-03-14T07:00:00Z') };
    expect(eventOneLine(event, 'sw')).toBe(
      'Ibada ya mazishi: Jumamosi, 14 Machi, 10:00 kwa saa za Nairobi, All Saints Cathedral, Nairobi.',
    );
    expect(eventOneLine({ ...event, venueName: '', venueAddress: '' }, 'fr', 'fr-CI')).toBe(
      'Cérémonie funéraire\u202f: samedi 14 mars, 10:00, heure de Nairobi.',
    );
    // A reader's formats of another language do not put English dates into a Portuguese line.
    expect(eventOneLine(event, 'pt', 'en-US')).toBe(
      'Cerimónia fúnebre: sábado, 14 de março, 10:00, hora de Nairobi, All Saints Cathedral, Nairobi.',
    );
  });

  it('when a kind is named, then it comes from the catalogue, and an unknown kind reads as a gathering', () => {
    expect(EVENT_KINDS.map((kind) => eventKindIn('en', kind))).toEqual([
      'Vigil or wake',
      'Funeral service',
      'Burial',
      'Memorial',
      'Gathering',
    ]);
    expect(eventKindIn('sw', 'retired-kind')).toBe('Mkusanyiko');
  });

  it('when a service has an end, then its range names the place’s zone in words', () => {
    const event = {
      ...base,
      startsAt: new Date('2026-03-14T07:00:00Z'),
      endsAt: new Date('2026-03-14T09:30:00Z'),
    };
    expect(eventTimeRangeText(event, 'en-GB')).toBe('Saturday 14 March, 10:00–12:30, East Africa Time');
  });

  it('when a visitor abroad reads a service, then they get their own clock, with the day when it differs', () => {
    const event = {
      ...base,
      startsAt: new Date('2026-03-14T07:00:00Z'),
      endsAt: new Date('2026-03-14T09:30:00Z'),
    };
    expect(visitorClockParts(event, 'Europe/London', 'en-GB')).toEqual({
      when: 'Saturday 14 March, 07:00–09:30',
      place: 'London',
    });
    expect(visitorClockParts(event, 'Pacific/Honolulu', 'en-GB')).toEqual({
      when: 'Friday 13 March, 21:00–23:30',
      place: 'Honolulu',
    });
    // Another zone on the same clock (Kampala is also UTC+3) needs no second line.
    expect(visitorClockParts(event, 'Africa/Kampala', 'en-GB')).toBeNull();
    expect(visitorClockParts(event, 'Africa/Nairobi', 'en-GB')).toBeNull();
  });

  it('when a zone is named, then it is the place in plain words', () => {
    expect(zonePlaceName('Africa/Dar_es_Salaam')).toBe('Dar es Salaam');
    expect(zonePlaceName('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(zonePlaceName('UTC')).toBe('UTC');
  });

  it('when directions are asked for, then OpenStreetMap searches the venue and its address', () => {
    expect(directionsUrl({ venueName: 'St. Mary’s & Sons', venueAddress: 'Kisumu' })).toBe(
      'https://www.openstreetmap.org/search?query=St.%20Mary%E2%80%99s%20%26%20Sons%2C%20Kisumu',
    );
  });

  it('when the next service is within two weeks, then the share text names it; further off, it does not', () => {
    const event = { ...base, id: 1, startsAt: new Date('2026-03-14T07:00:00Z') };
    expect(nearEventLine([event], new Date('2026-03-01T07:00:00Z'))).toBe(eventOneLine(event));
    expect(nearEventLine([event], new Date('2026-03-01T07:00:00Z'), 'sw')).toBe(eventOneLine(event, 'sw'));
    expect(nearEventLine([event], new Date('2026-02-27T07:00:00Z'))).toBeNull();
    expect(nearEventLine([event], new Date('2026-03-15T07:00:00Z'))).toBeNull();
  });
});
