import { copyText } from './copy-text';

/**
 * The share card's Copy link button (`data-copy-link`, its words in `data-copied` and `data-copy-failed`): the link
 * copied and the outcome said in the card's own status line, the same on a reader's page without React
 * (reader-page-script.ts) and on a page with it (share-card.tsx). On failure the link itself is shown, to copy by hand.
 */
export async function copyLinkOf(button: HTMLElement): Promise<void> {
  const { copyLink: url, copied, copyFailed } = button.dataset;
  if (!url) return;
  const status = button.parentElement?.querySelector<HTMLElement>('[data-copy-status]');
  const done = await copyText(url);
  if (status) status.textContent = done ? (copied ?? '') : `${copyFailed} ${url}`;
}
