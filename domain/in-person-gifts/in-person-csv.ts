import { messageNamed } from '../shared/catalogue';
import { csvDelimiterOf, readCsv } from '../shared/csv-reader';
import { LOCALES, type Locale } from '../shared/locales';
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
  missingColumns: (missing: InPersonCsvField[]) =>
    refusalKey('in_person_csv_missing_columns', {
      columns: ALL_COLUMNS,
      missing: { list: missing.map((field) => IN_PERSON_CSV_COLUMNS[field]) },
    }),
  unknownColumn: (name: string) => refusalKey('in_person_csv_unknown_column', { name, columns: ALL_COLUMNS }),
  repeatedColumn: (field: InPersonCsvField) =>
    refusalKey('in_person_csv_repeated_column', { name: IN_PERSON_CSV_COLUMNS[field] }),
  extraCells: refusalKey('in_person_csv_extra_cells'),
  formula: (field: InPersonCsvField, sign: string) =>
    refusalKey('in_person_csv_formula', { column: IN_PERSON_CSV_COLUMNS[field], sign }),
} as const;

type InPersonCsvField = keyof typeof IN_PERSON_CSV_COLUMNS;
const FIELDS = Object.keys(IN_PERSON_CSV_COLUMNS) as InPersonCsvField[];
const ALL_COLUMNS = { list: Object.values(IN_PERSON_CSV_COLUMNS) };

/** A column's name in `locale` (the catalogue's `in_person_column_*`). */
const columnNameIn = (locale: Locale, field: InPersonCsvField) =>
  messageNamed(IN_PERSON_CSV_COLUMNS[field])?.({}, { locale }) ?? IN_PERSON_CSV_COLUMNS[field];

/** The columns' names in `locale`, in the template's order: the family's instructions and example file. */
export function inPersonColumnNamesIn(locale: Locale): string[] {
  return FIELDS.map((field) => columnNameIn(locale, field));
}

/** Case, spaces and accents aside: "EM ESPECIE" is "Em espécie". */
const normalise = (name: string) =>
  name.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Every language's name of each column: a file written from the instructions in any language imports, whatever
 * language its reader has chosen since (a test checks that no name means two columns).
 */
const FIELD_OF_HEADER: ReadonlyMap<string, InPersonCsvField> = new Map(
  LOCALES.flatMap((locale) =>
    FIELDS.map((field) => [normalise(columnNameIn(locale, field)), field] as const),
  ),
);

const NEGATIVE_NUMBER = /^\s*-\s*\d/;

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
 * Reads the collection book's CSV for the preview: the columns named in the first row (any order, case or language), one
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

  const fieldAt: (InPersonCsvField | null)[] = [];
  const seen = new Set<InPersonCsvField>();
  for (const cell of header) {
    if (cell.trim() === '') {
      fieldAt.push(null);
      continue;
    }
    const field = FIELD_OF_HEADER.get(normalise(cell));
    if (!field) return { ok: false, fileError: IN_PERSON_CSV_MESSAGES.unknownColumn(cell.trim()) };
    if (seen.has(field)) return { ok: false, fileError: IN_PERSON_CSV_MESSAGES.repeatedColumn(field) };
    seen.add(field);
    fieldAt.push(field);
  }
  const missing = FIELDS.filter((field) => !seen.has(field));
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
      problems.push({ row, reason: IN_PERSON_CSV_MESSAGES.formula(formula.field, formula.sign) });
      continue;
    }
    const result = readInPersonGift(fields, campaignCurrency);
    if (!result.ok) problems.push({ row, reason: Object.values(result.errors)[0] as string });
    else if (extra) problems.push({ row, reason: IN_PERSON_CSV_MESSAGES.extraCells });
    else rows.push({ ...result.draft, row });
  }
  return { ok: true, rows, problems };
}
