import { describe, expect, it } from 'vitest';
import { LOCALES, messageIn } from '../shared/locales';
import {
  COPING_TIPS,
  EXTERNAL_GRIEF_LINKS,
  GRIEF_RESOURCES,
  getResources,
  RESOURCE_REGIONS,
  type ResourceType,
} from './grief-resources';

const TYPE_ORDER: ResourceType[] = ['crisis', 'support', 'education', 'professional'];
const regions = Object.entries(GRIEF_RESOURCES);

describe('grief resource directory', () => {
  it('when the directory is read, then it has 17 regions of 4 entries each', () => {
    expect(regions).toHaveLength(17);
    for (const [, entries] of regions) expect(entries).toHaveLength(4);
  });

  it.each(regions)(
    'when the %s entries are read, then there is one of each type in the order crisis, support, education, professional',
    (_region, entries) => {
      expect(entries.map((entry) => entry.type)).toEqual(TYPE_ORDER);
    },
  );

  it.each(regions)(
    'when a %s entry is shown, then it has a title, an action and a phone number or an https link',
    (_region, entries) => {
      for (const entry of entries) {
        expect(entry.title.trim()).not.toBe('');
        expect(entry.description.trim()).not.toBe('');
        expect(entry.action.trim()).not.toBe('');
        expect(Boolean(entry.phone) || Boolean(entry.link)).toBe(true);
        if (entry.phone) expect(entry.phone).toMatch(/^\+?[\d -]+$/);
        if (entry.link) expect(entry.link).toMatch(/^https:\/\/\S+$/);
      }
    },
  );

  it('when the region selector is built, then its ids match the directory keys and international comes first', () => {
    expect(RESOURCE_REGIONS.map((region) => region.id).sort()).toEqual(Object.keys(GRIEF_RESOURCES).sort());
    expect(RESOURCE_REGIONS[0].id).toBe('international');
    for (const region of RESOURCE_REGIONS) expect(region.flag.trim()).not.toBe('');
  });

  it.each(LOCALES)('when the regions are named in %s, then each has a name of its own', (locale) => {
    const names = RESOURCE_REGIONS.map((region) => messageIn(locale, region.name));
    for (const name of names) expect(name.trim()).not.toBe('');
    expect(new Set(names).size).toBe(RESOURCE_REGIONS.length);
  });

  it('when a known region is asked for, then its own entries are returned', () => {
    expect(getResources('united-kingdom')[0].phone).toBe('116 123');
    expect(getResources('united-states')[0].phone).toBe('988');
  });

  it('when an unknown region is asked for, then the international entries are returned', () => {
    expect(getResources('atlantis')).toBe(GRIEF_RESOURCES.international);
    expect(getResources('toString')).toBe(GRIEF_RESOURCES.international);
  });
});

describe('resources page extras', () => {
  it.each(LOCALES)(
    'when the coping tips are read in %s, then there are six, each with a title and a text',
    (locale) => {
      expect(COPING_TIPS).toHaveLength(6);
      for (const tip of COPING_TIPS) {
        expect(messageIn(locale, tip.title).trim()).not.toBe('');
        expect(messageIn(locale, tip.text).trim()).not.toBe('');
      }
    },
  );

  it('when the external grief links are read, then there are four distinct https sites', () => {
    expect(EXTERNAL_GRIEF_LINKS).toHaveLength(4);
    expect(new Set(EXTERNAL_GRIEF_LINKS.map((link) => link.url)).size).toBe(4);
    for (const link of EXTERNAL_GRIEF_LINKS) {
      expect(link.title.trim()).not.toBe('');
      expect(link.description.trim()).not.toBe('');
      expect(link.url).toMatch(/^https:\/\/\S+$/);
    }
  });
});
