import { useContext, useId } from 'react';
import { shareLinksOf } from '../../../domain/campaigns/share-text';
import { openSharePopup } from '../../lib/share-popup';
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
            data-share={name.toLowerCase()}
            onClick={(event) => openSharePopup(event, event.currentTarget)}
            className={`${buttonClass} ${colors}`}
          >
            {name}
          </a>
        ))}
      </div>
      {/* Without React on a reader's page, reader-page-script.ts wires these buttons with the same functions. */}
      <button
        type="button"
        className="button-secondary mt-3 w-full"
        data-copy-link={url}
        data-copied={`${words.copied}. ${words.pasteAnywhere}`}
        data-copy-failed={`${words.copyFailed}:`}
        onClick={async (event) => {
          const button = event.currentTarget;
          // Loaded on the click: the giving page's first script has a budget (decision 004).
          const { copyLinkOf } = await import('../../lib/copy-link');
          await copyLinkOf(button);
        }}
      >
        {words.copyLink}
      </button>
      <p data-copy-status role="status" className="mt-2 text-center text-sm text-stone-700 empty:hidden" />
    </section>
  );
}
