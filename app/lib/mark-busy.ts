import { type RefObject, useEffect } from 'react';

/** Marks what was tapped as busy (a spinner on it from 300 ms, app.css); the returned function unmarks it. */
export function markBusy(element: Element) {
  element.setAttribute('data-pending', '');
  element.setAttribute('aria-busy', 'true');
  return () => {
    element.removeAttribute('data-pending');
    element.removeAttribute('aria-busy');
  };
}

/**
 * The Suspense fallback of a dialog whose code loads on the tap that opens it: the button that opened it shows it
 * is busy until the dialog is there, as a link does while its page loads (issue 33 item 6).
 */
export function OpenerBusy({ opener }: { opener: RefObject<Element | null> }) {
  useEffect(() => (opener.current ? markBusy(opener.current) : undefined), [opener]);
  return null;
}
