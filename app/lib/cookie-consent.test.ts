import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACCEPT_ALL,
  CONSENT_DATE_STORAGE_KEY,
  CONSENT_STORAGE_KEY,
  CONSENT_UPDATED_EVENT,
  readStoredConsent,
  saveConsent,
} from './cookie-consent';

let stored: Map<string, string>;
let dispatched: Event[];

beforeEach(() => {
  stored = new Map();
  dispatched = [];
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
    },
    dispatchEvent: (event: Event) => dispatched.push(event),
  });
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('readStoredConsent', () => {
  it.each([
    ['nothing is stored', undefined],
    ['the value is not JSON', '{oops'],
    ['a toggle is not a boolean', '{"necessary":true,"analytics":"yes","marketing":false}'],
    ['a toggle is missing', '{"necessary":true,"analytics":true}'],
    ['the value is a bare boolean', 'true'],
  ])('when %s, then there is no valid consent and the banner asks', (_case, value) => {
    if (value !== undefined) stored.set(CONSENT_STORAGE_KEY, value);
    expect(readStoredConsent()).toBeNull();
  });

  it('when a choice is stored, then it is read back with necessary always true', () => {
    stored.set(CONSENT_STORAGE_KEY, '{"necessary":false,"analytics":false,"marketing":true}');
    expect(readStoredConsent()).toEqual({ necessary: true, analytics: false, marketing: true });
  });
});

describe('saveConsent', () => {
  it('when a choice is saved, then the record, its ISO date and the event carrying it are all there', () => {
    const consent = saveConsent(ACCEPT_ALL);
    expect(JSON.parse(stored.get(CONSENT_STORAGE_KEY) ?? '')).toEqual({
      necessary: true,
      analytics: true,
      marketing: true,
    });
    expect(new Date(stored.get(CONSENT_DATE_STORAGE_KEY) ?? '').toISOString()).toBe(
      stored.get(CONSENT_DATE_STORAGE_KEY),
    );
    expect(dispatched).toHaveLength(1);
    expect(dispatched[0].type).toBe(CONSENT_UPDATED_EVENT);
    expect((dispatched[0] as CustomEvent).detail).toEqual(consent);
  });
});
