/** Spreadsheet-safe CSV of the donor list (spec part 2 §7 "Client-side donor export"). */
export const DONOR_CSV_COLUMNS = [
  'Name',
  'Email',
  'Relationship',
  'Amount',
  'Currency',
  'Payment Method',
  'Confirmation Code',
  'Wallet Provider',
  'Tribute',
  'Date',
] as const;

export interface DonorRow {
  name: string;
  email: string | null;
  relationship: string;
  /** null: the contributor hid it ("Private"). */
  amount: string | null;
  currency: string;
  paymentMethod: string;
  confirmationCode: string | null;
  walletProvider: string | null;
  tribute: string | null;
  date: string;
}

/**
 * A cell a spreadsheet would run as a formula (= + - @, or a tab/carriage return that some treat the same way)
 * gets a leading apostrophe, so "=HYPERLINK(...)" typed as a name stays text (OWASP "CSV injection").
 */
export function escapeCsvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function donorCsv(rows: DonorRow[]): string {
  const lines = [DONOR_CSV_COLUMNS.join(',')];
  for (const row of rows) {
    lines.push(
      [
        row.name,
        row.email ?? '',
        row.relationship,
        row.amount ?? 'Private',
        row.currency,
        row.paymentMethod,
        row.confirmationCode ?? '',
        row.walletProvider ?? '',
        row.tribute ?? '',
        row.date,
      ]
        .map(escapeCsvCell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** "{deceased}-comprehensive-donors.csv", with only characters every file system accepts. */
export function donorCsvFileName(deceasedName: string): string {
  const base = deceasedName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'campaign'}-comprehensive-donors.csv`;
}
