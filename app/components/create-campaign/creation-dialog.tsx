import { ArrowLeft, Loader2 } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '../../../domain/accounts/password-rules';
import { campaignPathOf } from '../../../domain/campaigns/campaign-rules';
import { currencyIn } from '../../../domain/shared/currency-words';
import type { Message } from '../../../domain/shared/locales';
import { PAYOUT_COUNTRIES } from '../../../domain/shared/regions';
import { m } from '../../../paraglide/messages';
import { guessedCountry } from '../../lib/guessed-country';
import { useMessages } from '../../lib/i18n';
import type { CreatedCampaign } from '../../lib/pending-campaign';
import { useStoredDraft } from '../../lib/stored-draft';
import { ANSWER_INPUTS } from './answer-input';
import { DialogHeader, WizardPrimaryButton } from './dialog-chrome';
import { LiveMoment } from './live-moment';
import { ReturningOrganizerNotice } from './returning-organizer-notice';
import { SamePersonNotice } from './same-person-notice';
import { isAnswered } from './step-checks';
import type { Busy } from './step-input-props';
import { TypedText } from './typed-text';
import { useAccountPrefill, withAccountAnswers } from './use-account-prefill';
import { type SamePersonCheck, samePersonKeyOf, useCreationActions } from './use-creation-actions';
import { namesOf, payoutCountry, progressPercent, WIZARD_STEPS, type WizardAnswers } from './wizard-model';
import { freshWizardProgress, restoreWizardProgress, WIZARD_PROGRESS_KEY } from './wizard-storage';

export interface CreationDialogProps {
  /** Closing the dialog (not possible while the campaign is being created). */
  onClose(): void;
  /** The signed-in user, if any: they skip the password step. */
  isSignedIn: boolean;
}

/**
 * The campaign creation dialog (spec part 1 §2 and §4): 25 chat-style steps, answers kept in local storage,
 * then the e-mail check, sign-up (or sign-in) and the campaign itself.
 */
