import { data, Form, redirect, useNavigation } from 'react-router';
import { CAMPAIGN_NOT_FOUND } from '../../domain/campaigns/campaign-rules';
import {
  importInPersonGifts,
  previewInPersonGiftsImport,
} from '../../domain/in-person-gifts/import-in-person-gifts.server';
import { inPersonColumnNamesIn } from '../../domain/in-person-gifts/in-person-csv';
import {
  IN_PERSON_GIFT_NOT_FOUND,
  inPersonGiftFormSchema,
} from '../../domain/in-person-gifts/in-person-gift-rules';
import { listFamilyInPersonGifts } from '../../domain/in-person-gifts/list-in-person-gifts.server';
import { readGivenInPerson } from '../../domain/in-person-gifts/read-given-in-person.server';
import { recordInPersonGift } from '../../domain/in-person-gifts/record-in-person-gift.server';
import { removeInPersonGift } from '../../domain/in-person-gifts/remove-in-person-gift.server';
import { CURRENCIES, isCampaignCurrency } from '../../domain/shared/currencies';
import { formatMoney } from '../../domain/shared/currency-conversion';
import { currencyIn } from '../../domain/shared/currency-words';
import { InvalidInputError } from '../../domain/shared/errors';
import { messagesIn } from '../../domain/shared/locales';
import { toMajorUnits } from '../../domain/shared/money';
import { refusalKey } from '../../domain/shared/refusal-words';
import { requireRowId } from '../../domain/shared/row-id';
import { parseInput } from '../../domain/shared/validation';
import { visitorLocaleOf } from '../../domain/shared/visitor-region';
import { m } from '../../paraglide/messages';
import { FormAlert } from '../components/forms/form-alert';
import { ImportBook, type InPersonImportPreview } from '../components/in-person/import-book';
import { RecordGiftForm } from '../components/in-person/record-gift-form';
import { dayText } from '../lib/campaign-display';
import { readFamilyPage } from '../lib/family-page.server';
import { type FormFailure, formFailure, formValues } from '../lib/form-result.server';
import { useMessages } from '../lib/i18n';
import {
  FileTooLarge,
  fileTextOf,
  givenText,
  IMPORT_BODY_BYTES,
  previewAnswer,
  tooLargeAnswer,
} from '../lib/in-person-import.server';
import { readForm } from '../lib/read-form.server';
import type { Route } from './+types/family-in-person';

export { formActionHeaders as headers } from '../lib/action-headers';

const PAGE_SIZE = 50;

const NOTICES = {
  recorded: m.family_in_person_recorded,
  removed: m.family_in_person_removed,
} as const;

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
  const say = messagesIn(context.locale);
  const done = url.searchParams.get('done');
  const notice = done && Object.hasOwn(NOTICES, done) ? NOTICES[done as keyof typeof NOTICES] : null;
  const imported = Number(url.searchParams.get('imported'));
  return data(
    {
      campaignCurrency: found.campaign.campaignCurrency,
      columnNames: inPersonColumnNamesIn(context.locale),
      currencies: CURRENCIES.filter((currency) => isCampaignCurrency(currency.code)).map(({ code }) => ({
        code,
        name: currencyIn(code, context.locale).name,
      })),
      notice:
        done === 'imported' && Number.isInteger(imported) && imported > 0
          ? say(m.family_in_person_imported, { count: imported })
          : notice
            ? say(notice)
            : null,
      figure: [
        ...found.figure.totals.map((total) =>
          say(m.family_in_person_total, {
            amount: formatMoney(toMajorUnits(total.amountMinor, total.currency), total.currency, locale),
            count: total.gifts,
          }),
        ),
        ...(found.figure.inKindGifts > 0
          ? [say(m.in_person_in_kind_count, { count: found.figure.inKindGifts })]
          : []),
      ],
      gifts: found.gifts.map((gift) => ({
        id: gift.id,
        name: gift.giverName ?? say(m.in_person_anonymous),
        given: givenText(gift, locale, context.locale),
        note: gift.note,
        dateText: dayText(gift.createdAt, locale),
      })),
      after: url.searchParams.get('after'),
      nextCursor: found.nextCursor,
    },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  // Past the import's largest body, the family hears that the file is too large, beside its field.
  if (Number(request.headers.get('content-length') ?? 0) > IMPORT_BODY_BYTES)
    return tooLargeAnswer({}, context.locale);
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
        return previewAnswer(preview, text, file.name, {
          money: visitorLocaleOf(request.headers),
          language: context.locale,
        });
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
        throw new InvalidInputError(refusalKey('family_error_form'));
    }
  } catch (error) {
    if (error instanceof FileTooLarge) return tooLargeAnswer(values, context.locale);
    return formFailure(error, values, context.locale);
  }
}

