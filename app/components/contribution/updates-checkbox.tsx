import type { ComponentProps } from 'react';
import { m } from '../../../paraglide/messages';
import { useMessages } from '../../lib/i18n';

/**
 * "Send me updates from the family" (issue 16), unticked until the giver ticks it. Controlled in the scripted forms
 * (`checked` and `onChange` with the new value), or a named field of a plain form (`name`, `defaultChecked`).
 */
export function UpdatesCheckbox({
  onChange,
  ...input
}: Omit<ComponentProps<'input'>, 'onChange' | 'type'> & { onChange?: (checked: boolean) => void }) {
  const { t } = useMessages();
  return (
    <label className="flex min-h-11 items-center gap-3">
      <input
        type="checkbox"
        className="size-5"
        onChange={onChange && ((event) => onChange(event.target.checked))}
        {...input}
      />
      {t(m.gift_updates)}
    </label>
  );
}
