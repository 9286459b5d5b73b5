import { data, Form, redirect, useNavigation } from 'react-router';
import {
  deleteCampaignUpdate,
  editCampaignUpdate,
} from '../../domain/gathering/change-campaign-update.server';
import { listFamilyUpdates } from '../../domain/gathering/list-family-updates.server';
import { postCampaignUpdate } from '../../domain/gathering/post-campaign-update.server';
import { posterRoleIn } from '../../domain/gathering/poster-role-words';
import { campaignUpdateSchema, UPDATE_LIMITS } from '../../domain/gathering/update-schemas';
import { InvalidInputError } from '../../domain/shared/errors';
import { FORM_BODY_LIMITS } from '../../domain/shared/form-body-limits';
import { messagesIn } from '../../domain/shared/locales';
import { refusalKey } from '../../domain/shared/refusal-words';
import { parseRowId } from '../../domain/shared/row-id';
import { parseInput } from '../../domain/shared/validation';
import { visitorLocaleOf } from '../../domain/shared/visitor-region';
import { m } from '../../paraglide/messages';
import { FormAlert } from '../components/forms/form-alert';
import { PhotoField } from '../components/forms/photo-field';
import { TextAreaField } from '../components/forms/text-field';
import { UpdatePhoto } from '../components/gathering/update-photo';
import { dayText } from '../lib/campaign-display';
import { readFamilyPage } from '../lib/family-page.server';
import { photoOfForm } from '../lib/form-photo.server';
import { type FormFailure, formFailure, formValues } from '../lib/form-result.server';
import { useMessages } from '../lib/i18n';
import { readForm } from '../lib/read-form.server';
import type { Route } from './+types/family-updates';

export { formActionHeaders as headers } from '../lib/action-headers';

const NOTICES = {
  posted: m.family_updates_posted,
  edited: m.family_updates_edited,
  deleted: m.family_updates_deleted,
} as const;

