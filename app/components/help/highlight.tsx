import type { ReactNode } from 'react';
import { matchRanges } from '../../../domain/content/faq-search';

/** `text` with every occurrence of the searched words (searchWords) marked, accents or not. */
export function Highlight({ text, words }: { text: string; words: readonly string[] }) {
  const ranges = matchRanges(text, words);
  if (ranges.length === 0) return <>{text}</>;
  const parts: ReactNode[] = [];
  let shown = 0;
  for (const [start, end] of ranges) {
    if (start > shown) parts.push(text.slice(shown, start));
    parts.push(
      <mark key={start} className="rounded-sm bg-amber-200 px-0.5 text-stone-900">
        {text.slice(start, end)}
      </mark>,
    );
    shown = end;
  }
  parts.push(text.slice(shown));
  return <>{parts}</>;
}
