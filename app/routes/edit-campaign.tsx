import { useEffect } from 'react';
import {
  data,
  Link,
  type ShouldRevalidateFunctionArgs,
  useActionData,
  useNavigate,
  useNavigation,
} from 'react-router';
import { campaignPathOf } from '../../domain/campaigns/campaign-rules';
import { updateCampaignSchema } from '../../domain/campaigns/campaign-schemas';
import { changePayoutDestination } from '../../domain/campaigns/change-payout-destination.server';
import {
  CLOSES_CONTRIBUTIONS_NOW,
  CONFIRM_CLOSING_FIELD,
  closesContributionsNow,
} from '../../domain/campaigns/end-date-rules';
import { getCampaignForEdit } from '../../domain/campaigns/get-campaign-for-edit.server';
import { payoutDestinationSchema } from '../../domain/campaigns/payout-destination';
import { campaignRoleOf } from '../../domain/campaigns/permissions';
import { updateCampaign } from '../../domain/campaigns/update-campaign.server';
import { ConflictError, isDomainError } from '../../domain/shared/errors';
import { m } from '../../paraglide/messages';
import { EditCampaignForm } from '../components/edit-campaign/edit-campaign-form';
import {
  PAYOUT_DESTINATION_INTENT,
  PayoutDestinationForm,
} from '../components/edit-campaign/payout-destination-form';
import { pageMeta } from '../components/placeholder-page';
import { formFailure, formValues } from '../lib/form-result.server';
import { redirectFromFormerAddress } from '../lib/former-campaign-address.server';
import { localeOfMatches, messageIn, useMessages } from '../lib/i18n';
import { readForm } from '../lib/read-form.server';
import { toast } from '../lib/toast';
import type { Route } from './+types/edit-campaign';

export const meta: Route.MetaFunction = ({ matches }) => {
  const locale = localeOfMatches(matches);
  return pageMeta(messageIn(locale, m.edit_title), messageIn(locale, m.edit_meta_description));
};

type EditState =
  | { state: 'not-found' }
  | { state: 'denied'; customUrl: string }
  | {
      state: 'editable';
      campaign: Awaited<ReturnType<typeof getCampaignForEdit>>;
      isOrganizer: boolean;
    };

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const customUrl = params.customUrl;
  try {
    const campaign = await getCampaignForEdit(context.db, {
      address: customUrl,
      actor: context.actor,
    });
    const isOrganizer = campaignRoleOf(context.actor, campaign) === 'organizer';
    return data<EditState>(
      { state: 'editable', campaign, isOrganizer },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  } catch (error) {
    if (isDomainError(error, 'not_found')) {
      await redirectFromFormerAddress(context.db, request, customUrl);
      return data<EditState>({ state: 'not-found' }, { status: 404 });
    }
    // Signed out, or signed in as someone else: the same Access Denied (a recipient's session may have ended).
    if (isDomainError(error, 'forbidden') || isDomainError(error, 'unauthorized')) {
      return data<EditState>({ state: 'denied', customUrl }, { status: 403 });
    }
    throw error;
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const values = formValues(form);
  try {
    const current = await getCampaignForEdit(context.db, {
      address: params.customUrl,
      actor: context.actor,
    });
    if (values.intent === PAYOUT_DESTINATION_INTENT) {
      const changed = await changePayoutDestination(
        context.db,
        {
          campaignId: current.id,
          actor: context.actor,
          destination: payoutDestinationSchema.parse(values),
        },
        {
          campaignChanged: context.services.campaignChanged,
          ipAddress: context.ipAddress,
          userAgent: context.userAgent,
        },
      );
      return data({ ok: true as const, destinationChange: changed });
    }
    const input = updateCampaignSchema.parse({
      tribute: values.tribute ?? '',
      goal: values.goal,
      customUrl: values.customUrl,
      endDate: values.endDate,
      // An unticked checkbox sends nothing at all.
      allowSharing: values.allowSharing === 'on',
      headerImage: values.headerImage,
      deceasedName: values.deceasedName,
      deceasedDateOfPassing: values.deceasedDateOfPassing,
      deceasedBirthYear: values.deceasedBirthYear,
      deceasedLocation: values.deceasedLocation,
      photoUrl: values.photoUrl,
      recipientName: values.recipientName,
      recipientRelationship: values.recipientRelationship,
      // The organizer's own answers are on the organizer's form only; a recipient's form sends neither.
      ...(values.organizerRelationship !== undefined && {
        organizerRelationship: values.organizerRelationship,
        consentDisplayNames: values.consentDisplayNames === 'on',
        locale: values.locale,
      }),
    });
    if (values[CONFIRM_CLOSING_FIELD] !== 'on' && closesContributionsNow(current, input.endDate)) {
      throw new ConflictError(CLOSES_CONTRIBUTIONS_NOW, { endDate: CLOSES_CONTRIBUTIONS_NOW });
    }
    const updated = await updateCampaign(
      context.db,
      {
        campaignId: current.id,
        actor: context.actor,
        input,
      },
      {
        campaignChanged: context.services.campaignChanged,
        ipAddress: context.ipAddress,
        userAgent: context.userAgent,
        limiters: context.services.rateLimiters,
      },
    );
    return data({ ok: true as const, path: campaignPathOf(updated) });
  } catch (error) {
    return formFailure(error, values, context.locale);
  }
}

/** After a save the page moves on to the campaign; reloading the old address first would flash "not found". */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionResult?.ok && 'path' in actionResult ? false : defaultShouldRevalidate;
}

