import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Issue 33 item 8: the product writes American English, as most of it does and as the spec's own words are
 * (organizer, Help Center, Neighbor), so the demo no longer says "Neighbour" on one page and "Neighbor" on the
 * next. Capitalized proper names ("Australian Centre for Grief and Bereavement") keep their own spelling, and so does
 * the spec's tagline, a brand name as it is written.
 */
const SPEC_TAGLINE = 'Honour. Support. Remember.';
const BRITISH =
  /\b(?:[Hh]onour|[Nn]eighbour|[Ff]avourite|[Cc]olour|[Oo]rganis(?:e|ed|es|ing|ation)|[Pp]rogramme|centre)\w*/g;

function productText(): Array<{ file: string; text: string }> {
  const files = ['app', 'domain', 'server', 'integrations', 'config', 'seed'].flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => path.join(folder, file)),
  );
  return [...files, 'messages/en.json'].map((file) => ({
    file,
    text: readFileSync(path.join(root, file), 'utf8').replaceAll(SPEC_TAGLINE, ''),
  }));
}

describe('one English', () => {
  it('no British spelling in the product’s words, its demo or its code', () => {
    const found = productText().flatMap(({ file, text }) =>
      [...text.matchAll(BRITISH)].map((match) => `${file}: ${match[0]}`),
    );
    expect(found).toEqual([]);
  });
});
