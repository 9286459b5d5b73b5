import { Dialog } from 'radix-ui';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { minimumCardAmount } from '../../../domain/payments/fees';
import { formatMoney, getCurrency, suggestedAmounts } from '../../../domain/shared/currencies';
import { formatWholeAmount, parseAmount, toMajorUnits } from '../../../domain/shared/money';
import { CONTRIBUTOR_RELATIONSHIP_CHOICES } from '../../../domain/shared/relationships';
import { SIMPLE_EMAIL_PATTERN } from '../../../domain/shared/validation';
import { postJson } from '../../lib/api-request';
import { useStoredDraft } from '../../lib/stored-draft';
import { toast } from '../../lib/toast';
import { acceptPhotoFile, uploadPhotoWithNotice } from '../../lib/upload-image';
import { visitorCurrency } from '../../lib/visitor-currency';
import { CardPaymentStep } from './card-payment-step';
import { CurrencyPicker } from './currency-picker';
import { FeeBreakdown } from './fee-breakdown';
import { draftKeyOf } from './wizard-draft';

export interface WizardCampaign {
  id: number;
  customUrl: string;
  deceasedName: string;
  campaignCurrency: string;
  isActive: boolean;
}

const STEPS = [
  'intro',
  'name',
  'email',
  'relationship',
  'amount',
  'message',
  'photo',
  'privacy',
  'continue-payment',
  'payment',
  'success',
] as const;
type Step = (typeof STEPS)[number];

const AUTO_ADVANCE_MS = 300;

/** intro 0; every other step index/8 × 85, never above 85 (spec part 2 §2). */
export function progressOf(step: Step): number {
  const index = STEPS.indexOf(step);
  return index === 0 ? 0 : Math.min(85, Math.round((index / 8) * 85));
}

interface Answers {
  contributorName: string;
  contributorEmail: string;
  contributorRelationship: string;
  amount: string;
  currency: string;
  memory: string;
  photos: string[];
  hideAmount: boolean;
  isAnonymous: boolean;
}

interface Draft {
  step: Step;
  answers: Answers;
  /** One per submission: a retried "Continue to Payment" reuses the same payment. */
  idempotencyKey: string;
}

