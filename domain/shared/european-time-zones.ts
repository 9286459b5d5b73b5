/** European time zones outside the Europe/ area (islands, and Cyprus, which IANA files under Asia). */
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
]);

/**
 * Apart from the rest of ./regions so that the page shell (the footer's data-rights link) does not ship the
 * time-zone and currency tables.
 */
export function isEuropeanTimeZone(timeZone: string | undefined): boolean {
  return !!timeZone && (timeZone.startsWith('Europe/') || OTHER_EUROPEAN_TIME_ZONES.has(timeZone));
}
