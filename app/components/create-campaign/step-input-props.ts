import type { namesOf, WizardAnswers, WizardStep } from './wizard-model';

export type Busy = null | 'checking' | 'creating' | 'uploading' | 'url-check';

/** What every step's input receives from the dialog. */
export interface StepInputProps {
  step: WizardStep;
  answers: WizardAnswers;
  update(changes: Partial<WizardAnswers>): void;
  names: ReturnType<typeof namesOf>;
  currency: { code: string; symbol: string; name: string };
  /** The input's id, for its label. */
  inputId: string;
  /** The question, and the problem when there is one. */
  describedBy: string;
  invalid: boolean;
  password: string;
  setPassword(password: string): void;
  busy: Busy;
  setBusy(busy: Busy): void;
  next(): void;
}

/** The step's own answer and its setter (steps that fill one field). */
export function fieldOf({ step, answers, update }: StepInputProps) {
  const field = step.field;
  return {
    value: field ? answers[field] : '',
    set: (value: string) => field && update({ [field]: value } as Partial<WizardAnswers>),
  };
}
