import { useState } from 'react';
import { type Locale, messageIn } from '../../../domain/shared/locales';
import { m } from '../../../paraglide/messages';
import { PhotoPicker } from './photo-picker';

/** The page form's fields: a newly chosen file, and the photo kept from an attempt the server refused. */
export const PHOTO_FIELDS = { file: 'photoFile', kept: 'photo' } as const;

/**
 * An optional photo on a plain form (no script needed: the form is sent as multipart and the server stores the
 * file as /api/upload would). When the server refused the rest of the form, the photo it already stored is kept
 * and shown, so it need not be chosen and sent again over a slow connection.
 */
export function PhotoField({
  id,
  label,
  locale,
  keptUrl,
  error,
}: {
  id?: string;
  label: string;
  /** The reader's language (the guestbook renders this outside React Router). */
  locale: Locale;
  keptUrl?: string;
  error?: string;
}) {
  const [kept, setKept] = useState(keptUrl);
  return (
    <>
      {kept && <input type="hidden" name={PHOTO_FIELDS.kept} value={kept} />}
      <PhotoPicker
        id={id}
        label={label}
        locale={locale}
        name={PHOTO_FIELDS.file}
        photoUrl={kept}
        previewAlt={messageIn(locale, m.photo_chosen_alt)}
        error={error}
        hint={kept ? messageIn(locale, m.photo_kept) : undefined}
        onRemove={() => setKept(undefined)}
      />
    </>
  );
}
