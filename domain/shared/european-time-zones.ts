/**
 * Who the consent banner and the GDPR link apply to. Its own small module: the header and footer ship on every
 * page and need only this, not the time-zone and country tables.
 */

/** Time zones of EU/EEA territory outside the Europe/ area: islands, Cyprus (filed under Asia) and the EU's outermost regions. */
const OTHER_EUROPEAN_TIME_ZONES = new Set([
  'Atlantic/Reykjavik',
  'Atlantic/Canary',
  'Atlantic/Madeira',
  'Atlantic/Azores',
  'Atlantic/Faroe',
  'Atlantic/Faeroe',
  'Arctic/Longyearbyen',
  'Asia/Nicosia',
  'Asia/Famagusta',
  'America/Cayenne',
  'America/Guadeloupe',
  'America/Martinique',
  'America/Marigot',
  'Indian/Reunion',
  'Indian/Mayotte',
]);

/** The 27 European Union member states plus Iceland, Liechtenstein and Norway (the European Economic Area). */
export const GDPR_COUNTRIES: readonly string[] =
  'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE IS LI NO'.split(' ');

export function isEuropeanTimeZone(timeZone: string | undefined): boolean {
  return !!timeZone && (timeZone.startsWith('Europe/') || OTHER_EUROPEAN_TIME_ZONES.has(timeZone));
}

export function isGdprCountry(code: string): boolean {
  return GDPR_COUNTRIES.includes(code.trim().toUpperCase());
}
