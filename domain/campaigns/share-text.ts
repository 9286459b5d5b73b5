/**
 * Share addresses. WhatsApp's wa.me opens the app on a phone that has it and WhatsApp Web (or the install page)
 * on one that does not, so one address works everywhere, unlike whatsapp://, which does nothing without the app.
 */
export function shareLinksOf(url: string, shareMessage: string, nearEvent: string | null = null) {
  const message = nearEvent ? `${shareMessage} ${nearEvent}` : shareMessage;
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${message} ${url}`)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    x: `https://twitter.com/intent/tweet?text=${encodeURIComponent(message)}&url=${encodeURIComponent(url)}`,
  };
}
