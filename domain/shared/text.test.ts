import { describe, expect, it } from 'vitest';
import { cutAtWord } from './text';

describe('cutAtWord', () => {
  it('leaves short text whole and on one line', () => {
    expect(cutAtWord('He fed  anyone\nwho came.', 200)).toBe('He fed anyone who came.');
  });

  it('cuts long text at a word, within the limit, with an ellipsis and no trailing comma', () => {
    const cut = cutAtWord('Otieno fished Lake Victoria, for sixty years and fed anyone', 32);
    expect(cut).toBe('Otieno fished Lake Victoria…');
    expect(cut.length).toBeLessThanOrEqual(32);
  });

  it('cuts inside a single word longer than the limit', () => {
    expect(cutAtWord('a'.repeat(50), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});
