import { m } from '../../../paraglide/messages';
import { useMessages } from '../../lib/i18n';
import { ShareCard } from '../campaign/share-card';
import { shareWordsIn } from '../campaign/share-words';

interface LiveMomentProps {
  /** The campaign page's path. */
  path: string;
  deceased: string;
  /** The campaign's share text, in its own language. */
  shareMessage: string;
  /** Set when the account was created in this dialog: its e-mail address still needs verifying. */
  unverifiedEmail: string | null;
  onOpenPage(): void;
}

/** After creation: the page is live, share it now (WhatsApp first), and verify the e-mail address. */
export function LiveMoment({ path, deceased, shareMessage, unverifiedEmail, onOpenPage }: LiveMomentProps) {
  const { t, rich, locale } = useMessages();
  return (
    <div className="space-y-4" data-testid="live-moment">
      <p role="status" className="font-semibold text-stone-900">
        {t(m.create_live_share)}
      </p>
      <ShareCard
        url={new URL(path, window.location.origin).href}
        shareMessage={shareMessage}
        allowSharing
        words={shareWordsIn(locale)}
      />
      {unverifiedEmail && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {rich(m.create_live_verify, {
            email: <strong className="break-all">{unverifiedEmail}</strong>,
            deceased,
          })}
        </p>
      )}
      <button type="button" className="button-primary w-full" onClick={onOpenPage} autoFocus>
        {t(m.create_live_open, { deceased })}
      </button>
    </div>
  );
}
