import sharp, { type OutputInfo } from 'sharp';
import { InvalidInputError, isDomainError } from '../shared/errors';
import { imageWork } from './image-work.server';
import { MAX_IMAGE_EDGE, MAX_UPLOAD_BYTES, UPLOAD_REFUSALS } from './upload-rules';

export const THUMBNAIL_EDGE = 320;
/** A memorial photo on a slow, costly connection: aim for at most this many bytes. */
export const TARGET_IMAGE_BYTES = 100 * 1024;

/** Recognised by their bytes, whatever the file name or declared type says. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/** A small file can still decode to billions of pixels; refuse anything larger than ~50 megapixels. */
const MAX_INPUT_PIXELS = 50_000_000;

/** Quality steps, then smaller sizes, until the WebP fits the target. */
const ENCODING_ATTEMPTS = [
  { edge: MAX_IMAGE_EDGE, quality: 80 },
  { edge: MAX_IMAGE_EDGE, quality: 68 },
  { edge: MAX_IMAGE_EDGE, quality: 55 },
  { edge: 1280, quality: 55 },
  { edge: 1024, quality: 50 },
  { edge: 800, quality: 45 },
];

export interface PreparedImage {
  image: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

async function detectFormat(input: Buffer): Promise<string | undefined> {
  try {
    const metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    return metadata.format;
  } catch {
    return undefined;
  }
}

/**
 * Checks the bytes are an image, turns it upright (EXIF orientation), shrinks it to at most 1600 px and
 * re-encodes it as WebP, which drops every piece of metadata (EXIF, GPS position, camera serials). `visitor` (their
 * address) takes a fair share of the image work (image-work.server.ts).
 */
export async function prepareImage(input: Buffer, visitor?: string): Promise<PreparedImage> {
  if (input.length > MAX_UPLOAD_BYTES) throw new InvalidInputError(UPLOAD_REFUSALS.tooLarge);
  return imageWork.run(() => prepareWithinSlot(input), visitor);
}

async function prepareWithinSlot(input: Buffer): Promise<PreparedImage> {
  const format = await detectFormat(input);
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new InvalidInputError(UPLOAD_REFUSALS.notAnImage);
  try {
    // rotate() before resize(): the orientation lives in the metadata that the output leaves out.
    const upright = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_IMAGE_EDGE, height: MAX_IMAGE_EDGE, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = () => sharp(upright.data, { raw: upright.info });
    let encoded: { data: Buffer; info: OutputInfo } | undefined;
    for (const attempt of ENCODING_ATTEMPTS) {
      encoded = await raw()
        .resize({ width: attempt.edge, height: attempt.edge, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: attempt.quality })
        .toBuffer({ resolveWithObject: true });
      if (encoded.data.length <= TARGET_IMAGE_BYTES) break;
    }
    const thumbnail = await raw()
      .resize({ width: THUMBNAIL_EDGE, height: THUMBNAIL_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 70 })
      .toBuffer();
    return { image: encoded!.data, thumbnail, width: encoded!.info.width, height: encoded!.info.height };
  } catch (error) {
    if (isDomainError(error, 'invalid')) throw error;
    // Truncated or corrupt files pass the format sniff but fail to decode.
    throw new InvalidInputError(UPLOAD_REFUSALS.notAnImage);
  }
}
