import { ChevronDown, Search, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import {
  countByCategory,
  FAQ_CATEGORIES,
  type FaqCategory,
  type FaqEntry,
  searchFaq,
  searchWords,
} from '../../../domain/content/faq-search';
import { m } from '../../../paraglide/messages';
import { useMessages } from '../../lib/i18n';
import { Highlight } from './highlight';

type CategoryFilter = FaqCategory | 'all';

interface FaqBrowserProps {
  /** The FAQ in the reader's language (help-center.ts, from the loader). */
  faq: { entries: FaqEntry[]; categoryNames: Record<FaqCategory, string> };
  initialQuery: string;
  initialCategory: CategoryFilter;
}

const categoryHref = (category: CategoryFilter, query: string) => {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (category !== 'all') params.set('category', category);
  const search = params.toString();
  return search ? `?${search}` : '?';
};

/**
 * Search over questions, answers and tags with highlighting, a category sidebar with counts, and an accordion
 * (native details/summary: keyboard operable and open-able before JavaScript loads). Without JavaScript the
 * search box and the categories reload the page with ?q= and ?category=; with it, results follow each keystroke.
 */
export function FaqBrowser({ faq, initialQuery, initialCategory }: FaqBrowserProps) {
  const { t } = useMessages();
  const [query, setQuery] = useState(initialQuery);
  const [category, setCategory] = useState<CategoryFilter>(initialCategory);
  const searchInput = useRef<HTMLInputElement>(null);
  const id = useId();

  const words = searchWords(query);
  const isSearching = words.length > 0;
  const results = searchFaq(query, faq.entries);
  const counts = countByCategory(results);
  const shown = category === 'all' ? results : results.filter((entry) => entry.category === category);
  const groups = FAQ_CATEGORIES.map((name, index) => ({
    name,
    index,
    entries: shown.filter((entry) => entry.category === name),
  })).filter((group) => group.entries.length > 0);

  const clearSearch = () => {
    setQuery('');
    searchInput.current?.focus();
  };

  return (
    <div>
      <search>
        <form method="get" className="flex flex-col gap-2" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={`${id}-search`} className="font-semibold text-stone-900">
            {t(m.help_search_label)}
          </label>
          <div className="flex gap-2">
            <div className="relative flex-1">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-stone-500"
              />
              <input
                ref={searchInput}
                id={`${id}-search`}
                name="q"
                type="search"
                value={query}
                onChange={(event) => setQuery(event.currentTarget.value)}
                placeholder={t(m.help_search_placeholder)}
                autoComplete="off"
                className="min-h-11 w-full rounded-lg border border-stone-400 bg-white py-2 pl-10 pr-3 text-base"
              />
            </div>
            {category !== 'all' && <input type="hidden" name="category" value={category} />}
            <button type="submit" className="button-primary">
              {t(m.help_search_button)}
            </button>
          </div>
        </form>
      </search>
      <div className="mt-2 flex min-h-11 flex-wrap items-center gap-3">
        <p role="status" className="text-sm text-stone-700">
          {isSearching && t(m.help_search_count, { count: results.length, query: query.trim() })}
        </p>
        {isSearching && (
          <a
            href={categoryHref(category, '')}
            onClick={(event) => {
              event.preventDefault();
              clearSearch();
            }}
            className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-brand-700 underline"
          >
            <X aria-hidden="true" className="size-4" />
            {t(m.help_clear_search)}
          </a>
        )}
      </div>

      <div className="mt-4 grid gap-6 md:grid-cols-[14rem_1fr]">
        <nav aria-label={t(m.help_categories_label)} className="min-w-0">
          <ul className="flex flex-wrap gap-2 md:flex-col">
            {(['all', ...FAQ_CATEGORIES] as const).map((name) => {
              const count = name === 'all' ? results.length : counts[name];
              const selected = category === name;
              return (
                <li key={name}>
                  <a
                    href={categoryHref(name, query.trim())}
                    aria-current={selected ? 'true' : undefined}
                    onClick={(event) => {
                      event.preventDefault();
                      setCategory(name);
                    }}
                    className={`relative flex min-h-11 items-center justify-between gap-3 whitespace-nowrap rounded-lg border px-3 text-sm font-medium ${
                      selected
                        ? 'border-brand-700 bg-brand-700 text-white'
                        : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-100'
                    }`}
                  >
                    {name === 'all' ? t(m.help_all_topics) : faq.categoryNames[name]}
                    <span
                      className={`rounded-full px-2 text-xs ${selected ? 'bg-white/20' : 'bg-stone-100 text-stone-700'}`}
                    >
                      {count}
                      <span className="sr-only"> {t(m.help_answers_unit, { count })}</span>
                    </span>
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className="min-w-0">
          {groups.length === 0 && (
            <p className="rounded-xl border border-stone-200 bg-white p-5 text-stone-700">
              {t(m.help_no_results)}
            </p>
          )}
          {groups.map((group) => (
            <section key={group.name} aria-labelledby={`${id}-group-${group.index}`} className="mb-6">
              <h3
                id={`${id}-group-${group.index}`}
                className="mb-2 text-sm font-semibold uppercase tracking-wide text-stone-600"
              >
                {faq.categoryNames[group.name]}
              </h3>
              <ul className="space-y-2">
                {group.entries.map((entry) => (
                  <FaqItem key={entry.id} entry={entry} words={words} open={isSearching} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}

function FaqItem({ entry, words, open }: { entry: FaqEntry; words: string[]; open: boolean }) {
  const { rich } = useMessages();
  return (
    <li>
      <details id={entry.id} open={open} className="group rounded-xl border border-stone-200 bg-white">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 font-semibold text-stone-900 [&::-webkit-details-marker]:hidden">
          <span>
            <Highlight text={entry.question} words={words} />
          </span>
          <ChevronDown
            aria-hidden="true"
            className="size-5 shrink-0 transition-transform group-open:rotate-180"
          />
        </summary>
        <div className="border-t border-stone-200 px-4 py-3 text-stone-800">
          <p>
            <Highlight text={entry.answer} words={words} />
          </p>
          <p className="mt-3 text-sm text-stone-600">
            {rich(m.help_topics, { tags: <Highlight text={entry.tags.join(', ')} words={words} /> })}
          </p>
        </div>
      </details>
    </li>
  );
}