/** /family/{campaignId}/updates (issue 16): post an update, see who it reaches, correct or remove past ones. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = await readFamilyPage(params.campaignId, (campaignId) =>
    listFamilyUpdates(context.db, {
      campaignId,
      actor: context.actor,
      before: parseRowId(url.searchParams.get('before')),
    }),
  );
  if (!page) return null;
  const locale = visitorLocaleOf(request.headers);
  const say = messagesIn(context.locale);
  const notice = url.searchParams.get('done');
  return data(
    {
      subscriberCount: page.subscriberCount,
      nextCursor: page.nextCursor,
      notice: notice && Object.hasOwn(NOTICES, notice) ? say(NOTICES[notice as keyof typeof NOTICES]) : null,
      updates: page.updates.map((update) => ({
        id: update.id,
        body: update.body,
        photo: update.photo,
        by: say(m.family_updates_by, {
          name: update.postedByName,
          role: posterRoleIn(context.locale, update.postedByRole),
        }),
        photoAlt: say(m.family_shared_by, { name: update.postedByName }),
        dateText: dayText(update.createdAt, locale),
      })),
    },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const formData = await readForm(request, { maxBytes: FORM_BODY_LIMITS.withPhoto });
  const values = formValues(formData);
  const campaignId = parseRowId(params.campaignId) ?? 0;
  const updateId = parseRowId(formData.get('updateId')) ?? 0;
  const services = { campaignChanged: context.services.campaignChanged };
  const back = `/family/${params.campaignId}/updates`;
  try {
    switch (formData.get('intent')) {
      case 'post':
        await postCampaignUpdate(
          context.db,
          {
            campaignId,
            actor: context.actor,
            update: parseInput(campaignUpdateSchema, {
              body: formData.get('body'),
              photo: await photoOfForm(formData, values, context),
            }),
          },
          { ...services, mailer: context.services.mailer, baseUrl: context.config.baseUrl },
        );
        return redirect(`${back}?done=posted`, 303);
      case 'edit':
        await editCampaignUpdate(
          context.db,
          {
            campaignId,
            updateId,
            actor: context.actor,
            update: parseInput(campaignUpdateSchema, { body: formData.get('body') }),
          },
          services,
        );
        return redirect(`${back}?done=edited`, 303);
      case 'delete':
        await deleteCampaignUpdate(context.db, { campaignId, updateId, actor: context.actor }, services);
        return redirect(`${back}?done=deleted`, 303);
      default:
        throw new InvalidInputError(refusalKey('family_error_form'));
    }
  } catch (error) {
    return formFailure(error, values, context.locale);
  }
}

function isFailureFor(failure: FormFailure | undefined, intent: string, updateId?: number) {
  return (
    failure !== undefined &&
    failure.values.intent === intent &&
    (updateId === undefined || failure.values.updateId === String(updateId))
  );
}

export default function FamilyUpdates({ loaderData, actionData, params }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { t, locale } = useMessages();
  if (!loaderData) return null;
  const { updates, subscriberCount, nextCursor, notice } = loaderData;
  const failure = actionData as FormFailure | undefined;
  const busy = navigation.state === 'submitting';
  const reach =
    subscriberCount === 0
      ? t(m.family_updates_reach_none)
      : t(m.family_updates_reach, { count: subscriberCount });
  const postFailure = isFailureFor(failure, 'post') ? failure : undefined;
  return (
    <div className="space-y-8">
      {notice && (
        <p
          role="status"
          className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900"
        >
          {notice}
        </p>
      )}
      <section aria-labelledby="post-update-heading">
        <h2 id="post-update-heading" className="font-serif text-xl font-bold">
          {t(m.family_updates_post_heading)}
        </h2>
        <p className="mt-1 text-sm text-stone-700">{reach}</p>
        <Form method="post" encType="multipart/form-data" className="mt-4 space-y-3">
          <input type="hidden" name="intent" value="post" />
          <FormAlert message={postFailure && !postFailure.isValidation ? postFailure.message : undefined} />
          <TextAreaField
            label={t(m.family_updates_your_update)}
            name="body"
            rows={6}
            required
            maxLength={UPDATE_LIMITS.body}
            defaultValue={postFailure?.values.body}
            error={postFailure?.fieldErrors.body}
            hint={t(m.family_updates_hint, { max: UPDATE_LIMITS.body.toLocaleString(locale) })}
          />
          <PhotoField
            locale={locale}
            label={t(m.family_updates_photo)}
            keptUrl={postFailure?.values.photo}
            error={postFailure?.fieldErrors.photo}
          />
          <button type="submit" className="button-primary w-full sm:w-auto" disabled={busy}>
            {busy ? t(m.family_updates_posting) : t(m.family_updates_post)}
          </button>
        </Form>
      </section>

      <section aria-labelledby="past-updates-heading">
        <h2 id="past-updates-heading" className="font-serif text-xl font-bold">
          {t(m.family_updates_past_heading)}
        </h2>
        {updates.length === 0 ? (
          <p className="mt-2 text-stone-700">{t(m.family_updates_none)}</p>
        ) : (
          <ol className="mt-4 space-y-4">
            {updates.map((update) => {
              const editFailure = isFailureFor(failure, 'edit', update.id) ? failure : undefined;
              const deleteFailure = isFailureFor(failure, 'delete', update.id) ? failure : undefined;
              return (
                <li key={update.id} className="rounded-lg border border-stone-200 bg-white p-4">
                  <p className="text-sm text-stone-600">
                    {update.dateText} · {update.by}
                  </p>
                  <p className="mt-2 whitespace-pre-line break-words">{update.body}</p>
                  {update.photo && <UpdatePhoto url={update.photo} alt={update.photoAlt} />}
                  <details className="mt-3" open={editFailure !== undefined}>
                    <summary className="cursor-pointer text-sm font-medium text-amber-800">
                      {t(m.family_updates_edit)}
                    </summary>
                    <Form method="post" className="mt-2 space-y-3">
                      <input type="hidden" name="intent" value="edit" />
                      <input type="hidden" name="updateId" value={update.id} />
                      <FormAlert
                        message={editFailure && !editFailure.isValidation ? editFailure.message : undefined}
                      />
                      <TextAreaField
                        label={t(m.family_updates_update)}
                        name="body"
                        rows={5}
                        required
                        maxLength={UPDATE_LIMITS.body}
                        defaultValue={editFailure?.values.body ?? update.body}
                        error={editFailure?.fieldErrors.body}
                      />
                      <button type="submit" className="button-secondary" disabled={busy}>
                        {t(m.family_save_changes)}
                      </button>
                    </Form>
                  </details>
                  <details className="mt-2" open={deleteFailure !== undefined}>
                    <summary className="cursor-pointer text-sm font-medium text-red-800">
                      {t(m.family_updates_delete)}
                    </summary>
                    <Form method="post" className="mt-2">
                      <input type="hidden" name="intent" value="delete" />
                      <input type="hidden" name="updateId" value={update.id} />
                      <FormAlert message={deleteFailure?.message} />
                      <p className="text-sm text-stone-700">{t(m.family_updates_delete_text)}</p>
                      <button type="submit" className="button-secondary mt-2" disabled={busy}>
                        {t(m.family_updates_delete_button)}
                      </button>
                    </Form>
                  </details>
                </li>
              );
            })}
          </ol>
        )}
        {nextCursor !== null && (
          <a
            href={`/family/${params.campaignId}/updates?before=${nextCursor}`}
            className="button-secondary mt-4"
          >
            {t(m.family_updates_older)}
          </a>
        )}
      </section>
    </div>
  );
}