function newIdempotencyKey(): string {
  const bytes = new Uint8Array(18);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function initialDraft(): Draft {
  return {
    step: 'intro',
    idempotencyKey: '',
    answers: {
      contributorName: '',
      contributorEmail: '',
      contributorRelationship: '',
      amount: '',
      currency: 'USD',
      memory: '',
      photos: [],
      hideAmount: false,
      isAnonymous: false,
    },
  };
}

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
  const {
    value: draft,
    setValue: setDraft,
    restored,
    clear,
  } = useStoredDraft<Draft>(draftKeyOf(campaign.id), initialDraft(), { storage: 'sessionStorage' });
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const submittingRef = useRef(false);
  const [uploading, setUploading] = useState(false);
  // Each step mounts its own heading: moving focus there announces the new question to screen readers.
  const focusHeading = useCallback((node: HTMLHeadingElement | null) => node?.focus(), []);
  const { step, answers } = draft;

  // A reload loses the client secret (kept in memory only): go back to the step that creates it again.
  useEffect(() => {
    if (!restored) return;
    setDraft((current) => {
      const currencyOk = getCurrency(current.answers.currency)?.stripeSupported;
      const answersWithCurrency =
        current.answers.amount === '' && current.step === 'intro'
          ? { ...current.answers, currency: cardCurrency(visitorCurrency()) }
          : currencyOk
            ? current.answers
            : { ...current.answers, currency: 'USD' };
      return {
        ...current,
        step:
          current.step === 'payment'
            ? 'continue-payment'
            : current.step === 'success'
              ? 'intro'
              : current.step,
        answers: answersWithCurrency,
      };
    });
  }, [restored, setDraft]);

  const goTo = (next: Step) => setDraft((current) => ({ ...current, step: next }));
  const back = () => goTo(STEPS[Math.max(0, STEPS.indexOf(step) - 1)]);
  const next = () => goTo(STEPS[Math.min(STEPS.length - 1, STEPS.indexOf(step) + 1)]);
  const answer = (patch: Partial<Answers>) =>
    setDraft((current) => ({ ...current, answers: { ...current.answers, ...patch } }));

  const minimum = minimumCardAmount(answers.currency);
  const parsedAmount = parseAmount(answers.amount, answers.currency);
  const amountMinor = parsedAmount.ok ? parsedAmount.amountMinor : 0;
  const amountValid = parsedAmount.ok && toMajorUnits(amountMinor, answers.currency) >= minimum;
  const amountLabel = formatMoney(toMajorUnits(amountMinor, answers.currency), answers.currency);
  const emailValid = SIMPLE_EMAIL_PATTERN.test(answers.contributorEmail.trim());

  function chooseRelationship(relationship: string) {
    answer({ contributorRelationship: relationship });
    window.setTimeout(() => goTo('amount'), AUTO_ADVANCE_MS);
  }

  async function continueToPayment() {
    if (submittingRef.current) return;
    submittingRef.current = true;
    setSubmitting(true);
    const idempotencyKey = draft.idempotencyKey || newIdempotencyKey();
    setDraft((current) => ({ ...current, idempotencyKey }));
    try {
      const result = await postJson<{ clientSecret?: string }>('/api/stripe/create-intent', {
        ...answers,
        amount: answers.amount.trim(),
        campaignId: String(campaign.id),
        memory: answers.memory.trim() || null,
        idempotencyKey,
      });
      if (!result.ok) {
        throw new Error(result.body.message ?? `Payment setup failed: ${result.status}`);
      }
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

  function paymentSucceeded() {
    goTo('success');
    onContributed?.();
  }

  function close(nextOpen: boolean) {
    if (!nextOpen && step === 'success') clear();
    onOpenChange(nextOpen);
  }

  const firstName = answers.contributorName.trim().split(/\s+/)[0] ?? '';
  const progress = progressOf(step);
  const heading = (text: string) => (
    <Dialog.Title asChild>
      <h2 ref={focusHeading} tabIndex={-1} className="font-serif text-2xl font-bold outline-none">
        {text}
      </h2>
    </Dialog.Title>
  );
  const continueButton = (enabled: boolean, label = 'Continue') => (
    <button type="submit" className="button-primary" disabled={!enabled}>
      {label}
    </button>
  );
  const backButton = (
    <button type="button" className="button-secondary" onClick={back}>
      Back
    </button>
  );
  const navigation = (enabled: boolean, label?: string) => (
    <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-between">
      {backButton}
      {continueButton(enabled, label)}
    </div>
  );
  const submitStep = (enabled: boolean) => (event: React.FormEvent) => {
    event.preventDefault();
    if (enabled) next();
  };

  return (
    <Dialog.Root open={open} onOpenChange={close}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/60" />
        <Dialog.Content
          aria-describedby={`${id}-promise`}
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
            {step === 'intro' && (
              <>
                {heading(`Honour ${campaign.deceasedName}`)}
                <p>
                  Your gift goes to the person the family chose to receive funds. A few short questions, then
                  the payment. You will see every fee before you pay.
                </p>
                <button type="button" className="button-primary w-full" onClick={next}>
                  Begin
                </button>
              </>
            )}

            {step === 'name' && (
              <form onSubmit={submitStep(answers.contributorName.trim() !== '')} className="space-y-4">
                {heading('What is your name?')}
                <label htmlFor={`${id}-name`} className="sr-only">
                  Your name
                </label>
                <input
                  id={`${id}-name`}
                  autoComplete="name"
                  value={answers.contributorName}
                  onChange={(event) => answer({ contributorName: event.target.value })}
                  className="min-h-11 w-full rounded-lg border border-stone-300 px-3"
                  maxLength={100}
                />
                {navigation(answers.contributorName.trim() !== '')}
              </form>
            )}

            {step === 'email' && (
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  if (emailValid) next();
                  else
                    toast({
                      title: 'Invalid email',
                      description: 'Please enter a valid email address.',
                      variant: 'destructive',
                    });
                }}
                className="space-y-4"
              >
                {heading(`Thank you${firstName ? `, ${firstName}` : ''}. What is your email address?`)}
                <p id={`${id}-email-hint`} className="text-sm text-stone-700">
                  We send your receipt here. It is never shown on the page.
                </p>
                <label htmlFor={`${id}-email`} className="sr-only">
                  Email address
                </label>
                <input
                  id={`${id}-email`}
                  type="email"
                  autoComplete="email"
                  aria-describedby={`${id}-email-hint`}
                  value={answers.contributorEmail}
                  onChange={(event) => answer({ contributorEmail: event.target.value })}
                  className="min-h-11 w-full rounded-lg border border-stone-300 px-3"
                />
                {navigation(emailValid)}
              </form>
            )}

            {step === 'relationship' && (
              <fieldset className="space-y-4">
                <legend className="contents">{heading(`How did you know ${campaign.deceasedName}?`)}</legend>
                <div className="grid grid-cols-2 gap-2">
                  {CONTRIBUTOR_RELATIONSHIP_CHOICES.map((choice) => (
                    <button
                      key={choice}
                      type="button"
                      aria-pressed={answers.contributorRelationship === choice}
                      onClick={() => chooseRelationship(choice)}
                      className={`min-h-11 rounded-lg border px-3 py-2 text-left ${
                        answers.contributorRelationship === choice
                          ? 'border-brand-700 bg-brand-100 font-semibold'
                          : 'border-stone-300 bg-white hover:bg-stone-100'
                      }`}
                    >
                      {choice}
                    </button>
                  ))}
                </div>
                {backButton}
              </fieldset>
            )}

            {step === 'amount' && (
              <form onSubmit={submitStep(amountValid)} className="space-y-4">
                {heading('How much would you like to give?')}
                <CurrencyPicker
                  value={answers.currency}
                  onChange={(currency) => answer({ currency })}
                  forCard
                />
                <fieldset>
                  <legend className="text-sm font-medium text-stone-800">Suggested amounts</legend>
                  <div className="mt-1 grid grid-cols-2 gap-2 sm:grid-cols-4">
                    {suggestedAmounts(answers.currency).map((suggestion) => (
                      <button
                        key={suggestion}
                        type="button"
                        aria-pressed={answers.amount === String(suggestion)}
                        onClick={() => answer({ amount: String(suggestion) })}
                        className={`min-h-11 rounded-lg border px-2 font-semibold ${
                          answers.amount === String(suggestion)
                            ? 'border-brand-700 bg-brand-100'
                            : 'border-stone-300 bg-white hover:bg-stone-100'
                        }`}
                      >
                        {formatWholeAmount(suggestion, answers.currency)}
                      </button>
                    ))}
                  </div>
                </fieldset>
                <div>
                  <label htmlFor={`${id}-amount`} className="block text-sm font-medium text-stone-800">
                    Amount ({answers.currency})
                  </label>
                  <input
                    id={`${id}-amount`}
                    inputMode="decimal"
                    value={answers.amount}
                    onChange={(event) => answer({ amount: event.target.value.replace(/[^\d.]/g, '') })}
                    aria-invalid={answers.amount !== '' && !amountValid ? true : undefined}
                    aria-describedby={`${id}-amount-rule`}
                    className="mt-1 min-h-11 w-full rounded-lg border border-stone-300 px-3 text-lg"
                  />
                  <p
                    id={`${id}-amount-rule`}
                    aria-live="polite"
                    className={`mt-1 text-sm ${answers.amount !== '' && !amountValid ? 'text-red-700' : 'text-stone-700'}`}
                  >
                    {answers.amount !== '' && !parsedAmount.ok
                      ? 'Valid amount is required'
                      : `Amount must be at least ${formatWholeAmount(minimum, answers.currency)}`}
                  </p>
                </div>
                {navigation(amountValid)}
              </form>
            )}

            {step === 'message' && (
              <form onSubmit={submitStep(true)} className="space-y-4">
                {heading(`Would you like to share a memory of ${campaign.deceasedName}?`)}
                <label htmlFor={`${id}-memory`} className="block text-sm text-stone-700">
                  Your memory or tribute (optional). It appears on the memorial page.
                </label>
                <textarea
                  id={`${id}-memory`}
                  rows={5}
                  maxLength={5000}
                  value={answers.memory}
                  onChange={(event) => answer({ memory: event.target.value })}
                  className="w-full rounded-lg border border-stone-300 p-3"
                />
                {navigation(true, answers.memory.trim() ? 'Continue' : 'Skip')}
              </form>
            )}

            {step === 'photo' && (
              <form onSubmit={submitStep(!uploading)} className="space-y-4">
                {heading('Add a photo (optional)')}
                <p className="text-sm text-stone-700">One photo, JPG or PNG, under 5MB.</p>
                {answers.photos[0] ? (
                  <div className="flex items-center gap-3">
                    <img
                      src={answers.photos[0]}
                      alt="Your chosen memory"
                      className="size-20 rounded-lg object-cover"
                    />
                    <button type="button" className="button-secondary" onClick={() => answer({ photos: [] })}>
                      Remove photo
                    </button>
                  </div>
                ) : (
                  <div>
                    <label htmlFor={`${id}-photo`} className="block font-medium">
                      Choose a photo
                    </label>
                    <input
                      id={`${id}-photo`}
                      type="file"
                      accept="image/*"
                      disabled={uploading}
                      onChange={(event) => {
                        const file = event.target.files?.[0];
                        event.target.value = '';
                        if (file) void uploadPhoto(file);
                      }}
                      className="mt-1 block w-full text-sm"
                    />
                    {uploading && <p aria-live="polite">Uploading...</p>}
                  </div>
                )}
                {navigation(!uploading, answers.photos[0] ? 'Continue' : 'Skip')}
              </form>
            )}

            {step === 'privacy' && (
              <fieldset className="space-y-4">
                <legend className="contents">{heading('How should your contribution appear?')}</legend>
                <label className="flex items-start gap-3 rounded-lg border border-stone-300 bg-white p-3">
                  <input
                    type="checkbox"
                    checked={answers.isAnonymous}
                    onChange={(event) => answer({ isAnonymous: event.target.checked })}
                    className="mt-1 size-5"
                  />
                  <span>
                    Give anonymously (your name shows as "Anonymous"; the family still receives your message)
                  </span>
                </label>
                <div className="grid gap-2">
                  <button
                    type="button"
                    className="button-secondary justify-start"
                    onClick={() => {
                      answer({ hideAmount: false });
                      goTo('continue-payment');
                    }}
                  >
                    Show my contribution amount
                  </button>
                  <button
                    type="button"
                    className="button-secondary justify-start"
                    onClick={() => {
                      answer({ hideAmount: true });
                      goTo('continue-payment');
                    }}
                  >
                    Hide my contribution amount
                  </button>
                </div>
                {backButton}
              </fieldset>
            )}

            {step === 'continue-payment' && (
              <div className="space-y-4">
                {heading('Before you pay')}
                <FeeBreakdown
                  amountMinor={amountMinor}
                  currency={answers.currency}
                  recipientLabel="the family"
                />
                <p className="text-sm text-stone-700">
                  Shown on the page as {answers.isAnonymous ? 'Anonymous' : answers.contributorName.trim()}
                  {answers.hideAmount ? ', amount private' : ''}.
                </p>
                <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-between">
                  <button type="button" className="button-secondary" onClick={() => goTo('privacy')}>
                    Back
                  </button>
                  <button
                    type="button"
                    className="button-primary"
                    disabled={submitting || !amountValid}
                    onClick={continueToPayment}
                  >
                    {submitting ? 'Preparing payment...' : 'Continue to Payment'}
                  </button>
                </div>
              </div>
            )}

            {step === 'payment' && clientSecret && (
              <div className="space-y-4">
                {heading(`Contribute ${amountLabel}`)}
                <CardPaymentStep
                  clientSecret={clientSecret}
                  amountLabel={amountLabel}
                  onBack={() => goTo('continue-payment')}
                  onSucceeded={paymentSucceeded}
                />
              </div>
            )}

            {step === 'success' && (
              <div className="space-y-4 text-center">
                {heading(`Thank you${firstName ? `, ${firstName}` : ''}`)}
                <p>
                  Your contribution of {amountLabel} in memory of {campaign.deceasedName} has been received. A
                  receipt is on its way to {answers.contributorEmail.trim()}.
                </p>
                <button type="button" className="button-primary" onClick={() => close(false)}>
                  Close
                </button>
              </div>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function cardCurrency(code: string): string {
  return getCurrency(code)?.stripeSupported ? code : 'USD';
}
