import { data, Form, redirect, useNavigation } from 'react-router';
import { CAMPAIGN_NOT_FOUND } from '../../domain/campaigns/campaign-rules';
import {
  importInPersonGifts,
  previewInPersonGiftsImport,
} from '../../domain/in-person-gifts/import-in-person-gifts.server';
import { IN_PERSON_CSV_MESSAGES, type InPersonCsvPreview } from '../../domain/in-person-gifts/in-person-csv';
import {
  ANONYMOUS_GIVER,
  IN_PERSON_CSV_COLUMNS,
  IN_PERSON_GIFT_NOT_FOUND,
  IN_PERSON_LIMITS,
  type InPersonGiftDraft,
  inPersonGiftFormSchema,
} from '../../domain/in-person-gifts/in-person-gift-rules';
import { listFamilyInPersonGifts } from '../../domain/in-person-gifts/list-in-person-gifts.server';
import { readGivenInPerson } from '../../domain/in-person-gifts/read-given-in-person.server';
import { recordInPersonGift } from '../../domain/in-person-gifts/record-in-person-gift.server';
import { removeInPersonGift } from '../../domain/in-person-gifts/remove-in-person-gift.server';
import { CURRENCIES, isCampaignCurrency } from '../../domain/shared/currencies';
import { formatMoney } from '../../domain/shared/currency-conversion';
import { InvalidInputError } from '../../domain/shared/errors';
import { toMajorUnits } from '../../domain/shared/money';
import { requireRowId } from '../../domain/shared/row-id';
import { parseInput } from '../../domain/shared/validation';
import { visitorLocaleOf } from '../../domain/shared/visitor-region';
import { FormAlert } from '../components/forms/form-alert';
import { SelectField } from '../components/forms/select-field';
import { TextField } from '../components/forms/text-field';
import { dayText } from '../lib/campaign-display';
import { readFamilyPage } from '../lib/family-page.server';
import { type FormFailure, formFailure, formValues } from '../lib/form-result.server';
import { readForm } from '../lib/read-form.server';
import type { Route } from './+types/family-in-person';

export { formActionHeaders as headers } from '../lib/action-headers';

const PAGE_SIZE = 50;

/** The import form's body: the file (or, on confirm, its text in a multipart field) and the form's few fields. */
const IMPORT_BODY_BYTES = IN_PERSON_LIMITS.fileBytes * 2 + 64 * 1024;

const NOTICES = {
  recorded: 'The gift is recorded: it counts in the "given in person" figure on the page.',
  removed: 'The gift is removed from the list and the figure. The change is kept in the audit log.',
} as const;

/** How a gift reads in the family's lists: an amount in its own currency, or what was given in kind. */
function givenText(gift: Pick<InPersonGiftDraft, 'amountMinor' | 'currency' | 'inKind'>, locale: string) {
  return gift.amountMinor !== null && gift.currency !== null
    ? formatMoney(toMajorUnits(gift.amountMinor, gift.currency), gift.currency, locale)
    : `In kind: ${gift.inKind}`;
}

/**
 * /family/{campaignId}/in-person (issue 34 item 3): the gifts handed over at the funeral, one by one or from the
 * collection book's CSV (previewed, then imported whole or not at all), with no script at all.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const found = await readFamilyPage(params.campaignId, async (campaignId) => {
    const page = await listFamilyInPersonGifts(context.db, {
      campaignId,
      actor: context.actor,
      after: url.searchParams.get('after') ?? undefined,
      limit: PAGE_SIZE,
    });
    return { ...page, figure: await readGivenInPerson(context.db, page.campaign.id) };
  });
  if (!found) return null;
  const locale = visitorLocaleOf(request.headers);
  const done = url.searchParams.get('done');
  const imported = Number(url.searchParams.get('imported'));
  return data(
    {
      campaignCurrency: found.campaign.campaignCurrency,
      currencies: CURRENCIES.filter((currency) => isCampaignCurrency(currency.code)).map(
        ({ code, name }) => ({ code, name }),
      ),
      notice:
        done === 'imported' && Number.isInteger(imported) && imported > 0
          ? `${imported.toLocaleString('en')} ${imported === 1 ? 'gift is' : 'gifts are'} imported from the file.`
          : (NOTICES[done as keyof typeof NOTICES] ?? null),
      figure: [
        ...found.figure.totals.map(
          (total) =>
            `${formatMoney(toMajorUnits(total.amountMinor, total.currency), total.currency, locale)} (${total.gifts} ${total.gifts === 1 ? 'gift' : 'gifts'})`,
        ),
        ...(found.figure.inKindGifts > 0
          ? [`${found.figure.inKindGifts} ${found.figure.inKindGifts === 1 ? 'gift' : 'gifts'} in kind`]
          : []),
      ],
      gifts: found.gifts.map((gift) => ({
        id: gift.id,
        name: gift.giverName ?? ANONYMOUS_GIVER,
        given: givenText(gift, locale),
        note: gift.note,
        dateText: dayText(gift.createdAt, locale),
      })),
      after: url.searchParams.get('after'),
      nextCursor: found.nextCursor,
    },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

/** The file's text, or the answer for a file the import cannot take (none chosen, too large). */
async function fileTextOf(form: FormData): Promise<string> {
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) {
    const message = 'Choose the CSV file saved from your collection book.';
    throw new InvalidInputError(message, { file: message });
  }
  if (file.size > IN_PERSON_LIMITS.fileBytes) throw new FileTooLarge();
  return new TextDecoder().decode(await file.arrayBuffer());
}

