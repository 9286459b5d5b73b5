import { Form, Link, redirect } from 'react-router';
import { listUnthankedGivers } from '../../domain/gathering/list-unthanked-givers.server';
import { thankGivers } from '../../domain/gathering/thank-givers.server';
import { THANK_YOU_MESSAGE_MAX, thankYouMessageSchema } from '../../domain/gathering/thank-you-schemas';
import { messagesIn } from '../../domain/shared/locales';
import { parseRowId } from '../../domain/shared/row-id';
import { parseInput } from '../../domain/shared/validation';
import { m } from '../../paraglide/messages';
import { FormAlert } from '../components/forms/form-alert';
import { TextAreaField } from '../components/forms/text-field';
import { readFamilyPage } from '../lib/family-page.server';
import { formFailure, formValues } from '../lib/form-result.server';
import { useMessages } from '../lib/i18n';
import { readForm } from '../lib/read-form.server';
import type { Route } from './+types/family-thanks';

/** /family/{campaignId}/thanks (issue 16): the family thanks one giver or everyone not yet thanked. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const list = await readFamilyPage(params.campaignId, (campaignId) =>
    listUnthankedGivers(context.db, {
      campaignId,
      actor: context.actor,
      cursor: url.searchParams.get('cursor') ?? undefined,
    }),
  );
  if (!list) return null;
  const sent = url.searchParams.get('sent');
  const say = messagesIn(context.locale);
  return {
    ...list,
    givers: list.givers.map((giver) => ({
      contributionId: giver.contributionId,
      name: giver.isAnonymous ? say(m.family_thanks_anonymous) : giver.name,
      createdAt: giver.createdAt,
    })),
    defaultMessage: say(m.family_thanks_default, { name: list.deceasedName }),
    justSent: sent !== null && /^\d{1,7}$/.test(sent) ? Number(sent) : null,
    isLaterPage: url.searchParams.has('cursor'),
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const values = formValues(form);
  try {
    const giver = form.get('contributionId');
    const { sent } = await thankGivers(
      context.db,
      {
        campaignId: parseRowId(params.campaignId) ?? 0,
        actor: context.actor,
        // A giver's button carries its gift; "Thank everyone" carries none.
        contributionId: typeof giver === 'string' && giver !== '' ? (parseRowId(giver) ?? 0) : null,
        ...parseInput(thankYouMessageSchema, { message: form.get('message') }),
      },
      {
        mailer: context.services.mailer,
        baseUrl: context.config.baseUrl,
        campaignChanged: context.services.campaignChanged,
        ipAddress: context.ipAddress,
        userAgent: context.userAgent,
      },
    );
    return redirect(`/family/${params.campaignId}/thanks?sent=${sent}`, 303);
  } catch (error) {
    return formFailure(error, values, context.locale);
  }
}

export default function FamilyThanks({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useMessages();
  if (!loaderData) return null;
  const { unthankedCount, givers, nextCursor, thanksSentAt, defaultMessage, justSent, isLaterPage } =
    loaderData;
  const failure = actionData && !actionData.ok ? actionData : undefined;
  return (
    <div className="max-w-2xl space-y-4">
      <h2 className="font-serif text-xl font-bold">{t(m.family_thanks_heading)}</h2>
      {justSent !== null && (
        <p role="status" className="rounded-lg bg-brand-50 p-3">
          {justSent === 0 ? t(m.family_thanks_sent_none) : t(m.family_thanks_sent, { count: justSent })}
        </p>
      )}
      <p>
        {unthankedCount === 0
          ? t(m.family_thanks_all_thanked)
          : t(m.family_thanks_unthanked, { count: unthankedCount })}{' '}
        {t(m.family_thanks_how)}
      </p>
      {thanksSentAt && (
        <p className="text-sm text-stone-600">
          {t(m.family_thanks_last_sent, {
            date: new Date(thanksSentAt).toLocaleDateString(locale, { dateStyle: 'long', timeZone: 'UTC' }),
          })}
        </p>
      )}
      {unthankedCount > 0 && (
        <Form method="post" className="space-y-4">
          <FormAlert message={failure && !failure.isValidation ? failure.message : undefined} />
          <TextAreaField
            name="message"
            label={t(m.family_thanks_message)}
            rows={5}
            maxLength={THANK_YOU_MESSAGE_MAX}
            required
            defaultValue={failure?.values.message ?? defaultMessage}
            error={failure?.fieldErrors.message}
            hint={t(m.family_thanks_message_hint, { max: THANK_YOU_MESSAGE_MAX.toLocaleString(locale) })}
          />
          <button type="submit" className="button-primary">
            {t(m.family_thanks_everyone)}
          </button>
          <h3 className="pt-2 font-semibold">{t(m.family_thanks_one_heading)}</h3>
          <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
            {givers.map((giver) => (
              <li key={giver.contributionId} className="flex items-center justify-between gap-3 p-3">
                <span>
                  {giver.name}
                  <span className="block text-sm text-stone-600">
                    {t(m.family_thanks_gave_on, {
                      date: new Date(giver.createdAt).toLocaleDateString(locale, {
                        dateStyle: 'medium',
                        timeZone: 'UTC',
                      }),
                    })}
                  </span>
                </span>
                <button
                  type="submit"
                  name="contributionId"
                  value={giver.contributionId}
                  className="button-secondary shrink-0"
                  aria-label={t(m.family_thanks_thank_label, { name: giver.name })}
                >
                  {t(m.family_thanks_thank)}
                </button>
              </li>
            ))}
          </ul>
        </Form>
      )}
      <nav aria-label={t(m.family_thanks_more)} className="flex gap-4 text-sm">
        {isLaterPage && (
          <Link to="?" className="text-amber-800 underline">
            {t(m.family_thanks_newest)}
          </Link>
        )}
        {nextCursor && (
          <Link to={`?cursor=${encodeURIComponent(nextCursor)}`} className="text-amber-800 underline">
            {t(m.family_thanks_older)}
          </Link>
        )}
      </nav>
    </div>
  );
}
