import { useEffect, useRef } from 'react';
import { useFetchers, useNavigation } from 'react-router';
import { m } from '../../../paraglide/messages';
import { useMessages } from '../../lib/i18n';
import { markBusy } from '../../lib/mark-busy';

/** A tap this long before the router's work starts still belongs to it (a click and the navigation it started). */
const TAP_BELONGS_MS = 1000;

/**
 * Feedback on a slow link (issue 33 item 6): while the router loads a page or sends a form, the link or button the
 * visitor tapped is marked busy (a spinner appears on it after 300 ms, app.css) and a bar runs along the top. A tap
 * shows its pressed state at once by CSS alone. Without script, the browser's own loading indicator does this.
 */
export function PendingIndicator() {
  const { t } = useMessages();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== 'idle' || fetchers.some((fetcher) => fetcher.state !== 'idle');
  const lastTap = useRef<{ element: Element; at: number } | null>(null);

  useEffect(() => {
    const rememberSubmitter = (event: SubmitEvent) => {
      if (event.submitter) lastTap.current = { element: event.submitter, at: Date.now() };
    };
    const rememberLink = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (link) lastTap.current = { element: link, at: Date.now() };
    };
    document.addEventListener('submit', rememberSubmitter, true);
    document.addEventListener('click', rememberLink, true);
    return () => {
      document.removeEventListener('submit', rememberSubmitter, true);
      document.removeEventListener('click', rememberLink, true);
    };
  }, []);

  useEffect(() => {
    const tap = lastTap.current;
    if (!busy || !tap || Date.now() - tap.at > TAP_BELONGS_MS || !tap.element.isConnected) return;
    lastTap.current = null;
    return markBusy(tap.element);
  }, [busy]);

  return busy ? <div role="progressbar" aria-label={t(m.shell_loading)} className="pending-bar" /> : null;
}
