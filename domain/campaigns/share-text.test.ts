import { describe, expect, it } from 'vitest';
import { shareLinksOf, shareMessageOf } from './share-text';

describe('share text', () => {
  it('names the person and reads right for whoever shares', () => {
    expect(shareMessageOf('Amara Okafor')).toBe(
      'Please join us in honoring Amara Okafor and supporting the family during this difficult time.',
    );
    expect(shareMessageOf('Amara Okafor')).not.toMatch(/I have created/);
  });

  it('WhatsApp shares through wa.me, which works with or without the app, carrying the message and the link', () => {
    const links = shareLinksOf('https://pamoja.example/campaign/rip-amara', 'Amara Okafor');
    const url = new URL(links.whatsapp);
    expect(url.origin).toBe('https://wa.me');
    expect(url.searchParams.get('text')).toBe(
      `${shareMessageOf('Amara Okafor')} https://pamoja.example/campaign/rip-amara`,
    );
    expect(new URL(links.x).searchParams.get('text')).toBe(shareMessageOf('Amara Okafor'));
  });
});
