import { type Locale, type Message, messageIn } from '../../domain/shared/locales';
import { MAX_UPLOAD_SIZE } from '../../domain/uploads/upload-rules';
import { m } from '../../paraglide/messages';
import type { PhotoRefusal } from './prepare-photo';

const REFUSALS: Record<Exclude<PhotoRefusal, 'tooLarge'>, Message<object>> = {
  notAnImage: m.photo_not_an_image,
  heicUnreadable: m.photo_heic_unreadable,
  unreadable: m.photo_unreadable,
};

/** Why a chosen photo was not taken (prepare-photo.ts), in the reader's language; too large also says the limit. */
export function photoRefusalIn(locale: Locale, reason: PhotoRefusal): string {
  return reason === 'tooLarge'
    ? messageIn(locale, m.photo_too_large, { size: MAX_UPLOAD_SIZE })
    : messageIn(locale, REFUSALS[reason]);
}

/** The reason a photo was refused (a PhotoRefused, checked by name: prepare-photo is loaded apart), else unreadable. */
export function photoRefusalOf(refused: unknown): PhotoRefusal {
  return refused instanceof Error && refused.name === 'PhotoRefused' && 'reason' in refused
    ? (refused.reason as PhotoRefusal)
    : 'unreadable';
}
