import type { Locale } from '../../../domain/shared/locales';
import { m } from '../../../paraglide/messages';
import { messageIn } from '../../lib/i18n';

/**
 * The share card's words (not the share text itself, which is in the campaign's language): those of a card with
 * sharing on, or of one with it off.
 */
export function shareWordsIn(locale: Locale, allowSharing = true) {
  const t = (message: (inputs: object, options: { locale: Locale }) => string) =>
    allowSharing ? messageIn(locale, message) : '';
  return {
    heading: messageIn(locale, m.share_heading),
    disabled: allowSharing ? '' : messageIn(locale, m.share_disabled),
    helps: t(m.share_helps),
    copyLink: t(m.share_copy_link),
    copied: t(m.share_link_copied),
    pasteAnywhere: t(m.share_paste_anywhere),
    copyFailed: t(m.share_copy_failed),
  };
}

export type ShareWords = ReturnType<typeof shareWordsIn>;
