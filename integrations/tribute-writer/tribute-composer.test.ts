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

  it('when the relationship is free text, then it is used as typed', async () => {
    const composer = createTributeComposer(() => 0);
    const text = await composer.write({ deceasedName: 'Kofi Mensah', relationship: 'Choir director' });
    expect(text).toContain('As their choir director');
  });
});
