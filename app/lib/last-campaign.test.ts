import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backToCampaignPath, readRecentCampaign } from './last-campaign';
import { LAST_CAMPAIGN_KEY, LAST_CAMPAIGN_URL_KEY, rememberLastCampaign } from './remember-last-campaign';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const HOUR = 60 * 60 * 1000;
const now = Date.parse('2025-03-01T12:00:00Z');

beforeEach(() => {
  vi.stubGlobal('window', { localStorage: new MemoryStorage(), sessionStorage: new MemoryStorage() });
});
afterEach(() => vi.unstubAllGlobals());

const store = (value: unknown) =>
  window.localStorage.setItem(LAST_CAMPAIGN_KEY, typeof value === 'string' ? value : JSON.stringify(value));

describe('readRecentCampaign (the manifesto back button)', () => {
  it('when a campaign was opened 23 hours ago, then it is offered', () => {
    store({ customUrl: 'rip-amara-okafor', deceasedName: 'Amara Okafor', timestamp: now - 23 * HOUR });
    expect(readRecentCampaign(now)).toEqual({
      customUrl: 'rip-amara-okafor',
      deceasedName: 'Amara Okafor',
      timestamp: now - 23 * HOUR,
    });
  });

  it('when the timestamp is ISO text, then it is read too', () => {
    store({ customUrl: 'rip-amara', deceasedName: 'Amara', timestamp: new Date(now - HOUR).toISOString() });
    expect(readRecentCampaign(now)?.customUrl).toBe('rip-amara');
  });

  it('when it was opened more than 24 hours ago, then nothing is offered', () => {
    store({ customUrl: 'rip-amara', deceasedName: 'Amara', timestamp: now - 24 * HOUR - 1 });
    expect(readRecentCampaign(now)).toBeNull();
  });

  it.each([
    ['nothing is stored', null],
    ['the value is not JSON', '{oops'],
    ['the address is not a custom URL', { customUrl: '//evil.example', deceasedName: 'X', timestamp: now }],
    ['the time is in the future', { customUrl: 'rip-amara', deceasedName: 'Amara', timestamp: now + HOUR }],
    ['the time is missing', { customUrl: 'rip-amara', deceasedName: 'Amara' }],
  ])('when %s, then nothing is offered', (_case, value) => {
    if (value !== null) store(value);
    expect(readRecentCampaign(now)).toBeNull();
  });

  it('when a campaign is remembered, then it is offered and its path kept for Back to Campaign', () => {
    rememberLastCampaign({ customUrl: 'rip-amara', deceasedName: 'Amara' });
    expect(readRecentCampaign()?.deceasedName).toBe('Amara');
    expect(window.sessionStorage.getItem(LAST_CAMPAIGN_URL_KEY)).toBe('/campaign/rip-amara');
  });
});

describe('backToCampaignPath', () => {
  it('when the address names a campaign, then that campaign wins', () => {
    window.sessionStorage.setItem(LAST_CAMPAIGN_URL_KEY, '/campaign/other');
    expect(backToCampaignPath('rip-amara')).toBe('/campaign/rip-amara');
  });

  it('when only the session knows a campaign, then its path is used', () => {
    window.sessionStorage.setItem(LAST_CAMPAIGN_URL_KEY, '/campaign/id/42');
    expect(backToCampaignPath(null)).toBe('/campaign/id/42');
  });

  it('when the stored path leaves the site, then the browser back is used; an odd parameter is ignored', () => {
    window.sessionStorage.setItem(LAST_CAMPAIGN_URL_KEY, 'https://evil.example/campaign/x');
    expect(backToCampaignPath('../admin')).toBeNull();
    expect(backToCampaignPath(null)).toBeNull();
    window.sessionStorage.setItem(LAST_CAMPAIGN_URL_KEY, '/campaign/id/42');
    expect(backToCampaignPath('../admin')).toBe('/campaign/id/42');
  });
});
