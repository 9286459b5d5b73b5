import { z } from 'zod';
import { isCampaignCurrency, storedExponent } from '../shared/currencies';
import { parseAmount } from '../shared/money';
import { refusalKey } from '../shared/refusal-words';

/**
 * Issue 34 item 3: a gift handed over in person at the funeral (the collection book): money in a currency, or
 * something given in kind described in words. Browser-safe: the family's page and the use cases share these rules.
 */
export const IN_PERSON_LIMITS = {
  giverName: 100,
  inKind: 200,
  note: 500,
  /** The collection book's CSV: a spreadsheet of a few hundred lines is a few dozen kilobytes. */
  fileBytes: 1024 * 1024,
  /** More than a funeral's book holds; a longer one is split into files, each previewed on one page. */
  fileRows: 1000,
} as const;

/**
 * The columns of the import, in the order the family's template has them (any order is read): each field of a gift
 * and the catalogue key of its column's name. A header is read in any of the four languages (in-person-csv.ts).
 */
export const IN_PERSON_CSV_COLUMNS = {
  giverName: refusalKey('in_person_column_name'),
  amount: refusalKey('in_person_column_amount'),
  currency: refusalKey('in_person_column_currency'),
  inKind: refusalKey('in_person_column_in_kind'),
  note: refusalKey('in_person_column_note'),
} as const satisfies Record<keyof InPersonGiftFields, string>;

export const IN_PERSON_GIFT_NOT_FOUND = refusalKey('in_person_error_not_found');

/** The gift's refusals, as catalogue keys (refusal-words.ts): answered in the reader's language at the edge. */
export const IN_PERSON_MESSAGES = {
  amountOrInKind: refusalKey('in_person_error_amount_or_in_kind'),
  notBoth: refusalKey('in_person_error_not_both'),
  amountFormat: refusalKey('in_person_error_amount_format'),
  amountNegative: refusalKey('in_person_error_amount_negative'),
  amountZero: refusalKey('in_person_error_amount_zero'),
  amountTooLarge: refusalKey('in_person_error_amount_large'),
  currencyUnknown: refusalKey('in_person_error_currency'),
  giverNameTooLong: refusalKey('in_person_error_name_long', { max: IN_PERSON_LIMITS.giverName }),
  inKindTooLong: refusalKey('in_person_error_in_kind_long', { max: IN_PERSON_LIMITS.inKind }),
  noteTooLong: refusalKey('in_person_error_note_long', { max: IN_PERSON_LIMITS.note }),
} as const;

export function decimalsMessage(currency: string): string {
  const decimals = storedExponent(currency);
  return decimals === 0
    ? refusalKey('in_person_error_whole', { currency })
    : refusalKey('in_person_error_decimals', { currency, decimals });
}

/** numeric(12,2): ten digits before the decimal point. */
const MAX_WHOLE_UNITS = 9_999_999_999;

/** One gift as the family typed it (a form) or wrote it (a CSV row): the text of each field. */
export interface InPersonGiftFields {
  giverName?: string;
  amount?: string;
  currency?: string;
  inKind?: string;
  note?: string;
}

/** One gift as it will be recorded: a name or null ("Anonymous"), and money or a gift in kind. */
export type InPersonGiftDraft = {
  giverName: string | null;
  note: string | null;
} & (
  | { amountMinor: number; currency: string; inKind: null }
  | { amountMinor: null; currency: null; inKind: string }
);

export type DraftResult =
  | { ok: true; draft: InPersonGiftDraft }
  | { ok: false; errors: Partial<Record<keyof InPersonGiftFields, string>> };

const textOrNull = (value: string | undefined) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/**
 * The one reading of a gift's fields, for the form and for each CSV row: trimmed; an empty name is "Anonymous"; an
 * empty currency is the campaign's; the amount exact in the gift's own currency's minor units (UGX has none).
 */
export function readInPersonGift(fields: InPersonGiftFields, campaignCurrency: string): DraftResult {
  const errors: Partial<Record<keyof InPersonGiftFields, string>> = {};
  const giverName = textOrNull(fields.giverName);
  const inKind = textOrNull(fields.inKind);
  const note = textOrNull(fields.note);
  const amountText = textOrNull(fields.amount);
  const currencyText = textOrNull(fields.currency)?.toUpperCase() ?? null;
  if (giverName && giverName.length > IN_PERSON_LIMITS.giverName)
    errors.giverName = IN_PERSON_MESSAGES.giverNameTooLong;
  if (inKind && inKind.length > IN_PERSON_LIMITS.inKind) errors.inKind = IN_PERSON_MESSAGES.inKindTooLong;
  if (note && note.length > IN_PERSON_LIMITS.note) errors.note = IN_PERSON_MESSAGES.noteTooLong;
  if (amountText && inKind) errors.amount = IN_PERSON_MESSAGES.notBoth;
  else if (!amountText && !inKind) errors.amount = IN_PERSON_MESSAGES.amountOrInKind;

  let amountMinor: number | null = null;
  const currency = currencyText ?? campaignCurrency;
  if (amountText && !errors.amount) {
    if (!isCampaignCurrency(currency)) errors.currency = IN_PERSON_MESSAGES.currencyUnknown;
    else amountMinor = readAmountOf(amountText, currency, errors);
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const base = { giverName, note };
  return amountMinor === null
    ? { ok: true, draft: { ...base, amountMinor: null, currency: null, inKind: inKind as string } }
    : { ok: true, draft: { ...base, amountMinor, currency, inKind: null } };
}

function readAmountOf(
  text: string,
  currency: string,
  errors: Partial<Record<keyof InPersonGiftFields, string>>,
): number | null {
  if (/^-\s*\d/.test(text)) {
    errors.amount = IN_PERSON_MESSAGES.amountNegative;
    return null;
  }
  const parsed = parseAmount(text, currency);
  if (!parsed.ok) {
    errors.amount =
      parsed.reason === 'decimals' ? decimalsMessage(currency) : IN_PERSON_MESSAGES.amountFormat;
    return null;
  }
  if (parsed.amountMinor === 0) {
    errors.amount = IN_PERSON_MESSAGES.amountZero;
    return null;
  }
  if (parsed.amountMinor / 10 ** storedExponent(currency) > MAX_WHOLE_UNITS) {
    errors.amount = IN_PERSON_MESSAGES.amountTooLarge;
    return null;
  }
  return parsed.amountMinor;
}

/** The single gift form, at the edge: text fields of bounded size; readInPersonGift does the rest. */
export const inPersonGiftFormSchema = z.object({
  giverName: z.string().max(1000).optional(),
  amount: z.string().max(100).optional(),
  currency: z.string().max(10).optional(),
  inKind: z.string().max(1000).optional(),
  note: z.string().max(2000).optional(),
});
