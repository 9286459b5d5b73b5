import {
  WALLET_REJECTION_NOTE_MAX,
  WALLET_REJECTION_REASONS,
} from '../../../domain/contributions/wallet-rejection';
import { WALLET_REJECTION_REASON_WORDS } from '../../../domain/contributions/wallet-rejection-words';
import { m } from '../../../paraglide/messages';
import { useMessages } from '../../lib/i18n';

/**
 * What rejecting a wallet gift does, and why (issue 33 item 1): the family's dialog and the admin's form ask the
 * same. `idPrefix` keeps the ids apart when several forms are on one page.
 */
export function RejectionFields({ idPrefix, giverHasEmail }: { idPrefix: string; giverHasEmail: boolean }) {
  const { t } = useMessages();
  return (
    <>
      <p className="text-sm text-stone-800">
        {t(m.rejection_effect)} {giverHasEmail ? t(m.rejection_giver_told) : t(m.rejection_giver_not_told)}{' '}
        {t(m.rejection_undo)}
      </p>
      <fieldset className="grid gap-1">
        <legend className="mb-1 text-sm font-medium text-stone-800">{t(m.rejection_why)}</legend>
        {WALLET_REJECTION_REASONS.map((value, index) => (
          <label key={value} className="flex min-h-11 items-center gap-2 text-sm">
            <input type="radio" name="reason" value={value} required defaultChecked={index === 0} />
            {t(WALLET_REJECTION_REASON_WORDS[value])}
          </label>
        ))}
      </fieldset>
      <div>
        <label htmlFor={`${idPrefix}-note`} className="mb-1 block text-sm font-medium text-stone-800">
          {t(m.rejection_note)}
        </label>
        <textarea
          id={`${idPrefix}-note`}
          name="note"
          rows={2}
          maxLength={WALLET_REJECTION_NOTE_MAX}
          className="w-full rounded-lg border border-stone-300 p-2"
        />
      </div>
    </>
  );
}
