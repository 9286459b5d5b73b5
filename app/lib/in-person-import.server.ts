import { data } from 'react-router';
import { IN_PERSON_CSV_MESSAGES, type InPersonCsvPreview } from '../../domain/in-person-gifts/in-person-csv';
import { IN_PERSON_LIMITS, type InPersonGiftDraft } from '../../domain/in-person-gifts/in-person-gift-rules';
import { formatMoney } from '../../domain/shared/currency-conversion';
import { InvalidInputError } from '../../domain/shared/errors';
import { type Locale, messageIn } from '../../domain/shared/locales';
import { toMajorUnits } from '../../domain/shared/money';
import { refusalKey } from '../../domain/shared/refusal-words';
import { refusalIn } from '../../domain/shared/refusal-words.server';
import { m } from '../../paraglide/messages';
import type { InPersonImportPreview } from '../components/in-person/import-book';
import type { FormFailure } from './form-result.server';

/** The import form's body: the file (or, on confirm, its text in a multipart field) and the form's few fields. */
export const IMPORT_BODY_BYTES = IN_PERSON_LIMITS.fileBytes * 2 + 64 * 1024;

/**
 * How a gift reads in the family's lists: an amount in its own currency (written as the visitor's `moneyLocale`
 * writes amounts), or what was given in kind, in the page's `language`.
 */
export function givenText(
  gift: Pick<InPersonGiftDraft, 'amountMinor' | 'currency' | 'inKind'>,
  moneyLocale: string,
  language: Locale,
) {
  return gift.amountMinor !== null && gift.currency !== null
    ? formatMoney(toMajorUnits(gift.amountMinor, gift.currency), gift.currency, moneyLocale)
    : messageIn(language, m.in_person_in_kind, { description: gift.inKind ?? '' });
}

/** The file's text, or the answer for a file the import cannot take (none chosen, too large). */
export async function fileTextOf(form: FormData): Promise<string> {
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) {
    const message = refusalKey('in_person_error_choose_file');
    throw new InvalidInputError(message, { file: message });
  }
  if (file.size > IN_PERSON_LIMITS.fileBytes) throw new FileTooLarge();
  return new TextDecoder().decode(await file.arrayBuffer());
}

export class FileTooLarge extends Error {}

export function tooLargeAnswer(values: Record<string, string>, language: Locale) {
  const message = refusalIn(language, IN_PERSON_CSV_MESSAGES.tooLarge);
  const failure: FormFailure = {
    ok: false,
    isValidation: true,
    message,
    fieldErrors: { file: message },
    values,
  };
  return data(failure, { status: 413, statusText: 'Payload Too Large', headers: { Connection: 'close' } });
}

/**
 * What the preview shows, in the page's `language`: every row as it will be recorded, the bad ones with why, and the
 * text to confirm.
 */
export function previewAnswer(
  preview: InPersonCsvPreview,
  text: string,
  fileName: string,
  { money, language }: { money: string; language: Locale },
) {
  if (!preview.ok) {
    const message = refusalIn(language, preview.fileError);
    const failure: FormFailure = {
      ok: false,
      isValidation: true,
      message,
      fieldErrors: { file: message },
      values: { intent: 'preview' },
    };
    return data(failure, { status: 400 });
  }
  const shown: InPersonImportPreview = {
    ok: true,
    fileName,
    rows: preview.rows.map((row) => ({
      row: row.row,
      name: row.giverName ?? messageIn(language, m.in_person_anonymous),
      given: givenText(row, money, language),
      note: row.note,
    })),
    problems: preview.problems.map(({ row, reason }) => ({ row, reason: refusalIn(language, reason) })),
    // Only a file with no bad row can be confirmed: its text goes back with the confirm, and is read again there.
    csv: preview.problems.length === 0 ? text : null,
  };
  return data(shown, { status: preview.problems.length === 0 ? 200 : 400 });
}
