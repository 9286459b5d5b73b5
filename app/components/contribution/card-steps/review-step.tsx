import type { CardAnswers } from '../card-wizard-model';
import { FeeBreakdown } from '../fee-breakdown';
import { BackButton, focusOnMount, StepQuestion } from './step-parts';

/** "Before you pay": every fee, and how the gift will appear, before the payment is created. */
export function ReviewStep({
  answers,
  amountMinor,
  canPay,
  submitting,
  onPay,
  onBack,
}: {
  answers: CardAnswers;
  amountMinor: number;
  canPay: boolean;
  submitting: boolean;
  onPay: () => void;
  onBack: () => void;
}) {
  return (
    <div className="space-y-4">
      <StepQuestion>Before you pay</StepQuestion>
      <FeeBreakdown amountMinor={amountMinor} currency={answers.currency} recipientLabel="the family" />
      <p className="text-sm text-stone-700">
        Shown on the page as {answers.isAnonymous ? 'Anonymous' : answers.contributorName.trim()}
        {answers.hideAmount ? ', amount private' : ''}.
      </p>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-between">
        <BackButton onBack={onBack} />
        <button
          ref={focusOnMount}
          type="button"
          className="button-primary"
          disabled={submitting || !canPay}
          onClick={onPay}
        >
          {submitting ? 'Preparing payment...' : 'Continue to Payment'}
        </button>
      </div>
    </div>
  );
}
