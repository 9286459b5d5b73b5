import type { ComponentType } from 'react';
import { PayoutAnswer, YesNoAnswer } from './choice-answers';
import { CreateSummary } from './create-summary';
import { DateOfPassingAnswer } from './date-of-passing-input';
import { PasswordAnswer } from './password-answer';
import { PhoneAnswer } from './phone-number-field';
import { PhotoAnswer } from './photo-answer';
import { BirthYearAnswer, CountryAnswer, RelationshipAnswer } from './select-answers';
import type { StepInputProps } from './step-input-props';
import { TermsAnswer } from './terms-answer';
import { CustomUrlAnswer, EndDateAnswer, GoalAnswer, TextAnswer } from './text-answers';
import { TributeAnswer } from './tribute-answer';
import type { StepKind } from './wizard-model';

/** The input of each kind of step; display steps (greeting, statement, launch) have none. */
export const ANSWER_INPUTS: Partial<Record<StepKind, ComponentType<StepInputProps>>> = {
  text: TextAnswer,
  email: TextAnswer,
  phone: PhoneAnswer,
  relationship: RelationshipAnswer,
  'date-of-passing': DateOfPassingAnswer,
  'birth-year': BirthYearAnswer,
  photo: PhotoAnswer,
  tribute: TributeAnswer,
  country: CountryAnswer,
  payout: PayoutAnswer,
  goal: GoalAnswer,
  'custom-url': CustomUrlAnswer,
  'end-date': EndDateAnswer,
  'yes-no': YesNoAnswer,
  terms: TermsAnswer,
  create: CreateSummary,
  password: PasswordAnswer,
};
