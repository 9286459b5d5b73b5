import type { HeadersFunction } from 'react-router';

/**
 * A route's `headers` export for forms: React Router leaves an action's headers out of the document it renders
 * unless the route passes them on, so without this a refused form (429) would lose its Retry-After, and a form
 * refused unread (413) would keep its connection open.
 */
export const formActionHeaders: HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  const headers = new Headers(loaderHeaders);
  const retryAfter = actionHeaders.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  // A body refused unread (413) leaves its bytes on the socket: the connection must not carry another request.
  if (actionHeaders.get('Connection') === 'close') headers.set('Connection', 'close');
  return headers;
};