class FileTooLarge extends Error {}

function tooLargeAnswer(values: Record<string, string>) {
  const failure: FormFailure = {
    ok: false,
    isValidation: true,
    message: IN_PERSON_CSV_MESSAGES.tooLarge,
    fieldErrors: { file: IN_PERSON_CSV_MESSAGES.tooLarge },
    values,
  };
  return data(failure, { status: 413, statusText: 'Payload Too Large' });
}

/** What the preview shows: every row as it will be recorded, the bad ones with why, and the text to confirm. */
function previewAnswer(preview: InPersonCsvPreview, text: string, fileName: string, locale: string) {
  if (!preview.ok) {
    const failure: FormFailure = {
      ok: false,
      isValidation: true,
      message: preview.fileError,
      fieldErrors: { file: preview.fileError },
      values: { intent: 'preview' },
    };
    return data(failure, { status: 400 });
  }
  const shown = {
    ok: true as const,
    fileName,
    rows: preview.rows.map((row) => ({
      row: row.row,
      name: row.giverName ?? ANONYMOUS_GIVER,
      given: givenText(row, locale),
      note: row.note,
    })),
    problems: preview.problems,
    // Only a file with no bad row can be confirmed: its text goes back with the confirm, and is read again there.
    csv: preview.problems.length === 0 ? text : null,
  };
  return data(shown, { status: preview.problems.length === 0 ? 200 : 400 });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  // Past the import's largest body, the family hears that the file is too large, beside its field.
  if (Number(request.headers.get('content-length') ?? 0) > IMPORT_BODY_BYTES) return tooLargeAnswer({});
  const form = await readForm(request, { maxBytes: IMPORT_BODY_BYTES });
  // The confirm's copy of the file is never sent back with a refusal.
  const values = formValues(form, ['csv']);
  const dependencies = {
    campaignChanged: context.services.campaignChanged,
    ipAddress: context.ipAddress,
    userAgent: context.userAgent,
  };
  try {
    const campaignId = requireRowId(params.campaignId, CAMPAIGN_NOT_FOUND);
    const here = `/family/${campaignId}/in-person`;
    const { actor } = context;
    switch (values.intent) {
      case 'record':
        await recordInPersonGift(
          context.db,
          { campaignId, actor, gift: parseInput(inPersonGiftFormSchema, values) },
          dependencies,
        );
        return redirect(`${here}?done=recorded`, 303);
      case 'remove':
        await removeInPersonGift(
          context.db,
          { campaignId, actor, giftId: requireRowId(values.giftId, IN_PERSON_GIFT_NOT_FOUND) },
          dependencies,
        );
        return redirect(`${here}?done=removed`, 303);
      case 'preview': {
        const text = await fileTextOf(form);
        const file = form.get('file') as File;
        const preview = await previewInPersonGiftsImport(context.db, { campaignId, actor, text });
        return previewAnswer(preview, text, file.name, visitorLocaleOf(request.headers));
      }
      case 'import': {
        const csv = form.get('csv');
        const { imported } = await importInPersonGifts(
          context.db,
          { campaignId, actor, text: typeof csv === 'string' ? csv : '' },
          dependencies,
        );
        return redirect(`${here}?done=imported&imported=${imported}`, 303);
      }
      default:
        throw new InvalidInputError('Please send this form from its page.');
    }
  } catch (error) {
    if (error instanceof FileTooLarge) return tooLargeAnswer(values);
    return formFailure(error, values);
  }
}

type Preview = Extract<Route.ComponentProps['actionData'], { fileName: string }>;

function failureFor(actionData: Route.ComponentProps['actionData'], intent: string) {
  const failure = actionData as FormFailure | undefined;
  return failure && failure.ok === false && failure.values.intent === intent ? failure : undefined;
}

