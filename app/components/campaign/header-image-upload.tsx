import { useState } from 'react';
import { m } from '../../../paraglide/messages';
import { useMessages } from '../../lib/i18n';
import { uploadPhotoWithNotice } from '../../lib/upload-image';
import { PhotoPicker } from '../forms/photo-picker';

/** What the chosen image is on the campaign: the header, or the photo of the person. */
const IMAGE_WORDS = {
  header: { choose: m.photo_choose_header, alt: m.photo_header_alt },
  photo: { choose: m.photo_choose, alt: m.photo_campaign_alt },
};

/** The edit screen's single image (spec part 1 §2): uploaded as soon as it is chosen, its address sent with the form. */
export function HeaderImageUpload({
  name,
  initialUrl,
  image = 'header',
}: {
  name: string;
  initialUrl: string | null;
  image?: keyof typeof IMAGE_WORDS;
}) {
  const [url, setUrl] = useState(initialUrl);
  const { t, locale } = useMessages();
  return (
    <>
      <input type="hidden" name={name} value={url ?? ''} />
      <PhotoPicker
        label={t(IMAGE_WORDS[image].choose)}
        locale={locale}
        photoUrl={url}
        previewAlt={t(IMAGE_WORDS[image].alt)}
        onPhoto={async (photo) => {
          const uploaded = await uploadPhotoWithNotice(photo, locale);
          if (uploaded) setUrl(uploaded);
          return uploaded !== null;
        }}
        onRemove={() => setUrl(null)}
      />
    </>
  );
}
