import { describe, expect, it } from 'vitest';
import { WIZARD_STEPS } from './wizard-model';
import { freshWizardProgress, restoreWizardProgress } from './wizard-storage';

describe('restoring the creation dialog from storage', () => {
  const fresh = freshWizardProgress('KE');

  it('when nothing or garbage was stored, then it starts afresh', () => {
    expect(restoreWizardProgress(null, fresh)).toEqual(fresh);
    expect(restoreWizardProgress('text', fresh)).toEqual(fresh);
  });

  it('when answers were stored, then known string answers come back and anything else is dropped', () => {
    const restored = restoreWizardProgress(
      { stepIndex: 3, answers: { deceasedName: 'Amina', goalAmount: 5, unknownAnswer: 'x' } },
      fresh,
    );
    expect(restored.stepIndex).toBe(3);
    expect(restored.answers.deceasedName).toBe('Amina');
    expect(restored.answers.goalAmount).toBe(fresh.answers.goalAmount);
    expect(restored.answers).not.toHaveProperty('unknownAnswer');
  });

  it('when the stored step is the launch or out of range, then it resumes at the last step before launch', () => {
    const lastResumable = WIZARD_STEPS.length - 2;
    expect(restoreWizardProgress({ stepIndex: WIZARD_STEPS.length - 1 }, fresh).stepIndex).toBe(
      lastResumable,
    );
    expect(restoreWizardProgress({ stepIndex: 999 }, fresh).stepIndex).toBe(lastResumable);
    expect(restoreWizardProgress({ stepIndex: -4 }, fresh).stepIndex).toBe(0);
    expect(restoreWizardProgress({ stepIndex: 2.5 }, fresh).stepIndex).toBe(0);
  });
});
