import { useContext, useId } from 'react';
import { shareLinksOf } from '../../../domain/campaigns/share-text';
import { toast } from '../../lib/toast';
import { CampaignShareMessage } from './campaign-share-message';
import type { ShareWords } from './share-words';

interface ShareCardProps {
  url: string;
  /** The campaign's share text; left out, the campaign page's (CampaignShareMessage). */
  shareMessage?: string;
  nearEvent?: string | null;
  allowSharing: boolean;
  /** In the reader's language: from the page's loader, or share-words.ts in a lazy chunk. */
  words: ShareWords;
}

function isPhone(): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent);
}

const buttonClass =
  'inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-white';

export function ShareCard({ url, shareMessage, nearEvent = null, allowSharing, words }: ShareCardProps) {
  const pageShareMessage = useContext(CampaignShareMessage);
  // One page may hold two (the sidebar's, and the thank-you in the gift dialog): each heading its own id.
  const headingId = useId();
  if (!allowSharing) {
    return (
      <section aria-labelledby={headingId} className="rounded-xl border border-stone-200 bg-white p-5">
        <h2 id={headingId} className="font-semibold">
          {words.heading}
        </h2>
        <p className="mt-2 text-sm text-stone-700">{words.disabled}</p>
      </section>
    );
  }

  const links = shareLinksOf(url, shareMessage ?? pageShareMessage, nearEvent);
  const openPopup = (event: React.MouseEvent<HTMLAnchorElement>, target: string) => {
    // On a phone WhatsApp's link opens the app itself (spec part 2 §2), not a popup.
    if (target === links.whatsapp && isPhone()) return;
    event.preventDefault();
    window.open(target, 'share', 'width=600,height=400,noopener');
  };

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-stone-200 bg-white p-5">
      <h2 id={headingId} className="font-semibold">
        {words.heading}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{words.helps}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        {(
          [
            ['WhatsApp', links.whatsapp, 'bg-[#0b6b37] hover:bg-[#08552b]'],
            ['Facebook', links.facebook, 'bg-[#1864d8] hover:bg-[#1450ad]'],
            ['X', links.x, 'bg-stone-900 hover:bg-black'],
          ] as const
        ).map(([name, href, colors]) => (
          <a
            key={name}
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            onClick={(event) => openPopup(event, href)}
            className={`${buttonClass} ${colors}`}
          >
            {name}
          </a>
        ))}
      </div>
      <button
        type="button"
        className="button-secondary mt-3 w-full"
        onClick={async () => {
          // Loaded on the click: the campaign page's first script has a budget (decision 004).
          const { copyText } = await import('../../lib/copy-text');
          if (await copyText(url)) toast({ title: words.copied, description: words.pasteAnywhere });
          else toast({ title: words.copyFailed, description: url, variant: 'destructive' });
        }}
      >
        {words.copyLink}
      </button>
    </section>
  );
}
