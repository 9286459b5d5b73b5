import { useLocale } from '../../lib/i18n';
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
  const locale = useLocale();
  return (
    <div className="space-y-4" data-testid="live-moment">
      <p role="status" className="font-semibold text-stone-900">
        Your page is live. Share it now, so family and friends can find it and contribute.
      </p>
      <ShareCard
        url={new URL(path, window.location.origin).href}
        shareMessage={shareMessage}
        allowSharing
        words={shareWordsIn(locale)}
      />
      {unverifiedEmail && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          We sent a link to <strong className="break-all">{unverifiedEmail}</strong>. Please open it to verify
          your e-mail address, so you can always get back to {deceased}'s campaign.
        </p>
      )}
      <button type="button" className="button-primary w-full" onClick={onOpenPage} autoFocus>
        Open {deceased}'s page
      </button>
    </div>
  );
}
