import { csvDelimiterOf, readCsv } from '../shared/csv-reader';
import { refusalKey } from '../shared/refusal-words';
import {
  IN_PERSON_CSV_COLUMNS,
  IN_PERSON_LIMITS,
  type InPersonGiftDraft,
  type InPersonGiftFields,
  readInPersonGift,
} from './in-person-gift-rules';

/** A row of the collection book's file as it will be recorded; `row` is its spreadsheet row (the header is row 1). */
export type InPersonCsvRow = InPersonGiftDraft & { row: number };

export interface InPersonCsvProblem {
  row: number;
  reason: string;
}

export type InPersonCsvPreview =
  /** The file as a whole cannot be read (size, columns, not CSV): nothing to preview. */
  | { ok: false; fileError: string }
  /** Every row read; `problems` lists the bad ones, and the file imports only when there are none. */
  | { ok: true; rows: InPersonCsvRow[]; problems: InPersonCsvProblem[] };

/** The file's refusals, as catalogue keys (refusal-words.ts): the preview and the import answer them in the reader's language. */
export const IN_PERSON_CSV_MESSAGES = {
  tooLarge: refusalKey('in_person_csv_too_large'),
  empty: refusalKey('in_person_csv_empty'),
  notCsv: refusalKey('in_person_csv_not_csv'),
  noRows: refusalKey('in_person_csv_no_rows'),
  tooManyRows: (rows: number) =>
    refusalKey('in_person_csv_too_many_rows', { rows, max: IN_PERSON_LIMITS.fileRows }),
  missingColumns: (missing: string[]) =>
    refusalKey('in_person_csv_missing_columns', { missing: missing.join(', ') }),
  unknownColumn: (name: string) => refusalKey('in_person_csv_unknown_column', { name }),
  repeatedColumn: (name: string) => refusalKey('in_person_csv_repeated_column', { name }),
  extraCells: refusalKey('in_person_csv_extra_cells'),
  formula: (column: string, sign: string) => refusalKey('in_person_csv_formula', { column, sign }),
} as const;

const FIELD_OF: Record<(typeof IN_PERSON_CSV_COLUMNS)[number], keyof InPersonGiftFields> = {
  Name: 'giverName',
  Amount: 'amount',
  Currency: 'currency',
  'In kind': 'inKind',
  Note: 'note',
};

const COLUMN_OF = Object.fromEntries(
  Object.entries(FIELD_OF).map(([column, field]) => [field, column]),
) as Record<keyof InPersonGiftFields, string>;

const NEGATIVE_NUMBER = /^\s*-\s*\d/;

const normalise = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The cells a spreadsheet runs as a formula when the file is opened again (OWASP "CSV injection"): = + - @, a tab
 * or a carriage return first. Refused, not escaped: the family fixes the book, and the list never holds a formula.
 */
function formulaSignOf(cell: string): string | null {
  const first = /^[\t\r]/.test(cell) ? cell[0] : cell.trimStart()[0];
  if (first === '\t') return refusalKey('in_person_csv_sign_tab');
  if (first === '\r') return refusalKey('in_person_csv_sign_line_break');
  return first && '=+-@'.includes(first) ? refusalKey('in_person_csv_sign_char', { sign: first }) : null;
}

/**
 * Reads the collection book's CSV for the preview: the columns named in the first row (any order, any case), one
 * gift a row, blank rows skipped. Each bad row is listed with its row number and its first reason.
 */
export function previewInPersonCsv(text: string, campaignCurrency: string): InPersonCsvPreview {
  if (new TextEncoder().encode(text).byteLength > IN_PERSON_LIMITS.fileBytes) {
    return { ok: false, fileError: IN_PERSON_CSV_MESSAGES.tooLarge };
  }
  if (text.replace(/^\uFEFF/, '').trim() === '')
    return { ok: false, fileError: IN_PERSON_CSV_MESSAGES.empty };
  const read = readCsv(text, csvDelimiterOf(text));
  if (!read.ok) return { ok: false, fileError: IN_PERSON_CSV_MESSAGES.notCsv };
  const [header, ...records] = read.records;

  const known = new Map(IN_PERSON_CSV_COLUMNS.map((column) => [normalise(column), column]));
  const fieldAt: (keyof InPersonGiftFields | null)[] = [];
  const seen = new Set<string>();
  for (const cell of header) {
    if (cell.trim() === '') {
      fieldAt.push(null);
      continue;
    }
    const column = known.get(normalise(cell));
    if (!column) return { ok: false, fileError: IN_PERSON_CSV_MESSAGES.unknownColumn(cell.trim()) };
    if (seen.has(column)) return { ok: false, fileError: IN_PERSON_CSV_MESSAGES.repeatedColumn(column) };
    seen.add(column);
    fieldAt.push(FIELD_OF[column]);
  }
  const missing = IN_PERSON_CSV_COLUMNS.filter((column) => !seen.has(column));
  if (missing.length > 0) return { ok: false, fileError: IN_PERSON_CSV_MESSAGES.missingColumns(missing) };

  const gifts = records
    .map((cells, index) => ({ cells, row: index + 2 }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  if (gifts.length === 0) return { ok: false, fileError: IN_PERSON_CSV_MESSAGES.noRows };
  if (gifts.length > IN_PERSON_LIMITS.fileRows) {
    return { ok: false, fileError: IN_PERSON_CSV_MESSAGES.tooManyRows(gifts.length) };
  }

  const rows: InPersonCsvRow[] = [];
  const problems: InPersonCsvProblem[] = [];
  for (const { cells, row } of gifts) {
    const extra = cells.slice(fieldAt.length).some((cell) => cell.trim() !== '');
    const fields: InPersonGiftFields = {};
    cells.forEach((cell, index) => {
      const field = fieldAt[index];
      if (field) fields[field] = cell;
    });
    // A negative amount says so (its own message, from the amount's checks) rather than that it looks like a formula.
    const formula = (Object.keys(fields) as (keyof InPersonGiftFields)[])
      .filter((field) => !(field === 'amount' && NEGATIVE_NUMBER.test(fields.amount ?? '')))
      .map((field) => ({ field, sign: formulaSignOf(fields[field] ?? '') }))
      .find(({ sign }) => sign !== null);
    if (formula?.sign) {
      problems.push({ row, reason: IN_PERSON_CSV_MESSAGES.formula(COLUMN_OF[formula.field], formula.sign) });
      continue;
    }
    const result = readInPersonGift(fields, campaignCurrency);
    if (!result.ok) problems.push({ row, reason: Object.values(result.errors)[0] as string });
    else if (extra) problems.push({ row, reason: IN_PERSON_CSV_MESSAGES.extraCells });
    else rows.push({ ...result.draft, row });
  }
  return { ok: true, rows, problems };
}
