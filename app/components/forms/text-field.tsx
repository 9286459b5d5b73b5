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

/** The control's id: the caller's, when it must focus or name it, else a generated one. */
export function useFieldId(given?: string) {
  const generated = useId();
  return given ?? generated;
}

export function TextField({
  label,
  error,
  hint,
  id: givenId,
  prefix,
  ...input
}: FieldProps & Omit<ComponentProps<'input'>, 'prefix'> & { name: string; prefix?: ReactNode }) {
  const id = useFieldId(givenId);
  const control = (
    <input
      id={id}
      className={inputClass}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, { error, hint })}
      {...input}
    />
  );
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      {prefix ? (
        // The prefix (a currency symbol, the address's start) is for the eye; the hint says it in words.
        <div className="flex items-center gap-2">
          <span className="shrink-0 text-stone-700" aria-hidden="true">
            {prefix}
          </span>
          {control}
        </div>
      ) : (
        control
      )}
    </FieldFrame>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  id: givenId,
  ...textarea
}: FieldProps & ComponentProps<'textarea'> & { name: string }) {
  const id = useFieldId(givenId);
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <textarea
        id={id}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error, hint })}
        {...textarea}
      />
    </FieldFrame>
  );
}
