import { useState } from 'react';
import { uploadPhotoWithNotice } from '../../lib/upload-image';
import { PhotoPicker } from '../forms/photo-picker';

/** The edit screen's single image (spec part 1 §2): uploaded as soon as it is chosen, its address sent with the form. */
export function HeaderImageUpload({
  name,
  initialUrl,
  label = 'header image',
}: {
  name: string;
  initialUrl: string | null;
  /** What the image is, in words: "header image", "photo". */
  label?: string;
}) {
  const [url, setUrl] = useState(initialUrl);
  return (
    <>
      <input type="hidden" name={name} value={url ?? ''} />
      <PhotoPicker
        label={`Choose a ${label}`}
        photoUrl={url}
        previewAlt={`The campaign's ${label}`}
        onPhoto={async (photo) => {
          const uploaded = await uploadPhotoWithNotice(photo);
          if (uploaded) setUrl(uploaded);
          return uploaded !== null;
        }}
        onRemove={() => setUrl(null)}
      />
    </>
  );
}
