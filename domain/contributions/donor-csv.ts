import { m } from '../../paraglide/messages';
import { safeFileBase } from '../shared/csv';
import { BASE_LOCALE, type Locale, messageIn, messagesIn } from '../shared/locales';

const DONOR_CSV_COLUMN_MESSAGES = [
  m.donor_csv_name,
  m.donor_csv_email,
  m.donor_csv_relationship,
  m.donor_csv_amount,
  m.donor_csv_currency,
  m.donor_csv_payment_method,
  m.donor_csv_confirmation_code,
  m.donor_csv_wallet_provider,
  m.donor_csv_tribute,
  m.donor_csv_date,
];

/**
 * The columns of the spreadsheet-safe CSV of the donor list (spec part 2 §7 "Client-side donor export"), named in
 * the language of the organizer who downloads it.
 */
export function donorCsvColumnsIn(locale: Locale): string[] {
  const say = messagesIn(locale);
  return DONOR_CSV_COLUMN_MESSAGES.map((message) => say(message));
}

/** The spec's column names. */
export const DONOR_CSV_COLUMNS = donorCsvColumnsIn(BASE_LOCALE);

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
 * A donor's cells in DONOR_CSV_COLUMNS order ("Private" for a hidden amount, in the downloader's language);
 * csvLine escapes them.
 */
export function donorCsvRow(row: DonorRow, locale: Locale): string[] {
  return [
    row.name,
    row.email ?? '',
    row.relationship,
    row.amount ?? messageIn(locale, m.donor_csv_private),
    row.currency,
    row.paymentMethod,
    row.confirmationCode ?? '',
    row.walletProvider ?? '',
    row.tribute ?? '',
    row.date,
  ];
}

/** A gift handed over in person, as the donor CSV lists it after the online gifts (issue 34 item 3). */
export interface InPersonDonorRow {
  giverName: string | null;
  /** Decimal text in its currency, or null for a gift in kind. */
  amount: string | null;
  currency: string | null;
  inKind: string | null;
  note: string | null;
  date: string;
}

/**
 * An in-person gift in DONOR_CSV_COLUMNS order, in the downloader's language: "In person" as its payment method,
 * "In person, in kind: …" for a gift in kind (no amount, no currency: never priced), and the family's note where a
 * giver's words go.
 */
export function inPersonDonorCsvRow(row: InPersonDonorRow, locale: Locale): string[] {
  const say = messagesIn(locale);
  return [
    row.giverName ?? say(m.gift_name_anonymous),
    '',
    '',
    row.amount ?? '',
    row.currency ?? '',
    row.inKind === null
      ? say(m.donor_csv_in_person)
      : say(m.donor_csv_in_person_in_kind, { gift: row.inKind }),
    '',
    '',
    row.note ?? '',
    row.date,
  ];
}

/** "{deceased}-comprehensive-donors.csv", with only characters every file system accepts. */
export function donorCsvFileName(deceasedName: string): string {
  return `${safeFileBase(deceasedName, 'campaign')}-comprehensive-donors.csv`;
}
