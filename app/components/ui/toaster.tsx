import { useEffect, useRef, useState } from 'react';
import { dismissToast, type ShownToast, subscribeToToasts } from '../../lib/toast';
import type { ToastWords } from '../../lib/toast-words.server';
import { CloseIcon } from './icons';

const DISPLAY_MS = 5000;
export const FOCUS_HOTKEY = 'F8';

/** The one toast region, just below the sticky header (never over the navigation or a dialog's buttons): announced to screen readers, F8 moves focus to it, hovering or focusing pauses it. */
export function Toaster({ words }: { words: Pick<ToastWords, 'region' | 'dismiss'> | undefined }) {
  const [toast, setToast] = useState<ShownToast | null>(null);
  const [paused, setPaused] = useState(false);
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => subscribeToToasts(setToast), []);

  useEffect(() => {
    if (!toast || paused) return;
    const timer = setTimeout(() => dismissToast(toast.id), DISPLAY_MS);
    return () => clearTimeout(timer);
  }, [toast, paused]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === FOCUS_HOTKEY) regionRef.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const destructive = toast?.variant === 'destructive';
  return (
    <section
      ref={regionRef}
      aria-label={words?.region}
      tabIndex={-1}
      className="pointer-events-none fixed inset-x-0 top-[4.5rem] z-[60] flex justify-center px-3 outline-none"
    >
      <div role="status" aria-live="polite" aria-atomic="true" className="w-full max-w-[420px]">
        {toast && (
          // biome-ignore lint/a11y/noStaticElementInteractions: pausing on hover is a convenience; focus pauses too
          <div
            key={toast.id}
            onMouseEnter={() => setPaused(true)}
            onMouseLeave={() => setPaused(false)}
            onFocus={() => setPaused(true)}
            onBlur={() => setPaused(false)}
            className={`pointer-events-auto flex items-start gap-3 rounded-lg border p-4 shadow-lg ${
              destructive
                ? 'border-red-300 bg-red-50 text-red-900'
                : 'border-stone-200 bg-white text-stone-900'
            }`}
          >
            <div className="min-w-0 flex-1">
              <p className="font-semibold">{toast.title}</p>
              {toast.description && <p className="mt-1 text-sm">{toast.description}</p>}
            </div>
            <button
              type="button"
              onClick={() => dismissToast(toast.id)}
              className="-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-md hover:bg-black/5"
            >
              <CloseIcon className="size-4" />
              <span className="sr-only">{words?.dismiss}</span>
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
