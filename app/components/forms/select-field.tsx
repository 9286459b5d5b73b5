import type { ComponentProps } from 'react';
import { describedBy, FieldFrame, type FieldProps, inputClass, useFieldId } from './text-field';

export function SelectField({
  label,
  error,
  hint,
  children,
  id: givenId,
  ...select
}: FieldProps & ComponentProps<'select'> & { name: string }) {
  const id = useFieldId(givenId);
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <select
        id={id}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error, hint })}
        {...select}
      >
        {children}
      </select>
    </FieldFrame>
  );
}
