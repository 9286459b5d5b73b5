import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { MAX_SCREENSHOT_DATA_URL_LENGTH } from '../../../domain/contributions/screenshot-rules';
import { parseAmount } from '../../../domain/shared/money';
import { CONTRIBUTOR_RELATIONSHIP_CHOICES } from '../../../domain/shared/relationships';
import { SIMPLE_EMAIL_PATTERN } from '../../../domain/shared/validation';
import { MAX_UPLOAD_BYTES } from '../../../domain/uploads/upload-rules';
import { postJson } from '../../lib/api-request';
import { useStoredDraft } from '../../lib/stored-draft';
import { toast } from '../../lib/toast';
import { visitorCurrency } from '../../lib/visitor-currency';
import { CurrencyPicker } from './currency-picker';
import { screenshotToDataUrl } from './screenshot';

const STEPS = ['recipient', 'details', 'confirmation'] as const;
type Step = (typeof STEPS)[number];
const STEP_LABELS: Record<Step, string> = {
  recipient: 'Recipient',
  details: 'Your details',
  confirmation: 'Confirmation',
};
const REDIRECT_DELAY_MS = 1500;

export interface WalletCampaign {
  id: number;
  path: string;
  deceasedName: string;
  recipientName: string;
  recipientPhone: string | null;
  recipientRelationship: string | null;
  recipientCountry: string;
}

interface WalletDraft {
  step: Step;
  currency: string;
  amount: string;
  contributorName: string;
  contributorEmail: string;
  contributorRelationship: string;
  memory: string;
  hideAmount: boolean;
  confirmationCode: string;
}

const EMPTY_DRAFT: WalletDraft = {
  step: 'recipient',
  currency: '',
  amount: '',
  contributorName: '',
  contributorEmail: '',
  contributorRelationship: '',
  memory: '',
  hideAmount: false,
  confirmationCode: '',
};

const inputClass = 'mt-1 min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3';

