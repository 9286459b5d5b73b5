import { useFetcher, useLocation } from 'react-router';
import { LOCALE_NAMES, LOCALES } from '../../../domain/shared/locales';
import { m } from '../../../paraglide/messages';
import { useMessages } from '../../lib/i18n';
import { useHydrated } from '../../lib/use-hydrated';

interface LanguageSwitcherProps {
  /** Unique on the page: the header and the footer each have one. */
  id: string;
  /** On the footer's dark background. */
  onDark?: boolean;
  /** The label stays for screen readers only (the header's narrow bar). */
  hideLabel?: boolean;
}

/**
 * The visitor's choice of language (decision 025), kept in a cookie by /language. Without script it is a plain form
 * that comes back to this address; with script the page stays as it is, with whatever was typed, and only its words
 * change when the loaders run again.
 */
export function LanguageSwitcher({ id, onDark = false, hideLabel = false }: LanguageSwitcherProps) {
  const { locale, t } = useMessages();
  const fetcher = useFetcher();
  const hydrated = useHydrated();
  const { pathname, search, hash } = useLocation();
  return (
    <fetcher.Form method="post" action="/language" className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="returnTo" value={`${pathname}${search}${hash}`} />
      {hydrated && <input type="hidden" name="enhanced" value="true" />}
      <label
        htmlFor={id}
        className={hideLabel ? 'sr-only' : `text-sm font-medium ${onDark ? 'text-white' : 'text-stone-800'}`}
      >
        {t(m.language_label)}
      </label>
      <select
        // A new default once the page's language has changed.
        key={locale}
        id={id}
        name="locale"
        defaultValue={locale}
        className="min-h-9 rounded-md border border-stone-300 bg-white px-2 text-sm text-stone-900"
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
      <button
        type="submit"
        className="button-secondary min-h-9 px-3 py-1.5 text-sm"
        disabled={fetcher.state !== 'idle'}
      >
        {t(m.language_submit)}
      </button>
    </fetcher.Form>
  );
}
