import { LRUCache } from 'lru-cache';
import { zonePlaceName } from './events';

/** One zone as the family's picker offers it: "Nairobi — East Africa Time (GMT+3)". */
export interface TimeZoneChoice {
  value: string;
  label: string;
}

/** The picker's zones: the campaign country's first, then every other in the order of their place names. */
export interface TimeZoneChoices {
  countryName: string | null;
  ofCountry: TimeZoneChoice[];
  others: TimeZoneChoice[];
}

/** A few locales at a time: the locale comes from a request header, so it is bounded. */
const labelsByLocale = new LRUCache<string, { day: string; labels: Map<string, string> }>({ max: 8 });

/**
 * Every zone's label in `locale`, made once a day per locale (about 420 zones take ~150 ms; the day, because an
 * offset changes with summer time).
 */
function zoneLabels(locale: string, now: Date): Map<string, string> {
  const day = now.toISOString().slice(0, 10);
  const known = labelsByLocale.get(locale);
  if (known?.day === day) return known.labels;
  const labels = new Map<string, string>();
  for (const zone of Intl.supportedValuesOf('timeZone')) {
    const nameOf = (style: 'long' | 'shortOffset') =>
      new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: style })
        .formatToParts(now)
        .find((part) => part.type === 'timeZoneName')?.value;
    labels.set(zone, `${zonePlaceName(zone)} — ${nameOf('long')} (${nameOf('shortOffset')})`);
  }
  labelsByLocale.set(locale, { day, labels });
  return labels;
}

/**
 * The zones a service's form offers, in plain words rather than the raw IANA list, with the campaign country's
 * own first (Kenya has one, the DR Congo two, the United States many). An unknown country offers them all.
 */
export function timeZoneChoicesFor(
  country: string | null,
  locale: string,
  now = new Date(),
): TimeZoneChoices {
  const labels = zoneLabels(locale, now);
  const choiceOf = (zone: string): TimeZoneChoice => ({ value: zone, label: labels.get(zone) ?? zone });
  const countryZones = country ? zonesOfCountry(country).filter((zone) => labels.has(zone)) : [];
  const others = [...labels.keys()]
    .filter((zone) => !countryZones.includes(zone))
    .map(choiceOf)
    .sort((a, b) => a.label.localeCompare(b.label, locale));
  return {
    countryName: countryZones.length > 0 && country ? countryNameOf(country, locale) : null,
    ofCountry: countryZones.map(choiceOf),
    others,
  };
}

function zonesOfCountry(country: string): string[] {
  try {
    const region = new Intl.Locale(`und-${country}`) as Intl.Locale & { timeZones?: string[] };
    return region.timeZones ?? [];
  } catch {
    return [];
  }
}

function countryNameOf(country: string, locale: string): string {
  return new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? country;
}