function Centered({ title, text, children }: { title: string; text: string; children: React.ReactNode }) {
  return (
    <section className="page-container py-20 text-center">
      <h1 className="font-serif text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-stone-700">{text}</p>
      <div className="mt-8">{children}</div>
    </section>
  );
}

export default function EditCampaignRoute({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const { t } = useMessages();

  useEffect(() => {
    if (!result) return;
    if (result.ok && 'path' in result) {
      toast({ title: t(m.edit_updated_title), description: t(m.edit_updated_text) });
      navigate(result.path);
    } else if (result.ok) {
      if (result.destinationChange.changed) toast({ title: t(m.edit_destination_changed) });
    } else {
      toast({
        title: t(m.edit_failed_title),
        description: result.message || t(m.edit_failed_text),
        variant: 'destructive',
      });
    }
  }, [result, navigate, t]);

  if (loaderData.state === 'not-found') {
    return (
      <Centered title={t(m.campaign_not_found_title)} text={t(m.gift_not_found_text)}>
        <Link to="/dashboard" className="button-primary">
          {t(m.edit_go_dashboard)}
        </Link>
      </Centered>
    );
  }
  if (loaderData.state === 'denied') {
    return (
      <Centered title={t(m.edit_denied_title)} text={t(m.edit_denied_text)}>
        <Link to={campaignPathOf({ customUrl: loaderData.customUrl })} className="button-primary">
          {t(m.edit_denied_back)}
        </Link>
      </Centered>
    );
  }

  const { campaign } = loaderData;
  if (result?.ok && 'path' in result) {
    // Without JavaScript the effect above never runs: say it plainly and link on.
    return (
      <Centered title={t(m.edit_updated_title)} text={t(m.edit_updated_text)}>
        <Link to={result.path} className="button-primary">
          {t(m.edit_view_campaign)}
        </Link>
      </Centered>
    );
  }
  const pending = navigation.state === 'submitting';
  const failure = result?.ok === false ? result : undefined;
  const forDestination = failure?.values.intent === PAYOUT_DESTINATION_INTENT;
  return (
    <EditCampaignForm
      campaign={campaign}
      failure={forDestination ? undefined : failure}
      pending={pending}
      isOrganizer={loaderData.isOrganizer}
      destination={
        loaderData.isOrganizer ? (
          <PayoutDestinationForm
            campaign={campaign}
            failure={forDestination ? failure : undefined}
            change={result?.ok ? result.destinationChange : undefined}
            pending={pending}
          />
        ) : null
      }
    />
  );
}
