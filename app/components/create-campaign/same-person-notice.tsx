import type { SamePersonMatch } from '../../../domain/campaigns/same-person';
import { m } from '../../../paraglide/messages';
import { useMessages } from '../../lib/i18n';

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
  const { t, locale } = useMessages();
  const monthFormat = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const one = matches.length === 1;
  return (
    <div
      role="alert"
      className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-3 text-stone-800"
      data-testid="same-person-notice"
    >
      <p className="font-semibold">{t(one ? m.create_same_one : m.create_same_many, { deceased })}</p>
      <p className="mt-1 text-sm">{t(m.create_same_text)}</p>
      <ul className="mt-2 space-y-1">
        {matches.map((match) => (
          <li key={match.id}>
            <a
              href={match.path}
              target="_blank"
              rel="noopener"
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
            >
              {t(m.create_same_match, {
                name: match.deceasedName,
                month: monthFormat.format(new Date(`${match.monthOfPassing}-01T00:00:00Z`)),
              })}
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
        <span>{t(m.create_same_confirm, { deceased })}</span>
      </label>
    </div>
  );
}
