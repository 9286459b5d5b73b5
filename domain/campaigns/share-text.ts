/**
 * What a shared campaign link says, whoever shares it (the organizer, a relative, a friend): it names the person
 * and asks, rather than claiming "I have created".
 */
export function shareMessageOf(deceasedName: string): string {
  return `Please join us in honoring ${deceasedName} and supporting the family during this difficult time.`;
}

/**
 * Share addresses. WhatsApp's wa.me opens the app on a phone that has it and WhatsApp Web (or the install page)
 * on one that does not, so one address works everywhere, unlike whatsapp://, which does nothing without the app.
 */
export function shareLinksOf(url: string, deceasedName: string, nearEvent: string | null = null) {
  const message = nearEvent ? `${shareMessageOf(deceasedName)} ${nearEvent}` : shareMessageOf(deceasedName);
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${message} ${url}`)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    x: `https://twitter.com/intent/tweet?text=${encodeURIComponent(message)}&url=${encodeURIComponent(url)}`,
  };
}
