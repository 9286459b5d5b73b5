import sharp from 'sharp';
import { InvalidInputError } from '../shared/errors';
import { refusalKey } from '../shared/refusal-words';
import { imageWork } from '../uploads/image-work.server';

const DATA_URL = /^data:(image\/[a-z+.-]+);base64,([A-Za-z0-9+/]+={0,2})$/;

/** Magic numbers of the formats a phone produces: a file named .png that is not one is refused. */
function isKnownImage(bytes: Buffer): boolean {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  return (
    starts(0xff, 0xd8, 0xff) || // JPEG
    starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a) || // PNG
    starts(0x47, 0x49, 0x46, 0x38) || // GIF
    (starts(0x52, 0x49, 0x46, 0x46) && bytes.subarray(8, 12).toString('ascii') === 'WEBP')
  );
}

const NOT_AN_IMAGE = refusalKey('refusal_screenshot_not_image');

/**
 * Checks that a screenshot data URL really holds an image, then re-encodes it (WebP, at most 1600 px) so that
 * nothing but pixels is kept: no EXIF location from the phone, no payload hidden behind the image.
 */
export async function cleanScreenshot(dataUrl: string): Promise<string> {
  const match = DATA_URL.exec(dataUrl);
  const bytes = match ? Buffer.from(match[2], 'base64') : null;
  if (!bytes || !isKnownImage(bytes)) {
    throw new InvalidInputError(NOT_AN_IMAGE, { screenshot: NOT_AN_IMAGE });
  }
  const webp = await imageWork.run(() =>
    sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer()
      .catch(() => {
        throw new InvalidInputError(NOT_AN_IMAGE, { screenshot: NOT_AN_IMAGE });
      }),
  );
  return `data:image/webp;base64,${webp.toString('base64')}`;
}
