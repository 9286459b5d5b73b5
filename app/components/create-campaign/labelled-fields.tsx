import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldFrame, inputClass } from '../forms/text-field';

export interface SelectOption {
  value: string | number;
  label: string;
}

interface LabelledSelectProps {
  id: string;
  label: string;
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
    <FieldFrame id={id} label={label}>
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
    </FieldFrame>
  );
}

interface LabelledInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'prefix'> {
  id: string;
  label: string;
  /** Shown before the box (a currency symbol, the address's start); screen readers get the hint instead. */
  prefix?: ReactNode;
  prefixClassName?: string;
  hint?: ReactNode;
  value: string;
  onChange(value: string): void;
  describedBy: string;
  invalid: boolean;
}

/** A labelled text box of the creation dialog, maybe with something printed before it and a hint below. */
export function LabelledInput({
  id,
  label,
  prefix,
  prefixClassName = '',
  hint,
  onChange,
  describedBy,
  invalid,
  ...inputProps
}: LabelledInputProps) {
  const input = (
    <input
      {...inputProps}
      id={id}
      onChange={(event) => onChange(event.target.value)}
      aria-describedby={hint ? `${describedBy} ${id}-hint` : describedBy}
      aria-invalid={invalid}
      className={inputClass}
      autoFocus
    />
  );
  return (
    <FieldFrame id={id} label={label} hint={hint}>
      {prefix ? (
        <div className="flex items-center gap-1.5">
          <span className={prefixClassName} aria-hidden="true">
            {prefix}
          </span>
          {input}
        </div>
      ) : (
        input
      )}
    </FieldFrame>
  );
}
