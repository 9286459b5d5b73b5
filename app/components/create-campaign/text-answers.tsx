import { suggestedCustomUrl } from '../../../domain/campaigns/custom-url';
import { inputClass } from '../forms/text-field';
import { LabelledInput } from './labelled-fields';
import { localDatePlus } from './local-date';
import { fieldOf, type StepInputProps } from './step-input-props';
import { linkButtonClass } from './wizard-styles';

const END_DATE_QUICK_PICKS = [
  { label: '3 days', days: 3 },
  { label: '1 week', days: 7 },
  { label: '2 weeks', days: 14 },
];

/** A name, a place or the organizer's e-mail address. */
export function TextAnswer(props: StepInputProps) {
  const { step, inputId, describedBy, invalid } = props;
  const { value, set } = fieldOf(props);
  const isEmail = step.kind === 'email';
  return (
    <LabelledInput
      id={inputId}
      label={step.label ?? ''}
      type={isEmail ? 'email' : 'text'}
      inputMode={isEmail ? 'email' : undefined}
      autoComplete={step.autoComplete ?? 'off'}
      autoCapitalize={isEmail ? 'none' : 'words'}
      placeholder={step.placeholder}
      maxLength={isEmail ? 100 : 120}
      value={value}
      onChange={set}
      describedBy={describedBy}
      invalid={invalid}
    />
  );
}

export function GoalAnswer(props: StepInputProps) {
  const { step, currency, inputId, describedBy, invalid, next } = props;
  const { value, set } = fieldOf(props);
  return (
    <div>
      <LabelledInput
        id={inputId}
        label={step.label ?? ''}
        prefix={currency.symbol}
        prefixClassName="font-semibold text-stone-700"
        hint={`In ${currency.name} (${currency.code}).`}
        type="number"
        inputMode="decimal"
        min={1}
        step="any"
        value={value}
        onChange={set}
        describedBy={describedBy}
        invalid={invalid}
      />
      <button
        type="button"
        className={linkButtonClass}
        onClick={() => {
          set('');
          next();
        }}
      >
        No goal for now
      </button>
    </div>
  );
}

export function CustomUrlAnswer(props: StepInputProps) {
  const { step, answers, inputId, describedBy, invalid } = props;
  const { value, set } = fieldOf(props);
  return (
    <LabelledInput
      id={inputId}
      label={step.label ?? ''}
      prefix="/campaign/"
      prefixClassName="shrink-0 text-sm text-stone-600"
      hint="Lowercase letters, numbers and hyphens."
      type="text"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      maxLength={80}
      placeholder={suggestedCustomUrl(answers.deceasedName)}
      value={value}
      onChange={set}
      describedBy={describedBy}
      invalid={invalid}
    />
  );
}

export function EndDateAnswer(props: StepInputProps) {
  const { step, inputId, describedBy, invalid } = props;
  const { value, set } = fieldOf(props);
  return (
    <div>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-stone-800">
        {step.label}
      </label>
      <input
        id={inputId}
        type="date"
        min={localDatePlus(0)}
        value={value}
        onChange={(event) => set(event.target.value)}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        className={inputClass}
        autoFocus
      />
      <fieldset className="mt-3 flex flex-wrap gap-2">
        <legend className="sr-only">Quick picks</legend>
        {END_DATE_QUICK_PICKS.map((pick) => (
          <button
            key={pick.days}
            type="button"
            className="button-secondary min-h-10 px-4 py-1.5 text-sm"
            aria-pressed={value === localDatePlus(pick.days)}
            onClick={() => set(localDatePlus(pick.days))}
          >
            {pick.label}
          </button>
        ))}
      </fieldset>
    </div>
  );
}
