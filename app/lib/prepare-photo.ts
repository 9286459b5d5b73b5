import { MAX_UPLOAD_BYTES } from '../../domain/uploads/upload-rules';
import { canSendAsIs, fitWithin, isHeic, PHOTO_QUALITIES } from './photo-sizing';

/** The reasons a chosen photo is not sent, each worded in the reader's language by photo-refusal-words.ts. */
export type PhotoRefusal = 'notAnImage' | 'tooLarge' | 'heicUnreadable' | 'unreadable';

/** Why a chosen file is not sent, in words the person can act on. */
export class PhotoRefused extends Error {
  override name = 'PhotoRefused';
  constructor(readonly reason: PhotoRefusal) {
    super(reason);
  }
}

async function decode(file: File): Promise<ImageBitmap> {
  try {
    // 'from-image' turns a phone photo upright from its EXIF orientation, which the re-encoded copy no longer carries.
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    if (isHeic(file)) throw new PhotoRefused('heicUnreadable');
    throw new PhotoRefused('unreadable');
  }
}

function encode(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

/**
 * A phone photo (a 10 MB, 4000×3000 JPEG; an iPhone's HEIC where the browser can read it) made into a JPEG of at
 * most MAX_IMAGE_EDGE px under `maxBytes`, in the browser, so it is accepted and costs the family little data.
 * The server still checks and re-encodes whatever arrives. Loaded by dynamic import only once a photo is chosen.
 */
export async function preparePhoto(file: File, maxBytes: number = MAX_UPLOAD_BYTES): Promise<File> {
  if (!file.type.startsWith('image/') && !isHeic(file)) {
    throw new PhotoRefused('notAnImage');
  }
  const bitmap = await decode(file);
  try {
    if (canSendAsIs(file, bitmap, maxBytes)) return file;
    const size = fitWithin(bitmap);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new PhotoRefused('unreadable');
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    for (const quality of PHOTO_QUALITIES) {
      const blob = await encode(canvas, quality);
      if (blob && blob.size <= maxBytes) {
        const name = `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;
        return new File([blob], name, { type: 'image/jpeg', lastModified: file.lastModified });
      }
    }
    throw new PhotoRefused('tooLarge');
  } finally {
    bitmap.close();
  }
}
