import { data, Link } from 'react-router';
import { campaignPathOf, hasEnded } from '../../domain/campaigns/campaign-rules';
import { mobileWalletContributionSchema } from '../../domain/contributions';
import { createMobileWalletContribution } from '../../domain/contributions/index.server';
import { walletProvidersFor } from '../../domain/contributions/wallet-providers';
import { limiterFor } from '../../domain/shared/rate-limits';
import { currencyForCountry, ISO_COUNTRIES } from '../../domain/shared/regions';
import { relationshipToDeceasedLabel } from '../../domain/shared/relationships';
import { requestDependenciesOf } from '../../domain/shared/request-dependencies.server';
import { GiftDoorNotFound } from '../components/contribution/gift-door-not-found';
import { MobileWalletForm } from '../components/contribution/mobile-wallet-form';
import { PlainWalletForm } from '../components/contribution/plain-wallet-form';
import { pageMeta } from '../components/placeholder-page';
import { formFailure, formValues } from '../lib/form-result.server';
import { giftDoorCampaignOf } from '../lib/gift-door-campaign.server';
import { readForm } from '../lib/read-form.server';
import type { Route } from './+types/mobile-wallet';

export async function loader({ params, context }: Route.LoaderArgs) {
  const campaign = await giftDoorCampaignOf(context, params.campaignId);
  if (!campaign) return data({ campaign: null }, { status: 404 });
  return {
    campaign: {
      id: campaign.id,
      path: campaignPathOf(campaign),
      deceasedName: campaign.deceasedName,
      recipientName: campaign.recipientName,
      recipientPhone: campaign.recipientPhone,
      recipientRelationship: relationshipToDeceasedLabel(campaign.recipientRelationship),
      recipientCountry:
        ISO_COUNTRIES.find((country) => country.code === campaign.recipientCountry)?.name ??
        campaign.recipientCountry,
      recipientCurrency: currencyForCountry(campaign.recipientCountry),
      walletProviders: walletProvidersFor(campaign.recipientCountry),
      campaignCurrency: campaign.campaignCurrency,
      hasEnded: hasEnded(campaign),
    },
  };
}

/** The plain form's gift (no JavaScript): the same limit and use case as POST /api/contribute. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const values = formValues(form);
  try {
    await limiterFor(context.services.rateLimiters, 'walletContributionPerIp').consume(context.ipAddress);
    const input = mobileWalletContributionSchema.parse({
      ...values,
      campaignId: params.campaignId,
      mobileWalletDetails: { confirmationCode: values.confirmationCode },
      wantsUpdates: values.wantsUpdates === 'on',
    });
    await createMobileWalletContribution(context.db, input, requestDependenciesOf(context));
    return { ok: true as const };
  } catch (error) {
    return formFailure(error, values);
  }
}

export const meta = ({ data: loaderData }: Route.MetaArgs) =>
  pageMeta(
    loaderData?.campaign
      ? `Give by Mobile Wallet in memory of ${loaderData.campaign.deceasedName}`
      : 'Campaign Not Found',
    'Send a contribution directly to the recipient by mobile money, with no platform fees.',
  );

export default function MobileWalletRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { campaign } = loaderData;
  if (!campaign) return <GiftDoorNotFound />;
  return (
    <section className="px-2 py-6 sm:py-10">
      <div className="mx-auto max-w-lg rounded-2xl border border-stone-200 bg-white p-5 shadow-lg sm:p-7">
        <div className="flex items-start justify-between gap-3">
          <h1 className="font-serif text-2xl font-bold">Give by Mobile Wallet</h1>
          <Link
            to={campaign.path}
            className="rounded p-2 text-stone-700 hover:bg-stone-100"
            aria-label="Close and return to the campaign"
          >
            ✕
          </Link>
        </div>
        <p className="mt-1 text-stone-700">In memory of {campaign.deceasedName}</p>
        {campaign.hasEnded ? (
          <p className="mt-6 rounded-lg bg-stone-100 p-4">
            This campaign has ended and no longer accepts contributions.{' '}
            <Link to={campaign.path} className="font-semibold underline">
              Back to the campaign
            </Link>
          </p>
        ) : actionData?.ok ? (
          <p role="status" className="mt-6 rounded-lg bg-brand-50 p-4">
            <strong>Contribution submitted.</strong> Thank you. The family will confirm it once the money
            arrives.{' '}
            <Link to={campaign.path} className="font-semibold underline">
              Back to the campaign
            </Link>
          </p>
        ) : (
          <>
            <div data-needs-script="">
              <MobileWalletForm campaign={campaign} />
            </div>
            <noscript>
              <style>{'[data-needs-script]{display:none}'}</style>
              <PlainWalletForm campaign={campaign} failure={actionData?.ok ? undefined : actionData} />
            </noscript>
          </>
        )}
      </div>
    </section>
  );
}
