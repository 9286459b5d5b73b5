import type { CountryCode } from 'libphonenumber-js/min';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** Letters and digits nobody confuses when reading a code aloud or off a phone: no 0/O, 1/I/L. */
export const ACCESS_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** 10 characters of 31: about 49.5 bits, guessed at most 10 times an hour per code (domain/shared/rate-limits.ts). */
export const ACCESS_CODE_LENGTH = 10;
export const ACCESS_CODE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** What the recipient typed, as stored: upper case, spaces and dashes dropped (codes are shown in two groups). */
export function normalizeAccessCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '');
}

/** ABCDE-FGHJK: easier to read out over a phone call. */
export function formatAccessCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/**
 * A phone number in E.164 (+254722000111), read with the recipient's country as the default region so "0722 000
 * 111", "722000111" and "+254 722 000 111" are one number; null when it cannot be a number of that country.
 */
export function phoneInE164(typed: string, defaultCountry: string | null): string | null {
  const region =
    defaultCountry && /^[A-Z]{2}$/.test(defaultCountry) ? (defaultCountry as CountryCode) : undefined;
  const parsed = parsePhoneNumberFromString(typed.trim(), region);
  return parsed?.isPossible() ? parsed.number : null;
}
