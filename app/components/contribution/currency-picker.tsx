import { useId, useMemo, useState } from 'react';
import { CURRENCIES } from '../../../domain/shared/currencies';
import { type CurrencyWords, currencyIn } from '../../../domain/shared/currency-words';
import { m } from '../../../paraglide/messages';
import { useMessages } from '../../lib/i18n';

const SHOWN_BEFORE_SEARCH = 20;

/** The first 20 currencies, and all of them through the search box (spec part 2 §9). */
export function CurrencyPicker({
  value,
  onChange,
  forCard,
}: {
  value: string;
  onChange: (code: string) => void;
  /** Cards cannot be paid in currencies the processor does not support (ZWL). */
  forCard: boolean;
}) {
  const id = useId();
  const { t, locale } = useMessages();
  const [query, setQuery] = useState('');
  // Named in the reader's language; the flag stays with each.
  const offered = useMemo(
    () =>
      CURRENCIES.filter((currency) => !forCard || currency.stripeSupported).map((currency) => ({
        ...currencyIn(currency.code, locale),
        flag: currency.flag,
        englishName: currency.name,
      })),
    [forCard, locale],
  );
  const shown = useMemo(() => {
    const search = query.trim().toLowerCase();
    const list: (CurrencyWords & { flag: string })[] = search
      ? offered.filter((currency) =>
          [currency.code, currency.name, currency.englishName].some((word) =>
            word.toLowerCase().includes(search),
          ),
        )
      : offered.slice(0, SHOWN_BEFORE_SEARCH);
    const selected = offered.find((currency) => currency.code === value);
    return selected && !list.includes(selected) ? [selected, ...list] : list;
  }, [offered, query, value]);

  return (
    <div className="grid gap-2 sm:grid-cols-2">
      <div>
        <label htmlFor={`${id}-currency`} className="block text-sm font-medium text-stone-800">
          {t(m.currency_label)}
        </label>
        <select
          id={`${id}-currency`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="mt-1 min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3"
        >
          {shown.map((currency) => (
            <option key={currency.code} value={currency.code}>
              {currency.flag} {currency.code} · {currency.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-search`} className="block text-sm font-medium text-stone-800">
          {t(m.currency_search, { count: offered.length })}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            const search = event.target.value.trim().toLowerCase();
            const exact = offered.find((currency) => currency.code.toLowerCase() === search);
            if (exact) onChange(exact.code);
          }}
          placeholder={t(m.currency_search_example)}
          className="mt-1 min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3"
        />
      </div>
    </div>
  );
}
