import { PAYOUT_COUNTRIES } from '../../../domain/shared/regions';
import { RELATIONSHIP_TO_DECEASED_OPTIONS } from '../../../domain/shared/relationships';
import { LabelledInput, LabelledSelect } from './labelled-fields';
import { fieldOf, type StepInputProps } from './step-input-props';
import type { WizardAnswers } from './wizard-model';

const COUNTRY_OPTIONS = PAYOUT_COUNTRIES.map((country) => ({
  value: country.code,
  label: `${country.flag} ${country.name} (${country.dialCode})`,
}));

/** The organizer's or the recipient's relationship; "other" asks for words. */
export function RelationshipAnswer(props: StepInputProps) {
  const { step, answers, update, inputId, describedBy, invalid } = props;
  const { value, set } = fieldOf(props);
  const otherField = `${step.field}Other` as 'organizerRelationshipOther' | 'recipientRelationshipOther';
  return (
    <div className="space-y-3">
      <LabelledSelect
        id={inputId}
        label={step.label ?? ''}
        emptyLabel="Choose a relationship"
        options={RELATIONSHIP_TO_DECEASED_OPTIONS}
        value={value}
        onChange={set}
        describedBy={describedBy}
        invalid={invalid}
      />
      {value === 'other' && (
        <LabelledInput
          id={`${inputId}-other`}
          label="Please specify the relationship"
          type="text"
          maxLength={60}
          value={answers[otherField]}
          onChange={(other) => update({ [otherField]: other } as Partial<WizardAnswers>)}
          describedBy={describedBy}
          invalid={invalid}
        />
      )}
    </div>
  );
}

export function BirthYearAnswer(props: StepInputProps) {
  const { step, inputId, describedBy } = props;
  const { value, set } = fieldOf(props);
  const thisYear = new Date().getFullYear();
  return (
    <LabelledSelect
      id={inputId}
      label={step.label ?? ''}
      emptyLabel="I'd rather not say"
      options={Array.from({ length: thisYear - 1899 }, (_, index) => {
        const year = thisYear - index;
        return { value: year, label: String(year) };
      })}
      value={value}
      onChange={set}
      describedBy={describedBy}
    />
  );
}

export function CountryAnswer(props: StepInputProps) {
  const { step, currency, inputId, describedBy, invalid } = props;
  const { value, set } = fieldOf(props);
  return (
    <div>
      <LabelledSelect
        id={inputId}
        label={step.label ?? ''}
        emptyLabel="Choose a country"
        options={COUNTRY_OPTIONS}
        value={value}
        onChange={set}
        describedBy={describedBy}
        invalid={invalid}
      />
      {value && (
        <p className="mt-2 text-sm text-stone-700">
          Contributions will be counted in {currency.name} ({currency.code}).
        </p>
      )}
    </div>
  );
}
