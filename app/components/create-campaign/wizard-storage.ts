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

export function loadWizardProgress(defaultPhoneCountry: string): WizardProgress {
  const fresh = { stepIndex: 0, answers: emptyAnswers(defaultPhoneCountry) };
  try {
    const stored = JSON.parse(
      window.localStorage.getItem(WIZARD_PROGRESS_KEY) ?? 'null',
    ) as Partial<WizardProgress> | null;
    if (!stored || typeof stored !== 'object') return fresh;
    const answers = { ...fresh.answers };
    for (const key of Object.keys(answers) as Array<keyof WizardAnswers>) {
      const value = stored.answers?.[key];
      if (typeof value === 'string') (answers as Record<string, string>)[key] = value;
    }
    // Never resume on the launch step: that creation either finished or must be tried again.
    const lastResumable = WIZARD_STEPS.length - 2;
    const stepIndex = Number.isInteger(stored.stepIndex)
      ? Math.min(Math.max(0, stored.stepIndex ?? 0), lastResumable)
      : 0;
    return { stepIndex, answers };
  } catch {
    return fresh;
  }
}

export function saveWizardProgress(progress: WizardProgress): void {
  try {
    window.localStorage.setItem(WIZARD_PROGRESS_KEY, JSON.stringify(progress));
  } catch {
    // storage full or blocked: the answers stay in memory for this visit
  }
}

export function clearWizardProgress(): void {
  try {
    window.localStorage.removeItem(WIZARD_PROGRESS_KEY);
  } catch {
    // nothing to clear
  }
}
