import {
  WALLET_REJECTION_NOTE_MAX,
  WALLET_REJECTION_REASONS,
  WALLET_REJECTION_UNDO_WORDS,
} from '../../../domain/contributions/wallet-rejection';

/**
 * What rejecting a wallet gift does, and why (issue 33 item 1): the family's dialog and the admin's form ask the
 * same. `idPrefix` keeps the ids apart when several forms are on one page.
 */
export function RejectionFields({ idPrefix, giverHasEmail }: { idPrefix: string; giverHasEmail: boolean }) {
  return (
    <>
      <p className="text-sm text-stone-800">
        The gift will not count and its message leaves the page.{' '}
        {giverHasEmail
          ? 'The giver is told by e-mail that the money could not be found, and how to check it or give again.'
          : 'The giver left no e-mail address, so they are not told.'}{' '}
        You can undo this for {WALLET_REJECTION_UNDO_WORDS}.
      </p>
      <fieldset className="grid gap-1">
        <legend className="mb-1 text-sm font-medium text-stone-800">Why?</legend>
        {Object.entries(WALLET_REJECTION_REASONS).map(([value, label], index) => (
          <label key={value} className="flex min-h-11 items-center gap-2 text-sm">
            <input type="radio" name="reason" value={value} required defaultChecked={index === 0} />
            {label}
          </label>
        ))}
      </fieldset>
      <div>
        <label htmlFor={`${idPrefix}-note`} className="mb-1 block text-sm font-medium text-stone-800">
          A note for the giver (optional)
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
