import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { postJson } from '../../lib/api-request';
import { useStoredDraft } from '../../lib/stored-draft';
import { toast } from '../../lib/toast';
import { visitorCurrency } from '../../lib/visitor-currency';
import { readAsDataUrl } from './screenshot';
import {
  emptyWalletDraft,
  nextWalletStep,
  previousWalletStep,
  problemWith,
  restoreWalletDraft,
  senderEquivalentOf,
  WALLET_STEP_LABELS,
  WALLET_STEPS,
  type WalletDraft,
  walletContributionBodyOf,
} from './wallet-form-model';
import { ConfirmationStep } from './wallet-steps/confirmation-step';
import { DetailsStep } from './wallet-steps/details-step';
import { RecipientStep, type WalletRecipient } from './wallet-steps/recipient-step';

const REDIRECT_DELAY_MS = 1500;
const STEP_HEADINGS = {
  recipient: (recipientName: string) => `Send to ${recipientName}`,
  details: () => 'Your details',
  confirmation: () => 'Confirm your payment',
};

export interface WalletCampaign extends WalletRecipient {
  id: number;
  path: string;
  deceasedName: string;
  /** The currency of the recipient's country: what their wallet receives. */
  recipientCurrency: string;
}

/** The screenshot as the data URL the API takes; null (with the spec's toast) when it cannot be read. */
async function readScreenshot(photo: File): Promise<string | null> {
  try {
    return await readAsDataUrl(photo);
  } catch (error) {
    toast({
      title: 'Upload failed',
      description: error instanceof Error ? error.message : 'Failed to read image file...',
      variant: 'destructive',
    });
    return null;
  }
}

/** The three steps of the mobile wallet screen (spec part 2 §2, §4, §5); the rules in wallet-form-model.ts. */
export function MobileWalletForm({ campaign }: { campaign: WalletCampaign }) {
  const navigate = useNavigate();
  const {
    value: draft,
    setValue: setDraft,
    clear,
  } = useStoredDraft<WalletDraft>(
    `mobileWalletDraft:${campaign.id}`,
    emptyWalletDraft(campaign.recipientCurrency),
    { storage: 'sessionStorage', restore: restoreWalletDraft },
  );
  const [senderCurrency, setSenderCurrency] = useState('');
  const [screenshot, setScreenshot] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const submittingRef = useRef(false);
  const focusHeading = useCallback((node: HTMLHeadingElement | null) => node?.focus(), []);
  const update = (patch: Partial<WalletDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const stepIndex = WALLET_STEPS.indexOf(draft.step);

  useEffect(() => setSenderCurrency(visitorCurrency()), []);

  async function chooseScreenshot(photo: File) {
    const dataUrl = await readScreenshot(photo);
    if (dataUrl) setScreenshot(dataUrl);
    return dataUrl !== null;
  }

  async function submit() {
    if (submittingRef.current) return;
    submittingRef.current = true;
    setSubmitting(true);
    const failed = (title: string, description?: string) => {
      toast({ title, description, variant: 'destructive' });
      submittingRef.current = false;
      setSubmitting(false);
    };
    try {
      const result = await postJson(
        '/api/contribute',
        walletContributionBodyOf(draft, campaign.id, screenshot, new Date()),
      );
      if (!result.ok) {
        const title =
          result.status === 413 ? 'Submission failed' : 'Failed to submit contribution. Please try again.';
        return failed(title, result.body.message);
      }
      clear();
      toast({
        title: 'Contribution submitted',
        description: 'Thank you. The family will confirm it once the money arrives.',
      });
      window.setTimeout(() => navigate(campaign.path), REDIRECT_DELAY_MS);
    } catch {
      failed('Failed to submit contribution. Please try again.');
    }
  }

  function moveOn(event: React.FormEvent) {
    event.preventDefault();
    const problem = problemWith(draft);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    if (draft.step === 'confirmation') void submit();
    else update({ step: nextWalletStep(draft.step) });
  }

  return (
    <div className="mt-5">
      <ol className="flex gap-2 text-sm" aria-label="Steps">
        {WALLET_STEPS.map((step, index) => (
          <li
            key={step}
            aria-current={step === draft.step ? 'step' : undefined}
            className={`flex-1 rounded-full px-2 py-1 text-center ${
              index <= stepIndex ? 'bg-brand-700 font-semibold text-white' : 'bg-stone-200 text-stone-800'
            }`}
          >
            {index + 1}. {WALLET_STEP_LABELS[step]}
          </li>
        ))}
      </ol>

      <form key={draft.step} onSubmit={moveOn} className="mt-5 space-y-4" noValidate>
        <h2 ref={focusHeading} tabIndex={-1} className="font-serif text-xl font-bold outline-none">
          {STEP_HEADINGS[draft.step](campaign.recipientName)}
        </h2>
        {draft.step === 'recipient' && (
          <RecipientStep
            campaign={campaign}
            draft={draft}
            senderEquivalent={senderEquivalentOf(draft, senderCurrency)}
            onUpdate={update}
          />
        )}
        {draft.step === 'details' && (
          <DetailsStep deceasedName={campaign.deceasedName} draft={draft} onUpdate={update} />
        )}
        {draft.step === 'confirmation' && (
          <ConfirmationStep
            draft={draft}
            screenshot={screenshot}
            disabled={submitting}
            onUpdate={update}
            onScreenshot={chooseScreenshot}
            onRemoveScreenshot={() => setScreenshot(null)}
            onReadingChange={setReading}
          />
        )}
        <div className={`flex ${draft.step === 'recipient' ? 'justify-end' : 'justify-between'}`}>
          {draft.step !== 'recipient' && (
            <button
              type="button"
              className="button-secondary"
              onClick={() => update({ step: previousWalletStep(draft.step) })}
              disabled={submitting}
            >
              Back
            </button>
          )}
          {draft.step === 'confirmation' ? (
            <button
              type="submit"
              className="button-primary"
              disabled={submitting || reading || !draft.confirmationCode.trim()}
            >
              {submitting ? 'Submitting...' : 'Submit Contribution'}
            </button>
          ) : (
            <button type="submit" className="button-primary">
              Next
            </button>
          )}
        </div>
      </form>
    </div>
  );
}
