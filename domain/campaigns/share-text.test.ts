import { describe, expect, it } from 'vitest';
import { shareMessageOf } from './share-message';
import { shareLinksOf } from './share-text';

describe('share text', () => {
  it('names the person and reads right for whoever shares', () => {
    expect(shareMessageOf('Amara Okafor')).toBe(
      'Please join us in honoring Amara Okafor and supporting the family during this difficult time.',
    );
    expect(shareMessageOf('Amara Okafor')).not.toMatch(/I have created/);
  });

  it("is in the campaign's language when it has one", () => {
    expect(shareMessageOf('Amara Okafor', 'sw')).toBe(
      'Tafadhali ungana nasi kumuenzi Amara Okafor na kuisaidia familia katika wakati huu mgumu.',
    );
  });

  it('WhatsApp shares through wa.me, which works with or without the app, carrying the message and the link', () => {
    const message = shareMessageOf('Amara Okafor');
    const links = shareLinksOf('https://pamoja.example/campaign/rip-amara', message);
    const url = new URL(links.whatsapp);
    expect(url.origin).toBe('https://wa.me');
    expect(url.searchParams.get('text')).toBe(`${message} https://pamoja.example/campaign/rip-amara`);
    expect(new URL(links.x).searchParams.get('text')).toBe(message);
  });
});
