import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { data, Link, useNavigate } from 'react-router';
import { acceptsContributions, campaignPathOf } from '../../domain/campaigns/campaign-rules';
import { shareMessageOf } from '../../domain/campaigns/share-message';
import { storedLocale } from '../../domain/shared/locales';
import { m } from '../../paraglide/messages';
import { CampaignShareMessage } from '../components/campaign/campaign-share-message';
import { GiftDoorNotFound } from '../components/contribution/gift-door-not-found';
import { PaymentChoices } from '../components/contribution/payment-choices';
import { resumesWizard } from '../components/contribution/wizard-draft';
import { pageMeta } from '../components/placeholder-page';
import { giftDoorCampaignOf } from '../lib/gift-door-campaign.server';
import { localeOfMatches, messageIn, useMessages } from '../lib/i18n';
import { OpenerBusy } from '../lib/mark-busy';
import { useHydrated } from '../lib/use-hydrated';
import type { Route } from './+types/give';

const loadWizard = () => import('../components/contribution/contribution-wizard');
const ContributionWizard = lazy(loadWizard);

export async function loader({ params, context }: Route.LoaderArgs) {
  const campaign = await giftDoorCampaignOf(context, params.campaignId);
  if (!campaign) return data({ campaign: null }, { status: 404 });
  return {
    campaign: {
      id: campaign.id,
      path: campaignPathOf(campaign),
      deceasedName: campaign.deceasedName,
      allowSharing: campaign.allowSharing,
      acceptsContributions: acceptsContributions(campaign),
      // The thank-you's share card says what the campaign page's does, in the campaign's language (decision 030).
      shareMessage: shareMessageOf(campaign.deceasedName, storedLocale(campaign.locale)),
    },
  };
}

// A missing campaign's page sets its own title.
export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const locale = localeOfMatches(matches);
  return loaderData?.campaign
    ? pageMeta(
        messageIn(locale, m.give_title, { name: loaderData.campaign.deceasedName }),
        messageIn(locale, m.give_meta_description),
      )
    : [];
}

/**
 * The giving page, where Contribute Now leads (decision 036): the two ways to give, the card one waiting for the
 * page's script; the card wizard opens here, resumes here after a reload and comes back here from the bank.
 */
export default function GiveRoute({ loaderData }: Route.ComponentProps) {
  const { campaign } = loaderData;
  const hydrated = useHydrated();
  const { t } = useMessages();
  const navigate = useNavigate();
  const [wizardOpen, setWizardOpen] = useState(false);
  const [contributed, setContributed] = useState(false);
  const cardChoice = useRef<HTMLButtonElement>(null);
  // A card payment started here comes back here from the bank's page (its return_url is this page), and a wizard
  // left half-way here opens again: the same as on the campaign page.
  const campaignId = campaign?.id;
  useEffect(() => {
    if (campaignId !== undefined && resumesWizard(campaignId)) setWizardOpen(true);
  }, [campaignId]);
  if (!campaign) return <GiftDoorNotFound />;
  return (
    <section className="px-2 py-6 sm:py-10">
      <div className="mx-auto max-w-md rounded-2xl border border-stone-200 bg-stone-50 p-5 shadow-lg sm:p-7">
        <h1 className="font-serif text-2xl font-bold">{t(m.give_title, { name: campaign.deceasedName })}</h1>
        {campaign.acceptsContributions ? (
          <>
            <p className="mt-1 mb-5 text-stone-700">{t(m.give_choose)}</p>
            <PaymentChoices
              campaignId={campaign.id}
              cardReady={hydrated}
              cardChoice={cardChoice}
              onChooseCard={() => setWizardOpen(true)}
              onCardHover={loadWizard}
            />
          </>
        ) : (
          <p className="mt-4 rounded-lg bg-stone-100 p-4">{t(m.give_closed)}</p>
        )}
        <p className="mt-5 text-center">
          <Link to={campaign.path} className="font-semibold text-brand-800 underline">
            {t(m.give_back)}
          </Link>
        </p>
      </div>
      {wizardOpen && (
        <Suspense fallback={<OpenerBusy opener={cardChoice} />}>
          <CampaignShareMessage value={campaign.shareMessage}>
            <ContributionWizard
              campaign={campaign}
              open={wizardOpen}
              onOpenChange={(open) => {
                setWizardOpen(open);
                if (!open && contributed) navigate(campaign.path);
                // The keyboard comes back to the choice that opened it, once the dialog has finished closing (it
                // would otherwise move focus to the page's start).
                else if (!open) setTimeout(() => cardChoice.current?.focus());
              }}
              onContributed={() => setContributed(true)}
            />
          </CampaignShareMessage>
        </Suspense>
      )}
    </section>
  );
}
