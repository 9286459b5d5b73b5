import { Dialog } from 'radix-ui';
import { useId, useState } from 'react';
import { m } from '../../../paraglide/messages';
import { useMessages } from '../../lib/i18n';
import { uploadPhotoWithNotice } from '../../lib/upload-image';
import { CurrentCardStep } from './card-steps/current-card-step';
import { ConfirmingPaymentStep } from './card-steps/end-steps';
import { progressOf } from './card-wizard-model';
import type { PaidOutcome } from './payment-outcome';
import { useCardPaymentSetup } from './use-card-payment-setup';
import { useCardWizardDraft } from './use-card-wizard-draft';
import { usePaymentReturn } from './use-payment-return';

export interface WizardCampaign {
  id: number;
  deceasedName: string;
  /** The campaign page's path, which the thank-you invites the giver to share. */
  path: string;
  allowSharing: boolean;
}

/**
 * The card contribution wizard (spec part 2 §2): the dialog around the current step. The rules are in
 * card-wizard-model.ts, the answers in useCardWizardDraft, one component per step in card-steps/.
 */
export default function ContributionWizard({
  campaign,
  open,
  onOpenChange,
  onContributed,
}: {
  campaign: WizardCampaign;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the payment is made (succeeded, or still with the bank): the giving page leads on to the campaign page. */
  onContributed?: () => void;
}) {
  const id = useId();
  const { t, locale } = useMessages();
  const wizard = useCardWizardDraft(campaign.id);
  const payment = useCardPaymentSetup(campaign.id, wizard);
  const [paidOutcome, setPaidOutcome] = useState<PaidOutcome>('succeeded');
  const [instructionsUrl, setInstructionsUrl] = useState<string | null>(null);

  function paid(outcome: PaidOutcome, instructions: string | null = null) {
    setPaidOutcome(outcome);
    setInstructionsUrl(instructions);
    wizard.goTo('success');
    onContributed?.();
  }
  // Back from a redirect (the giver's bank): the wizard confirms the payment and shows how it ended.
  const checkingReturn = usePaymentReturn(paid);

  async function uploadPhoto(file: File) {
    const url = await uploadPhotoWithNotice(file, locale);
    if (url) wizard.answer({ photos: [url] });
    return url !== null;
  }

  function close(nextOpen: boolean) {
    if (!nextOpen && wizard.step === 'success') wizard.clear();
    onOpenChange(nextOpen);
  }

  const progress = progressOf(wizard.step);
  return (
    <Dialog.Root open={open} onOpenChange={close}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/60" />
        <Dialog.Content
          aria-describedby={`${id}-promise`}
          // Each step focuses its own field: the dialog's default (its first button, Close) would skip it.
          onOpenAutoFocus={(event) => event.preventDefault()}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[95dvh] overflow-y-auto rounded-t-2xl bg-stone-50 p-5 shadow-xl sm:inset-auto sm:left-1/2 sm:top-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
        >
          <div className="flex items-start justify-between gap-4">
            <p id={`${id}-promise`} className="text-sm text-stone-700">
              {t(m.wizard_promise, { name: campaign.deceasedName })}
            </p>
            <Dialog.Close
              className="rounded p-2 text-stone-700 hover:bg-stone-200"
              aria-label={t(m.give_close)}
            >
              ✕
            </Dialog.Close>
          </div>
          <div
            role="progressbar"
            aria-label={t(m.wizard_progress)}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="mt-3 h-2 overflow-hidden rounded-full bg-stone-200"
          >
            <div className="h-full bg-brand-600 transition-all" style={{ width: `${progress}%` }} />
          </div>
          <p className="mt-1 text-right text-xs text-stone-600">{progress}%</p>

          <div className="mt-4 space-y-4">
            {checkingReturn ? (
              <ConfirmingPaymentStep />
            ) : (
              <CurrentCardStep
                deceasedName={campaign.deceasedName}
                sharePath={campaign.allowSharing ? campaign.path : null}
                wizard={wizard}
                payment={payment}
                onUploadPhoto={uploadPhoto}
                paidOutcome={paidOutcome}
                instructionsUrl={instructionsUrl}
                onPaid={paid}
                onClose={() => close(false)}
              />
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
