/**
 * A share button (`data-share`, spec part 2 §2) opens its site in a 600×400 popup; on a phone WhatsApp's link opens
 * the app itself. The same on a reader's page without React (reader-page-script.ts) and on a page with it.
 */
export function openSharePopup(event: { preventDefault(): void }, link: HTMLAnchorElement) {
  const href = link.getAttribute('href');
  if (!href || (link.dataset.share === 'whatsapp' && isPhone())) return;
  event.preventDefault();
  window.open(href, 'share', 'width=600,height=400,noopener');
}

function isPhone(): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent);
}
