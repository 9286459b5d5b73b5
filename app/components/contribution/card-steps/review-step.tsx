import { useId } from 'react';
import { formatMoney } from '../../../../domain/shared/currencies';
import { toMajorUnits } from '../../../../domain/shared/money';
import { m } from '../../../../paraglide/messages';
import { useMessages, useMoneyLocale } from '../../../lib/i18n';
import type { CardAnswers } from '../card-wizard-model';
import { FeeBreakdown } from '../fee-breakdown';
import { BackButton, focusOnMount, StepQuestion } from './step-parts';

/** "Before you pay": every fee, the choice to cover them, and how the gift will appear, before paying. */
export function ReviewStep({
  answers,
  giftMinor,
  coveredMinor,
  canPay,
  submitting,
  onCoverFeesChange,
  onPay,
  onBack,
}: {
  answers: CardAnswers;
  giftMinor: number;
  /** What the card is charged when the giver covers the fees. */
  coveredMinor: number;
  canPay: boolean;
  submitting: boolean;
  onCoverFeesChange: (coverFees: boolean) => void;
  onPay: () => void;
  onBack: () => void;
}) {
  const id = useId();
  const { t } = useMessages();
  const moneyLocale = useMoneyLocale();
  const money = (minor: number) =>
    formatMoney(toMajorUnits(minor, answers.currency), answers.currency, moneyLocale);
  const shownName = answers.isAnonymous ? t(m.wizard_review_anonymous) : answers.contributorName.trim();
  return (
    <div className="space-y-4">
      <StepQuestion id={`${id}-question`}>{t(m.wizard_review_title)}</StepQuestion>
      <label className="flex items-start gap-3 rounded-lg border border-stone-300 bg-white p-3">
        <input
          ref={focusOnMount}
          type="checkbox"
          checked={answers.coverFees}
          onChange={(event) => onCoverFeesChange(event.target.checked)}
          aria-describedby={`${id}-question`}
          className="mt-1 size-5"
        />
        <span>
          {t(m.wizard_review_cover_fees, { gift: money(giftMinor), fees: money(coveredMinor - giftMinor) })}
        </span>
      </label>
      <FeeBreakdown amountMinor={answers.coverFees ? coveredMinor : giftMinor} currency={answers.currency} />
      <p className="text-sm text-stone-700">
        {t(answers.hideAmount ? m.wizard_review_shown_as_private : m.wizard_review_shown_as, {
          name: shownName,
        })}
      </p>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-between">
        <BackButton onBack={onBack} />
        <button type="button" className="button-primary" disabled={submitting || !canPay} onClick={onPay}>
          {t(submitting ? m.wizard_review_preparing : m.wizard_review_pay)}
        </button>
      </div>
    </div>
  );
}
