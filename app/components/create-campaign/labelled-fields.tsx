import type { InputHTMLAttributes, ReactNode } from 'react';
import { inputClass } from './wizard-styles';

export interface SelectOption {
  value: string | number;
  label: string;
}

interface LabelledSelectProps {
  id: string;
  label: ReactNode;
  /** The first, empty choice: what choosing nothing means. */
  emptyLabel: string;
  options: readonly SelectOption[];
  value: string;
  onChange(value: string): void;
  describedBy?: string;
  invalid?: boolean;
}

/** A labelled dropdown of the creation dialog; it takes the focus when its step appears. */
export function LabelledSelect({
  id,
  label,
  emptyLabel,
  options,
  value,
  onChange,
  describedBy,
  invalid,
}: LabelledSelectProps) {
  return (
    <>
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        className={inputClass}
        autoFocus
      >
        <option value="">{emptyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}

interface PrefixedInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'prefix'> {
  id: string;
  label: ReactNode;
  /** Shown before the box (a currency symbol, the address's start); screen readers get the hint instead. */
  prefix: ReactNode;
  prefixClassName: string;
  hint: ReactNode;
  value: string;
  onChange(value: string): void;
  describedBy: string;
  invalid: boolean;
}

/** A labelled text box of the creation dialog with something printed before it and a hint below. */
export function PrefixedInput({
  id,
  label,
  prefix,
  prefixClassName,
  hint,
  onChange,
  describedBy,
  invalid,
  ...inputProps
}: PrefixedInputProps) {
  return (
    <>
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      <div className="flex items-center gap-1.5">
        <span className={`mt-1 ${prefixClassName}`} aria-hidden="true">
          {prefix}
        </span>
        <input
          {...inputProps}
          id={id}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={`${describedBy} ${id}-hint`}
          aria-invalid={invalid}
          className={inputClass}
          autoFocus
        />
      </div>
      <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
        {hint}
      </p>
    </>
  );
}
