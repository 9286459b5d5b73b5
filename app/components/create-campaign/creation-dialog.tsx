import { ArrowLeft, Loader2, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '../../../domain/accounts/password-rules';
import { emailSchema } from '../../../domain/accounts/schemas';
import { campaignPathOf } from '../../../domain/campaigns/campaign-rules';
import { dateOfPassingSchema } from '../../../domain/campaigns/campaign-schemas';
import { customUrlProblem, normaliseCustomUrl } from '../../../domain/campaigns/custom-url';
import { getCurrency } from '../../../domain/shared/currencies';
import { countryForTimeZone, PAYOUT_COUNTRIES } from '../../../domain/shared/regions';
import { SIMPLE_EMAIL_PATTERN } from '../../../domain/shared/validation';
import { ApiError, requestJson } from '../../lib/api-request';
import { browserTimeZone } from '../../lib/browser-region';
import { savePendingCampaign } from '../../lib/pending-campaign';
import { useStoredDraft } from '../../lib/stored-draft';
import { toast } from '../../lib/toast';
import { CampaignAnswerInput } from './campaign-answer-input';
import { createCampaignAfterSignUp } from './submit-campaign';
import { TypedText } from './typed-text';
import {
  campaignBodyOf,
  namesOf,
  payoutCountry,
  progressPercent,
  STEP_INDEX,
  WIZARD_STEPS,
  type WizardAnswers,
} from './wizard-model';
import { freshWizardProgress, restoreWizardProgress, WIZARD_PROGRESS_KEY } from './wizard-storage';

const EMAIL_CHECK_DELAY_MS = 1000;
const REDIRECT_DELAY_MS = 1500;

export interface CreationDialogProps {
  /** Closing the dialog (not possible while the campaign is being created). */
  onClose(): void;
  /** The signed-in user, if any: they skip the password step. */
  isSignedIn: boolean;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function defaultPhoneCountry(): string {
  const country = countryForTimeZone(browserTimeZone());
  return PAYOUT_COUNTRIES.some((candidate) => candidate.code === country) ? country : 'US';
}

/** What is wrong with the current step's answer, or null; checked on Continue. */
function stepProblem(stepId: string, answers: WizardAnswers): string | null {
  switch (stepId) {
    case 'organizerRelationship':
    case 'recipientRelationship': {
      const field = stepId as 'organizerRelationship' | 'recipientRelationship';
      if (!answers[field]) return 'Please choose a relationship';
      if (answers[field] === 'other' && !answers[`${field}Other`].trim())
        return 'Please tell us the relationship';
      return null;
    }
    case 'organizerPhone':
    case 'recipientPhone':
      return /\d{4,}/.test(answers[stepId].replace(/\D/g, '')) ? null : 'Phone number is required';
    case 'deceasedDateOfPassing': {
      const result = dateOfPassingSchema.safeParse(answers.deceasedDateOfPassing);
      return result.success ? null : (result.error.issues[0]?.message ?? 'Please choose the date');
    }
    case 'deceasedBirthYear': {
      const passingYear = Number(answers.deceasedDateOfPassing.slice(0, 4));
      return answers.deceasedBirthYear && Number(answers.deceasedBirthYear) > passingYear
        ? 'The year of birth cannot be after the year of passing'
        : null;
    }
    case 'recipientCountry':
      return answers.recipientCountry ? null : "Please choose the recipient's country";
    case 'goalAmount': {
      const goal = answers.goalAmount.trim();
      return goal === '' || (Number(goal) >= 1 && Number.isFinite(Number(goal)))
        ? null
        : 'Please enter a goal of at least 1, or skip this question';
    }
    case 'endDate': {
      const today = new Date();
      const localToday = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
      if (!/^\d{4}-\d{2}-\d{2}$/.test(answers.endDate)) return 'Please choose an end date';
      return answers.endDate < localToday ? 'The end date cannot be in the past' : null;
    }
    default:
      return null;
  }
}

/** Required answers block Continue while empty (spec part 1 §5). */
function isAnswered(stepId: string, answers: WizardAnswers): boolean {
  const field = WIZARD_STEPS[STEP_INDEX[stepId]]?.field;
  switch (stepId) {
    case 'organizerName':
    case 'organizerEmail':
    case 'deceasedName':
    case 'deceasedLocation':
    case 'recipientName':
    case 'deceasedDateOfPassing':
    case 'recipientCountry':
    case 'endDate':
    case 'organizerPhone':
    case 'recipientPhone':
      return Boolean(field && String(answers[field]).trim());
    case 'organizerRelationship':
    case 'recipientRelationship':
      return answers[stepId] === 'other'
        ? Boolean(answers[`${stepId}Other`].trim())
        : Boolean(answers[stepId]);
    default:
      return true;
  }
}

/**
 * The campaign creation dialog (spec part 1 §2 and §4): 25 chat-style steps, answers kept in local storage,
 * then the e-mail check, sign-up (or sign-in) and the campaign itself.
 */
export default function CreationDialog({ onClose, isSignedIn }: CreationDialogProps) {
  const navigate = useNavigate();
  const {
    value: { stepIndex, answers },
    setValue: setProgress,
    forget: forgetProgress,
  } = useStoredDraft(WIZARD_PROGRESS_KEY, freshWizardProgress(defaultPhoneCountry()), {
    storage: 'localStorage',
    restore: restoreWizardProgress,
    // The launch step is never stored: a reload there returns to the create button.
    shouldSave: (progress) => WIZARD_STEPS[progress.stepIndex]?.kind !== 'launch',
    readDuringFirstRender: true,
  });
  const [busy, setBusy] = useState<null | 'checking' | 'creating' | 'uploading' | 'url-check'>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [created, setCreated] = useState(false);
  /** Registration succeeded earlier in this visit: a retry must not register twice. */
  const registered = useRef(false);
  const questionId = useId();
  const problemId = useId();

  const step = WIZARD_STEPS[stepIndex];
  const names = namesOf(answers);
  const question = created ? `${names.deceased}'s memorial is ready.` : step.question(names);
  const currency = useMemo(() => {
    const code = payoutCountry(answers.recipientCountry)?.currency ?? 'USD';
    return getCurrency(code) ?? { code, symbol: code, name: code };
  }, [answers.recipientCountry]);

  const update = (changes: Partial<WizardAnswers>) => {
    setProblem(null);
    setProgress((current) => ({ ...current, answers: { ...current.answers, ...changes } }));
  };
  const goTo = (index: number) => {
    setProblem(null);
    setProgress((current) => ({ ...current, stepIndex: index }));
  };
  const next = () => goTo(Math.min(stepIndex + 1, WIZARD_STEPS.length - 1));
  const back = () => goTo(Math.max(stepIndex - 1, 0));

  const fail = (message: string) => setProblem(message);

  const launch = async (createCampaign: () => Promise<{ id: number; customUrl: string | null }>) => {
    goTo(STEP_INDEX.launch);
    setBusy('creating');
    try {
      const campaign = await createCampaign();
      forgetProgress();
      setCreated(true);
      await wait(REDIRECT_DELAY_MS);
      try {
        await navigate(campaignPathOf(campaign));
      } catch {
        await navigate('/');
      }
    } catch (error) {
      goTo(isSignedIn ? STEP_INDEX.create : STEP_INDEX.password);
      toast({
        title: 'Error',
        description:
          error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setBusy(null);
    }
  };

  const submitEmail = async () => {
    const email = answers.organizerEmail.trim();
    if (!SIMPLE_EMAIL_PATTERN.test(email)) {
      toast({
        title: 'Invalid email',
        description: 'Please enter a valid email address.',
        variant: 'destructive',
      });
      return;
    }
    const checked = emailSchema.safeParse(email);
    if (!checked.success) {
      toast({
        title: 'Invalid email',
        description: checked.error.issues[0]?.message,
        variant: 'destructive',
      });
      return;
    }
    update({ organizerEmail: checked.data });
    next();
  };

  const submitCustomUrl = async () => {
    const customUrl = normaliseCustomUrl(answers.customUrl);
    update({ customUrl });
    if (!customUrl) return next();
    const urlProblem = customUrlProblem(customUrl);
    if (urlProblem) return fail(urlProblem);
    setBusy('url-check');
    try {
      const response = await fetch(`/api/campaigns/url/${customUrl}`, { credentials: 'same-origin' });
      if (response.ok) return fail('This custom URL is already taken. Please choose another one');
      next();
    } catch {
      next(); // offline: the server checks again when the campaign is created
    } finally {
      setBusy(null);
    }
  };

  const submitCreate = async () => {
    const body = campaignBodyOf(answers);
    savePendingCampaign(body);
    if (isSignedIn) {
      await launch(() => createCampaignAfterSignUp(body));
      return;
    }
    setBusy('checking');
    try {
      await wait(EMAIL_CHECK_DELAY_MS);
      const { exists } = await requestJson<{ exists: boolean }>('POST', '/api/auth/check-email', {
        email: body.organizerEmail,
      });
      if (exists) {
        toast({
          title: 'Please sign in',
          description: 'An account with this email already exists. Please sign in to continue.',
        });
        onClose();
        await navigate('/login');
        return;
      }
      next();
    } catch (error) {
      toast({
        title: 'Error',
        description: error instanceof ApiError ? error.message : 'Something went wrong. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setBusy(null);
    }
  };

  const submitPassword = async () => {
    if (password.length < PASSWORD_MIN_LENGTH) {
      toast({
        title: 'Password too short',
        description: 'Password must be at least 6 characters long.',
        variant: 'destructive',
      });
      return;
    }
    const body = campaignBodyOf(answers);
    savePendingCampaign(body);
    await launch(async () => {
      if (!registered.current) {
        const [firstName, ...rest] = body.organizerName.split(' ');
        await requestJson('POST', '/api/auth/register', {
          email: body.organizerEmail,
          password,
          firstName,
          lastName: rest.join(' ') || firstName,
          username: body.organizerName,
          country: answers.organizerPhoneCountry,
          phone: body.organizerPhone,
        });
        registered.current = true;
      }
      return createCampaignAfterSignUp(body);
    });
  };

  const submit = async () => {
    if (busy) return;
    if (!isAnswered(step.id, answers)) return;
    const found = stepProblem(step.id, answers);
    if (found) return fail(found);
    switch (step.kind) {
      case 'email':
        return submitEmail();
      case 'custom-url':
        return submitCustomUrl();
      case 'create':
        return submitCreate();
      case 'password':
        return submitPassword();
      default:
        return next();
    }
  };

  const isLaunching = step.kind === 'launch';
  const showBack = !step.isDisplay && stepIndex > 0 && !busy;
  const percent = created ? 100 : progressPercent(stepIndex);

  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open && !isLaunching && busy !== 'creating') onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/60" />
        <Dialog.Content
          className="fixed inset-0 z-50 flex flex-col bg-stone-100 sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[90dvh] sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:shadow-xl"
          aria-describedby={questionId}
          onPointerDownOutside={(event) => event.preventDefault()}
          onEscapeKeyDown={(event) => {
            if (isLaunching || busy === 'creating') event.preventDefault();
          }}
        >
          <header className="border-b border-stone-200 bg-white px-4 py-3 sm:rounded-t-2xl">
            <div className="flex items-center justify-between gap-3">
              <div>
                <Dialog.Title className="font-serif text-lg font-bold text-stone-900">
                  Create a memorial campaign
                </Dialog.Title>
                <p className="text-sm text-stone-600">Takes less than 3 minutes</p>
              </div>
              {!isLaunching && busy !== 'creating' && (
                <Dialog.Close
                  className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md text-stone-600 hover:bg-stone-100"
                  aria-label="Close"
                >
                  <X aria-hidden="true" className="size-5" />
                </Dialog.Close>
              )}
            </div>
            <div
              className="mt-3 h-2 overflow-hidden rounded-full bg-stone-200"
              role="progressbar"
              aria-label="Progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
            >
              <div
                className="h-full rounded-full bg-brand-600 transition-[width]"
                style={{ width: `${percent}%` }}
              />
            </div>
            <p className="mt-1 text-right text-xs text-stone-600" data-testid="wizard-progress">
              {percent}%
            </p>
          </header>

          <form
            className="flex min-h-0 flex-1 flex-col"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <div
              className="flex-1 space-y-4 overflow-y-auto px-4 py-5"
              key={step.id}
              data-testid="wizard-step"
            >
              <TypedText text={question} id={questionId} />
              {isLaunching ? (
                <p className="flex items-center gap-3 text-stone-700" role="status">
                  {created ? (
                    `Taking you to ${names.deceased}'s page…`
                  ) : (
                    <>
                      <Loader2 aria-hidden="true" className="size-5 animate-spin" /> Creating the campaign,
                      please wait…
                    </>
                  )}
                </p>
              ) : (
                <CampaignAnswerInput
                  step={step}
                  answers={answers}
                  update={update}
                  names={names}
                  currency={currency}
                  questionId={questionId}
                  problemId={problem ? problemId : undefined}
                  password={password}
                  setPassword={setPassword}
                  busy={busy}
                  setBusy={setBusy}
                  next={next}
                  submit={submit}
                />
              )}
              {problem && (
                <p
                  id={problemId}
                  role="alert"
                  className="rounded-lg bg-red-50 px-3 py-2 font-medium text-red-800"
                >
                  {problem}
                </p>
              )}
            </div>
            {!isLaunching && (
              <footer className="flex items-center gap-3 border-t border-stone-200 bg-white px-4 py-3 sm:rounded-b-2xl">
                {showBack && (
                  <button type="button" className="button-secondary" onClick={back}>
                    <ArrowLeft aria-hidden="true" className="size-4" /> Back
                  </button>
                )}
                <WizardPrimaryButton
                  kind={step.kind}
                  deceased={names.deceased}
                  busy={busy}
                  disabled={
                    Boolean(busy) ||
                    !isAnswered(step.id, answers) ||
                    (step.kind === 'password' && password.length < PASSWORD_MIN_LENGTH)
                  }
                />
              </footer>
            )}
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function WizardPrimaryButton({
  kind,
  deceased,
  busy,
  disabled,
}: {
  kind: string;
  deceased: string;
  busy: string | null;
  disabled: boolean;
}) {
  // Choice steps advance when a choice is tapped; they have no Continue button.
  if (kind === 'payout' || kind === 'yes-no' || kind === 'terms') return <span className="flex-1" />;
  const label =
    kind === 'create'
      ? busy === 'checking'
        ? 'Checking your details…'
        : `Create Campaign for ${deceased}`
      : kind === 'password'
        ? 'Create account and launch'
        : kind === 'greeting' || kind === 'statement'
          ? 'Continue'
          : busy === 'url-check'
            ? 'Checking…'
            : 'Continue';
  return (
    <button
      type="submit"
      className="button-primary ml-auto flex-1 sm:flex-none"
      disabled={disabled}
      autoFocus={kind === 'greeting' || kind === 'statement' || kind === 'create'}
    >
      {label}
    </button>
  );
}
