import { safeFileBase } from '../shared/csv';

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

/** A donor's cells in DONOR_CSV_COLUMNS order ("Private" for a hidden amount); csvLine escapes them. */
export function donorCsvRow(row: DonorRow): string[] {
  return [
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
  ];
}

/** "{deceased}-comprehensive-donors.csv", with only characters every file system accepts. */
export function donorCsvFileName(deceasedName: string): string {
  return `${safeFileBase(deceasedName, 'campaign')}-comprehensive-donors.csv`;
}
