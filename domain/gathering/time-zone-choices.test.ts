import { describe, expect, it } from 'vitest';
import { timeZoneChoicesFor } from './time-zone-choices';

const winter = new Date('2026-01-15T12:00:00Z');

describe('the time zones a service’s form offers', () => {
  it('when the campaign is in Kenya, then Kenya’s zone comes first in plain words, and every other after it', () => {
    const choices = timeZoneChoicesFor('KE', 'en-GB', winter);
    expect(choices.countryName).toBe('Kenya');
    expect(choices.ofCountry).toEqual([
      { value: 'Africa/Nairobi', label: 'Nairobi — East Africa Time (GMT+3)' },
    ]);
    expect(choices.others.map((choice) => choice.value)).not.toContain('Africa/Nairobi');
    expect(choices.others.map((choice) => choice.value)).toContain('Europe/London');
    expect(choices.ofCountry.length + choices.others.length).toBe(Intl.supportedValuesOf('timeZone').length);
  });

  it('when the country has several zones, then all of them come first', () => {
    const choices = timeZoneChoicesFor('CD', 'en-GB', winter);
    expect(choices.ofCountry.map((choice) => choice.value)).toEqual(['Africa/Kinshasa', 'Africa/Lubumbashi']);
  });

  it('when the others are listed, then they go by place name, each with its zone’s name and offset', () => {
    const { others } = timeZoneChoicesFor('KE', 'en-GB', winter);
    const labels = others.map((choice) => choice.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en-GB')));
    expect(others.find((choice) => choice.value === 'Europe/London')?.label).toBe(
      'London — Greenwich Mean Time (GMT+0)',
    );
  });

  it('when summer time changes a zone’s offset, then its label follows the day asked about', () => {
    const summer = new Date('2026-07-15T12:00:00Z');
    const london = (now: Date) =>
      timeZoneChoicesFor('KE', 'en-GB', now).others.find((choice) => choice.value === 'Europe/London')?.label;
    expect(london(summer)).toBe('London — British Summer Time (GMT+1)');
    expect(london(winter)).toBe('London — Greenwich Mean Time (GMT+0)');
  });

  it('when the country is unknown, then every zone is offered in one list', () => {
    const choices = timeZoneChoicesFor(null, 'en-GB', winter);
    expect(choices.countryName).toBeNull();
    expect(choices.ofCountry).toEqual([]);
    expect(choices.others).toHaveLength(Intl.supportedValuesOf('timeZone').length);
  });
});
