import { createContext, type ReactNode, Suspense, use, useContext } from 'react';

type SettledGate = Promise<void> & { status: 'fulfilled'; value: undefined };

/** Already settled, and marked so for React's `use`: a part behind it renders at once, never suspending. */
export const OPEN_VIEWER_GATE: SettledGate = Object.assign(Promise.resolve(), {
  status: 'fulfilled' as const,
  value: undefined,
});

/** Never settles: while a page's shared part is rendered, every viewer's part waits behind it (decision 019). */
export const CLOSED_VIEWER_GATE: Promise<void> = new Promise(() => {});

/**
 * Open everywhere except in the one rendering of a signed-in page that visitors of the same page share
 * (app/lib/shared-prelude.server.tsx), which closes it so that each viewer's own part is left as a hole.
 */
export const ViewerGate = createContext<Promise<void>>(OPEN_VIEWER_GATE);

function Opened({ children }: { children: ReactNode }) {
  use(useContext(ViewerGate));
  return children;
}

/**
 * What only this viewer sees (their name, their tools for a campaign they manage). On a signed-in page whose
 * rendering is shared, this is rendered per request and joined to the shared part; `fallback` is what shows
 * until it arrives, and for good to a browser that runs no script. Read a route's `viewer` data only in here:
 * the shared rendering sees it as null.
 */
export function ViewerPart({ fallback = null, children }: { fallback?: ReactNode; children: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <Opened>{children}</Opened>
    </Suspense>
  );
}
