import { Dialog } from 'radix-ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { WizardCampaign } from './contribution-wizard';

const loadWizard = () => import('./contribution-wizard');
const ContributionWizard = lazy(loadWizard);

/**
 * "Contribute Now" and the payment method chooser (spec part 2 §2): Mobile Wallet goes to
 * /mobile-wallet/{campaignId}; Debit/Credit Card opens the contribution wizard, whose code is fetched only then.
 * Self-contained so the campaign page can mount it (or React.lazy it) with just the campaign.
 */
export default function PaymentMethodChooser({
  campaign,
  label = 'Contribute Now',
}: {
  campaign: WizardCampaign;
  label?: string;
}) {
  const [chooserOpen, setChooserOpen] = useState(false);
  const [wizardOpen, setWizardOpen] = useState(false);
  const revalidator = useRevalidator();

  // A wizard left half-way (a reload, a tab the phone dropped) opens again with its answers.
  useEffect(() => {
    let cancelled = false;
    loadWizard().then(({ hasUnfinishedDraft }) => {
      if (!cancelled && campaign.isActive && hasUnfinishedDraft(campaign.id)) setWizardOpen(true);
    });
    return () => {
      cancelled = true;
    };
  }, [campaign.id, campaign.isActive]);

  if (!campaign.isActive) {
    return (
      <p className="rounded-lg bg-stone-100 p-4 text-center text-stone-800">
        This campaign has ended and no longer accepts contributions.
      </p>
    );
  }

  return (
    <>
      <button
        type="button"
        className="button-primary w-full text-lg"
        onClick={() => setChooserOpen(true)}
        onPointerEnter={() => void loadWizard()}
        onFocus={() => void loadWizard()}
      >
        {label}
      </button>
      <Dialog.Root open={chooserOpen} onOpenChange={setChooserOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/60" />
          <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 rounded-t-2xl bg-white p-6 shadow-xl sm:inset-auto sm:left-1/2 sm:top-1/2 sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl">
            <Dialog.Title className="font-serif text-2xl font-bold">How would you like to give?</Dialog.Title>
            <Dialog.Description className="mt-2 text-stone-700">
              In memory of {campaign.deceasedName}.
            </Dialog.Description>
            <div className="mt-5 grid gap-3">
              <Link
                to={`/mobile-wallet/${campaign.id}`}
                className="button-secondary flex-col items-start text-left"
              >
                <span>Mobile Wallet</span>
                <span className="text-sm font-normal text-stone-700">
                  Send directly to the recipient. No platform fees.
                </span>
              </Link>
              <button
                type="button"
                className="button-secondary flex-col items-start text-left"
                onClick={() => {
                  setChooserOpen(false);
                  setWizardOpen(true);
                }}
              >
                <span>Debit/Credit Card</span>
                <span className="text-sm font-normal text-stone-700">
                  Pay securely by card. Fees are shown before you pay.
                </span>
              </button>
            </div>
            <Dialog.Close className="button-secondary mt-4 w-full">Cancel</Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      {wizardOpen && (
        <Suspense fallback={null}>
          <ContributionWizard
            campaign={campaign}
            open={wizardOpen}
            onOpenChange={setWizardOpen}
            onContributed={() => void revalidator.revalidate()}
          />
        </Suspense>
      )}
    </>
  );
}
