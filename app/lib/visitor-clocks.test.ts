import { describe, expect, it } from 'vitest';
import { showVisitorClocks } from './visitor-clocks';

/** A service's line as the server writes it (events-section.server.tsx), without a DOM. */
function clockLine(template: string) {
  return {
    dataset: {
      startsAt: '2030-03-08T07:00:00.000Z',
      endsAt: '2030-03-08T09:30:00.000Z',
      timeZone: 'Africa/Nairobi',
      template,
    } as Record<string, string>,
    textContent: '',
    hidden: true,
  };
}

function pageWith(...lines: ReturnType<typeof clockLine>[]) {
  return { querySelectorAll: () => lines } as unknown as ParentNode;
}

describe('the visitor’s own clock under a service', () => {
  it('when a French reader abroad opens the page, then the line is the server’s French sentence around their time', () => {
    const line = clockLine('Pour vous\u202F: {when}, heure de {place}');
    showVisitorClocks(pageWith(line), 'fr', 'Europe/Paris');
    expect(line.hidden).toBe(false);
    expect(line.textContent).toMatch(/^Pour vous\u202F: .+08:00.+10:30, heure de Paris$/);
    expect(line.textContent).not.toMatch(/For you| time/);
  });

  it('when the reader is in the venue’s zone, then the line stays hidden and empty', () => {
    const line = clockLine('For you: {when} {place} time');
    showVisitorClocks(pageWith(line), 'en', 'Africa/Nairobi');
    expect(line).toMatchObject({ hidden: true, textContent: '' });
  });
});
