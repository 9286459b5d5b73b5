import type { SamePersonMatch } from '../../../domain/campaigns/same-person';

const monthFormat = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * The create step when pages may already honor the same person (decision 034): each opens in a new tab, so nothing
 * typed here is lost, and the organizer ticks that they are family before Create goes on.
 */
export function SamePersonNotice({
  matches,
  deceased,
  confirmed,
  onConfirm,
}: {
  matches: SamePersonMatch[];
  deceased: string;
  confirmed: boolean;
  onConfirm(confirmed: boolean): void;
}) {
  const one = matches.length === 1;
  return (
    <div
      role="alert"
      className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-3 text-stone-800"
      data-testid="same-person-notice"
    >
      <p className="font-semibold">
        {one
          ? `A memorial page for ${deceased} may already exist.`
          : `Memorial pages for ${deceased} may already exist.`}
      </p>
      <p className="mt-1 text-sm">
        One page per person keeps the family's gifts and messages together. Please look before you create
        another (it opens in a new tab, your answers stay here):
      </p>
      <ul className="mt-2 space-y-1">
        {matches.map((match) => (
          <li key={match.id}>
            <a
              href={match.path}
              target="_blank"
              rel="noopener"
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
            >
              {match.deceasedName}, passed away in{' '}
              {monthFormat.format(new Date(`${match.monthOfPassing}-01T00:00:00Z`))}
            </a>
          </li>
        ))}
      </ul>
      <label className="mt-2 flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          checked={confirmed}
          onChange={(event) => onConfirm(event.target.checked)}
          className="mt-0.5 size-5 shrink-0"
        />
        <span>
          I am family of {deceased} (or I am creating this page for the family), and another page is needed.
        </span>
      </label>
    </div>
  );
}
