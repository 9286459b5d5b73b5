import { data, redirect, useActionData } from 'react-router';
import { campaignPathOf } from '../../domain/campaigns/campaign-rules';
import { createMessageReport } from '../../domain/gathering/create-message-report.server';
import {
  GUESTBOOK_LIMITS,
  messageReportSchema,
  type StreamItemKind,
} from '../../domain/gathering/guestbook-schemas';
import { requireStreamMessage } from '../../domain/gathering/stream-message.server';
import { isDomainError } from '../../domain/shared/errors';
import { requestDependenciesOf } from '../../domain/shared/request-dependencies.server';
import { parseRowId } from '../../domain/shared/row-id';
import { parseInput } from '../../domain/shared/validation';
import { m } from '../../paraglide/messages';
import { FormAlert } from '../components/forms/form-alert';
import { TextAreaField } from '../components/forms/text-field';
import { MessagePageNotFound } from '../components/gathering/message-page-not-found';
import { pageMeta } from '../components/placeholder-page';
import { formFailure, formValues } from '../lib/form-result.server';
import { localeOfMatches, messageIn, useMessages } from '../lib/i18n';
import { readForm } from '../lib/read-form.server';
import { visibleCampaignOf } from '../lib/visible-campaign.server';
import type { Route } from './+types/report-message';

export { formActionHeaders as headers } from '../lib/action-headers';

/** ?message={id} names a guestbook message, ?gift={id} the words of a gift. */
function messageReferenceOf(url: URL): { kind: StreamItemKind; id: number } | null {
  for (const kind of ['message', 'gift'] as const) {
    const id = parseRowId(url.searchParams.get(kind));
    if (id !== null) return { kind, id };
  }
  return null;
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const campaign = await visibleCampaignOf(context.db, params.campaignId, context.actor);
  const reference = messageReferenceOf(new URL(request.url));
  const message =
    campaign && reference
      ? await requireStreamMessage(context.db, campaign.id, reference).catch((error) => {
          if (isDomainError(error, 'not_found')) return null;
          throw error;
        })
      : null;
  if (!campaign || !message || message.hiddenAt) {
    return data({ found: null }, { status: 404 });
  }
  return {
    found: {
      campaign: { id: campaign.id, deceasedName: campaign.deceasedName, path: campaignPathOf(campaign) },
      // What the visitor reports, as the page shows it: the page never shows an anonymous giver's name.
      message: { kind: message.kind, id: message.id, text: message.text },
    },
  };
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => {
  const locale = localeOfMatches(matches);
  return loaderData?.found
    ? pageMeta(messageIn(locale, m.report_message_title), messageIn(locale, m.report_message_description))
    : [];
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const campaign = await visibleCampaignOf(context.db, params.campaignId, context.actor);
  if (!campaign) throw data({ found: null }, { status: 404 });
  const form = await readForm(request);
  const values = formValues(form);
  try {
    await createMessageReport(
      context.db,
      { campaignId: campaign.id, actor: context.actor, report: parseInput(messageReportSchema, values) },
      requestDependenciesOf(context),
    );
  } catch (error) {
    return formFailure(error, values, context.locale);
  }
  return redirect(`${campaignPathOf(campaign)}?reported=1#guestbook-heading`, 303);
}

/** A "Report" link of the page's stream opens this page: the message, and a short reason for the family. */
export default function ReportMessageRoute({ loaderData }: Route.ComponentProps) {
  const failure = useActionData<typeof action>();
  const { t } = useMessages();
  const { found } = loaderData;
  if (!found) {
    return (
      <MessagePageNotFound title={t(m.report_message_not_found)} text={t(m.guestbook_error_not_found)} />
    );
  }
  const { campaign, message } = found;
  return (
    <section className="page-container max-w-xl py-8">
      <p className="text-sm">
        <a href={campaign.path} className="text-amber-800 underline">
          {t(m.page_report_back, { name: campaign.deceasedName })}
        </a>
      </p>
      <h1 className="mt-2 font-serif text-2xl font-bold">{t(m.report_message_title)}</h1>
      <p className="mt-2 text-stone-700">{t(m.report_message_intro, { name: campaign.deceasedName })}</p>
      <blockquote className="mt-4 whitespace-pre-line rounded-lg border-l-4 border-stone-300 bg-stone-50 p-3 text-stone-800">
        {message.text}
      </blockquote>
      <div className="mt-4">
        <FormAlert message={failure && !failure.isValidation ? failure.message : undefined} />
      </div>
      <form method="post" className="mt-4 space-y-4" noValidate>
        <input type="hidden" name="kind" value={message.kind} />
        <input type="hidden" name="id" value={message.id} />
        <TextAreaField
          id="report-reason"
          label={t(m.report_message_reason)}
          name="reason"
          rows={3}
          maxLength={GUESTBOOK_LIMITS.reason}
          required
          defaultValue={failure?.values.reason}
          error={failure?.fieldErrors.reason}
        />
        <button type="submit" className="button-primary w-full">
          {t(m.report_message_send)}
        </button>
      </form>
    </section>
  );
}
