import { type CSSProperties, lazy, Suspense } from 'react';
import { useToasterWanted } from '../../lib/toast';

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/**
 * One toast at a time, shown for 5 s; F8 moves focus to them (spec part 1 §9). Mounted with the first toast.
 * The Toaster renders its (empty) live region first and replays earlier toasts once it has subscribed, so the
 * first toast is neither lost nor silent.
 */
export function LazyToaster() {
  const wanted = useToasterWanted();
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster
        visibleToasts={1}
        duration={5000}
        hotkey={['F8']}
        position="top-center"
        richColors
        closeButton
        // Darker than the library's red and info blue, which fail WCAG contrast on their pale backgrounds.
        style={
          {
            maxWidth: 420,
            '--error-text': 'hsl(0, 74%, 38%)',
            '--info-text': 'hsl(210, 92%, 32%)',
          } as CSSProperties
        }
      />
    </Suspense>
  ) : null;
}
