import { describe, expect, it } from 'vitest';
import { acceptedLocaleOf, LOCALE_COOKIE, localeCookie, visitorLanguageOf } from './locales';
import { visitorLocaleOf } from './visitor-region';

const headers = (values: Record<string, string>) => ({ get: (name: string) => values[name] });

describe('which language a visitor reads (decision 025)', () => {
  it.each([
    ['fr-FR,fr;q=0.9,en;q=0.8', 'fr'],
    ['fr-CI', 'fr'],
    ['pt-BR,pt;q=0.9', 'pt'],
    ['pt-AO', 'pt'],
    ['sw-KE,en;q=0.5', 'sw'],
    ['SW-tz', 'sw'],
    ['en-KE,en;q=0.9', 'en'],
    // The browser's weights decide, not the order it lists them in.
    ['en;q=0.4,fr;q=0.8', 'fr'],
    // A language Pamoja does not speak is passed over for the next one it does.
    ['de-DE,de;q=0.9,pt;q=0.5', 'pt'],
    ['fr;q=0,sw;q=0.3', 'sw'],
  ])('when the browser asks for "%s", then it reads %s', (acceptLanguage, locale) => {
    expect(acceptedLocaleOf(acceptLanguage)).toBe(locale);
  });

  it.each([[''], ['*'], ['de-DE,zh;q=0.5'], ['not a header;;q=x']])(
    'when the browser asks for "%s", then nothing Pamoja speaks is found',
    (acceptLanguage) => {
      expect(acceptedLocaleOf(acceptLanguage)).toBeNull();
    },
  );

  it('when a visitor chose a language, then it outranks what the browser asks for', () => {
    expect(visitorLanguageOf(headers({ cookie: `${LOCALE_COOKIE}=sw`, 'accept-language': 'fr-FR' }))).toBe(
      'sw',
    );
  });

  it('when the cookie names no language Pamoja speaks, then the browser decides, else English', () => {
    expect(visitorLanguageOf(headers({ cookie: `${LOCALE_COOKIE}=de`, 'accept-language': 'pt-MZ' }))).toBe(
      'pt',
    );
    expect(visitorLanguageOf(headers({ cookie: `${LOCALE_COOKIE}=de` }))).toBe('en');
    expect(visitorLanguageOf(headers({}))).toBe('en');
  });

  it('the choice is kept for the whole site, for 400 days, out of scripts’ reach', () => {
    const cookie = localeCookie('fr', true);
    expect(cookie).toMatch(new RegExp(`^${LOCALE_COOKIE}=fr;`));
    expect(cookie).toContain('Max-Age=34560000');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('SameSite=Lax');
  });
});

describe('the language of the words and of the numbers', () => {
  it('when the browser weighs its languages against the order it lists them in, then both follow the weights', () => {
    const asked = headers({ 'accept-language': 'fr-FR;q=0.5,en-GB' });
    expect(visitorLanguageOf(asked)).toBe('en');
    expect(visitorLocaleOf(asked)).toBe('en-GB');
  });
});
