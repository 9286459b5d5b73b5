/** What a reader's campaign page tells its script (reader-page-script.ts): the same public facts for every reader. */
export interface ReaderCampaign {
  id: number;
  customUrl: string;
  deceasedName: string;
  /** How the visitor's own clock is written (the page's money and date locale). */
  locale: string;
}

/** The page's `data-reader-campaign` attribute. */
export function readerCampaignAttribute({ id, customUrl, deceasedName, locale }: ReaderCampaign): string {
  return JSON.stringify({ id, customUrl, deceasedName, locale });
}

/** The campaign the page names, or null on a page without one. */
export function readerCampaignOf(root: ParentNode): ReaderCampaign | null {
  const page = root.querySelector<HTMLElement>('[data-reader-campaign]');
  return page ? (JSON.parse(page.dataset.readerCampaign ?? 'null') as ReaderCampaign | null) : null;
}
