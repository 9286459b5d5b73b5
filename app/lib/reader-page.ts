import { shrinkGuestbookPhotos } from './guestbook-photo';
import { readerCampaignOf } from './reader-campaign';
import { rememberLastCampaign } from './remember-last-campaign';
import { showVisitorClocks } from './visitor-clocks';

/**
 * What a campaign page does once it is shown, in one place for both ways it comes (decision 036): the reader's
 * own script on a page sent without React, and the page's effect where React renders it. Reads the campaign from the
 * page (`data-reader-campaign`); the returned function stops the photo shrinking.
 */
export function startCampaignPage(page: Document): () => void {
  const campaign = readerCampaignOf(page);
  if (campaign) {
    const { locale, ...remembered } = campaign;
    rememberLastCampaign(remembered);
    showVisitorClocks(page, locale);
  }
  return shrinkGuestbookPhotos(page);
}
