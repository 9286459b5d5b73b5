import { Dialog } from 'radix-ui';
import { useId, useRef, useState } from 'react';
import { formatMoney } from '../../../domain/shared/currencies';
import { toMajorUnits } from '../../../domain/shared/money';
import { postJson } from '../../lib/api-request';
import { useStoredDraft } from '../../lib/stored-draft';
import { toast } from '../../lib/toast';
import { acceptPhotoFile, uploadPhotoWithNotice } from '../../lib/upload-image';
import { visitorCurrency } from '../../lib/visitor-currency';
import { CardPaymentStep } from './card-payment-step';
import { AmountStep } from './card-steps/amount-step';
import { IntroStep, SuccessStep } from './card-steps/end-steps';
import { MessageStep } from './card-steps/message-step';
import { PhotoStep } from './card-steps/photo-step';
import { PrivacyStep } from './card-steps/privacy-step';
import { RelationshipStep } from './card-steps/relationship-step';
import { ReviewStep } from './card-steps/review-step';
import { StepQuestion } from './card-steps/step-parts';
import { TextStep } from './card-steps/text-step';
import {
  AUTO_ADVANCE_MS,
  type CardAnswers,
  type CardDraft,
  type CardStep,
  canContinue,
  chargedAmountMinorOf,
  checkAmount,
  createIntentBodyOf,
  firstNameOf,
  initialCardDraft,
  nextStepOf,
  previousStepOf,
  progressOf,
  restoreCardDraft,
} from './card-wizard-model';
import { draftKeyOf } from './wizard-draft';

export interface WizardCampaign {
  id: number;
  customUrl: string;
  deceasedName: string;
  campaignCurrency: string;
  isActive: boolean;
}

