import { MAX_IMAGE_EDGE } from '../../domain/uploads/upload-rules';

/** JPEG qualities tried in turn until the photo fits its byte budget (the first suits any real photo). */
export const PHOTO_QUALITIES = [0.85, 0.7, 0.55] as const;

export interface PixelSize {
  width: number;
  height: number;
}

/** The size a photo is drawn at: its longest side at most `maxEdge`, its shape kept, never enlarged. */
export function fitWithin({ width, height }: PixelSize, maxEdge: number = MAX_IMAGE_EDGE): PixelSize {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** iPhones' own format: many browsers cannot draw it, and its type is often left empty. */
export function isHeic({ name, type }: { name: string; type: string }): boolean {
  return /^image\/hei[cf]/i.test(type) || /\.hei[cf]$/i.test(name);
}

const SENT_AS_IS = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * A photo already within the pixels and bytes it would be made into, in a format every browser and the server
 * read, goes as it is: re-encoding it would only lose quality.
 */
export function canSendAsIs(
  file: { type: string; size: number },
  size: PixelSize,
  maxBytes: number,
): boolean {
  const fitted = fitWithin(size);
  return (
    SENT_AS_IS.has(file.type) &&
    fitted.width === size.width &&
    fitted.height === size.height &&
    file.size <= maxBytes
  );
}
