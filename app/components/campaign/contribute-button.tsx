import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { CampaignWords } from '../../lib/campaign-words.server';
import { OpenerBusy } from '../../lib/mark-busy';
import { usePageWords } from '../../lib/page-words';
import type { WizardCampaign } from '../contribution/contribution-wizard';
import { resumesWizard } from '../contribution/wizard-draft';
import { CampaignShareMessage } from './campaign-share-message';

const loadChooser = () => import('./payment-chooser-dialog');
const PaymentChooserDialog = lazy(loadChooser);
const loadWizard = () => import('../contribution/contribution-wizard');
const ContributionWizard = lazy(loadWizard);

/**
 * Contribute Now: the payment chooser, and the card wizard it opens, load only when someone means to give. Until
 * the page's script runs it is a plain link to the giving page (/give/{id}), which offers the same two choices.
 * A wizard left half-way (a reload, a tab the phone dropped) opens again with its answers, and one whose payment
 * went to the giver's bank and came back opens at its outcome.
 */
export function ContributeButton({
  campaign,
}: {
  /** With the campaign's share text, for the thank-you's share card (made on the server: decision 030). */
  campaign: WizardCampaign & { shareMessage: string };
}) {
  const [chooserOpen, setChooserOpen] = useState(false);
  const [chooserRequested, setChooserRequested] = useState(false);
  const [wizardOpen, setWizardOpen] = useState(false);
  const button = useRef<HTMLAnchorElement>(null);
  const revalidator = useRevalidator();
  const words = usePageWords<CampaignWords>();

  useEffect(() => {
    if (resumesWizard(campaign.id)) setWizardOpen(true);
  }, [campaign.id]);

  // The wizard opens from the chooser, which is gone by the time it closes: the keyboard comes back here. The
  // timer lets the dialog finish closing first, or it would move focus to the page's start.
  const wizardWasOpen = useRef(false);
  useEffect(() => {
    const closed = wizardWasOpen.current && !wizardOpen;
    wizardWasOpen.current = wizardOpen;
    if (!closed) return;
    const timer = setTimeout(() => button.current?.focus());
    return () => clearTimeout(timer);
  }, [wizardOpen]);

  return (
    <>
      {/* A link to the giving page, so a tap before the script has arrived (or without it) still leads on. */}
      <a
        ref={button}
        href={`/give/${campaign.id}`}
        className="button-primary w-full text-lg"
        onPointerEnter={loadChooser}
        onFocus={loadChooser}
        onClick={(event) => {
          event.preventDefault();
          setChooserRequested(true);
          setChooserOpen(true);
        }}
      >
        {words.contributeNow}
      </a>
      {chooserRequested && (
        <Suspense fallback={<OpenerBusy opener={button} />}>
          <PaymentChooserDialog
            open={chooserOpen}
            onOpenChange={setChooserOpen}
            campaignId={campaign.id}
            deceasedName={campaign.deceasedName}
            onChooseCard={() => {
              setChooserOpen(false);
              setWizardOpen(true);
            }}
            onCardHover={loadWizard}
            returnFocus={() => button.current?.focus()}
          />
        </Suspense>
      )}
      {wizardOpen && (
        <Suspense fallback={<OpenerBusy opener={button} />}>
          <CampaignShareMessage value={campaign.shareMessage}>
            <ContributionWizard
              campaign={campaign}
              open={wizardOpen}
              onOpenChange={setWizardOpen}
              onContributed={() => void revalidator.revalidate()}
            />
          </CampaignShareMessage>
        </Suspense>
      )}
    </>
  );
}
