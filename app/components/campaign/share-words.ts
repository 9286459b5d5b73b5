import type { Locale } from '../../../domain/shared/locales';
import { m } from '../../../paraglide/messages';
import { messageIn } from '../../lib/i18n';

/** The share card's words (not the share text itself, which is in the campaign's language). */
export function shareWordsIn(locale: Locale) {
  return {
    heading: messageIn(locale, m.share_heading),
    disabled: messageIn(locale, m.share_disabled),
    helps: messageIn(locale, m.share_helps),
    copyLink: messageIn(locale, m.share_copy_link),
    copied: messageIn(locale, m.share_link_copied),
    pasteAnywhere: messageIn(locale, m.share_paste_anywhere),
    copyFailed: messageIn(locale, m.share_copy_failed),
  };
}

export type ShareWords = ReturnType<typeof shareWordsIn>;
