import { suggestedCustomUrl } from '../../../domain/campaigns/custom-url';
import { m } from '../../../paraglide/messages';
import { useMessages } from '../../lib/i18n';
import { inputClass } from '../forms/text-field';
import { LabelledInput } from './labelled-fields';
import { localDatePlus } from './local-date';
import { fieldOf, type StepInputProps } from './step-input-props';
import { linkButtonClass } from './wizard-styles';

const END_DATE_QUICK_PICKS = [
  { days: 3, words: m.create_quick_days, count: 3 },
  { days: 7, words: m.create_quick_weeks, count: 1 },
  { days: 14, words: m.create_quick_weeks, count: 2 },
];

/** A name, a place or the organizer's e-mail address. */
export function TextAnswer(props: StepInputProps) {
  const { step, inputId, describedBy, invalid } = props;
  const { value, set } = fieldOf(props);
  const isEmail = step.kind === 'email';
  const { t } = useMessages();
  return (
    <LabelledInput
      id={inputId}
      label={step.label ? t(step.label) : ''}
      type={isEmail ? 'email' : 'text'}
      inputMode={isEmail ? 'email' : undefined}
      autoComplete={step.autoComplete ?? 'off'}
      autoCapitalize={isEmail ? 'none' : 'words'}
      placeholder={step.placeholder && t(step.placeholder)}
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
  const { t } = useMessages();
  return (
    <div>
      <LabelledInput
        id={inputId}
        label={step.label ? t(step.label) : ''}
        prefix={currency.symbol}
        prefixClassName="font-semibold text-stone-700"
        hint={t(m.create_goal_in, { currency: currency.name, code: currency.code })}
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
        {t(m.create_no_goal)}
      </button>
    </div>
  );
}

export function CustomUrlAnswer(props: StepInputProps) {
  const { step, answers, inputId, describedBy, invalid } = props;
  const { value, set } = fieldOf(props);
  const { t } = useMessages();
  return (
    <LabelledInput
      id={inputId}
      label={step.label ? t(step.label) : ''}
      prefix="/campaign/"
      prefixClassName="shrink-0 text-sm text-stone-600"
      hint={t(m.create_custom_url_hint)}
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
  const { t } = useMessages();
  return (
    <div>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-stone-800">
        {step.label && t(step.label)}
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
        <legend className="sr-only">{t(m.create_quick_picks)}</legend>
        {END_DATE_QUICK_PICKS.map((pick) => (
          <button
            key={pick.days}
            type="button"
            className="button-secondary min-h-10 px-4 py-1.5 text-sm"
            aria-pressed={value === localDatePlus(pick.days)}
            onClick={() => set(localDatePlus(pick.days))}
          >
            {t(pick.words, { count: pick.count })}
          </button>
        ))}
      </fieldset>
    </div>
  );
}
