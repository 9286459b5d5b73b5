import { type ComponentType, lazy, Suspense } from 'react';

type PageModule = { default: ComponentType };

let renderedOnTheServer: ComponentType | null = null;

/** The server hands the page over (entry.server.tsx): it then renders it whole, in the first HTML, without script. */
export function provideNotFoundPage(page: ComponentType) {
  renderedOnTheServer = page;
}

/**
 * The 404 page for the error boundaries of the root and the campaign page, whose code every page loads: its words
 * (four languages of each, decision 025) would otherwise weigh on every page's script, the campaign page's budget
 * included. The browser fetches its chunk only when a 404 is shown, and hydrates it then (React keeps the server's
 * HTML of the Suspense boundary until it has come). On the server a thenable that answers at once lets React render
 * it in the same pass.
 */
const NotFoundPageChunk = lazy(
  (): Promise<PageModule> =>
    renderedOnTheServer
      ? ({
          // biome-ignore lint/suspicious/noThenProperty: a thenable React.lazy reads at once on the server (above)
          then: (resolve: (module: PageModule) => void) =>
            resolve({ default: renderedOnTheServer as ComponentType }),
        } as unknown as Promise<PageModule>)
      : import('./not-found-page').then((module) => ({ default: module.NotFoundPage })),
);

export function LazyNotFoundPage() {
  return (
    <Suspense fallback={null}>
      <NotFoundPageChunk />
    </Suspense>
  );
}
