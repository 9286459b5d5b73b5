import { useEffect, useRef } from 'react';
import { UPLOAD_MESSAGES } from '../../../domain/uploads/upload-rules';
import { thumbnailOf } from '../../lib/image-urls';
import { acceptPhotoFile, uploadPhotoWithNotice } from '../../lib/upload-image';
import type { StepInputProps } from './step-input-props';
import { linkButtonClass } from './wizard-styles';

const PHOTO_AUTO_ADVANCE_MS = 1000;

/** An optional photo of the deceased: uploaded at once, then the dialog moves on by itself. */
export function PhotoAnswer({
  answers,
  update,
  names,
  busy,
  setBusy,
  next,
  inputId,
  describedBy,
}: StepInputProps) {
  const file = useRef<HTMLInputElement>(null);
  const advance = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(advance.current), []);

  const choose = async (chosen: File | undefined) => {
    if (file.current) file.current.value = '';
    if (!chosen || !acceptPhotoFile(chosen)) return;
    setBusy('uploading');
    const url = await uploadPhotoWithNotice(chosen);
    setBusy(null);
    if (!url) return;
    update({ photoUrl: url });
    advance.current = window.setTimeout(next, PHOTO_AUTO_ADVANCE_MS);
  };

  const preview = answers.photoUrl ? (thumbnailOf(answers.photoUrl) ?? answers.photoUrl) : null;
  return (
    <div>
      {preview && (
        <img
          src={preview}
          alt={names.deceased}
          width={128}
          height={128}
          className="mb-3 size-32 rounded-full object-cover"
          data-testid="wizard-photo-preview"
        />
      )}
      <label
        htmlFor={inputId}
        className="button-secondary w-full cursor-pointer has-[:focus-visible]:outline-2"
      >
        {busy === 'uploading' ? 'Uploading...' : preview ? 'Choose another photo' : 'Choose a photo'}
        <input
          ref={file}
          id={inputId}
          type="file"
          accept="image/*"
          className="sr-only"
          disabled={busy === 'uploading'}
          aria-describedby={describedBy}
          onChange={(event) => choose(event.target.files?.[0])}
          autoFocus
        />
      </label>
      <p className="mt-2 text-sm text-stone-600">{UPLOAD_MESSAGES.photoHint}</p>
      {!preview && (
        <button type="button" className={linkButtonClass} onClick={next} disabled={busy === 'uploading'}>
          skip photo upload
        </button>
      )}
    </div>
  );
}
