import { lazy, Suspense } from 'react';
import { NotFoundPage as RenderedNotFoundPage } from './not-found-page';

/**
 * The 404 page for the error boundaries of the root and the campaign page, whose code every page loads: its words
 * (four languages of each, decision 025) would otherwise weigh on every page's script, the campaign page's budget
 * included. The server renders it whole, so it reads without script; the browser fetches its chunk only when a 404 is
 * shown, and hydrates it then (until that, React keeps the server's HTML of the Suspense boundary).
 */
const NotFoundPageChunk = import.meta.env.SSR
  ? RenderedNotFoundPage
  : lazy(() => import('./not-found-page').then((module) => ({ default: module.NotFoundPage })));

export function LazyNotFoundPage() {
  return (
    <Suspense fallback={null}>
      <NotFoundPageChunk />
    </Suspense>
  );
}
