import { useEffect, useRef } from 'react';
import { m } from '../../../paraglide/messages';
import { useMessages } from '../../lib/i18n';
import { uploadPhotoWithNotice } from '../../lib/upload-image';
import { PhotoPicker } from '../forms/photo-picker';
import type { StepInputProps } from './step-input-props';
import { linkButtonClass } from './wizard-styles';

const PHOTO_AUTO_ADVANCE_MS = 1000;

/** An optional photo of the deceased: uploaded at once, then the dialog moves on by itself. */
export function PhotoAnswer({
  step,
  answers,
  update,
  names,
  busy,
  setBusy,
  next,
  inputId,
  describedBy,
}: StepInputProps) {
  const { t, locale } = useMessages();
  const advance = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(advance.current), []);

  const upload = async (photo: File) => {
    const url = await uploadPhotoWithNotice(photo, locale);
    if (!url) return false;
    update({ photoUrl: url });
    advance.current = window.setTimeout(next, PHOTO_AUTO_ADVANCE_MS);
    return true;
  };

  return (
    <PhotoPicker
      id={inputId}
      label={t(step.label ?? m.photo_choose)}
      locale={locale}
      hideLabel
      describedBy={describedBy}
      photoUrl={answers.photoUrl || null}
      previewAlt={names.deceased}
      onPhoto={upload}
      onRemove={() => update({ photoUrl: '' })}
      onBusyChange={(working) => setBusy(working ? 'uploading' : null)}
      autoFocus
    >
      {!answers.photoUrl && (
        <button type="button" className={linkButtonClass} onClick={next} disabled={busy === 'uploading'}>
          {t(m.create_skip_photo)}
        </button>
      )}
    </PhotoPicker>
  );
}