export default function CreationDialog({ onClose, isSignedIn }: CreationDialogProps) {
  const navigate = useNavigate();
  const { t, locale } = useMessages();
  const {
    value: { stepIndex, answers },
    setValue: setProgress,
    forget: forgetProgress,
  } = useStoredDraft(WIZARD_PROGRESS_KEY, freshWizardProgress(guessedCountry(PAYOUT_COUNTRIES, 'US')), {
    storage: 'localStorage',
    restore: restoreWizardProgress,
    // The launch step is never stored: a reload there returns to the create button.
    shouldSave: (progress) => WIZARD_STEPS[progress.stepIndex]?.kind !== 'launch',
    readDuringFirstRender: true,
  });
  const [busy, setBusy] = useState<Busy>(null);
  const [problem, setProblem] = useState<Message<object> | null>(null);
  const [password, setPassword] = useState('');
  const [created, setCreated] = useState<{ campaign: CreatedCampaign; newAccount: boolean } | null>(null);
  const [accountExistsFor, setAccountExistsFor] = useState<string | null>(null);
  const [samePerson, setSamePerson] = useState<SamePersonCheck | null>(null);
  const questionId = useId();
  const problemId = useId();
  const inputId = useId();

  const step = WIZARD_STEPS[stepIndex];
  const names = namesOf(answers, locale);
  const question = created ? t(m.create_q_live, names) : t(step.question, names);
  const currency = useMemo(
    () => currencyIn(payoutCountry(answers.recipientCountry)?.currency ?? 'USD', locale),
    [answers.recipientCountry, locale],
  );

  const update = (changes: Partial<WizardAnswers>) => {
    setProblem(null);
    setProgress((current) => ({ ...current, answers: { ...current.answers, ...changes } }));
  };
  const goTo = (index: number) => {
    setProblem(null);
    setProgress((current) => ({ ...current, stepIndex: index }));
  };
  useAccountPrefill(isSignedIn, (known) =>
    setProgress((current) => ({ ...current, answers: withAccountAnswers(current.answers, known) })),
  );
  const next = () => goTo(Math.min(stepIndex + 1, WIZARD_STEPS.length - 1));
  const back = () => goTo(Math.max(stepIndex - 1, 0));

  const { submit } = useCreationActions({
    stepIndex,
    answers,
    password,
    isSignedIn,
    busy,
    setBusy,
    update,
    goTo,
    next,
    // A message is a function: handed to the setter as it is, React would call it as an updater.
    fail: (found) => setProblem(() => found),
    onClose,
    accountExistsFor,
    onAccountExists: setAccountExistsFor,
    samePerson,
    onSamePerson: setSamePerson,
    onCreated: (campaign, newAccount) => {
      forgetProgress();
      setCreated({ campaign, newAccount });
    },
  });

  const openCreatedPage = async () => {
    if (!created) return;
    try {
      await navigate(campaignPathOf(created.campaign));
    } catch {
      await navigate('/');
    }
  };

  const isLaunching = step.kind === 'launch';
  const showBack = !step.isDisplay && stepIndex > 0 && !busy;
  const percent = created ? 100 : progressPercent(stepIndex);
  const AnswerInput = ANSWER_INPUTS[step.kind];
  // Pages that may honor the same person, for the name and date as they are now (Back and a change asks again).
  const samePersonShown =
    step.kind === 'create' && samePerson?.person === samePersonKeyOf(answers) && samePerson.matches.length > 0
      ? samePerson
      : null;

  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (open) return;
        if (created) void openCreatedPage();
        else if (!isLaunching && busy !== 'creating') onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/60" />
        <Dialog.Content
          className="fixed inset-0 z-50 flex flex-col bg-stone-100 sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[90dvh] sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:shadow-xl"
          aria-describedby={questionId}
          onPointerDownOutside={(event) => event.preventDefault()}
          onEscapeKeyDown={(event) => {
            if ((isLaunching && !created) || busy === 'creating') event.preventDefault();
          }}
        >
          <DialogHeader
            percent={percent}
            closable={Boolean(created) || (!isLaunching && busy !== 'creating')}
          />
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
              {created ? (
                <LiveMoment
                  path={campaignPathOf(created.campaign)}
                  deceased={names.deceased}
                  shareMessage={created.campaign.shareMessage ?? ''}
                  unverifiedEmail={created.newAccount ? answers.organizerEmail : null}
                  onOpenPage={openCreatedPage}
                />
              ) : isLaunching ? (
                <p className="flex items-center gap-3 text-stone-700" role="status">
                  <Loader2 aria-hidden="true" className="size-5 animate-spin" /> {t(m.create_creating)}
                </p>
              ) : (
                AnswerInput && (
                  <AnswerInput
                    step={step}
                    answers={answers}
                    update={update}
                    names={names}
                    currency={currency}
                    inputId={inputId}
                    describedBy={problem ? `${questionId} ${problemId}` : questionId}
                    invalid={Boolean(problem)}
                    password={password}
                    setPassword={setPassword}
                    busy={busy}
                    setBusy={setBusy}
                    next={next}
                  />
                )
              )}
              {step.kind === 'email' && accountExistsFor === answers.organizerEmail.trim().toLowerCase() && (
                <ReturningOrganizerNotice email={accountExistsFor} />
              )}
              {samePersonShown && (
                <SamePersonNotice
                  matches={samePersonShown.matches}
                  deceased={names.deceased}
                  confirmed={samePersonShown.confirmed}
                  onConfirm={(confirmed) => setSamePerson({ ...samePersonShown, confirmed })}
                />
              )}
              {problem && (
                <p
                  id={problemId}
                  role="alert"
                  className="rounded-lg bg-red-50 px-3 py-2 font-medium text-red-800"
                >
                  {t(problem)}
                </p>
              )}
            </div>
            {!isLaunching && (
              <footer className="flex items-center gap-3 border-t border-stone-200 bg-white px-4 py-3 sm:rounded-b-2xl">
                {showBack && (
                  <button type="button" className="button-secondary" onClick={back}>
                    <ArrowLeft aria-hidden="true" className="size-4" /> {t(m.create_back)}
                  </button>
                )}
                <WizardPrimaryButton
                  kind={step.kind}
                  deceased={names.deceased}
                  busy={busy}
                  disabled={
                    Boolean(busy) ||
                    !isAnswered(step.id, answers) ||
                    (step.kind === 'password' && password.length < PASSWORD_MIN_LENGTH) ||
                    (samePersonShown !== null && !samePersonShown.confirmed)
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
