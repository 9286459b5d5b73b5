import { describe, expect, it } from 'vitest';
import { type TributesPage, tributesIn } from './list-campaign-tributes.server';

const gift = {
  kind: 'gift' as const,
  relationship: null,
  message: null,
  photos: [] as string[],
  amount: 20,
  currency: 'KES',
};

describe('the campaign page’s shared tributes, read in English, shown in the reader’s language', () => {
  it('when a French reader opens the page, then only the stand-ins for names change; givers’ own names stay', () => {
    const page: TributesPage = {
      tributes: [
        { ...gift, id: 3, name: 'Anonymous', standIn: 'anonymous', createdAt: '2026-01-03T00:00:00.000Z' },
        { ...gift, id: 2, name: 'A contributor', standIn: 'hidden', createdAt: '2026-01-02T00:00:00.000Z' },
        { ...gift, id: 1, name: 'Akinyi Otieno', createdAt: '2026-01-01T00:00:00.000Z' },
      ],
      nextCursor: null,
    };
    expect(tributesIn('fr', page).tributes.map((tribute) => tribute.name)).toEqual([
      'Anonyme',
      'Une personne qui a contribué',
      'Akinyi Otieno',
    ]);
    expect(tributesIn('en', page)).toEqual(page);
  });
});
