import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Locale } from '../../../domain/shared/locales';
import { m } from '../../../paraglide/messages';
import { postJson } from '../../lib/api-request';
import { messageIn, useMessages, useMoneyLocale } from '../../lib/i18n';
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
  recipient: m.wallet_heading_recipient,
  details: m.wallet_step_details,
  confirmation: m.wallet_heading_confirmation,
};

export interface WalletCampaign extends WalletRecipient {
  id: number;
  path: string;
  deceasedName: string;
  /** The currency of the recipient's country: what their wallet receives. */
  recipientCurrency: string;
}

/** The screenshot as the data URL the API takes; null (with the spec's toast) when it cannot be read. */
async function readScreenshot(photo: File, locale: Locale): Promise<string | null> {
  try {
    return await readAsDataUrl(photo);
  } catch {
    toast({
      title: messageIn(locale, m.wallet_toast_upload_failed),
      description: messageIn(locale, m.wallet_toast_unreadable),
      variant: 'destructive',
    });
    return null;
  }
}

/** The three steps of the mobile wallet screen (spec part 2 §2, §4, §5); the rules in wallet-form-model.ts. */
export function MobileWalletForm({ campaign }: { campaign: WalletCampaign }) {
  const navigate = useNavigate();
  const { t, locale } = useMessages();
  const moneyLocale = useMoneyLocale();
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
    const dataUrl = await readScreenshot(photo, locale);
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
        const title = t(result.status === 413 ? m.wallet_toast_submission_failed : m.wallet_toast_failed);
        return failed(title, result.body.message);
      }
      clear();
      toast({
        title: t(m.wallet_toast_submitted),
        description: t(m.wallet_submitted_text),
      });
      window.setTimeout(() => navigate(campaign.path), REDIRECT_DELAY_MS);
    } catch {
      failed(t(m.wallet_toast_failed));
    }
  }

  function moveOn(event: React.FormEvent) {
    event.preventDefault();
    const problem = problemWith(draft, locale);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    if (draft.step === 'confirmation') void submit();
    else update({ step: nextWalletStep(draft.step) });
  }

  return (
    <div className="mt-5">
      <ol className="flex gap-2 text-sm" aria-label={t(m.wallet_steps)}>
        {WALLET_STEPS.map((step, index) => (
          <li
            key={step}
            aria-current={step === draft.step ? 'step' : undefined}
            className={`flex-1 rounded-full px-2 py-1 text-center ${
              index <= stepIndex ? 'bg-brand-700 font-semibold text-white' : 'bg-stone-200 text-stone-800'
            }`}
          >
            {index + 1}. {t(WALLET_STEP_LABELS[step])}
          </li>
        ))}
      </ol>

      <form key={draft.step} onSubmit={moveOn} className="mt-5 space-y-4" noValidate>
        <h2 ref={focusHeading} tabIndex={-1} className="font-serif text-xl font-bold outline-none">
          {t(STEP_HEADINGS[draft.step], { name: campaign.recipientName })}
        </h2>
        {draft.step === 'recipient' && (
          <RecipientStep
            campaign={campaign}
            draft={draft}
            senderEquivalent={senderEquivalentOf(draft, senderCurrency, moneyLocale)}
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
              {t(m.wizard_back)}
            </button>
          )}
          {draft.step === 'confirmation' ? (
            <button
              type="submit"
              className="button-primary"
              disabled={submitting || reading || !draft.confirmationCode.trim()}
            >
              {t(submitting ? m.wallet_submitting : m.wallet_submit)}
            </button>
          ) : (
            <button type="submit" className="button-primary">
              {t(m.wallet_next)}
            </button>
          )}
        </div>
      </form>
    </div>
  );
}
