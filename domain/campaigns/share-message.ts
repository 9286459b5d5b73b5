import * as m from '../../paraglide/messages';
import { BASE_LOCALE, type Locale, messageIn } from '../shared/locales';

/**
 * What a shared campaign link says, whoever shares it (the organizer, a relative, a friend): it names the person
 * and asks, rather than claiming "I have created". In the campaign's own language (decision 030), whoever shares
 * it and whatever they read; built on the server, so no page's script carries the four languages of it.
 */
export function shareMessageOf(deceasedName: string, locale: Locale = BASE_LOCALE): string {
  return messageIn(locale, m.share_message, { deceased: deceasedName });
}

/** "In loving memory of …": the link preview's title and the WhatsApp status's first line. */
export function inMemoryTitleOf(deceasedName: string, locale: Locale = BASE_LOCALE): string {
  return messageIn(locale, m.share_in_memory_title, { deceased: deceasedName });
}
