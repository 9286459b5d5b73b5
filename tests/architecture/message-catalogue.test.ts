import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BASE_LOCALE, LOCALES } from '../../domain/shared/locales';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
const settings = read('project.inlang/settings.json');

type Catalogue = Record<string, unknown>;
const catalogues: Record<string, Catalogue> = Object.fromEntries(
  LOCALES.map((locale) => {
    const { $schema: _schema, ...messages } = read(`messages/${locale}.json`);
    return [locale, messages];
  }),
);

/**
 * The inputs a message takes: `{name}` in its text, and `input name` in a message with variants (plurals). Locals a
 * message declares itself (`local count = …`) are its own business.
 */
function variablesOf(message: unknown): string[] {
  const text = JSON.stringify(message);
  const locals = new Set([...text.matchAll(/local (\w+)\s*=/g)].map(([, name]) => name));
  const names = [
    ...[...text.matchAll(/(?<!\\)\{(\w+)\}/g)].map(([, name]) => name),
    ...[...text.matchAll(/input (\w+)/g)].map(([, name]) => name),
  ];
  return [...new Set(names.filter((name) => name && !locals.has(name)))].sort() as string[];
}

describe('the message catalogue (decision 025)', () => {
  it('the compiler is told the same languages the server offers, with English first', () => {
    expect(settings.locales).toEqual([...LOCALES]);
    expect(settings.baseLocale).toBe(BASE_LOCALE);
    expect(settings['plugin.inlang.messageFormat'].pathPattern).toBe('./messages/{locale}.json');
  });

  it('its plugin is read from node_modules, never fetched: the catalogue compiles offline', () => {
    for (const module of settings.modules) expect(module).toMatch(/^\.\/node_modules\//);
  });

  it.each(LOCALES.filter((locale) => locale !== BASE_LOCALE))(
    'every message exists in %s, and nothing else does',
    (locale) => {
      expect(Object.keys(catalogues[locale] ?? {}).sort()).toEqual(Object.keys(catalogues.en ?? {}).sort());
    },
  );

  it.each(LOCALES.filter((locale) => locale !== BASE_LOCALE))(
    'every message in %s takes the same variables as in English',
    (locale) => {
      const differing = Object.entries(catalogues.en ?? {}).flatMap(([key, english]) => {
        const translated = catalogues[locale]?.[key];
        const expected = variablesOf(english).join(', ');
        const found = variablesOf(translated).join(', ');
        return expected === found ? [] : [`${key}: {${expected}} in English, {${found}} in ${locale}`];
      });
      expect(differing).toEqual([]);
    },
  );

  it.each([...LOCALES])('no message in %s is empty', (locale) => {
    const empty = Object.entries(catalogues[locale] ?? {})
      .filter(([, message]) => typeof message === 'string' && message.trim() === '')
      .map(([key]) => key);
    expect(empty).toEqual([]);
  });
});
