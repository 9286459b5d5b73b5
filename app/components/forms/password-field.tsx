import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useId, useState } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../../domain/accounts/password-rules';
import { m } from '../../../paraglide/messages';
import { useMessages } from '../../lib/i18n';
import { describedBy, FieldFrame, type FieldProps, inputClass } from './text-field';

/** The rule a new password must meet, in the reader's language, from the one minimum. */
export function usePasswordHint(): string {
  const { t } = useMessages();
  return t(m.password_hint, { count: PASSWORD_MIN_LENGTH });
}

/** A password input with a show/hide toggle (the toggle needs JavaScript; without it the field stays hidden). */
export function PasswordField({
  label,
  error,
  hint,
  ...input
}: FieldProps & ComponentProps<'input'> & { name: string }) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const { t, locale } = useMessages();
  const field = label.toLocaleLowerCase(locale);
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <div className="relative">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className={`${inputClass} pr-12`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { error, hint })}
          {...input}
        />
        <button
          type="button"
          className="absolute inset-y-0 right-0 flex min-w-11 items-center justify-center rounded-r-lg text-stone-600 hover:text-stone-900"
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-5" />
          ) : (
            <Eye aria-hidden="true" className="size-5" />
          )}
          <span className="sr-only">{t(visible ? m.password_hide : m.password_show, { field })}</span>
        </button>
      </div>
    </FieldFrame>
  );
}
