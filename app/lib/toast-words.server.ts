import type { Locale } from '../../domain/shared/locales';
import { m } from '../../paraglide/messages';
import { messageIn } from './i18n';

/**
 * The toast region's words and the header's "Coming Soon" toast, in the reader's language: carried in the root
 * loader's data, so the shell's script, on every page, holds no message and no other language of them.
 */
export function toastWordsIn(locale: Locale, focusKey: string) {
  return {
    region: messageIn(locale, m.toast_notifications, { key: focusKey }),
    dismiss: messageIn(locale, m.toast_dismiss),
    comingSoon: {
      title: messageIn(locale, m.toast_coming_soon),
      description: messageIn(locale, m.toast_coming_soon_text),
    },
  };
}

export type ToastWords = ReturnType<typeof toastWordsIn>;
