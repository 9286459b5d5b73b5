import { copyLinkOf } from './copy-link';
import { shrinkGuestbookPhotos } from './guestbook-photo';
import { readerCampaignOf } from './reader-campaign';
import { rememberLastCampaign } from './remember-last-campaign';
import { openSharePopup } from './share-popup';
import { showVisitorClocks } from './visitor-clocks';

/**
 * All the script a reader's campaign page runs (decision 036): the page is server HTML without React, and these
 * few things are what it did after loading with React. Its own small file, built apart from the app's chunks
 * (scripts/lib/reader-script-plugin.ts) so it shares none of React's.
 */
const campaign = readerCampaignOf(document);
if (campaign) {
  const { locale, ...remembered } = campaign;
  rememberLastCampaign(remembered);
  showVisitorClocks(document, locale);
}
shrinkGuestbookPhotos(document);
document.addEventListener('click', (event) => {
  const target = event.target as Element;
  const shareLink = target.closest<HTMLAnchorElement>('a[data-share]');
  if (shareLink) openSharePopup(event, shareLink);
  const copyButton = target.closest<HTMLElement>('[data-copy-link]');
  if (copyButton) void copyLinkOf(copyButton);
});
