import { describe, expect, it } from 'vitest';
import { ANNIVERSARY_GRACE_DAYS, firstAnniversaryOf, passingDatesDueOn } from './anniversaries';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (moment: Date) => moment.toISOString().slice(0, 10);

describe('firstAnniversaryOf', () => {
  it.each([
    ['2025-03-14', '2026-03-14'],
    ['2025-03', '2026-03-01'],
    ['2024-02-29', '2025-02-28'],
    ['2027-02-28', '2028-02-28'],
    ['2025-12-31', '2026-12-31'],
  ])('when the date of passing is %s, then the first anniversary is %s', (passing, anniversary) => {
    expect(firstAnniversaryOf(passing)).toBe(anniversary);
  });
});

describe('passingDatesDueOn', () => {
  const passingDays: string[] = [];
  for (let time = Date.UTC(2022, 0, 1); time <= Date.UTC(2029, 11, 31); time += DAY_MS) {
    const day = isoDay(new Date(time));
    passingDays.push(day);
    if (day.endsWith('-01')) passingDays.push(day.slice(0, 7));
  }
  const todays = [
    '2025-02-28',
    '2025-03-01',
    '2025-03-07',
    '2025-03-08',
    '2025-03-09',
    '2028-02-28',
    '2028-02-29',
    '2028-03-01',
    '2028-03-07',
    '2028-03-08',
    '2026-01-01',
    '2026-01-08',
    '2026-12-31',
    '2027-06-15',
  ];

  it.each(todays)(
    'when today is %s, then the range holds exactly the dates whose anniversary was in the last week',
    (today) => {
      const { from, to } = passingDatesDueOn(new Date(`${today}T13:45:00Z`));
      const earliest = isoDay(new Date(Date.parse(`${today}T00:00:00Z`) - ANNIVERSARY_GRACE_DAYS * DAY_MS));
      const wrong = passingDays.filter((passing) => {
        const inRange = passing >= from && passing <= to;
        const anniversary = firstAnniversaryOf(passing);
        return inRange !== (anniversary >= earliest && anniversary <= today);
      });
      expect(wrong).toEqual([]);
    },
  );
});
