import { useId } from 'react';
import { suggestedAmounts } from '../../../../domain/shared/currencies';
import { formatMoney } from '../../../../domain/shared/currency-conversion';
import { m } from '../../../../paraglide/messages';
import { useMessages, useMoneyLocale } from '../../../lib/i18n';
import { inputClass } from '../../forms/text-field';
import type { AmountCheck, CardAnswers } from '../card-wizard-model';
import { CurrencyPicker } from '../currency-picker';
import { focusOnMount, StepForm, StepNavigation, StepQuestion } from './step-parts';

export function AmountStep({
  answers,
  check,
  onAnswer,
  onContinue,
  onBack,
}: {
  answers: CardAnswers;
  check: AmountCheck;
  onAnswer: (patch: Partial<CardAnswers>) => void;
  onContinue: () => void;
  onBack: () => void;
}) {
  const id = useId();
  const { t } = useMessages();
  const moneyLocale = useMoneyLocale();
  const { amount, currency } = answers;
  return (
    <StepForm canContinue={check.isValid} onContinue={onContinue}>
      <StepQuestion id={`${id}-question`}>{t(m.wizard_amount_question)}</StepQuestion>
      <CurrencyPicker value={currency} onChange={(code) => onAnswer({ currency: code })} forCard />
      <fieldset>
        <legend className="text-sm font-medium text-stone-800">{t(m.wizard_suggested)}</legend>
        <div className="mt-1 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {suggestedAmounts(currency).map((suggestion) => (
            <button
              key={suggestion}
              type="button"
              aria-pressed={amount === String(suggestion)}
              onClick={() => onAnswer({ amount: String(suggestion) })}
              className={`min-h-11 rounded-lg border px-2 font-semibold ${
                amount === String(suggestion)
                  ? 'border-brand-700 bg-brand-100'
                  : 'border-stone-300 bg-white hover:bg-stone-100'
              }`}
            >
              {formatMoney(suggestion, currency, moneyLocale, { whole: true })}
            </button>
          ))}
        </div>
      </fieldset>
      <div>
        <label
          id={`${id}-label`}
          htmlFor={`${id}-amount`}
          className="block text-sm font-medium text-stone-800"
        >
          {t(m.wizard_amount_label, { currency })}
        </label>
        <input
          ref={focusOnMount}
          id={`${id}-amount`}
          inputMode="decimal"
          aria-labelledby={`${id}-question ${id}-label`}
          value={amount}
          onChange={(event) => onAnswer({ amount: event.target.value.replace(/[^\d.]/g, '') })}
          aria-invalid={check.showsError ? true : undefined}
          aria-describedby={`${id}-amount-rule`}
          className={`${inputClass} mt-1 text-lg`}
        />
        <p
          id={`${id}-amount-rule`}
          aria-live="polite"
          className={`mt-1 text-sm ${check.showsError ? 'text-red-700' : 'text-stone-700'}`}
        >
          {check.message}
        </p>
      </div>
      <StepNavigation onBack={onBack} canContinue={check.isValid} />
    </StepForm>
  );
}
