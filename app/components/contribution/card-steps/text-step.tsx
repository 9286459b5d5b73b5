import { useId } from 'react';
import { inputClass } from '../../forms/text-field';
import { focusOnMount, StepForm, StepNavigation, StepQuestion } from './step-parts';

/** A one-line answer (name, e-mail): the field is focused and named by the question. */
export function TextStep({
  question,
  label,
  hint,
  value,
  onChange,
  canContinue,
  onContinue,
  onRefused,
  onBack,
  ...input
}: {
  question: string;
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  canContinue: boolean;
  onContinue: () => void;
  onRefused?: () => void;
  onBack: () => void;
  type?: 'text' | 'email';
  autoComplete: string;
  maxLength?: number;
}) {
  const id = useId();
  return (
    <StepForm canContinue={canContinue} onContinue={onContinue} onRefused={onRefused}>
      <StepQuestion id={`${id}-question`}>{question}</StepQuestion>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-stone-700">
          {hint}
        </p>
      )}
      <span id={`${id}-label`} className="sr-only">
        {label}
      </span>
      <input
        ref={focusOnMount}
        aria-labelledby={`${id}-question ${id}-label`}
        aria-describedby={hint ? `${id}-hint` : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
        {...input}
      />
      <StepNavigation onBack={onBack} canContinue={canContinue} />
    </StepForm>
  );
}
