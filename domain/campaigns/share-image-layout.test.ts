import { describe, expect, it } from 'vitest';
import { fitName } from './share-image-layout';

describe('fitName (the share image)', () => {
  it('a short name stays on one line at the largest size', () => {
    expect(fitName('Amara Okafor', 1000)).toEqual({ lines: ['Amara Okafor'], fontSize: 72 });
  });

  it('a long name wraps at spaces, and a long hyphenated word after its hyphens, within the width', () => {
    const { lines, fontSize } = fitName('Nomvula Thandeka Mahlangu-Dlamini-Ndlovu-Khumalo', 560);
    const maxChars = Math.floor(560 / (fontSize * 0.7));
    expect(lines.length).toBeLessThanOrEqual(3);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(maxChars);
    expect(lines.join(' ').replace(/- /g, '-')).toBe('Nomvula Thandeka Mahlangu-Dlamini-Ndlovu-Khumalo');
  });

  it('a name longer than three lines at the smallest size ends with an ellipsis', () => {
    const { lines } = fitName('Abcdefgh '.repeat(20).trim(), 500);
    expect(lines).toHaveLength(3);
    expect(lines[2].endsWith('…')).toBe(true);
  });
});
