import { Form } from 'react-router';
import type { InPersonCsvProblem } from '../../../domain/in-person-gifts/in-person-csv';
import { IN_PERSON_LIMITS } from '../../../domain/in-person-gifts/in-person-gift-rules';
import { m } from '../../../paraglide/messages';
import type { FormFailure } from '../../lib/form-result.server';
import { useMessages } from '../../lib/i18n';
import { FormAlert } from '../forms/form-alert';

/** The preview of a collection book's file: every row as it will be recorded, the bad ones with why, and its text. */
export interface InPersonImportPreview {
  ok: true;
  fileName: string;
  rows: { row: number; name: string; given: string; note: string | null }[];
  problems: InPersonCsvProblem[];
  /** Only for a file with no bad row: sent back with the confirm, and read again there. */
  csv: string | null;
}

interface ImportBookProps {
  campaignCurrency: string;
  /** The columns' names in the reader's language, in the template's order (inPersonColumnNamesIn). */
  columnNames: string[];
  failure: FormFailure | undefined;
  preview: InPersonImportPreview | undefined;
  busy: boolean;
}

/**
 * The collection book's import (issue 34 item 3): the columns explained, the file chosen and previewed, then
 * confirmed. Plain forms: the preview is the action's answer, and the confirm posts the file's text again.
 */
export function ImportBook({
  campaignCurrency,
  columnNames,
  failure: importFailure,
  preview,
  busy,
}: ImportBookProps) {
  const { t, rich, locale } = useMessages();
  const meanings = [
    t(m.family_import_col_name),
    t(m.family_import_col_amount),
    t(m.family_import_col_currency, { currency: campaignCurrency }),
    t(m.family_import_col_in_kind),
    t(m.family_import_col_note),
  ];
  return (
    <section aria-labelledby="import-heading" className="rounded-xl border border-stone-200 bg-white p-5">
      <h2 id="import-heading" className="font-serif text-xl font-bold">
        {t(m.family_import_heading)}
      </h2>
      <p className="mt-1 text-stone-700">{t(m.family_import_intro)}</p>
      <ul className="mt-2 space-y-1 text-sm text-stone-800">
        {columnNames.map((column, index) => (
          <li key={column}>
            {rich(m.family_import_column, {
              column: <strong>{column}</strong>,
              meaning: meanings[index],
            })}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-stone-700">
        {t(m.family_import_limits, { rows: IN_PERSON_LIMITS.fileRows.toLocaleString(locale) })}
      </p>
      <pre className="mt-2 whitespace-pre-wrap break-words rounded-lg bg-stone-100 p-3 text-sm">
        {t(m.family_import_example, { header: columnNames.join(',') })}
      </pre>
      <Form method="post" encType="multipart/form-data" className="mt-4 space-y-3">
        <input type="hidden" name="intent" value="preview" />
        <FormAlert
          message={importFailure && !importFailure.isValidation ? importFailure.message : undefined}
        />
        <div>
          <label htmlFor="in-person-file" className="mb-1 block text-sm font-medium text-stone-800">
            {t(m.family_import_file)}
          </label>
          <input
            id="in-person-file"
            type="file"
            name="file"
            accept=".csv,text/csv"
            required
            aria-invalid={importFailure?.fieldErrors.file ? true : undefined}
            aria-describedby={importFailure?.fieldErrors.file ? 'in-person-file-error' : undefined}
            className="block w-full text-base"
          />
          {importFailure?.fieldErrors.file && (
            <p id="in-person-file-error" role="alert" className="mt-1 text-sm font-medium text-red-700">
              {importFailure.fieldErrors.file}
            </p>
          )}
        </div>
        <button type="submit" className="button-secondary w-full sm:w-auto" disabled={busy}>
          {t(m.family_import_preview_button)}
        </button>
      </Form>
      {preview && <ImportPreview preview={preview} />}
    </section>
  );
}

function ImportPreview({ preview }: { preview: InPersonImportPreview }) {
  const { t } = useMessages();
  const bad = preview.problems.length;
  return (
    <div className="mt-6 space-y-4" data-testid="import-preview">
      <h3 className="font-semibold" id="preview-heading">
        {t(m.family_import_preview_heading, { file: preview.fileName })}
      </h3>
      {bad > 0 ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">{t(m.family_import_bad_rows, { count: bad })}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5" data-testid="import-problems">
            {preview.problems.map((problem) => (
              <li key={problem.row}>
                {t(m.family_import_row_problem, { row: problem.row, reason: problem.reason })}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p
          role="status"
          className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900"
        >
          {t(m.family_import_ready, { count: preview.rows.length })}
        </p>
      )}
      <div>
        <table className="w-full table-fixed text-left text-sm">
          <caption className="sr-only">{t(m.family_import_caption)}</caption>
          <thead>
            <tr>
              <th scope="col" className="w-12 pr-2">
                {t(m.family_import_col_row)}
              </th>
              <th scope="col" className="pr-2">
                {t(m.family_events_col_name)}
              </th>
              <th scope="col" className="pr-2">
                {t(m.family_import_col_given)}
              </th>
              <th scope="col">{t(m.family_import_col_note_head)}</th>
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((row) => (
              <tr key={row.row} className="border-t border-stone-200">
                <td className="py-1 pr-2">{row.row}</td>
                <td className="py-1 pr-2 break-words">{row.name}</td>
                <td className="py-1 pr-2 break-words">{row.given}</td>
                <td className="py-1 break-words">{row.note ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {preview.csv !== null && (
        <Form method="post" encType="multipart/form-data">
          <input type="hidden" name="intent" value="import" />
          <input type="hidden" name="csv" value={preview.csv} />
          <button type="submit" className="button-primary w-full sm:w-auto">
            {t(m.family_import_submit, { count: preview.rows.length })}
          </button>
        </Form>
      )}
    </div>
  );
}
