import type { HeadersFunction } from 'react-router';

/**
 * A route's `headers` export for forms: React Router leaves an action's headers out of the document it renders
 * unless the route passes them on, so without this a refused form (429) would lose its Retry-After.
 */
export const formActionHeaders: HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  const headers = new Headers(loaderHeaders);
  const retryAfter = actionHeaders.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return headers;
};
