import { describe, expect, it } from 'vitest';
import { ACCESS_CODE_ALPHABET, formatAccessCode, normalizeAccessCode, phoneInE164 } from './access-codes';

describe('access codes', () => {
  it('when the alphabet is read aloud, then it has none of 0, O, 1, I or L', () => {
    expect(ACCESS_CODE_ALPHABET).not.toMatch(/[0O1IL]/);
  });

  it('when a recipient types a code in lower case with the dash or spaces, then it reads as the stored code', () => {
    expect(normalizeAccessCode(' abcde-fghjk ')).toBe('ABCDEFGHJK');
    expect(normalizeAccessCode('ABCDE FGHJK')).toBe('ABCDEFGHJK');
    expect(formatAccessCode('ABCDEFGHJK')).toBe('ABCDE-FGHJK');
  });
});

describe('phoneInE164', () => {
  it('when a Kenyan number is typed with or without its country code, then it is one number', () => {
    for (const typed of ['0722 000 111', '722000111', '+254 722 000111', '+254722000111', '(0722) 000-111']) {
      expect(phoneInE164(typed, 'KE')).toBe('+254722000111');
    }
  });

  it('when the number has another country code, then that country is kept', () => {
    expect(phoneInE164('+44 7700 900123', 'KE')).toBe('+447700900123');
  });

  it('when it cannot be a phone number, then null', () => {
    expect(phoneInE164('12', 'KE')).toBeNull();
    expect(phoneInE164('not a phone', 'KE')).toBeNull();
    expect(phoneInE164('0722 000 111', null)).toBeNull();
  });
});
