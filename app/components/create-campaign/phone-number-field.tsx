import { PAYOUT_COUNTRIES } from '../../../domain/shared/regions';
import { m } from '../../../paraglide/messages';
import { useMessages } from '../../lib/i18n';
import { controlClass, FieldFrame } from '../forms/text-field';
import type { StepInputProps } from './step-input-props';
import { payoutCountry } from './wizard-model';

interface PhoneNumberFieldProps {
  id: string;
  label: string;
  /** The country whose dial code prefixes the number. */
  country: string;
  /** Given, the dial code is chosen here (the organizer); without it, it follows a country chosen earlier. */
  onCountryChange?(country: string): void;
  value: string;
  onChange(value: string): void;
  autoComplete: string;
  describedBy: string;
  invalid: boolean;
}

/** A phone number after its dial code, one row at any width: the number box takes what the dial code leaves. */
export function PhoneNumberField({
  id,
  label,
  country,
  onCountryChange,
  value,
  onChange,
  autoComplete,
  describedBy,
  invalid,
}: PhoneNumberFieldProps) {
  const { t } = useMessages();
  return (
    <FieldFrame id={id} label={label}>
      <div className="flex gap-2">
        {onCountryChange ? (
          <select
            aria-label={t(m.create_dial_code)}
            value={country}
            onChange={(event) => onCountryChange(event.target.value)}
            className={`${controlClass} w-28 shrink-0`}
          >
            {PAYOUT_COUNTRIES.map((option) => (
              <option key={option.code} value={option.code}>
                {option.flag} {option.dialCode}
              </option>
            ))}
          </select>
        ) : (
          <span className="inline-flex min-h-11 shrink-0 items-center rounded-lg bg-stone-200 px-3 font-semibold text-stone-800">
            {payoutCountry(country)?.dialCode ?? '+'}
          </span>
        )}
        <input
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete={autoComplete}
          maxLength={20}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          className={`${controlClass} min-w-0 flex-1`}
          autoFocus
        />
      </div>
    </FieldFrame>
  );
}

/** The organizer's number (dial code chosen here) or the recipient's (dial code of the country chosen before). */
export function PhoneAnswer({ step, answers, update, inputId, describedBy, invalid }: StepInputProps) {
  const { t } = useMessages();
  const shared = { id: inputId, label: step.label ? t(step.label) : '', describedBy, invalid };
  return step.field === 'recipientPhone' ? (
    <PhoneNumberField
      {...shared}
      country={answers.recipientCountry}
      value={answers.recipientPhone}
      onChange={(recipientPhone) => update({ recipientPhone })}
      autoComplete="off"
    />
  ) : (
    <PhoneNumberField
      {...shared}
      country={answers.organizerPhoneCountry}
      onCountryChange={(organizerPhoneCountry) => update({ organizerPhoneCountry })}
      value={answers.organizerPhone}
      onChange={(organizerPhone) => update({ organizerPhone })}
      autoComplete="tel-national"
    />
  );
}
