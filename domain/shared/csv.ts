/**
 * A cell a spreadsheet would run as a formula (= + - @, or a tab/carriage return that some treat the same way)
 * gets a leading apostrophe, so "=HYPERLINK(...)" typed as a name stays text (OWASP "CSV injection").
 */
export function escapeCsvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV line (RFC 4180 line ending) from cells; null and undefined are empty. */
export function csvLine(cells: readonly (string | number | boolean | null | undefined)[]): string {
  return `${cells.map((cell) => escapeCsvCell(cell === null || cell === undefined ? '' : String(cell))).join(',')}\r\n`;
}

/** A file name every file system accepts, from any text (a deceased's name, a list's name). */
export function safeFileBase(text: string, fallback: string): string {
  const base = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return base || fallback;
}
