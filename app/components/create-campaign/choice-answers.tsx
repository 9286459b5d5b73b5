import { PAYOUT_METHODS, type PayoutMethod } from '../../../domain/campaigns/campaign-options';
import { payoutMethodIn } from '../../../domain/campaigns/payout-method-words';
import { m } from '../../../paraglide/messages';
import { useMessages } from '../../lib/i18n';
import { fieldOf, type StepInputProps } from './step-input-props';
import { choiceClass } from './wizard-styles';

const PAYOUT_HINTS = {
  bank_transfer: m.create_payout_hint_bank_transfer,
  mobile_money: m.create_payout_hint_mobile_money,
  paypal: m.create_payout_hint_paypal,
  cash_pickup: m.create_payout_hint_cash_pickup,
} satisfies Record<PayoutMethod, unknown>;

/** How the recipient receives the funds: tapping a method answers and moves on. */
export function PayoutAnswer(props: StepInputProps) {
  const { step, describedBy, next } = props;
  const { value, set } = fieldOf(props);
  const { t, locale } = useMessages();
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="sr-only">{step.label && t(step.label)}</legend>
      <div className="grid gap-2">
        {PAYOUT_METHODS.map((method, index) => (
          <button
            key={method.value}
            type="button"
            className={choiceClass}
            aria-pressed={value === method.value}
            autoFocus={index === 0}
            onClick={() => {
              set(method.value);
              next();
            }}
          >
            <span>
              <span className="block">{payoutMethodIn(locale, method.value)}</span>
              <span className="block text-sm font-normal text-stone-600">
                {t(PAYOUT_HINTS[method.value])}
              </span>
            </span>
          </button>
        ))}
      </div>
    </fieldset>
  );
}

export function YesNoAnswer(props: StepInputProps) {
  const { step, describedBy, next } = props;
  const { value, set } = fieldOf(props);
  const { t } = useMessages();
  return (
    <fieldset className="grid grid-cols-2 gap-2" aria-describedby={describedBy}>
      <legend className="sr-only">{step.label && t(step.label)}</legend>
      {(['yes', 'no'] as const).map((choice) => (
        <button
          key={choice}
          type="button"
          className={choiceClass}
          aria-pressed={value === choice}
          autoFocus={choice === 'yes'}
          onClick={() => {
            set(choice);
            next();
          }}
        >
          {t(choice === 'yes' ? m.create_yes : m.create_no)}
        </button>
      ))}
    </fieldset>
  );
}
