import { useEffect, useState } from 'react';

export const TYPING_MS_PER_CHARACTER = 30;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * The question typed out at 30 ms a character, or at once for people who prefer reduced motion. Screen readers
 * get the whole sentence at once from a polite live region; the typing itself is hidden from them.
 */
export function TypedText({ text, id }: { text: string; id: string }) {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (prefersReducedMotion()) {
      setShown(text.length);
      return;
    }
    setShown(0);
    let count = 0;
    const timer = window.setInterval(() => {
      count += 1;
      setShown(count);
      if (count >= text.length) {
        window.clearInterval(timer);
      }
    }, TYPING_MS_PER_CHARACTER);
    return () => window.clearInterval(timer);
  }, [text]);

  return (
    <>
      <p id={id} className="sr-only" aria-live="polite">
        {text}
      </p>
      <p
        aria-hidden="true"
        className="rounded-2xl rounded-tl-sm bg-white px-4 py-3 text-lg leading-relaxed text-stone-900 shadow-sm"
        data-testid="wizard-question"
      >
        {text.slice(0, shown)}
        {shown < text.length && (
          <span className="ml-0.5 inline-block h-5 w-1.5 animate-pulse bg-brand-600 align-middle" />
        )}
      </p>
    </>
  );
}
