import { copyLinkOf } from './copy-link';
import { startCampaignPage } from './reader-page';
import { openSharePopup } from './share-popup';

/**
 * All the script a reader's campaign page runs (decision 036): the page is server HTML without React. Its own small
 * file, built apart from the app's chunks (scripts/lib/reader-script-plugin.ts) so it shares none of React's. The
 * share card's buttons are wired here; where React renders the card, its own handlers call the same functions.
 */
startCampaignPage(document);
document.addEventListener('click', (event) => {
  const target = event.target as Element;
  const shareLink = target.closest<HTMLAnchorElement>('a[data-share]');
  if (shareLink) openSharePopup(event, shareLink);
  const copyButton = target.closest<HTMLElement>('[data-copy-link]');
  if (copyButton) void copyLinkOf(copyButton);
});