export default function FamilyInPerson({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  if (!loaderData) return null;
  const { gifts, figure, notice, currencies, campaignCurrency, nextCursor, after } = loaderData;
  const busy = navigation.state === 'submitting';
  const preview = actionData && 'fileName' in actionData ? (actionData as Preview) : undefined;
  const recordFailure = failureFor(actionData, 'record');
  const removeFailure = failureFor(actionData, 'remove');
  const importFailure = failureFor(actionData, 'preview') ?? failureFor(actionData, 'import');
  return (
    <div className="space-y-8">
      {notice && !actionData && (
        <p
          role="status"
          className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900"
        >
          {notice}
        </p>
      )}
      <section aria-labelledby="in-person-figure-heading">
        <h2 id="in-person-figure-heading" className="font-serif text-xl font-bold">
          Given in person
        </h2>
        <p className="mt-1 text-stone-700">
          Cash and gifts in kind handed to the family at the funeral. The page shows them in their own figure
          beside the online total; they never enter the online total, fees or payouts.
        </p>
        <p className="mt-2 font-semibold" data-testid="in-person-total">
          {figure.length === 0 ? 'Nothing recorded yet.' : `So far: ${figure.join(', ')}`}
        </p>
      </section>

      <section
        aria-labelledby="record-gift-heading"
        className="rounded-xl border border-stone-200 bg-white p-5"
      >
        <h2 id="record-gift-heading" className="font-serif text-xl font-bold">
          Record a gift
        </h2>
        {/* A recorded gift changes the figure and clears the form; a refused one keeps what was typed. */}
        <Form method="post" className="mt-4 space-y-3" key={figure.join('|')}>
          <input type="hidden" name="intent" value="record" />
          <FormAlert
            message={recordFailure && !recordFailure.isValidation ? recordFailure.message : undefined}
          />
          <TextField
            label="Name of the giver"
            name="giverName"
            maxLength={IN_PERSON_LIMITS.giverName}
            autoComplete="off"
            defaultValue={recordFailure?.values.giverName}
            error={recordFailure?.fieldErrors.giverName}
            hint="Leave it empty for Anonymous."
          />
          <TextField
            label="Amount"
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={recordFailure?.values.amount}
            error={recordFailure?.fieldErrors.amount}
            hint="For money: the amount, like 1500 or 1500.50. Leave it empty for a gift in kind."
          />
          <SelectField
            label="Currency"
            name="currency"
            defaultValue={recordFailure?.values.currency ?? campaignCurrency}
            error={recordFailure?.fieldErrors.currency}
          >
            {currencies.map((currency) => (
              <option key={currency.code} value={currency.code}>
                {currency.code} · {currency.name}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Or, given in kind"
            name="inKind"
            maxLength={IN_PERSON_LIMITS.inKind}
            autoComplete="off"
            defaultValue={recordFailure?.values.inKind}
            error={recordFailure?.fieldErrors.inKind}
            hint="What was given instead of money: a bag of rice, a tent, food for the mourners."
          />
          <TextField
            label="Note (optional, seen by the family only)"
            name="note"
            maxLength={IN_PERSON_LIMITS.note}
            autoComplete="off"
            defaultValue={recordFailure?.values.note}
            error={recordFailure?.fieldErrors.note}
          />
          <button type="submit" className="button-primary w-full sm:w-auto" disabled={busy}>
            Record the gift
          </button>
        </Form>
      </section>

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
          Up to {IN_PERSON_LIMITS.fileRows.toLocaleString('en')} gifts and 1 MB a file. You see every row
          before anything is recorded; a file with any bad row imports nothing until it is fixed.
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

      <section aria-labelledby="in-person-list-heading">
        <h2 id="in-person-list-heading" className="font-serif text-xl font-bold">
          Gifts recorded
        </h2>
        {removeFailure && <FormAlert message={removeFailure.message} />}
        {gifts.length === 0 ? (
          <p className="mt-2 text-stone-700">{after ? 'No more gifts.' : 'None yet.'}</p>
        ) : (
          <ol className="mt-3 space-y-3">
            {gifts.map((gift) => (
              <li key={gift.id} className="rounded-lg border border-stone-200 bg-white p-4">
                <p className="font-semibold break-words">{gift.name}</p>
                <p className="break-words">{gift.given}</p>
                {gift.note && <p className="text-sm text-stone-700 break-words">Note: {gift.note}</p>}
                <p className="text-sm text-stone-600">Recorded {gift.dateText}</p>
                <details className="mt-2">
                  <summary className="cursor-pointer text-sm font-medium text-red-800">Remove</summary>
                  <Form method="post" className="mt-2">
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="giftId" value={gift.id} />
                    <p className="text-sm text-stone-700">
                      For a gift recorded by mistake. It leaves the list and the figure; the audit log keeps
                      it.
                    </p>
                    <button
                      type="submit"
                      className="mt-2 rounded-lg border border-red-700 px-4 py-2 text-red-800"
                    >
                      Remove the gift from {gift.name}
                    </button>
                  </Form>
                </details>
              </li>
            ))}
          </ol>
        )}
        {nextCursor && (
          <a href={`?after=${encodeURIComponent(nextCursor)}`} className="button-secondary mt-3 w-full">
            More gifts
          </a>
        )}
      </section>
    </div>
  );
}

function ImportPreview({ preview }: { preview: Preview }) {
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
