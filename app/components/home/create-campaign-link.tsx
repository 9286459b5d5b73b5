import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { m } from '../../../paraglide/messages';
import { useMessages } from '../../lib/i18n';
import { loadCreationDialog } from '../create-campaign/lazy-creation-dialog';

/** Which "Create Memorial Campaign" link opened the dialog, so closing it can give that link the focus back. */
export interface CreationDialogOpener {
  opener?: string;
}

/**
 * "Create Memorial Campaign": opens the creation dialog at /create-campaign, fetching its code on intent. The
 * dialog is a route of its own, so this link is rendered anew when it closes: it takes the focus back itself
 * when it was the one that opened it.
 */
export function CreateCampaignLink({ className, opener }: { className: string; opener: string }) {
  const { t } = useMessages();
  const preload = () => void loadCreationDialog();
  const link = useRef<HTMLAnchorElement>(null);
  const returnedTo = (useLocation().state as { returnFocusTo?: string } | null)?.returnFocusTo;
  useEffect(() => {
    if (returnedTo === opener) link.current?.focus();
  }, [returnedTo, opener]);
  return (
    <Link
      ref={link}
      to="/create-campaign"
      state={{ opener } satisfies CreationDialogOpener}
      prefetch="intent"
      className={className}
      onPointerEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
    >
      {t(m.home_create_campaign)}
    </Link>
  );
}
