import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('when the target is a path on this site, then it is kept', () => {
    expect(safeRedirect('/dashboard')).toBe('/dashboard');
    expect(safeRedirect('/campaign/rip-amara?x=1')).toBe('/campaign/rip-amara?x=1');
  });

  it('when the target leaves the site or is missing, then the fallback is used', () => {
    for (const target of ['//evil.example', 'https://evil.example', '/\\evil.example', '', null, undefined]) {
      expect(safeRedirect(target, '/home')).toBe('/home');
    }
  });
});
