import { PAYOUT_METHODS } from '../../../domain/campaigns/campaign-options';
import { fieldOf, type StepInputProps } from './step-input-props';
import { choiceClass } from './wizard-styles';

/** How the recipient receives the funds: tapping a method answers and moves on. */
export function PayoutAnswer(props: StepInputProps) {
  const { step, describedBy, next } = props;
  const { value, set } = fieldOf(props);
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="sr-only">{step.label}</legend>
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
              <span className="block">{method.label}</span>
              <span className="block text-sm font-normal text-stone-600">{method.hint}</span>
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
  return (
    <fieldset className="grid grid-cols-2 gap-2" aria-describedby={describedBy}>
      <legend className="sr-only">{step.label}</legend>
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
          {choice === 'yes' ? 'Yes' : 'No'}
        </button>
      ))}
    </fieldset>
  );
}
