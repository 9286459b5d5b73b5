import { UPLOAD_MESSAGES } from '../../../domain/uploads/upload-rules';
import { thumbnailOf } from '../../lib/image-urls';
import { describedBy, FieldFrame, inputClass, useFieldId } from './text-field';

/** The page form's fields: a newly chosen file, and the photo kept from an attempt the server refused. */
export const PHOTO_FIELDS = { file: 'photoFile', kept: 'photo' } as const;

/**
 * An optional photo on a plain form (no script needed: the form is sent as multipart and the server stores the
 * file as /api/upload would). When the server refused the rest of the form, the photo it already stored is kept
 * and shown, so it need not be chosen and sent again over a slow connection.
 */
export function PhotoField({
  id: givenId,
  label,
  keptUrl,
  error,
}: {
  id?: string;
  label: string;
  keptUrl?: string;
  error?: string;
}) {
  const id = useFieldId(givenId);
  const hint = keptUrl ? 'Your photo is kept. Choose another only to replace it.' : UPLOAD_MESSAGES.photoHint;
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      {keptUrl && (
        <>
          <input type="hidden" name={PHOTO_FIELDS.kept} value={keptUrl} />
          <img
            src={thumbnailOf(keptUrl) ?? keptUrl}
            alt="What you chose to share"
            width={96}
            height={96}
            className="mb-2 size-24 rounded-lg object-cover"
          />
        </>
      )}
      <input
        id={id}
        name={PHOTO_FIELDS.file}
        type="file"
        accept="image/*"
        className={`${inputClass} file:mr-3 file:rounded file:border-0 file:bg-stone-100 file:px-3 file:py-1`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error, hint })}
      />
    </FieldFrame>
  );
}
