import { type ComponentProps, type ReactNode, useId } from 'react';

export interface FieldProps {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** A form control's box without its width, for controls sharing a row (a dial code beside a number). */
export const controlClass =
  'block min-h-11 rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 shadow-sm placeholder:text-stone-500 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 aria-[invalid=true]:border-red-700';

export const inputClass = `${controlClass} w-full`;

/** Label, control and error message wired together, so screen readers announce the error with the field. */
export function FieldFrame({
  id,
  label,
  error,
  hint,
  children,
}: FieldProps & { id: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function describedBy(id: string, { error, hint }: Pick<FieldProps, 'error' | 'hint'>) {
  return error ? `${id}-error` : hint ? `${id}-hint` : undefined;
}

export function TextField({
  label,
  error,
  hint,
  ...input
}: FieldProps & ComponentProps<'input'> & { name: string }) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error, hint })}
        {...input}
      />
    </FieldFrame>
  );
}
