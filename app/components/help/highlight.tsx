const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Splits a search into the words searchFaq matches on. */
export function searchWords(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

/** `text` with every occurrence of the searched words marked. */
export function Highlight({ text, words }: { text: string; words: readonly string[] }) {
  if (words.length === 0) return <>{text}</>;
  const pattern = new RegExp(`(${words.map(escapeRegExp).join('|')})`, 'gi');
  // split() with a capturing group puts the matches at the odd positions.
  return (
    <>
      {text.split(pattern).map((part, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string never reorder
          <mark key={index} className="rounded-sm bg-amber-200 px-0.5 text-stone-900">
            {part}
          </mark>
        ) : (
          part
        ),
      )}
    </>
  );
}
