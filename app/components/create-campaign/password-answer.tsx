import { PASSWORD_MIN_LENGTH } from '../../../domain/accounts/password-rules';
import { m } from '../../../paraglide/messages';
import { useMessages } from '../../lib/i18n';
import { PasswordField, usePasswordHint } from '../forms/password-field';
import type { StepInputProps } from './step-input-props';

/** The new account's password; the e-mail it belongs to is shown above it. */
export function PasswordAnswer({ password, setPassword, answers }: StepInputProps) {
  const { t, rich } = useMessages();
  return (
    <div>
      <p className="mb-2 text-sm text-stone-700">
        {rich(m.create_password_account, { email: <strong>{answers.organizerEmail}</strong> })}
      </p>
      <PasswordField
        name="password"
        label={t(m.create_label_password)}
        hint={usePasswordHint()}
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        autoFocus
      />
    </div>
  );
}