function newIdempotencyKey(): string {
  const bytes = new Uint8Array(18);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The card contribution wizard (spec part 2 §2): one component per step, the rules in card-wizard-model.ts. */
export default function ContributionWizard({
  campaign,
  open,
  onOpenChange,
  onContributed,
}: {
  campaign: WizardCampaign;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once a payment succeeded, so the page can refresh its totals and tributes. */
  onContributed?: () => void;
}) {
  const id = useId();
  // Opened only in the browser (lazily, after a click or a stored draft), so storage is read at once.
  const {
    value: draft,
    setValue: setDraft,
    clear,
  } = useStoredDraft<CardDraft>(draftKeyOf(campaign.id), initialCardDraft(), {
    storage: 'sessionStorage',
    readDuringFirstRender: true,
    restore: (stored) => restoreCardDraft(stored, visitorCurrency()),
  });
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const submittingRef = useRef(false);
  const [uploading, setUploading] = useState(false);
  const { step, answers } = draft;

  const goTo = (target: CardStep) => setDraft((current) => ({ ...current, step: target }));
  const next = () => goTo(nextStepOf(step));
  const back = () => goTo(previousStepOf(step));
  const answer = (patch: Partial<CardAnswers>) =>
    setDraft((current) => ({ ...current, answers: { ...current.answers, ...patch } }));

  const amountCheck = checkAmount(answers);
  const chargedMinor = chargedAmountMinorOf(answers);
  const amountLabel = formatMoney(toMajorUnits(chargedMinor, answers.currency), answers.currency);
  const firstName = firstNameOf(answers);

  async function continueToPayment() {
    if (submittingRef.current) return;
    submittingRef.current = true;
    setSubmitting(true);
    const idempotencyKey = draft.idempotencyKey || newIdempotencyKey();
    setDraft((current) => ({ ...current, idempotencyKey }));
    try {
      const result = await postJson<{ clientSecret?: string }>(
        '/api/stripe/create-intent',
        createIntentBodyOf(answers, campaign.id, idempotencyKey),
      );
      if (!result.ok) throw new Error(result.body.message ?? `Payment setup failed: ${result.status}`);
      if (!result.body.clientSecret) throw new Error('Payment setup incomplete - no client secret');
      setClientSecret(result.body.clientSecret);
      goTo('payment');
    } catch (error) {
      toast({
        title: 'Payment Error',
        description: error instanceof Error ? error.message : 'Failed to set up payment. Please try again.',
        variant: 'destructive',
      });
    } finally {
      submittingRef.current = false;
      setSubmitting(false);
    }
  }

  async function uploadPhoto(file: File) {
    if (!acceptPhotoFile(file)) return;
    setUploading(true);
    const url = await uploadPhotoWithNotice(file);
    setUploading(false);
    if (url) answer({ photos: [url] });
  }

  function close(nextOpen: boolean) {
    if (!nextOpen && step === 'success') clear();
    onOpenChange(nextOpen);
  }

  const progress = progressOf(step);
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
              Contribute in memory of {campaign.deceasedName} · takes less than 3 minutes
            </p>
            <Dialog.Close className="rounded p-2 text-stone-700 hover:bg-stone-200" aria-label="Close">
              ✕
            </Dialog.Close>
          </div>
          <div
            role="progressbar"
            aria-label="Progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="mt-3 h-2 overflow-hidden rounded-full bg-stone-200"
          >
            <div className="h-full bg-brand-600 transition-all" style={{ width: `${progress}%` }} />
          </div>
          <p className="mt-1 text-right text-xs text-stone-600">{progress}%</p>

          <div className="mt-4 space-y-4">
            {step === 'intro' && <IntroStep deceasedName={campaign.deceasedName} onBegin={next} />}
            {step === 'name' && (
              <TextStep
                question="What is your name?"
                label="Your name"
                autoComplete="name"
                maxLength={100}
                value={answers.contributorName}
                onChange={(contributorName) => answer({ contributorName })}
                canContinue={canContinue('name', answers)}
                onContinue={next}
                onBack={back}
              />
            )}
            {step === 'email' && (
              <TextStep
                question={`Thank you${firstName ? `, ${firstName}` : ''}. What is your email address?`}
                label="Email address"
                hint="We send your receipt here. It is never shown on the page."
                type="email"
                autoComplete="email"
                value={answers.contributorEmail}
                onChange={(contributorEmail) => answer({ contributorEmail })}
                canContinue={canContinue('email', answers)}
                onContinue={next}
                onRefused={() =>
                  toast({
                    title: 'Invalid email',
                    description: 'Please enter a valid email address.',
                    variant: 'destructive',
                  })
                }
                onBack={back}
              />
            )}
            {step === 'relationship' && (
              <RelationshipStep
                question={`How did you know ${campaign.deceasedName}?`}
                value={answers.contributorRelationship}
                onChoose={(contributorRelationship) => {
                  answer({ contributorRelationship });
                  window.setTimeout(() => goTo('amount'), AUTO_ADVANCE_MS);
                }}
                onBack={back}
              />
            )}
            {step === 'amount' && (
              <AmountStep
                answers={answers}
                check={amountCheck}
                onAnswer={answer}
                onContinue={next}
                onBack={back}
              />
            )}
            {step === 'message' && (
              <MessageStep
                deceasedName={campaign.deceasedName}
                value={answers.memory}
                onChange={(memory) => answer({ memory })}
                onContinue={next}
                onBack={back}
              />
            )}
            {step === 'photo' && (
              <PhotoStep
                photo={answers.photos[0]}
                uploading={uploading}
                onUpload={(file) => void uploadPhoto(file)}
                onRemove={() => answer({ photos: [] })}
                onContinue={next}
                onBack={back}
              />
            )}
            {step === 'privacy' && (
              <PrivacyStep
                isAnonymous={answers.isAnonymous}
                onAnonymousChange={(isAnonymous) => answer({ isAnonymous })}
                onChooseHideAmount={(hideAmount) => {
                  answer({ hideAmount });
                  goTo('continue-payment');
                }}
                onBack={back}
              />
            )}
            {step === 'continue-payment' && (
              <ReviewStep
                answers={answers}
                giftMinor={amountCheck.amountMinor}
                coveredMinor={chargedAmountMinorOf({ ...answers, coverFees: true })}
                onCoverFeesChange={(coverFees) => answer({ coverFees })}
                canPay={canContinue('continue-payment', answers)}
                submitting={submitting}
                onPay={continueToPayment}
                onBack={back}
              />
            )}
            {step === 'payment' && clientSecret && (
              <div className="space-y-4">
                <StepQuestion takesFocus>Contribute {amountLabel}</StepQuestion>
                <CardPaymentStep
                  clientSecret={clientSecret}
                  amountLabel={amountLabel}
                  onBack={() => goTo('continue-payment')}
                  onSucceeded={() => {
                    goTo('success');
                    onContributed?.();
                  }}
                />
              </div>
            )}
            {step === 'success' && (
              <SuccessStep
                firstName={firstName}
                amountLabel={amountLabel}
                deceasedName={campaign.deceasedName}
                email={answers.contributorEmail.trim()}
                onClose={() => close(false)}
              />
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
