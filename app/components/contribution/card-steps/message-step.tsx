import { useId } from 'react';
import { m } from '../../../../paraglide/messages';
import { useMessages } from '../../../lib/i18n';
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
  const { t } = useMessages();
  return (
    <StepForm canContinue onContinue={onContinue}>
      <StepQuestion id={`${id}-question`}>{t(m.wizard_memory_question, { name: deceasedName })}</StepQuestion>
      <label id={`${id}-label`} htmlFor={`${id}-memory`} className="block text-sm text-stone-700">
        {t(m.wizard_memory_label)}
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
      <StepNavigation
        onBack={onBack}
        canContinue
        label={t(value.trim() ? m.wizard_continue : m.wizard_skip)}
      />
    </StepForm>
  );
}
