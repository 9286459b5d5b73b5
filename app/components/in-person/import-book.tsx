import { Form } from 'react-router';
import type { InPersonCsvProblem } from '../../../domain/in-person-gifts/in-person-csv';
import {
  IN_PERSON_CSV_COLUMNS,
  IN_PERSON_LIMITS,
} from '../../../domain/in-person-gifts/in-person-gift-rules';
import type { FormFailure } from '../../lib/form-result.server';
import { FormAlert } from '../forms/form-alert';

/** The preview of a collection book's file: every row as it will be recorded, the bad ones, and its text. */
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
  failure: FormFailure | undefined;
  preview: InPersonImportPreview | undefined;
  busy: boolean;
}

/**
 * The collection book's import (issue 34 item 3): the columns explained, the file chosen and previewed, then
 * confirmed. Plain forms: the preview is the action's answer, and the confirm posts the file's text again.
 */
export function ImportBook({ campaignCurrency, failure: importFailure, preview, busy }: ImportBookProps) {
  return (
    <section aria-labelledby="import-heading" className="rounded-xl border border-stone-200 bg-white p-5">
      <h2 id="import-heading" className="font-serif text-xl font-bold">
        Import the collection book (CSV)
      </h2>
      <p className="mt-1 text-stone-700">
        Save the book from your spreadsheet as CSV. The first row names the columns, in any order:
      </p>
      <dl className="mt-2 space-y-1 text-sm text-stone-800">
        <div>
          <dt className="inline font-semibold">{IN_PERSON_CSV_COLUMNS[0]}</dt>
          <dd className="inline">: the giver; empty for Anonymous.</dd>
        </div>
        <div>
          <dt className="inline font-semibold">{IN_PERSON_CSV_COLUMNS[1]}</dt>
          <dd className="inline">
            : a number like 1500 or 1500.50, no commas or signs; empty for a gift in kind.
          </dd>
        </div>
        <div>
          <dt className="inline font-semibold">{IN_PERSON_CSV_COLUMNS[2]}</dt>
          <dd className="inline">: a code such as KES, UGX or USD; empty for {campaignCurrency}.</dd>
        </div>
        <div>
          <dt className="inline font-semibold">{IN_PERSON_CSV_COLUMNS[3]}</dt>
          <dd className="inline">: what was given instead of money; empty for money.</dd>
        </div>
        <div>
          <dt className="inline font-semibold">{IN_PERSON_CSV_COLUMNS[4]}</dt>
          <dd className="inline">: optional, seen by the family only.</dd>
        </div>
      </dl>
      <p className="mt-2 text-sm text-stone-700">
        Up to {IN_PERSON_LIMITS.fileRows.toLocaleString('en')} gifts and 1 MB a file. You see every row before
        anything is recorded; a file with any bad row imports nothing until it is fixed.
      </p>
      <pre className="mt-2 whitespace-pre-wrap break-words rounded-lg bg-stone-100 p-3 text-sm">
        {`Name,Amount,Currency,In kind,Note\nGrace Wanjiru,2000,KES,,\n,500,KES,,\nMama Akinyi,,,Two bags of rice,Church group`}
      </pre>
      <Form method="post" encType="multipart/form-data" className="mt-4 space-y-3">
        <input type="hidden" name="intent" value="preview" />
        <FormAlert
          message={importFailure && !importFailure.isValidation ? importFailure.message : undefined}
        />
        <div>
          <label htmlFor="in-person-file" className="mb-1 block text-sm font-medium text-stone-800">
            CSV file
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
          Preview the file
        </button>
      </Form>
      {preview && <ImportPreview preview={preview} />}
    </section>
  );
}

function ImportPreview({ preview }: { preview: InPersonImportPreview }) {
  const bad = preview.problems.length;
  return (
    <div className="mt-6 space-y-4" data-testid="import-preview">
      <h3 className="font-semibold" id="preview-heading">
        Preview of {preview.fileName}
      </h3>
      {bad > 0 ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">
            {bad === 1 ? 'One row needs' : `${bad} rows need`} fixing: nothing is imported until the file is
            corrected and uploaded again.
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5" data-testid="import-problems">
            {preview.problems.map((problem) => (
              <li key={problem.row}>
                Row {problem.row}: {problem.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p
          role="status"
          className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900"
        >
          {preview.rows.length === 1 ? 'One gift' : `${preview.rows.length} gifts`} will be recorded as shown
          below. Nothing is recorded until you confirm.
        </p>
      )}
      <div>
        <table className="w-full table-fixed text-left text-sm">
          <caption className="sr-only">The rows as they will be recorded</caption>
          <thead>
            <tr>
              <th scope="col" className="w-12 pr-2">
                Row
              </th>
              <th scope="col" className="pr-2">
                Name
              </th>
              <th scope="col" className="pr-2">
                Given
              </th>
              <th scope="col">Note</th>
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
            Import {preview.rows.length === 1 ? 'this gift' : `these ${preview.rows.length} gifts`}
          </button>
        </Form>
      )}
    </div>
  );
}
