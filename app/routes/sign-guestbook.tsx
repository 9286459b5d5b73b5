import { data, redirect, useActionData } from 'react-router';
import { campaignPathOf } from '../../domain/campaigns/campaign-rules';
import { createGuestbookMessage } from '../../domain/gathering/create-guestbook-message.server';
import { guestbookMessageSchema } from '../../domain/gathering/guestbook-schemas';
import { FORM_BODY_LIMITS } from '../../domain/shared/form-body-limits';
import { parseInput } from '../../domain/shared/validation';
import { m } from '../../paraglide/messages';
import { FormAlert } from '../components/forms/form-alert';
import { GuestbookForm } from '../components/gathering/guestbook-form';
import { MessagePageNotFound } from '../components/gathering/message-page-not-found';
import { pageMeta } from '../components/placeholder-page';
import { photoOfForm } from '../lib/form-photo.server';
import { formFailure, formValues } from '../lib/form-result.server';
import { localeOfMatches, messageIn, useMessages } from '../lib/i18n';
import { readForm } from '../lib/read-form.server';
import { visibleCampaignOf } from '../lib/visible-campaign.server';
import type { Route } from './+types/sign-guestbook';

export { formActionHeaders as headers } from '../lib/action-headers';

export async function loader({ params, context }: Route.LoaderArgs) {
  const campaign = await visibleCampaignOf(context.db, params.campaignId, context.actor);
  if (!campaign) return data({ campaign: null }, { status: 404 });
  return {
    campaign: { id: campaign.id, deceasedName: campaign.deceasedName, path: campaignPathOf(campaign) },
  };
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => {
  const locale = localeOfMatches(matches);
  return loaderData?.campaign
    ? pageMeta(
        messageIn(locale, m.sign_guestbook_title, { name: loaderData.campaign.deceasedName }),
        messageIn(locale, m.sign_guestbook_description),
      )
    : [];
};

/** The campaign page's guestbook form posts here (decision 017): kept, back to the page; refused, shown again. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const campaign = await visibleCampaignOf(context.db, params.campaignId, context.actor);
  if (!campaign) throw data({ campaign: null }, { status: 404 });
  const form = await readForm(request, { maxBytes: FORM_BODY_LIMITS.withPhoto });
  const values = formValues(form);
  try {
    await photoOfForm(form, values, context);
    await createGuestbookMessage(
      context.db,
      { campaignId: campaign.id, actor: context.actor, message: parseInput(guestbookMessageSchema, values) },
      {
        limiters: context.services.rateLimiters,
        ipAddress: context.ipAddress,
        campaignChanged: context.services.campaignChanged,
      },
    );
  } catch (error) {
    return formFailure(error, values, context.locale);
  }
  return redirect(`${campaignPathOf(campaign)}?signed=1#guestbook-heading`, 303);
}

export default function SignGuestbookRoute({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useMessages();
  const failure = useActionData<typeof action>();
  const { campaign } = loaderData;
  if (!campaign)
    return <MessagePageNotFound title={t(m.family_campaign_not_found)} text={t(m.family_not_found_text)} />;
  return (
    <section className="page-container max-w-xl py-8">
      <p className="text-sm">
        <a href={campaign.path} className="text-amber-800 underline">
          {t(m.page_report_back, { name: campaign.deceasedName })}
        </a>
      </p>
      <h1 className="mt-2 font-serif text-2xl font-bold">
        {t(m.sign_guestbook_title, { name: campaign.deceasedName })}
      </h1>
      <p className="mt-2 text-stone-700">{t(m.sign_guestbook_intro)}</p>
      <div className="mt-4">
        <FormAlert message={failure && !failure.isValidation ? failure.message : undefined} />
      </div>
      <div className="mt-4">
        <GuestbookForm
          campaignId={campaign.id}
          language={locale}
          values={failure?.values}
          fieldErrors={failure?.fieldErrors}
        />
      </div>
    </section>
  );
}
