import { emptyAnswers, WIZARD_STEPS, type WizardAnswers } from './wizard-model';

/**
 * The dialog's answers and position, saved on every keystroke so a reload, a dropped connection or a closed tab
 * loses nothing. Separate from pendingCampaignData, which holds only a finished draft for the sign-in pages.
 */
export const WIZARD_PROGRESS_KEY = 'campaignWizardProgress';

export interface WizardProgress {
  stepIndex: number;
  answers: WizardAnswers;
}

export function freshWizardProgress(defaultPhoneCountry: string): WizardProgress {
  return { stepIndex: 0, answers: emptyAnswers(defaultPhoneCountry) };
}

/** Keeps only known string answers and a step that can be resumed from whatever was stored. */
export function restoreWizardProgress(stored: unknown, fresh: WizardProgress): WizardProgress {
  if (!stored || typeof stored !== 'object') return fresh;
  const saved = stored as { stepIndex?: unknown; answers?: Record<string, unknown> };
  const answers = { ...fresh.answers };
  for (const key of Object.keys(answers) as Array<keyof WizardAnswers>) {
    const value = saved.answers?.[key];
    if (typeof value === 'string') (answers as Record<string, string>)[key] = value;
  }
  // Never resume on the launch step: that creation either finished or must be tried again.
  const lastResumable = WIZARD_STEPS.length - 2;
  const stepIndex =
    typeof saved.stepIndex === 'number' && Number.isInteger(saved.stepIndex)
      ? Math.min(Math.max(0, saved.stepIndex), lastResumable)
      : 0;
  return { stepIndex, answers };
}
