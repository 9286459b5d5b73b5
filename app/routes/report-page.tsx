import { data, Link, redirect, useActionData } from 'react-router';
import { campaignPathOf, reportPagePathOf } from '../../domain/campaigns/campaign-rules';
import { createPageReport } from '../../domain/campaigns/create-page-report.server';
import {
  PAGE_REPORT_LIMITS,
  PAGE_REPORT_REASONS,
  pageReportSchema,
} from '../../domain/campaigns/page-report-schemas';
import { pageReportReasonWords } from '../../domain/campaigns/page-report-words';
import { parseInput } from '../../domain/shared/validation';
import { m } from '../../paraglide/messages';
import { FormAlert } from '../components/forms/form-alert';
import { TextAreaField, TextField } from '../components/forms/text-field';
import { pageMeta } from '../components/placeholder-page';
import { formFailure, formValues } from '../lib/form-result.server';
import { localeOfMatches, messageIn, useMessages } from '../lib/i18n';
import { readForm } from '../lib/read-form.server';
import { visibleCampaignOf } from '../lib/visible-campaign.server';
import type { Route } from './+types/report-page';

export { formActionHeaders as headers } from '../lib/action-headers';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const campaign = await visibleCampaignOf(context.db, params.campaignId, context.actor);
  if (!campaign) return data({ campaign: null, sent: false }, { status: 404 });
  return {
    campaign: { id: campaign.id, deceasedName: campaign.deceasedName, path: campaignPathOf(campaign) },
    sent: new URL(request.url).searchParams.get('sent') === '1',
  };
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const locale = localeOfMatches(matches);
  return loaderData?.campaign
    ? pageMeta(messageIn(locale, m.page_report_title), messageIn(locale, m.page_report_description))
    : [];
}

/** The plain form's report (no JavaScript needed), the same use case as POST /api/campaigns/{id}/page-reports. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const campaign = await visibleCampaignOf(context.db, params.campaignId, context.actor);
  if (!campaign) throw data({ campaign: null, sent: false }, { status: 404 });
  const form = await readForm(request);
  const values = formValues(form);
  try {
    await createPageReport(
      context.db,
      { campaignId: campaign.id, actor: context.actor, report: parseInput(pageReportSchema, values) },
      { limiters: context.services.rateLimiters, ipAddress: context.ipAddress },
    );
  } catch (error) {
    return formFailure(error, values);
  }
  return redirect(`${reportPagePathOf(campaign.id)}?sent=1`, 303);
}

/** "Report this page" (issue 34): every campaign page links here; the report goes to the admin's queue. */
export default function ReportPageRoute({ loaderData }: Route.ComponentProps) {
  const failure = useActionData<typeof action>();
  const { t } = useMessages();
  const { campaign, sent } = loaderData;
  if (!campaign) {
    return (
      <section className="page-container py-12 text-center">
        <h1 className="font-serif text-2xl font-bold">{t(m.page_report_title)}</h1>
        <p className="mt-2 text-stone-700">{t(m.page_report_not_found)}</p>
        <Link to="/" className="button-primary mt-4 inline-block">
          {t(m.page_report_go_home)}
        </Link>
      </section>
    );
  }
  const back = (
    <a href={campaign.path} className="text-amber-800 underline">
      {t(m.page_report_back, { name: campaign.deceasedName })}
    </a>
  );
  if (sent) {
    return (
      <section className="page-container max-w-xl py-8">
        <h1 className="font-serif text-2xl font-bold">{t(m.page_report_thanks_title)}</h1>
        <p role="status" className="mt-2 text-stone-700">
          {t(m.page_report_thanks_text, { name: campaign.deceasedName })}
        </p>
        <p className="mt-4">{back}</p>
      </section>
    );
  }
  const fieldErrors = failure?.fieldErrors ?? {};
  return (
    <section className="page-container max-w-xl py-8">
      <p className="text-sm">{back}</p>
      <h1 className="mt-2 font-serif text-2xl font-bold">{t(m.page_report_title)}</h1>
      <p className="mt-2 text-stone-700">{t(m.page_report_intro, { name: campaign.deceasedName })}</p>
      <div className="mt-4">
        <FormAlert message={failure && !failure.isValidation ? failure.message : undefined} />
      </div>
      <form method="post" className="mt-4 space-y-4" noValidate>
        <fieldset
          className="grid gap-1"
          aria-describedby={fieldErrors.reason ? 'page-report-reason-error' : undefined}
        >
          <legend className="mb-1 text-sm font-medium text-stone-800">
            {t(m.page_report_reason_legend)}
          </legend>
          {PAGE_REPORT_REASONS.map((reason) => (
            <label key={reason} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="reason"
                value={reason}
                required
                defaultChecked={failure?.values.reason === reason}
                className="size-5"
              />
              {t(pageReportReasonWords(reason))}
            </label>
          ))}
          {fieldErrors.reason && (
            <p id="page-report-reason-error" className="text-sm font-medium text-red-700">
              {fieldErrors.reason}
            </p>
          )}
        </fieldset>
        <TextAreaField
          id="page-report-details"
          label={t(m.page_report_details)}
          name="details"
          rows={4}
          maxLength={PAGE_REPORT_LIMITS.details}
          defaultValue={failure?.values.details}
          error={fieldErrors.details}
        />
        <TextField
          id="page-report-contact"
          label={t(m.page_report_contact)}
          hint={t(m.page_report_contact_hint)}
          name="contact"
          autoComplete="email"
          maxLength={PAGE_REPORT_LIMITS.contact}
          defaultValue={failure?.values.contact}
          error={fieldErrors.contact}
        />
        <button type="submit" className="button-primary w-full">
          {t(m.page_report_send)}
        </button>
      </form>
    </section>
  );
}
