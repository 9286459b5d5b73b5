import { describe, expect, it } from 'vitest';
import { createTributeComposer } from './tribute-composer';

const amara = {
  deceasedName: 'Amara Okafor',
  relationship: 'child',
  birthYear: 1951,
  dateOfPassing: '2025-10',
  location: 'Enugu',
};

describe('offline tribute composer', () => {
  it('when asked twice in a row with the same inputs, then the texts differ', async () => {
    const composer = createTributeComposer();
    let previous = await composer.write(amara);
    for (let round = 0; round < 25; round += 1) {
      const next = await composer.write(amara);
      expect(next).not.toBe(previous);
      previous = next;
    }
  });

  it('when given the facts, then the tribute uses them and reads as sentences', async () => {
    const composer = createTributeComposer();
    const seen = new Set<string>();
    for (let round = 0; round < 30; round += 1) seen.add(await composer.write(amara));
    expect(seen.size).toBeGreaterThan(10);
    for (const text of seen) {
      expect(text).toMatch(/Amara/);
      expect(text).toMatch(/^[A-Z].*[.!]$/s);
      expect(text).not.toMatch(/undefined|null|\s{2,}|\.\./);
      expect(text.length).toBeGreaterThan(150);
    }
    const joined = [...seen].join(' ');
    expect(joined).toMatch(/As their child/);
    expect(joined).toMatch(/Enugu/);
    expect(joined).toMatch(/1951 to 2025/);
  });

  it('when only the name is known, then it still writes a whole tribute', async () => {
    const text = await createTributeComposer().write({ deceasedName: 'Kofi', relationship: 'family member' });
    expect(text).toMatch(/Kofi/);
    expect(text).not.toMatch(/undefined|null/);
  });

  it('when only the birth year is known, then the life sentence says so, never "From born in"', async () => {
    const seen = new Set<string>();
    const composer = createTributeComposer();
    for (let round = 0; round < 40; round += 1) {
      seen.add(
        await composer.write({
          deceasedName: 'Kofi',
          relationship: 'friend',
          birthYear: 1960,
          location: 'Kumasi',
        }),
      );
    }
    const joined = [...seen].join(' ');
    expect(joined).toContain('Born in 1960, Kofi');
    expect(joined).not.toMatch(/From born|, born in/);
  });

  it.each([
    ['pt', /Como filho ou filha, /, /Amara/, /[A-Za-z]+ (their|they|the) /],
    ['fr', /En tant qu’enfant, /, /Amara/, /\b(their|they|the|and)\b/],
    ['sw', /Kama mtoto wake, /, /Amara/, /\b(their|they|the|and)\b/],
  ] as const)(
    'when the organizer reads %s, then the whole tribute is in their language',
    async (locale, relation, name, english) => {
      const composer = createTributeComposer();
      const seen = new Set<string>();
      for (let round = 0; round < 40; round += 1) seen.add(await composer.write({ ...amara, locale }));
      const joined = [...seen].join(' ');
      expect(joined).toMatch(relation);
      expect(joined).toMatch(name);
      expect(joined).toMatch(/Enugu/);
      expect(joined).toMatch(/1951/);
      expect(joined).not.toMatch(english);
      expect(joined).not.toMatch(/undefined|null|\{|\s{2,}/);
    },
  );

  it('when the organizer reads Portuguese, then the tribute is in Portuguese, its sentences whole', async () => {
    const text = await createTributeComposer(() => 0).write({ ...amara, locale: 'pt' });
    expect(text).toBe(
      'É com o coração pesado que recordamos Amara Okafor. De 1951 a 2025, Amara encheu Enugu de calor, de risos e de uma força serena. Como filho ou filha, levarei sempre comigo as lições que Amara me ensinou: ter bondade, trabalhar com afinco e nunca deixar ninguém sozinho no luto. Juntamo-nos para dar a Amara a despedida que merece e para apoiar a família que fica. Cada contribuição, cada memória e cada oração vale mais do que as palavras conseguem dizer.',
    );
  });

  it('when the relationship is free text, then it is used as typed', async () => {
    const composer = createTributeComposer(() => 0);
    const text = await composer.write({ deceasedName: 'Kofi Mensah', relationship: 'Choir director' });
    expect(text).toContain('As their choir director');
  });
});
