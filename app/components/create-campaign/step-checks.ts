import { CAMPAIGN_MESSAGES, dateOfPassingSchema } from '../../../domain/campaigns/campaign-schemas';
import { localDatePlus } from './local-date';
import { STEP_INDEX, WIZARD_STEPS, type WizardAnswers } from './wizard-model';

/** What is wrong with the current step's answer, or null; checked on Continue. */
export function stepProblem(stepId: string, answers: WizardAnswers): string | null {
  switch (stepId) {
    case 'organizerRelationship':
    case 'recipientRelationship': {
      const field = stepId as 'organizerRelationship' | 'recipientRelationship';
      if (!answers[field]) return 'Please choose a relationship';
      if (answers[field] === 'other' && !answers[`${field}Other`].trim())
        return 'Please tell us the relationship';
      return null;
    }
    case 'organizerPhone':
    case 'recipientPhone':
      return phoneNumberProblem(answers[stepId]);
    case 'deceasedDateOfPassing': {
      const result = dateOfPassingSchema.safeParse(answers.deceasedDateOfPassing);
      return result.success ? null : (result.error.issues[0]?.message ?? 'Please choose the date');
    }
    case 'deceasedBirthYear': {
      const passingYear = Number(answers.deceasedDateOfPassing.slice(0, 4));
      return answers.deceasedBirthYear && Number(answers.deceasedBirthYear) > passingYear
        ? 'The year of birth cannot be after the year of passing'
        : null;
    }
    case 'recipientCountry':
      return answers.recipientCountry ? null : "Please choose the recipient's country";
    case 'goalAmount': {
      const goal = answers.goalAmount.trim();
      return goal === '' || (Number(goal) >= 1 && Number.isFinite(Number(goal)))
        ? null
        : 'Please enter a goal of at least 1, or skip this question';
    }
    case 'endDate':
      if (!/^\d{4}-\d{2}-\d{2}$/.test(answers.endDate)) return 'Please choose an end date';
      return answers.endDate < localDatePlus(0) ? 'The end date cannot be in the past' : null;
    default:
      return null;
  }
}

/**
 * The number after its dial code: nothing typed is "required"; letters, or fewer than four digits, are no phone
 * number ("abc" used to be told it was missing).
 */
function phoneNumberProblem(typed: string): string | null {
  if (typed.trim() === '') return CAMPAIGN_MESSAGES.phoneRequired;
  const digits = typed.replace(/\D/g, '');
  return /^[\d\s()+.-]+$/.test(typed.trim()) && digits.length >= 4 ? null : CAMPAIGN_MESSAGES.phoneFormat;
}

/** Required answers block Continue while empty (spec part 1 §5). */
export function isAnswered(stepId: string, answers: WizardAnswers): boolean {
  const field = WIZARD_STEPS[STEP_INDEX[stepId]]?.field;
  switch (stepId) {
    case 'organizerName':
    case 'organizerEmail':
    case 'deceasedName':
    case 'deceasedLocation':
    case 'recipientName':
    case 'deceasedDateOfPassing':
    case 'recipientCountry':
    case 'endDate':
    case 'organizerPhone':
    case 'recipientPhone':
      return Boolean(field && String(answers[field]).trim());
    case 'organizerRelationship':
    case 'recipientRelationship':
      return answers[stepId] === 'other'
        ? Boolean(answers[`${stepId}Other`].trim())
        : Boolean(answers[stepId]);
    default:
      return true;
  }
}
