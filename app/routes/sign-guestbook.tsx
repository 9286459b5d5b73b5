import { data, redirect, useActionData } from 'react-router';
import { CAMPAIGN_NOT_FOUND, campaignPathOf } from '../../domain/campaigns/campaign-rules';
import { createGuestbookMessage } from '../../domain/gathering/create-guestbook-message.server';
import { guestbookMessageSchema } from '../../domain/gathering/guestbook-schemas';
import { FORM_BODY_LIMITS } from '../../domain/shared/form-body-limits';
import { parseInput } from '../../domain/shared/validation';
import { FormAlert } from '../components/forms/form-alert';
import { GuestbookForm } from '../components/gathering/guestbook-form';
import { MessagePageNotFound } from '../components/gathering/message-page-not-found';
import { pageMeta } from '../components/placeholder-page';
import { photoOfForm } from '../lib/form-photo.server';
import { formFailure, formValues } from '../lib/form-result.server';
import { useLocale } from '../lib/i18n';
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

export const meta = ({ data: loaderData }: Route.MetaArgs) =>
  loaderData?.campaign
    ? pageMeta(
        `Sign the guestbook for ${loaderData.campaign.deceasedName}`,
        'Leave a message for the family.',
      )
    : [];

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
    return formFailure(error, values);
  }
  return redirect(`${campaignPathOf(campaign)}?signed=1#guestbook-heading`, 303);
}

export default function SignGuestbookRoute({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const failure = useActionData<typeof action>();
  const { campaign } = loaderData;
  if (!campaign)
    return <MessagePageNotFound title={CAMPAIGN_NOT_FOUND} text="We couldn't find this campaign." />;
  return (
    <section className="page-container max-w-xl py-8">
      <p className="text-sm">
        <a href={campaign.path} className="text-amber-800 underline">
          Back to the page of {campaign.deceasedName}
        </a>
      </p>
      <h1 className="mt-2 font-serif text-2xl font-bold">Sign the guestbook for {campaign.deceasedName}</h1>
      <p className="mt-2 text-stone-700">Your message appears on the page for everyone to read.</p>
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
