import { formatMoney } from '../../../../domain/shared/currencies';
import { toMajorUnits } from '../../../../domain/shared/money';
import { m } from '../../../../paraglide/messages';
import { useMessages, useMoneyLocale } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { CardPaymentStep } from '../card-payment-step';
import {
  AUTO_ADVANCE_MS,
  canContinue,
  chargedAmountMinorOf,
  checkAmount,
  firstNameOf,
} from '../card-wizard-model';
import type { PaidOutcome } from '../payment-outcome';
import type { CardPaymentSetup } from '../use-card-payment-setup';
import type { CardWizardDraft } from '../use-card-wizard-draft';
import { AmountStep } from './amount-step';
import { IntroStep, SuccessStep } from './end-steps';
import { MessageStep } from './message-step';
import { PhotoStep } from './photo-step';
import { PrivacyStep } from './privacy-step';
import { RelationshipStep } from './relationship-step';
import { ReviewStep } from './review-step';
import { StepQuestion } from './step-parts';
import { TextStep } from './text-step';

interface CurrentCardStepProps {
  deceasedName: string;
  /** The campaign page the thank-you invites the giver to share; null when the family turned sharing off. */
  sharePath: string | null;
  wizard: CardWizardDraft;
  payment: CardPaymentSetup;
  onUploadPhoto: (file: File) => Promise<boolean>;
  /** How the last payment ended, for the success step. */
  paidOutcome: PaidOutcome;
  /** Where a giver waiting on their own payment finds its details again, when Stripe gave such a page. */
  instructionsUrl: string | null;
  /** The card payment went through, or is with the bank. */
  onPaid: (outcome: PaidOutcome, instructionsUrl?: string | null) => void;
  onClose: () => void;
}

/** The step the card wizard is at, wired to the answers it fills in and the moves it offers. */
export function CurrentCardStep({
  deceasedName,
  sharePath,
  wizard,
  payment,
  onUploadPhoto,
  paidOutcome,
  instructionsUrl,
  onPaid,
  onClose,
}: CurrentCardStepProps) {
  const { step, answers, goTo, next, back, answer } = wizard;
  const { t, locale } = useMessages();
  const moneyLocale = useMoneyLocale();
  const amountCheck = checkAmount(answers, { language: locale, moneyLocale });
  const chargedMinor = chargedAmountMinorOf(answers);
  const amountLabel = formatMoney(
    toMajorUnits(chargedMinor, answers.currency),
    answers.currency,
    moneyLocale,
  );
  const firstName = firstNameOf(answers);

  return (
    <>
      {step === 'intro' && <IntroStep deceasedName={deceasedName} onBegin={next} />}
      {step === 'name' && (
        <TextStep
          question={t(m.wizard_name_question)}
          label={t(m.wizard_name_label)}
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
          question={
            firstName ? t(m.wizard_email_question_named, { name: firstName }) : t(m.wizard_email_question)
          }
          label={t(m.wizard_email_label)}
          hint={t(m.wizard_email_hint)}
          type="email"
          autoComplete="email"
          value={answers.contributorEmail}
          onChange={(contributorEmail) => answer({ contributorEmail })}
          canContinue={canContinue('email', answers)}
          onContinue={next}
          onRefused={() =>
            toast({
              title: t(m.wizard_email_invalid),
              description: t(m.wizard_email_invalid_text),
              variant: 'destructive',
            })
          }
          onBack={back}
        />
      )}
      {step === 'relationship' && (
        <RelationshipStep
          question={t(m.wizard_relationship_question, { name: deceasedName })}
          value={answers.contributorRelationship}
          onChoose={(contributorRelationship) => {
            answer({ contributorRelationship });
            window.setTimeout(() => goTo('amount'), AUTO_ADVANCE_MS);
          }}
          onBack={back}
        />
      )}
      {step === 'amount' && (
        <AmountStep answers={answers} check={amountCheck} onAnswer={answer} onContinue={next} onBack={back} />
      )}
      {step === 'message' && (
        <MessageStep
          deceasedName={deceasedName}
          value={answers.memory}
          onChange={(memory) => answer({ memory })}
          onContinue={next}
          onBack={back}
        />
      )}
      {step === 'photo' && (
        <PhotoStep
          photo={answers.photos[0]}
          onUpload={onUploadPhoto}
          onRemove={() => answer({ photos: [] })}
          onContinue={next}
          onBack={back}
        />
      )}
      {step === 'privacy' && (
        <PrivacyStep
          isAnonymous={answers.isAnonymous}
          onAnonymousChange={(isAnonymous) => answer({ isAnonymous })}
          wantsUpdates={answers.wantsUpdates}
          onWantsUpdatesChange={(wantsUpdates) => answer({ wantsUpdates })}
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
          submitting={payment.submitting}
          onPay={payment.continueToPayment}
          onBack={back}
        />
      )}
      {step === 'payment' && payment.clientSecret && (
        <div className="space-y-4">
          <StepQuestion takesFocus>{t(m.wizard_pay_title, { amount: amountLabel })}</StepQuestion>
          <CardPaymentStep
            clientSecret={payment.clientSecret}
            amountLabel={amountLabel}
            onBack={() => goTo('continue-payment')}
            onPaid={onPaid}
          />
        </div>
      )}
      {step === 'success' && (
        <SuccessStep
          outcome={paidOutcome}
          instructionsUrl={instructionsUrl}
          firstName={firstName}
          amountLabel={amountCheck.isValid ? amountLabel : null}
          deceasedName={deceasedName}
          sharePath={sharePath}
          email={answers.contributorEmail.trim()}
          onClose={onClose}
        />
      )}
    </>
  );
}
