import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('when the target is a path on this site, then it is kept', () => {
    expect(safeRedirect('/dashboard')).toBe('/dashboard');
    expect(safeRedirect('/campaign/rip-amara?x=1')).toBe('/campaign/rip-amara?x=1');
    expect(safeRedirect('/campaign/rip-amara#tributes')).toBe('/campaign/rip-amara#tributes');
  });

  it('when the target leaves the site or is missing, then the fallback is used', () => {
    for (const target of [
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      '',
      null,
      undefined,
      42,
    ]) {
      expect(safeRedirect(target, '/home')).toBe('/home');
    }
  });

  it('when a tab, newline or backslash would turn the path into //evil.example, then the fallback is used', () => {
    const tricks = [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '/\\/evil.example',
      '/\u0000/evil.example',
      '/..//evil.example',
      '/./\t/evil.example',
      'javascript:alert(1)',
      ' /evil',
    ];
    for (const target of tricks) expect(safeRedirect(target, '/home'), JSON.stringify(target)).toBe('/home');
  });

  it('when the path holds characters a header cannot carry, then they come back percent-encoded', () => {
    const path = safeRedirect('/campaign/rip-ámàra?note=ñ✓');
    expect(path).toBe('/campaign/rip-%C3%A1m%C3%A0ra?note=%C3%B1%E2%9C%93');
    expect(/^[\x21-\x7e]*$/.test(path)).toBe(true);
  });

  it('when an encoded slash or tab stays encoded, then it is a harmless path on this site', () => {
    expect(safeRedirect('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
    expect(safeRedirect('/%09/evil.example')).toBe('/%09/evil.example');
  });
});