/** The three steps of the mobile wallet screen (spec part 2 §2, §4, §5). What is typed survives a reload. */
export function MobileWalletForm({ campaign }: { campaign: WalletCampaign }) {
  const id = useId();
  const navigate = useNavigate();
  const {
    value: draft,
    setValue: setDraft,
    restored,
    clear,
  } = useStoredDraft<WalletDraft>(`mobileWalletDraft:${campaign.id}`, EMPTY_DRAFT, {
    storage: 'sessionStorage',
  });
  const [screenshot, setScreenshot] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const submittingRef = useRef(false);
  const focusHeading = useCallback((node: HTMLHeadingElement | null) => node?.focus(), []);
  const update = (patch: Partial<WalletDraft>) => setDraft((current) => ({ ...current, ...patch }));

  useEffect(() => {
    if (restored)
      setDraft((current) => (current.currency ? current : { ...current, currency: visitorCurrency() }));
  }, [restored, setDraft]);

  const currency = draft.currency || 'USD';
  const stepIndex = STEPS.indexOf(draft.step);
  const amount = parseAmount(draft.amount, currency);
  const amountOk = amount.ok && amount.amountMinor > 0;

  function toDetails(event: React.FormEvent) {
    event.preventDefault();
    if (!amountOk) {
      toast({
        title: 'Amount required',
        description: 'Please enter a contribution amount',
        variant: 'destructive',
      });
      return;
    }
    update({ step: 'details' });
  }

  function toConfirmation(event: React.FormEvent) {
    event.preventDefault();
    if (!draft.contributorName.trim() || !draft.contributorEmail.trim()) {
      toast({
        title: 'Required fields missing',
        description: 'Please fill in your name and email',
        variant: 'destructive',
      });
      return;
    }
    if (!SIMPLE_EMAIL_PATTERN.test(draft.contributorEmail.trim())) {
      toast({
        title: 'Invalid email',
        description: 'Please enter a valid email address.',
        variant: 'destructive',
      });
      return;
    }
    update({ step: 'confirmation' });
  }

  async function chooseScreenshot(file: File) {
    if (file.size > MAX_UPLOAD_BYTES) {
      toast({
        title: 'File too large',
        description: 'Please select an image smaller than 5MB.',
        variant: 'destructive',
      });
      return;
    }
    if (!file.type.startsWith('image/')) {
      toast({
        title: 'Invalid file type',
        description: 'Please select an image file.',
        variant: 'destructive',
      });
      return;
    }
    setReading(true);
    try {
      const dataUrl = await screenshotToDataUrl(file);
      if (dataUrl.length > MAX_SCREENSHOT_DATA_URL_LENGTH) {
        toast({
          title: 'Image too large',
          description: 'Please choose a smaller screenshot.',
          variant: 'destructive',
        });
        return;
      }
      setScreenshot(dataUrl);
    } catch (error) {
      toast({
        title: 'Upload failed',
        description: error instanceof Error ? error.message : 'Failed to process image...',
        variant: 'destructive',
      });
    } finally {
      setReading(false);
    }
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (submittingRef.current || !draft.confirmationCode.trim()) {
      if (!draft.confirmationCode.trim()) {
        toast({ title: 'Confirmation code required', variant: 'destructive' });
      }
      return;
    }
    submittingRef.current = true;
    setSubmitting(true);
    try {
      const result = await postJson('/api/contribute', {
        campaignId: campaign.id,
        contributorName: draft.contributorName.trim(),
        contributorEmail: draft.contributorEmail.trim(),
        contributorRelationship: draft.contributorRelationship || 'other',
        amount: Number(draft.amount),
        currency,
        paymentMethod: 'mobile_wallet',
        mobileWalletDetails: {
          confirmationCode: draft.confirmationCode.trim(),
          amount: Number(draft.amount),
          screenshot,
          timestamp: new Date().toISOString(),
        },
        memory: draft.memory.trim() || null,
        hideAmount: draft.hideAmount,
        isAnonymous: false,
        photos: [],
      });
      if (!result.ok) {
        toast({
          title:
            result.status === 413 ? 'Submission failed' : 'Failed to submit contribution. Please try again.',
          description: result.body.message,
          variant: 'destructive',
        });
        submittingRef.current = false;
        setSubmitting(false);
        return;
      }
      clear();
      toast({
        title: 'Contribution submitted',
        description: `Thank you. ${campaign.recipientName} will confirm it once the money arrives.`,
      });
      window.setTimeout(() => navigate(campaign.path), REDIRECT_DELAY_MS);
    } catch {
      toast({ title: 'Failed to submit contribution. Please try again.', variant: 'destructive' });
      submittingRef.current = false;
      setSubmitting(false);
    }
  }

  const back = () => update({ step: STEPS[Math.max(0, stepIndex - 1)] });
  const backButton = (
    <button type="button" className="button-secondary" onClick={back} disabled={submitting}>
      Back
    </button>
  );

  return (
    <div className="mt-5">
      <ol className="flex gap-2 text-sm" aria-label="Steps">
        {STEPS.map((step, index) => (
          <li
            key={step}
            aria-current={step === draft.step ? 'step' : undefined}
            className={`flex-1 rounded-full px-2 py-1 text-center ${
              index <= stepIndex ? 'bg-brand-700 font-semibold text-white' : 'bg-stone-200 text-stone-800'
            }`}
          >
            {index + 1}. {STEP_LABELS[step]}
          </li>
        ))}
      </ol>

      {draft.step === 'recipient' && (
        <form onSubmit={toDetails} className="mt-5 space-y-4" noValidate>
          <h2 ref={focusHeading} tabIndex={-1} className="font-serif text-xl font-bold outline-none">
            Send to {campaign.recipientName}
          </h2>
          <ul className="list-disc space-y-1 pl-5 text-sm text-stone-800">
            <li>
              Send the money from your mobile wallet (M-Pesa, MTN MoMo, Airtel Money…) to the number below.
            </li>
            <li>Keep the confirmation code your wallet sends you; you enter it in step 3.</li>
            <li>
              {campaign.recipientName} confirms it when the money arrives, then it shows on the memorial page.
            </li>
          </ul>
          <dl className="rounded-xl bg-brand-50 p-4">
            <dt className="text-sm text-stone-700">Recipient phone</dt>
            <dd className="text-xl font-bold tracking-wide">
              {campaign.recipientPhone || 'Phone number not available'}
            </dd>
            <dt className="mt-2 text-sm text-stone-700">Recipient</dt>
            <dd>
              {campaign.recipientName}
              {campaign.recipientRelationship && ` · ${campaign.recipientRelationship}`}
              {campaign.recipientCountry && ` · ${campaign.recipientCountry}`}
            </dd>
          </dl>
          <CurrencyPicker value={currency} onChange={(code) => update({ currency: code })} forCard={false} />
          <div>
            <label htmlFor={`${id}-amount`} className="block text-sm font-medium">
              Amount you sent ({currency})
            </label>
            <input
              id={`${id}-amount`}
              inputMode="decimal"
              value={draft.amount}
              onChange={(event) => update({ amount: event.target.value.replace(/[^\d.]/g, '') })}
              className={inputClass}
            />
          </div>
          <p className="rounded-lg bg-stone-100 p-3 text-sm">
            The full amount goes directly to {campaign.recipientName}. No platform fees.
          </p>
          <div className="flex justify-end">
            <button type="submit" className="button-primary">
              Next
            </button>
          </div>
        </form>
      )}

      {draft.step === 'details' && (
        <form onSubmit={toConfirmation} className="mt-5 space-y-4" noValidate>
          <h2 ref={focusHeading} tabIndex={-1} className="font-serif text-xl font-bold outline-none">
            Your details
          </h2>
          <div>
            <label htmlFor={`${id}-name`} className="block text-sm font-medium">
              Your name (required)
            </label>
            <input
              id={`${id}-name`}
              autoComplete="name"
              maxLength={100}
              value={draft.contributorName}
              onChange={(event) => update({ contributorName: event.target.value })}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor={`${id}-email`} className="block text-sm font-medium">
              Email (required)
            </label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              value={draft.contributorEmail}
              onChange={(event) => update({ contributorEmail: event.target.value })}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor={`${id}-relationship`} className="block text-sm font-medium">
              How did you know {campaign.deceasedName}?
            </label>
            <select
              id={`${id}-relationship`}
              value={draft.contributorRelationship}
              onChange={(event) => update({ contributorRelationship: event.target.value })}
              className={inputClass}
            >
              <option value="">Choose…</option>
              {CONTRIBUTOR_RELATIONSHIP_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {choice}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-memory`} className="block text-sm font-medium">
              A memory or tribute (optional)
            </label>
            <textarea
              id={`${id}-memory`}
              rows={4}
              maxLength={5000}
              value={draft.memory}
              onChange={(event) => update({ memory: event.target.value })}
              className="mt-1 w-full rounded-lg border border-stone-300 p-3"
            />
          </div>
          <label className="flex items-center gap-3">
            <input
              type="checkbox"
              checked={draft.hideAmount}
              onChange={(event) => update({ hideAmount: event.target.checked })}
              className="size-5"
            />
            Don't show my contribution
          </label>
          <div className="flex justify-between">
            {backButton}
            <button type="submit" className="button-primary">
              Next
            </button>
          </div>
        </form>
      )}

      {draft.step === 'confirmation' && (
        <form onSubmit={submit} className="mt-5 space-y-4" noValidate>
          <h2 ref={focusHeading} tabIndex={-1} className="font-serif text-xl font-bold outline-none">
            Confirm your payment
          </h2>
          <div>
            <label htmlFor={`${id}-code`} className="block text-sm font-medium">
              Confirmation code (required)
            </label>
            <input
              id={`${id}-code`}
              autoCapitalize="characters"
              maxLength={100}
              value={draft.confirmationCode}
              onChange={(event) => update({ confirmationCode: event.target.value })}
              aria-describedby={`${id}-code-hint`}
              className={inputClass}
            />
            <p id={`${id}-code-hint`} className="mt-1 text-sm text-stone-700">
              The code in the message your wallet sent after the payment.
            </p>
          </div>
          <div>
            <label htmlFor={`${id}-screenshot`} className="block text-sm font-medium">
              Screenshot of the payment (optional, under 5MB)
            </label>
            <input
              id={`${id}-screenshot`}
              type="file"
              accept="image/*"
              disabled={reading || submitting}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void chooseScreenshot(file);
              }}
              className="mt-1 block w-full text-sm"
            />
            {reading && <p aria-live="polite">Preparing image...</p>}
            {screenshot && <p className="mt-1 text-sm text-brand-700">Screenshot attached.</p>}
          </div>
          <div className="flex justify-between">
            {backButton}
            <button
              type="submit"
              className="button-primary"
              disabled={submitting || reading || !draft.confirmationCode.trim()}
            >
              {submitting ? 'Submitting...' : 'Submit Contribution'}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
