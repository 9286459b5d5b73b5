import { countryName, PAYOUT_COUNTRIES } from '../../../domain/shared/regions';
import { relationshipToDeceasedOptions } from '../../../domain/shared/relationships';
import { m } from '../../../paraglide/messages';
import { useMessages } from '../../lib/i18n';
import { LabelledInput, LabelledSelect } from './labelled-fields';
import { fieldOf, type StepInputProps } from './step-input-props';
import type { WizardAnswers } from './wizard-model';

/** The organizer's or the recipient's relationship; "other" asks for words. */
export function RelationshipAnswer(props: StepInputProps) {
  const { step, answers, update, inputId, describedBy, invalid } = props;
  const { value, set } = fieldOf(props);
  const { t, locale } = useMessages();
  const otherField = `${step.field}Other` as 'organizerRelationshipOther' | 'recipientRelationshipOther';
  return (
    <div className="space-y-3">
      <LabelledSelect
        id={inputId}
        label={step.label ? t(step.label) : ''}
        emptyLabel={t(m.create_choose_relationship)}
        options={relationshipToDeceasedOptions(locale)}
        value={value}
        onChange={set}
        describedBy={describedBy}
        invalid={invalid}
      />
      {value === 'other' && (
        <LabelledInput
          id={`${inputId}-other`}
          label={t(m.create_specify_relationship)}
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
  const { t } = useMessages();
  const thisYear = new Date().getFullYear();
  return (
    <LabelledSelect
      id={inputId}
      label={step.label ? t(step.label) : ''}
      emptyLabel={t(m.create_birth_year_none)}
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
  const { t, locale } = useMessages();
  const options = PAYOUT_COUNTRIES.map((country) => ({
    value: country.code,
    label: `${country.flag} ${countryName(country.code, locale)} (${country.dialCode})`,
  }));
  return (
    <div>
      <LabelledSelect
        id={inputId}
        label={step.label ? t(step.label) : ''}
        emptyLabel={t(m.create_choose_country)}
        options={options}
        value={value}
        onChange={set}
        describedBy={describedBy}
        invalid={invalid}
      />
      {value && (
        <p className="mt-2 text-sm text-stone-700">
          {t(m.create_counted_in, { currency: currency.name, code: currency.code })}
        </p>
      )}
    </div>
  );
}