function failureFor(actionData: Route.ComponentProps['actionData'], intent: string) {
  const failure = actionData as FormFailure | undefined;
  return failure && failure.ok === false && failure.values.intent === intent ? failure : undefined;
}

export default function FamilyInPerson({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { t } = useMessages();
  if (!loaderData) return null;
  const { gifts, figure, notice, currencies, campaignCurrency, columnNames, nextCursor, after } = loaderData;
  const busy = navigation.state === 'submitting';
  const preview = actionData && 'fileName' in actionData ? (actionData as InPersonImportPreview) : undefined;
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
          {t(m.family_tab_in_person)}
        </h2>
        <p className="mt-1 text-stone-700">{t(m.family_in_person_intro)}</p>
        <p className="mt-2 font-semibold" data-testid="in-person-total">
          {figure.length === 0
            ? t(m.family_in_person_nothing)
            : t(m.family_in_person_so_far, { figures: figure.join(', ') })}
        </p>
      </section>

      {/* A recorded gift changes the figure and clears the form; a refused one keeps what was typed. */}
      <RecordGiftForm
        key={figure.join('|')}
        currencies={currencies}
        campaignCurrency={campaignCurrency}
        failure={recordFailure}
        busy={busy}
      />
      <ImportBook
        campaignCurrency={campaignCurrency}
        columnNames={columnNames}
        failure={importFailure}
        preview={preview}
        busy={busy}
      />

      <section aria-labelledby="in-person-list-heading">
        <h2 id="in-person-list-heading" className="font-serif text-xl font-bold">
          {t(m.family_in_person_list_heading)}
        </h2>
        {removeFailure && <FormAlert message={removeFailure.message} />}
        {gifts.length === 0 ? (
          <p className="mt-2 text-stone-700">
            {after ? t(m.family_in_person_no_more) : t(m.family_in_person_none)}
          </p>
        ) : (
          <ol className="mt-3 space-y-3">
            {gifts.map((gift) => (
              <li key={gift.id} className="rounded-lg border border-stone-200 bg-white p-4">
                <p className="font-semibold break-words">{gift.name}</p>
                <p className="break-words">{gift.given}</p>
                {gift.note && (
                  <p className="text-sm text-stone-700 break-words">
                    {t(m.family_in_person_note, { note: gift.note })}
                  </p>
                )}
                <p className="text-sm text-stone-600">
                  {t(m.family_in_person_recorded_on, { date: gift.dateText })}
                </p>
                <details className="mt-2">
                  <summary className="cursor-pointer text-sm font-medium text-red-800">
                    {t(m.family_budget_remove)}
                  </summary>
                  <Form method="post" className="mt-2">
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="giftId" value={gift.id} />
                    <p className="text-sm text-stone-700">{t(m.family_in_person_remove_text)}</p>
                    <button
                      type="submit"
                      className="mt-2 rounded-lg border border-red-700 px-4 py-2 text-red-800"
                    >
                      {t(m.family_in_person_remove_button, { name: gift.name })}
                    </button>
                  </Form>
                </details>
              </li>
            ))}
          </ol>
        )}
        {nextCursor && (
          <a href={`?after=${encodeURIComponent(nextCursor)}`} className="button-secondary mt-3 w-full">
            {t(m.family_in_person_more)}
          </a>
        )}
      </section>
    </div>
  );
}
