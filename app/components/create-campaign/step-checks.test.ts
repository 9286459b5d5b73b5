import { describe, expect, it } from 'vitest';
import { type Locale, messageIn } from '../../../domain/shared/locales';
import { localDatePlus } from './local-date';
import { isAnswered, stepProblem as problemOf } from './step-checks';
import { emptyAnswers, type WizardAnswers } from './wizard-model';

/** The problem as the reader reads it (English unless asked). */
const stepProblem = (stepId: string, answers: WizardAnswers, locale: Locale = 'en') => {
  const problem = problemOf(stepId, answers);
  return problem && messageIn(locale, problem);
};

const answers = (changes: Partial<ReturnType<typeof emptyAnswers>>) => ({
  ...emptyAnswers('KE'),
  ...changes,
});

describe('the creation steps’ checks', () => {
  it('when a required answer is blank, then Continue waits; optional steps never wait', () => {
    expect(isAnswered('organizerName', answers({ organizerName: '  ' }))).toBe(false);
    expect(isAnswered('organizerName', answers({ organizerName: 'Amani' }))).toBe(true);
    expect(isAnswered('goalAmount', answers({}))).toBe(true);
  });

  it('when "other" is chosen, then the relationship needs words', () => {
    const other = answers({ organizerRelationship: 'other' });
    expect(isAnswered('organizerRelationship', other)).toBe(false);
    expect(stepProblem('organizerRelationship', other)).toBe('Please tell us the relationship');
    expect(
      stepProblem('organizerRelationship', { ...other, organizerRelationshipOther: 'Godchild' }),
    ).toBeNull();
  });

  it('when a phone is empty, has letters or fewer than four digits, then it is refused with the reason', () => {
    expect(stepProblem('recipientPhone', answers({ recipientPhone: ' ' }))).toBe('Phone number is required');
    expect(stepProblem('recipientPhone', answers({ recipientPhone: '12' }))).toBe(
      'Please enter a valid phone number',
    );
    expect(stepProblem('organizerPhone', answers({ organizerPhone: 'abc' }))).toBe(
      'Please enter a valid phone number',
    );
    expect(stepProblem('organizerPhone', answers({ organizerPhone: '0712 abc' }))).toBe(
      'Please enter a valid phone number',
    );
    expect(stepProblem('recipientPhone', answers({ recipientPhone: '0712 345' }))).toBeNull();
  });

  it('when the reader reads French or Swahili, then the refusal is in their language', () => {
    expect(stepProblem('recipientPhone', answers({ recipientPhone: ' ' }), 'fr')).toBe(
      'Le numéro de téléphone est obligatoire',
    );
    expect(stepProblem('recipientPhone', answers({ recipientPhone: '12' }), 'sw')).toBe(
      'Tafadhali andika namba sahihi ya simu',
    );
    expect(stepProblem('deceasedDateOfPassing', answers({ deceasedDateOfPassing: '1850-01' }), 'pt')).toBe(
      'A data do falecimento não pode ser anterior a 1900',
    );
  });

  it('when the end date is yesterday, then it is refused; today is fine', () => {
    expect(stepProblem('endDate', answers({ endDate: localDatePlus(-1) }))).toBe(
      'The end date cannot be in the past',
    );
    expect(stepProblem('endDate', answers({ endDate: localDatePlus(0) }))).toBeNull();
  });

  it('when the goal is below 1, then it is refused; empty means no goal', () => {
    expect(stepProblem('goalAmount', answers({ goalAmount: '0.5' }))).toMatch(/at least 1/);
    expect(stepProblem('goalAmount', answers({ goalAmount: '' }))).toBeNull();
  });
});
