import { CAMPAIGN_MESSAGES, dateOfPassingSchema } from '../../../domain/campaigns/campaign-schemas';
import type { Message } from '../../../domain/shared/locales';
import { m } from '../../../paraglide/messages';
import { localDatePlus } from './local-date';
import { dialogRefusal } from './refusal-words';
import { STEP_INDEX, WIZARD_STEPS, type WizardAnswers } from './wizard-model';

/** What is wrong with the current step's answer (its message), or null; checked on Continue. */
export function stepProblem(stepId: string, answers: WizardAnswers): Message<object> | null {
  switch (stepId) {
    case 'organizerRelationship':
    case 'recipientRelationship': {
      const field = stepId as 'organizerRelationship' | 'recipientRelationship';
      if (!answers[field]) return m.campaign_error_relationship;
      if (answers[field] === 'other' && !answers[`${field}Other`].trim())
        return m.create_error_relationship_other;
      return null;
    }
    case 'organizerPhone':
    case 'recipientPhone':
      return phoneNumberProblem(answers[stepId]);
    case 'deceasedDateOfPassing': {
      const result = dateOfPassingSchema.safeParse(answers.deceasedDateOfPassing);
      if (result.success) return null;
      const key = result.error.issues[0]?.message;
      return key ? dialogRefusal(key) : m.create_error_choose_date;
    }
    case 'deceasedBirthYear': {
      const passingYear = Number(answers.deceasedDateOfPassing.slice(0, 4));
      return answers.deceasedBirthYear && Number(answers.deceasedBirthYear) > passingYear
        ? m.campaign_error_birth_after_passing
        : null;
    }
    case 'recipientCountry':
      return answers.recipientCountry ? null : m.campaign_error_recipient_country;
    case 'goalAmount': {
      const goal = answers.goalAmount.trim();
      return goal === '' || (Number(goal) >= 1 && Number.isFinite(Number(goal)))
        ? null
        : m.create_error_goal_skip;
    }
    case 'endDate':
      if (!/^\d{4}-\d{2}-\d{2}$/.test(answers.endDate)) return m.create_error_end_date;
      return answers.endDate < localDatePlus(0) ? m.campaign_error_end_date_past : null;
    default:
      return null;
  }
}

/**
 * The number after its dial code: nothing typed is "required"; letters, or fewer than four digits, are no phone
 * number ("abc" used to be told it was missing).
 */
function phoneNumberProblem(typed: string): Message<object> | null {
  if (typed.trim() === '') return dialogRefusal(CAMPAIGN_MESSAGES.phoneRequired);
  const digits = typed.replace(/\D/g, '');
  return /^[\d\s()+.-]+$/.test(typed.trim()) && digits.length >= 4
    ? null
    : dialogRefusal(CAMPAIGN_MESSAGES.phoneFormat);
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
