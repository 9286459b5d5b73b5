import { useId } from 'react';
import { focusOnMount, StepForm, StepNavigation, StepQuestion } from './step-parts';

export function MessageStep({
  deceasedName,
  value,
  onChange,
  onContinue,
  onBack,
}: {
  deceasedName: string;
  value: string;
  onChange: (memory: string) => void;
  onContinue: () => void;
  onBack: () => void;
}) {
  const id = useId();
  return (
    <StepForm canContinue onContinue={onContinue}>
      <StepQuestion id={`${id}-question`}>Would you like to share a memory of {deceasedName}?</StepQuestion>
      <label id={`${id}-label`} htmlFor={`${id}-memory`} className="block text-sm text-stone-700">
        Your memory or tribute (optional). It appears on the memorial page.
      </label>
      <textarea
        ref={focusOnMount}
        id={`${id}-memory`}
        aria-labelledby={`${id}-question ${id}-label`}
        rows={5}
        maxLength={5000}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="w-full rounded-lg border border-stone-300 p-3"
      />
      <StepNavigation onBack={onBack} canContinue label={value.trim() ? 'Continue' : 'Skip'} />
    </StepForm>
  );
}
