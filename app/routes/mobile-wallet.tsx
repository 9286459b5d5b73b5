import { data, Link } from 'react-router';
import { campaignPathOf, hasEnded, isPaused } from '../../domain/campaigns/campaign-rules';
import { mobileWalletContributionSchema } from '../../domain/contributions';
import { createMobileWalletContribution } from '../../domain/contributions/index.server';
import { walletProvidersFor } from '../../domain/contributions/wallet-providers';
import { limiterFor } from '../../domain/shared/rate-limits';
import { countryName, currencyForCountry } from '../../domain/shared/regions';
import { relationshipToDeceasedLabel } from '../../domain/shared/relationships';
import { requestDependenciesOf } from '../../domain/shared/request-dependencies.server';
import { m } from '../../paraglide/messages';
import { GiftDoorNotFound } from '../components/contribution/gift-door-not-found';
import { MobileWalletForm } from '../components/contribution/mobile-wallet-form';
import { PlainWalletForm } from '../components/contribution/plain-wallet-form';
import { pageMeta } from '../components/placeholder-page';
import { formFailure, formValues } from '../lib/form-result.server';
import { giftDoorCampaignOf } from '../lib/gift-door-campaign.server';
import { localeOfMatches, messageIn, useMessages } from '../lib/i18n';
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
      recipientRelationship: relationshipToDeceasedLabel(campaign.recipientRelationship, context.locale),
      recipientCountry: countryName(campaign.recipientCountry, context.locale),
      recipientCurrency: currencyForCountry(campaign.recipientCountry),
      walletProviders: walletProvidersFor(campaign.recipientCountry),
      campaignCurrency: campaign.campaignCurrency,
      // Paused (issue 34): nor is the recipient's number offered to send money to.
      closed: isPaused(campaign) ? ('paused' as const) : hasEnded(campaign) ? ('ended' as const) : null,
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
    return formFailure(error, values, context.locale);
  }
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const locale = localeOfMatches(matches);
  return pageMeta(
    loaderData?.campaign
      ? messageIn(locale, m.wallet_meta_title, { name: loaderData.campaign.deceasedName })
      : messageIn(locale, m.wallet_meta_missing),
    messageIn(locale, m.wallet_meta_description),
  );
}

export default function MobileWalletRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { campaign } = loaderData;
  const { t } = useMessages();
  if (!campaign) return <GiftDoorNotFound />;
  return (
    <section className="px-2 py-6 sm:py-10">
      <div className="mx-auto max-w-lg rounded-2xl border border-stone-200 bg-white p-5 shadow-lg sm:p-7">
        <div className="flex items-start justify-between gap-3">
          <h1 className="font-serif text-2xl font-bold">{t(m.wallet_title)}</h1>
          <Link
            to={campaign.path}
            className="rounded p-2 text-stone-700 hover:bg-stone-100"
            aria-label={t(m.wallet_close)}
          >
            ✕
          </Link>
        </div>
        <p className="mt-1 text-stone-700">{t(m.wallet_in_memory, { name: campaign.deceasedName })}</p>
        {campaign.closed ? (
          <p className="mt-6 rounded-lg bg-stone-100 p-4">
            {t(campaign.closed === 'paused' ? m.campaign_paused_closed : m.campaign_ended_closed)}{' '}
            <Link to={campaign.path} className="font-semibold underline">
              {t(m.give_back)}
            </Link>
          </p>
        ) : actionData?.ok ? (
          <p role="status" className="mt-6 rounded-lg bg-brand-50 p-4">
            <strong>{t(m.wallet_submitted)}</strong> {t(m.wallet_submitted_text)}{' '}
            <Link to={campaign.path} className="font-semibold underline">
              {t(m.give_back)}
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
